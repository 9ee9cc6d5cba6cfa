interface GuardLog {
  error(details: object, message: string): void;
  fatal(details: object, message: string): void;
}

/**
 * What the process does with errors nothing caught (docs/decisions/020):
 * - a rejected promise nobody awaited is logged and the process stays up: the request or task
 *   that made it has already failed, and no shared state is half-changed by it;
 * - an uncaught exception leaves the process in a state nobody knows (a timer or socket
 *   callback threw halfway), so it is logged, the server closes cleanly and the process exits
 *   with 1 for its supervisor (systemd, Docker, Kubernetes) to start it again.
 */
export function guardProcess(log: GuardLog, shutdown: (reason: string) => Promise<void>) {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (process stays up)');
  });
  process.on('uncaughtException', (err, origin) => {
    log.fatal({ err, origin }, 'uncaught exception: closing for a restart by the supervisor');
    process.exitCode = 1;
    void shutdown('uncaughtException');
  });
}
