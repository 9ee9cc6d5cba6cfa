import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';

/**
 * The cluster's processes (PostgreSQL, PgBouncer, Redis, the servers, HAProxy) as children of one
 * supervisor: each in a process group of its own, so a Ctrl-C reaches the supervisor alone and it
 * stops them in order (balancer first, databases last); its output in `<dir>/logs/<name>.log`.
 * Their pids are kept in `<dir>/pids.json`, so a supervisor that was killed outright (kill -9)
 * leaves nothing behind for long: the next start on the same folder stops what it left.
 */

export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as this user (PostgreSQL and PgBouncer refuse root). */
  user?: { uid: number; gid: number };
  /** The signal that stops it cleanly (PostgreSQL: SIGINT, its "fast" shutdown). */
  stopSignal?: NodeJS.Signals;
  /** Resolves once the process answers (polled by the caller's own probe). */
  ready: () => Promise<boolean>;
  /** How long it may take to answer (a server boot on a loaded machine: tens of seconds). */
  readyTimeoutMs?: number;
  /** Services of one stage (the server instances) are stopped together. */
  stage?: string;
  /** Started again a second after it dies on its own (as systemd's Restart=on-failure). */
  restartOnCrash?: boolean;
  /** Told when it died on its own, and whether it is being restarted. */
  onCrash?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

export interface Service {
  readonly name: string;
  readonly pid: number | undefined;
  readonly isRunning: boolean;
  /** Stops it with its stop signal, SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Kills it at once with `signal` (SIGKILL: a crash) and leaves it down. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again (after `stop` or `kill`) and waits until it answers. */
  start(): Promise<void>;
}

export class Supervisor {
  private readonly services: Array<{
    service: Service;
    stage: string;
    stopSignal: NodeJS.Signals;
    child: () => ChildProcess | undefined;
  }> = [];
  private readonly logDir: string;
  private readonly pidFile: string;
  private stopping = false;

  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
    this.logDir = join(dir, 'logs');
    mkdirSync(this.logDir, { recursive: true });
    this.pidFile = join(dir, 'pids.json');
  }

  /** A service by name (its pid for measurements). */
  service(name: string): Service | undefined {
    return this.services.find((s) => s.service.name === name)?.service;
  }

  logOf(name: string): string {
    return join(this.logDir, `${name}.log`);
  }

  /** Starts a service and waits until it answers; it is stopped with the rest by `stopAll`. */
  async start(spec: ServiceSpec): Promise<Service> {
    let child: ChildProcess | undefined;
    let exited: Promise<void> = Promise.resolve();
    /** Stopped or killed on purpose (not a crash to restart from). */
    let meant = false;
    const launch = () => {
      meant = false;
      const log = openSync(this.logOf(spec.name), 'a');
      child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env ?? process.env,
        stdio: ['ignore', log, log],
        detached: true,
        ...(spec.user ?? {}),
      });
      closeSync(log);
      const started = child;
      exited = new Promise<void>((done) => {
        started.once('exit', (code, sig) => {
          done();
          if (meant || this.stopping) return;
          spec.onCrash?.(code, sig);
          if (spec.restartOnCrash) {
            setTimeout(() => {
              if (!meant && !this.stopping && !isRunning()) void service.start().catch(() => {});
            }, 1000);
          }
        });
        started.once('error', () => done());
      });
      this.savePids();
    };
    const isRunning = () => !!child && child.exitCode === null && child.signalCode === null;
    const waitReady = async () => {
      const deadline = Date.now() + (spec.readyTimeoutMs ?? 30_000);
      for (;;) {
        if (!isRunning()) {
          throw new Error(`${spec.name} exited before it answered:\n${this.tail(spec.name)}`);
        }
        if (await spec.ready().catch(() => false)) return;
        if (Date.now() > deadline) {
          throw new Error(`${spec.name} did not answer in time:\n${this.tail(spec.name)}`);
        }
        await sleep(100);
      }
    };
    const signal = async (sig: NodeJS.Signals, graceMs: number) => {
      meant = true;
      if (!isRunning()) return;
      child!.kill(sig);
      const timer = setTimeout(() => isRunning() && child!.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      this.savePids();
    };
    const service: Service = {
      name: spec.name,
      get pid() {
        return child?.pid;
      },
      get isRunning() {
        return isRunning();
      },
      stop: (graceMs = 15_000) => signal(spec.stopSignal ?? 'SIGTERM', graceMs),
      kill: (sig = 'SIGKILL') => signal(sig, 2000),
      start: async () => {
        if (isRunning()) return;
        launch();
        await waitReady();
      },
    };
    this.services.push({
      service,
      stage: spec.stage ?? spec.name,
      stopSignal: spec.stopSignal ?? 'SIGTERM',
      child: () => child,
    });
    try {
      await service.start();
    } catch (error) {
      await service.stop(2000);
      throw error;
    }
    return service;
  }

  /** Stops every service, last started first (a stage's services together), with its stop signal. */
  async stopAll(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    const stages: Array<{ stage: string; services: Service[] }> = [];
    for (const { service, stage } of [...this.services].reverse()) {
      const last = stages.at(-1);
      if (last?.stage === stage) last.services.push(service);
      else stages.push({ stage, services: [service] });
    }
    for (const { services } of stages) {
      await Promise.all(services.map((service) => service.stop().catch(() => {})));
    }
    this.savePids();
  }

  /** SIGKILL to everything at once (a second Ctrl-C). */
  killAll(): void {
    for (const { child } of this.services) {
      const running = child();
      if (running && running.exitCode === null) running.kill('SIGKILL');
    }
  }

  /** The last lines a service wrote, for error messages. */
  tail(name: string, lines = 30): string {
    if (!existsSync(this.logOf(name))) return '(no output)';
    return readFileSync(this.logOf(name), 'utf8').split('\n').slice(-lines).join('\n');
  }

  private savePids() {
    const pids = this.services
      .map(({ service, stopSignal }) => ({
        name: service.name,
        pid: service.isRunning ? service.pid : null,
        signal: stopSignal,
      }))
      .filter((entry) => entry.pid);
    writeFileSync(this.pidFile, JSON.stringify(pids));
  }
}

/**
 * Stops what a supervisor killed outright left running on `dir` (its pids.json): each process
 * still alive whose command line is one the cluster starts gets its stop signal (PostgreSQL must
 * shut down before a new one may open its folder), SIGKILL after 15 s; resolves once all are gone.
 */
export async function reapLeftovers(dir: string): Promise<string[]> {
  const file = join(dir, 'pids.json');
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Array<{
    name: string;
    pid: number;
    signal?: NodeJS.Signals;
  }>;
  const alive = (pid: number) => existsSync(`/proc/${pid}`);
  const ours = entries.filter(({ pid }) => {
    try {
      // Only a process that still is ours: a pid may have been reused by anything since.
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return (
        cmdline.includes(dir) || /haproxy|pgbouncer|redis-server|postgres|server\.ts/.test(cmdline)
      );
    } catch {
      return false;
    }
  });
  const signal = (pid: number, sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      // Gone already.
    }
  };
  for (const { pid, signal: sig } of ours) signal(pid, sig ?? 'SIGTERM');
  for (const deadline = Date.now() + 15_000; ours.some(({ pid }) => alive(pid)); ) {
    if (Date.now() > deadline) for (const { pid } of ours) signal(pid, 'SIGKILL');
    await sleep(100);
  }
  writeFileSync(file, '[]');
  return ours.map(({ name, pid }) => `${name} (${pid})`);
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A TCP port on 127.0.0.1 nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; user?: { uid: number; gid: number } } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(options.user ?? {}),
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}
