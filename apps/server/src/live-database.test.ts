import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { localIdpAccounts, openDatabase, queryRows, seed } from '@casino/db';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { backofficeContextOf } from '../test/factories/backoffice.ts';
import { newOperator } from '../test/factories/operators.ts';
import { fundByCard } from '../test/factories/payments.ts';
import { registerPlayer } from '../test/factories/players.ts';
import { LIVE_ENV as LIVE_SETTINGS } from '../test/live-env.ts';
import { openSeededPglite } from '../test/pglite-template.ts';
import { loadConfig } from './config.ts';
import { findLiveProblems } from './live-checks.ts';
import {
  checkAndRecordBoot,
  findSandboxResidue,
  recordBoot,
  SandboxResidueError,
} from './live-database.ts';
import { CLI_ACTOR } from './modules/backoffice/audit.ts';
import { DEMO_ADMIN_EMAIL, ensureDemoAdmin } from './modules/backoffice/demo-admin.ts';
import { createApiKey, createOperator } from './modules/backoffice/operators-service.ts';

const run = promisify(execFile);

/** What a live boot refuses, from a boot's rejection (or null when it went through). */
async function refusalOf(boot: Promise<unknown>): Promise<string | null> {
  try {
    await boot;
    return null;
  } catch (error) {
    if (error instanceof SandboxResidueError) return error.message;
    throw error;
  }
}

const bootsOf = async (db: TestApp['database']['db']) =>
  (
    await queryRows<{ mode: string; boots: number }>(
      db,
      sql`select mode, boots from site_boots order by mode`,
    )
  ).map((row) => `${row.mode}:${row.boots}`);

describe.each(TEST_DATABASES)('a live boot on a database that ran in sandbox ($name)', (testDb) => {
  let sandbox: TestApp;
  let demoFile: string;
  beforeAll(async () => {
    demoFile = join(mkdtempSync(join(tmpdir(), 'casino-demo-')), 'demo-admin.txt');
    sandbox = await buildTestApp(testDb);
    const db = sandbox.database.db;
    // What `npm start` in sandbox mode leaves behind: the boot, the demo admin, an operator an
    // admin added, a player funded with a test card, a tester at the embedded identity provider.
    await checkAndRecordBoot(db, 'sandbox');
    const ctx = backofficeContextOf(sandbox.app);
    expect(await ensureDemoAdmin(ctx, demoFile)).toBe('created');
    const [demo] = await queryRows<{ id: string }>(
      db,
      sql`select id from operators where email = ${DEMO_ADMIN_EMAIL}`,
    );
    const demoActor = { ...CLI_ACTOR, type: 'operator' as const, id: demo!.id };
    await createApiKey(ctx, { name: 'integration', scopes: ['payments'] }, demoActor);
    await newOperator(sandbox.app, 'payments');
    const player = await registerPlayer(sandbox.app);
    await fundByCard(sandbox.app, player, 2_500);
    await db.insert(localIdpAccounts).values({ email: 'tester@aurora.test', passwordHash: 'x' });
  });
  afterAll(async () => {
    await sandbox?.close();
    rmSync(join(demoFile, '..'), { recursive: true, force: true });
  });

  it('refuses and names each kind of sandbox residue, with the way out', async () => {
    const refusal = await refusalOf(checkAndRecordBoot(sandbox.database.db, 'live'));
    expect(refusal).not.toBeNull();
    expect(refusal).toContain('SITE_MODE=live refuses this database');
    expect(refusal).toMatch(/booted in sandbox mode: 1 time, first \d{4}-/);
    expect(refusal).toContain(`demo admin: ${DEMO_ADMIN_EMAIL}`);
    expect(refusal).toMatch(/operators made in sandbox mode: 1 \(payments-\w+@ops\.test\)/);
    expect(refusal).toContain('back-office API keys made by sandbox operators: 1');
    expect(refusal).toContain('sandbox identity provider (Aurora ID) testers: 1 account');
    expect(refusal).toMatch(/invoices of sandbox payment providers .*: 1 \(sandbox-card: 1\)/);
    expect(refusal).toMatch(/ledger transfers of sandbox invoices: [1-9]/);
    expect(refusal).toContain(
      'balances of players funded by sandbox providers: 1 account (USD 2500 minor units)',
    );
    expect(refusal).toMatch(/sandbox provider records: 1 test-card checkout/);
    expect(refusal).toMatch(/sandbox settings and generated secrets: .*auth\.jwtSecret/);
    expect(refusal).toContain('A live site starts on a fresh database');
    // The refusal is not a boot: only the sandbox one is recorded.
    expect(await bootsOf(sandbox.database.db)).toEqual(['sandbox:1']);
  });

  it('a fresh database boots live, and its boot is recorded', async () => {
    const fresh = await testDb.open();
    try {
      expect(await findSandboxResidue(fresh.db)).toEqual([]);
      expect(await refusalOf(checkAndRecordBoot(fresh.db, 'live'))).toBeNull();
      expect(await refusalOf(checkAndRecordBoot(fresh.db, 'live'))).toBeNull();
      expect(await bootsOf(fresh.db)).toEqual(['live:2']);
      // An operator made by a live site is not residue.
      const ctx = { ...backofficeContextOf(sandbox.app), db: fresh.db, isLive: true };
      const made = await createOperator(
        ctx,
        { email: 'ops@live.test', name: 'Ops', role: 'admin' },
        CLI_ACTOR,
      );
      expect(made.ok).toBe(true);
      expect(await findSandboxResidue(fresh.db)).toEqual([]);
      // `npm start` pointed at it refuses: test cards must not credit real players.
      const sandboxBoot = checkAndRecordBoot(fresh.db, 'sandbox');
      await expect(sandboxBoot).rejects.toThrow(
        /SITE_MODE=sandbox refuses this database: it ran live/,
      );
      expect(await bootsOf(fresh.db)).toEqual(['live:2']);
      // Had a sandbox boot happened anyway (an older version), live refuses from then on.
      await recordBoot(fresh.db, 'sandbox');
      const refusal = await refusalOf(checkAndRecordBoot(fresh.db, 'live'));
      expect(refusal).toMatch(/booted in sandbox mode: 1 time/);
    } finally {
      await fresh.dispose();
    }
  });

  it('a database from before boots were recorded is refused on what it holds (the demo admin)', async () => {
    const legacy = await testDb.open();
    try {
      // The old sandbox boot: the demo admin with the README's password, no boot record.
      const ctx = { ...backofficeContextOf(sandbox.app), db: legacy.db };
      await createOperator(
        ctx,
        { email: DEMO_ADMIN_EMAIL, name: 'Demo admin', role: 'admin', password: 'x'.repeat(16) },
        CLI_ACTOR,
      );
      await legacy.db.execute(sql`update operators set site_mode = null`);
      const refusal = await refusalOf(checkAndRecordBoot(legacy.db, 'live'));
      expect(refusal).toContain(`demo admin: ${DEMO_ADMIN_EMAIL}`);
      expect(refusal).not.toContain('booted in sandbox mode');
      expect(await bootsOf(legacy.db)).toEqual([]);
    } finally {
      await legacy.dispose();
    }
  });
});

