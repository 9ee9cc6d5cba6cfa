import {
  type Db,
  ledgerAccounts,
  ledgerTransfers,
  localIdpAccounts,
  operatorApiKeys,
  operators,
  paymentInvoices,
  sandboxCardSessions,
  sandboxCryptoAddresses,
  sandboxWebhookOutbox,
  settingsEntries,
  siteBoots,
  socialIdentities,
  verificationEvents,
  walletAccounts,
} from '@casino/db';
import { and, count, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { DEMO_ADMIN_EMAIL } from './modules/backoffice/demo-admin.ts';

// What a database keeps from sandbox mode, so a live boot can refuse it (docs/decisions/015).

/** The invoices of the built-in sandbox payment providers (ids `sandbox-*`). */
const SANDBOX_PROVIDER = 'sandbox%';

/**
 * Settings only a sandbox boot writes: secrets generated because none was given (a live site
 * must be given SESSION_SECRET and BUILTIN_PROVIDER_SECRET) and the sandbox twins' secrets.
 */
export const SANDBOX_SETTING_KEYS = [
  'auth.jwtSecret',
  'game.providers.builtin.secret',
  'payment.sandboxCard.webhookSecret',
  'payment.sandboxCrypto.webhookSecret',
  'localIdp.clientSecret',
  'support.zendeskTwinSecret',
] as const;

/** Records that the database booted in `mode` (once per mode, with the first and last time). */
export async function recordBoot(db: Db, mode: Config['SITE_MODE'], now = new Date()) {
  await db
    .insert(siteBoots)
    .values({ mode, firstAt: now, lastAt: now, boots: 1 })
    .onConflictDoUpdate({
      target: siteBoots.mode,
      set: { lastAt: now, boots: sql`${siteBoots.boots} + 1` },
    });
}

const n = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0]?.n ?? 0;
const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * Every kind of sandbox residue in the database, one line each with counts (empty: none). A
 * database that booted in sandbox is residue by itself: what it made there cannot all be told
 * apart (players who played with test-card money, their rounds).
 */
export async function findSandboxResidue(db: Db): Promise<string[]> {
  const found: string[] = [];
  const [sandboxBoot] = await db.select().from(siteBoots).where(eq(siteBoots.mode, 'sandbox'));
  if (sandboxBoot) {
    found.push(
      `booted in sandbox mode: ${plural(sandboxBoot.boots, 'time')}, first ${sandboxBoot.firstAt.toISOString()}, last ${sandboxBoot.lastAt.toISOString()}`,
    );
  }
  found.push(...(await operatorResidue(db)));
  found.push(...(await testerResidue(db)));
  found.push(...(await moneyResidue(db)));
  found.push(...(await providerResidue(db)));
  const settings = await db
    .select({ key: settingsEntries.key })
    .from(settingsEntries)
    .where(inArray(settingsEntries.key, [...SANDBOX_SETTING_KEYS]))
    .orderBy(settingsEntries.key);
  if (settings.length > 0) {
    found.push(`sandbox settings and generated secrets: ${settings.map((s) => s.key).join(', ')}`);
  }
  // Operators made before modes were recorded come from the same place as the rest.
  if (found.length > 0) found.push(...(await unrecordedOperators(db)));
  return found;
}

async function operatorResidue(db: Db): Promise<string[]> {
  const found: string[] = [];
  const [demo] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, DEMO_ADMIN_EMAIL));
  if (demo) found.push(`demo admin: ${DEMO_ADMIN_EMAIL}`);
  const made = await db
    .select({ id: operators.id, email: operators.email })
    .from(operators)
    .where(and(eq(operators.siteMode, 'sandbox'), sql`${operators.email} <> ${DEMO_ADMIN_EMAIL}`))
    .orderBy(operators.email);
  if (made.length > 0) {
    found.push(
      `operators made in sandbox mode: ${made.length} (${made
        .slice(0, 5)
        .map((o) => o.email)
        .join(', ')}${made.length > 5 ? ', …' : ''})`,
    );
  }
  const madeIds = [...made.map((o) => o.id), ...(demo ? [demo.id] : [])];
  if (madeIds.length > 0) {
    const keys = await n(
      db
        .select({ n: count() })
        .from(operatorApiKeys)
        .where(and(isNull(operatorApiKeys.revokedAt), inArray(operatorApiKeys.createdBy, madeIds))),
    );
    if (keys > 0) found.push(`back-office API keys made by sandbox operators: ${keys}`);
  }
  return found;
}

async function unrecordedOperators(db: Db): Promise<string[]> {
  const unknown = await n(
    db
      .select({ n: count() })
      .from(operators)
      .where(and(isNull(operators.siteMode), sql`${operators.email} <> ${DEMO_ADMIN_EMAIL}`)),
  );
  return unknown > 0 ? [`operators made before the site mode was recorded: ${unknown}`] : [];
}

