import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { reapLeftovers, Supervisor, sleep } from './processes.ts';

/**
 * A stand-in service: says it is up by writing `<name>.up`, and on any of its stop signals
 * writes "<name> <signal>" to stopped.log and exits. Its command line names the folder (so
 * `reapLeftovers` knows it for the cluster's).
 */
const STANDIN = `
const [dir, name] = process.argv.slice(1);
const fs = require('node:fs');
fs.writeFileSync(dir + '/' + name + '.up', String(process.pid));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    fs.appendFileSync(dir + '/stopped.log', name + ' ' + signal + '\\n');
    process.exit(0);
  });
}
setInterval(() => {}, 1000);
`;

describe('the cluster supervisor', () => {
  let dir: string;
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function standIn(
    name: string,
    options: { stopSignal?: NodeJS.Signals; stage?: string; restartOnCrash?: boolean } = {},
  ) {
    return {
      name,
      command: process.execPath,
      args: ['-e', STANDIN, dir, name],
      ready: async () => existsSync(join(dir, `${name}.up`)),
      ...options,
    };
  }
  const stopped = () =>
    existsSync(join(dir, 'stopped.log'))
      ? readFileSync(join(dir, 'stopped.log'), 'utf8').trim().split('\n')
      : [];
  const isAlive = (pid: number | undefined) => !!pid && existsSync(`/proc/${pid}`);
  const fresh = () => {
    dir = mkdtempSync(join(tmpdir(), 'casino-supervisor-'));
    folders.push(dir);
  };

  it('stops everything it started, last first, each with its own signal', async () => {
    fresh();
    const supervisor = new Supervisor(dir);
    const db = await supervisor.start(standIn('db', { stopSignal: 'SIGINT' }));
    const a = await supervisor.start(standIn('a', { stage: 'servers' }));
    const b = await supervisor.start(standIn('b', { stage: 'servers' }));
    const balancer = await supervisor.start(standIn('balancer'));
    await supervisor.stopAll();

    const order = stopped();
    expect(order[0]).toBe('balancer SIGTERM');
    // One stage's services stop together, in any order.
    expect(order.slice(1, 3).sort()).toEqual(['a SIGTERM', 'b SIGTERM']);
    expect(order[3]).toBe('db SIGINT');
    for (const service of [db, a, b, balancer]) expect(isAlive(service.pid)).toBe(false);
  });

  it('starts a service that died on its own again, but not one it killed on purpose', async () => {
    fresh();
    const supervisor = new Supervisor(dir);
    const crashes: string[] = [];
    const service = await supervisor.start({
      ...standIn('server', { restartOnCrash: true }),
      onCrash: (code, signal) => crashes.push(String(signal ?? code)),
    });
    const first = service.pid;
    rmSync(join(dir, 'server.up'));
    process.kill(first!, 'SIGKILL');
    await expect.poll(() => existsSync(join(dir, 'server.up')), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => service.isRunning).toBe(true);
    expect(service.pid).not.toBe(first);
    expect(crashes).toEqual(['SIGKILL']);

    await service.kill('SIGKILL');
    await sleep(1500);
    expect(service.isRunning).toBe(false);
    await supervisor.stopAll();
  });

  it('stops what a supervisor killed outright left running, the next time it starts', async () => {
    fresh();
    const gone = new Supervisor(dir);
    const left = await gone.start(standIn('db', { stopSignal: 'SIGINT' }));
    // The supervisor "dies" here: nothing stops its child.
    expect(isAlive(left.pid)).toBe(true);

    expect(await reapLeftovers(dir)).toEqual([`db (${left.pid})`]);
    expect(isAlive(left.pid)).toBe(false);
    expect(stopped()).toEqual(['db SIGINT']);
    expect(await reapLeftovers(dir)).toEqual([]);
  });
});