/** Everything a live site must be given, so only the database can stop the boot. */
const LIVE_ENV = {
  ...LIVE_SETTINGS,
  HOST: '127.0.0.1',
  PORT: '0',
  GAME_ORIGIN_PORT: '0',
  LOG_LEVEL: 'silent',
};

/** A database that booted in sandbox once: PGlite in a folder, or PostgreSQL when given. */
async function sandboxDatabaseUrl(kind: 'pglite' | 'postgres') {
  let url: string;
  let drop: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'casino-live-db-'));
    const template = await openSeededPglite();
    const dump = await template.dumpDataDir!();
    await template.close();
    await openDatabase(dir, { loadDataDir: dump }).close();
    url = dir;
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
    const name = `casino_live_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.unsafe(`create database ${name}`);
    const parsed = new URL(process.env.TEST_DATABASE_URL!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    drop = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = openDatabase(url);
  await database.migrate();
  await seed(database.db);
  await checkAndRecordBoot(database.db, 'sandbox');
  await database.close();
  return { url, drop };
}

describe.each(TEST_DATABASES)('server.ts in live mode ($name)', ({ name }) => {
  it('refuses to boot on a database that ran in sandbox, naming it', async () => {
    const env = { PATH: process.env.PATH, ...LIVE_ENV };
    expect(findLiveProblems(loadConfig(env))).toEqual([]);
    const { url, drop } = await sandboxDatabaseUrl(name);
    try {
      const server = new URL('./server.ts', import.meta.url).pathname;
      const scratch = mkdtempSync(join(tmpdir(), 'casino-live-'));
      const result = await run(process.execPath, [server], {
        cwd: scratch,
        env: { ...env, DATABASE_URL: url },
        timeout: 60_000,
      }).then(
        (out) => ({ code: 0, ...out }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      rmSync(scratch, { recursive: true, force: true });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('SITE_MODE=live refuses this database');
      expect(result.stderr).toMatch(/booted in sandbox mode: 1 time/);
    } finally {
      await drop();
    }
  }, 90_000);
});