/** Accounts and decisions of the sandbox's testing aids (Aurora ID, the KYC tester page). */
async function testerResidue(db: Db): Promise<string[]> {
  const found: string[] = [];
  const idp = await n(db.select({ n: count() }).from(localIdpAccounts));
  const linked = await n(
    db
      .select({ n: count() })
      .from(socialIdentities)
      .where(eq(socialIdentities.providerId, 'local')),
  );
  if (idp + linked > 0) {
    found.push(
      `sandbox identity provider (Aurora ID) testers: ${plural(idp, 'account')}, ${plural(linked, 'linked player')}`,
    );
  }
  const decided = await n(
    db
      .select({ n: count() })
      .from(verificationEvents)
      .where(eq(verificationEvents.source, 'sandbox')),
  );
  if (decided > 0) found.push(`identity checks decided on the sandbox tester page: ${decided}`);
  return found;
}

/** Invoices of the sandbox providers, their ledger transfers and the balances they funded. */
async function moneyResidue(db: Db): Promise<string[]> {
  const found: string[] = [];
  const invoices = await db
    .select({ provider: paymentInvoices.provider, n: count() })
    .from(paymentInvoices)
    .where(like(paymentInvoices.provider, SANDBOX_PROVIDER))
    .groupBy(paymentInvoices.provider)
    .orderBy(paymentInvoices.provider);
  if (invoices.length === 0) return found;
  const total = invoices.reduce((sum, row) => sum + row.n, 0);
  found.push(
    `invoices of sandbox payment providers (test cards, sandbox crypto): ${total} (${invoices
      .map((row) => `${row.provider}: ${row.n}`)
      .join(', ')})`,
  );
  const sandboxInvoiceIds = db
    .select({ id: sql`${paymentInvoices.id}::text` })
    .from(paymentInvoices)
    .where(like(paymentInvoices.provider, SANDBOX_PROVIDER));
  const transfers = await n(
    db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.reference, sandboxInvoiceIds)),
  );
  if (transfers > 0) found.push(`ledger transfers of sandbox invoices: ${transfers}`);
  const funded = db
    .select({ playerId: paymentInvoices.playerId })
    .from(paymentInvoices)
    .where(like(paymentInvoices.provider, SANDBOX_PROVIDER));
  const balances = await db
    .select({
      currency: ledgerAccounts.currency,
      accounts: sql<number>`count(distinct ${walletAccounts.id})::int`,
      amount: sql<string>`sum(${ledgerAccounts.balance})::text`,
    })
    .from(ledgerAccounts)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerAccounts.walletAccountId))
    .where(and(inArray(walletAccounts.playerId, funded), gt(ledgerAccounts.balance, 0n)))
    .groupBy(ledgerAccounts.currency)
    .orderBy(ledgerAccounts.currency);
  if (balances.length > 0) {
    const accounts = balances.reduce((sum, row) => sum + row.accounts, 0);
    found.push(
      `balances of players funded by sandbox providers: ${plural(accounts, 'account')} (${balances
        .map((row) => `${row.currency} ${row.amount} minor units`)
        .join(', ')})`,
    );
  }
  return found;
}

/** The sandbox providers' own records (they stand for outside parties that a live site lacks). */
async function providerResidue(db: Db): Promise<string[]> {
  const [sessions, addresses, webhooks] = await Promise.all([
    n(db.select({ n: count() }).from(sandboxCardSessions)),
    n(db.select({ n: count() }).from(sandboxCryptoAddresses)),
    n(db.select({ n: count() }).from(sandboxWebhookOutbox)),
  ]);
  if (sessions + addresses + webhooks === 0) return [];
  return [
    `sandbox provider records: ${plural(sessions, 'test-card checkout')}, ${plural(addresses, 'sandbox crypto address', 'sandbox crypto addresses')}, ${plural(webhooks, 'sandbox webhook')}`,
  ];
}

/** The live boot's refusal naming every residue found and the ways out. */
export function formatSandboxResidue(found: string[]): string {
  return `SITE_MODE=live refuses this database: it holds what sandbox mode made\n${found
    .map((line) => `  ${line}`)
    .join(
      '\n',
    )}\nA live site starts on a fresh database (a new DATABASE_URL, or a backup from before any sandbox boot); sandbox data is never carried into live.`;
}

/** A boot refused because of what the database is (server.ts prints it and exits 1). */
export class BootRefusal extends Error {}

/** A live boot refused because the database holds sandbox residue. */
export class SandboxResidueError extends BootRefusal {
  readonly found: string[];
  constructor(found: string[]) {
    super(formatSandboxResidue(found));
    this.found = found;
  }
}

/**
 * Before the app is built: a live boot refuses a database with sandbox residue, a sandbox boot
 * one that ran live (its test cards and demo admin would reach real players and money); every
 * boot that goes on is recorded with its mode.
 */
export async function checkAndRecordBoot(db: Db, mode: Config['SITE_MODE'], now = new Date()) {
  if (mode === 'live') {
    const found = await findSandboxResidue(db);
    if (found.length > 0) throw new SandboxResidueError(found);
  } else {
    const [live] = await db.select().from(siteBoots).where(eq(siteBoots.mode, 'live'));
    if (live) {
      throw new BootRefusal(
        `SITE_MODE=sandbox refuses this database: it ran live (first ${live.firstAt.toISOString()}, last ${live.lastAt.toISOString()}); test cards and the demo admin must not reach real players. Point DATABASE_URL at another database.`,
      );
    }
  }
  await recordBoot(db, mode, now);
}
