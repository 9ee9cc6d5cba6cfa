import type { FastifyInstance } from 'fastify';

/**
 * Waits on close for background work (recounts, notices, mail, webhook deliveries, realtime
 * publishes) to end, for at most SHUTDOWN_DRAIN_SECONDS: a stuck piece of work (a mail server
 * that never answers, a query behind a full pool) cannot keep the process, or a test's
 * `app.close()`, from stopping. What was cut short is logged by name; the next start counts it
 * again or retries it from the database.
 */
export function drainOnClose(app: FastifyInstance, name: string, drain: () => Promise<unknown>) {
  app.addHook('onClose', async () => {
    const ms = app.config.SHUTDOWN_DRAIN_SECONDS * 1000;
    // A failed drain is logged, as an onClose hook's error was before, and the close goes on.
    const logged = () =>
      drain().catch((err: unknown) =>
        app.log.error({ err, drain: name }, `${name}: failed at shutdown`),
      );
    if (!(await drainWithin(logged, ms))) {
      app.log.warn({ drain: name, waitedMs: ms }, `${name}: still busy at shutdown, closed anyway`);
    }
  });
}

/** True when `drain` settled (either way) within `ms`; false when the wait was cut short. */
export async function drainWithin(drain: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const done = drain().then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}
