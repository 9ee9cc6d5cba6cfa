import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { INVOICE_STATUS } from '@casino/contracts';
import {
  bonusDefinitions,
  bonusDepositChoices,
  openDatabase,
  paymentInvoices,
  playerBonuses,
  playerFreespins,
  queryRows,
  sandboxCardSessions,
} from '@casino/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletPlayer } from '../test/factories/wallet.ts';
import { LIVE_ENV } from '../test/live-env.ts';
import { openSeededPglite } from '../test/pglite-template.ts';
import { createWalletContext } from './modules/wallet/context.ts';
import { creditDeposit, reserveWithdrawal } from './modules/wallet/service.ts';

const run = promisify(execFile);
const CLI = new URL('./cli.ts', import.meta.url).pathname;

/** The operator commands, run as the README says, on a PGlite folder (server stopped). */
describe('operator CLI', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'casino-cli-'));
    const template = await openSeededPglite();
    const dump = await template.dumpDataDir!();
    await template.close();
    const database = openDatabase(dir, { loadDataDir: dump });
    const ctx = createWalletContext({ db: database.db });
    const player = await createWalletPlayer(database.db);
    const money = { playerId: player.playerId, currency: 'USD' };
    await creditDeposit(ctx, { ...money, amount: 5_000, idempotencyKey: randomUUID() });
    await reserveWithdrawal(ctx, { ...money, amount: 1_000, idempotencyKey: randomUUID() });
    await database.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cli = (...args: string[]) =>
    run(process.execPath, [CLI, ...args], { env: { ...process.env, DATABASE_URL: dir } }).then(
      (out) => ({ code: 0, ...out }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('wallet-check proves the ledger, and exits 1 listing what does not add up', async () => {
    const ok = await cli('wallet-check');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^ledger ok: \d+ accounts, 2 transfers, 4 entries/);

    const database = openDatabase(dir);
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where kind = 'locked' and balance > 0`,
    );
    await database.close();
    const broken = await cli('wallet-check');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('MISMATCH account_balance');
    expect(broken.stderr).toContain('MISMATCH locked_reservations');
    expect(broken.stderr).toMatch(/ledger BROKEN: 3 mismatches/);
  });

  it('operators create makes a back-office operator with a one-time password, once', async () => {
    const args = ['operators', 'create', '--email', 'First@Ops.test', '--role', 'admin'];
    const made = await cli(...args);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('operator first@ops.test (admin) created');
    expect(made.stdout).toMatch(/one-time password: \S{16,}/);
    const again = await cli(...args);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('email_taken');
    const badRole = await cli('operators', 'create', '--email', 'x@ops.test', '--role', 'boss');
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('--role: one of admin, payments');
    const database = openDatabase(dir);
    const [audit] = await queryRows<{ action: string; actor_label: string }>(
      database.db,
      sql`select action, actor_label from audit_log where action = 'operator.create'`,
    );
    await database.close();
    expect(audit).toMatchObject({ action: 'operator.create', actor_label: 'cli' });
  });

  it('operators create-admin prints a one-time setup link and no password; live refuses a sandbox database', async () => {
    const made = await cli('operators', 'create-admin', '--email', 'Boss@Ops.test');
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('admin boss@ops.test created');
    const link = /one-time setup link \(works once, until (\S+)\): (\S+)/.exec(made.stdout);
    expect(link).not.toBeNull();
    const expires = new Date(link![1]!.replace(/\)$/, '')).getTime();
    expect(expires - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const secret = new URL(link![2]!).hash.replace('#setup=', '');
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(made.stdout).not.toMatch(/password:/);
    // Only the secret's hash is kept.
    const database = openDatabase(dir);
    const [row] = await queryRows<{ setup_token_hash: string; site_mode: string }>(
      database.db,
      sql`select setup_token_hash, site_mode from operators where email = 'boss@ops.test'`,
    );
    await database.close();
    expect(row!.setup_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.setup_token_hash).not.toContain(secret);
    expect(row!.site_mode).toBe('sandbox');

    // This database made operators in sandbox: a live admin is not added to it.
    const live = await run(
      process.execPath,
      [CLI, 'operators', 'create-admin', '--email', 'x@live.test'],
      {
        env: {
          ...process.env,
          DATABASE_URL: dir,
          ...LIVE_ENV,
        },
      },
    ).then(
      (out) => ({ code: 0, ...out }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(live.code, live.stdout).toBe(1);
    expect(live.stderr).toContain('SITE_MODE=live refuses this database');
    expect(live.stderr).toMatch(
      /operators made in sandbox mode: 2 \(boss@ops\.test, first@ops\.test\)/,
    );
  });

  it('deposits reconcile credits a deposit the provider took and grants its chosen bonus and free spins', async () => {
    const database = openDatabase(dir);
    const player = await createWalletPlayer(database.db);
    const invoiceId = randomUUID();
    const long = new Date(Date.now() - 10 * 60_000);
    await database.db.insert(paymentInvoices).values({
      id: invoiceId,
      number: `D-CLI-${invoiceId.slice(0, 8)}`,
      playerId: player.playerId,
      type: 'deposit',
      method: 'sandbox-card',
      provider: 'sandbox-card',
      currency: 'USD',
      amount: 5_000,
      status: INVOICE_STATUS.created,
      idempotencyKey: randomUUID(),
      createdAt: long,
      updatedAt: long,
    });
    const [welcome] = await database.db
      .select({ id: bonusDefinitions.id })
      .from(bonusDefinitions)
      .where(eq(bonusDefinitions.identity, 'welcome-1'));
    await database.db
      .insert(bonusDepositChoices)
      .values({ invoiceId, playerId: player.playerId, definitionId: welcome!.id });
    // The player paid on the provider's page; its webhook never arrived.
    await database.db.insert(sandboxCardSessions).values({
      id: `cs_cli_${invoiceId.slice(0, 8)}`,
      merchantReference: invoiceId,
      amount: 5_000,
      currency: 'USD',
      returnUrl: 'http://localhost/',
      status: 'succeeded',
      cardLast4: '4242',
      cardBrand: 'visa',
      cardFingerprint: 'fp-cli',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await database.close();

    const res = await cli('deposits', 'reconcile');
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('1 open deposits asked about');
    const after = openDatabase(dir);
    const bonuses = await after.db
      .select({ amount: playerBonuses.amount, status: playerBonuses.status })
      .from(playerBonuses)
      .where(eq(playerBonuses.source, `deposit:${invoiceId}`));
    const spins = await after.db
      .select({ count: playerFreespins.count })
      .from(playerFreespins)
      .where(eq(playerFreespins.playerId, player.playerId));
    await after.close();
    expect(bonuses).toEqual([{ amount: 5_000, status: 2 }]);
    expect(spins).toEqual([{ count: 50 }]);
  });

  it('prints its usage for an unknown command', async () => {
    const res = await cli('nonsense');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('withdrawals approve <invoice id|number>');
  });
});
