import { ACCOUNT_STATUS } from '@casino/contracts';
import { type Db, ledgerAccounts, queryRows, walletAccounts } from '@casino/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { toMinor } from '../../shared/money.ts';

export type WalletAccountRow = typeof walletAccounts.$inferSelect;

/** A wallet account with the balances of its ledger accounts (minor units). */
export interface WalletAccountBalances {
  id: string;
  playerId: string;
  currency: string;
  status: number;
  real: number;
  bonus: number;
  locked: number;
  /** Deposits held back by the responsible-gaming rules: not playable (docs/decisions/026). */
  held: number;
  /** Ledger account holding the real money. */
  realLedgerId: string;
}

/** The new wallet account, or null when the player already has one in this currency. */
export async function insertWalletAccount(
  db: Db,
  values: { playerId: string; currency: string; status: number },
): Promise<WalletAccountRow | null> {
  const [row] = await db.insert(walletAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The real, bonus and locked ledger accounts of a new wallet account (all credit-normal). */
export async function insertPlayerLedgerAccounts(
  db: Db,
  walletAccountId: string,
  currency: string,
) {
  await db.insert(ledgerAccounts).values(
    (['real', 'bonus', 'locked', 'held'] as const).map((kind) => ({
      walletAccountId,
      currency,
      kind,
      normalBalance: 'credit' as const,
    })),
  );
}

interface BalanceRow {
  id: string;
  player_id: string;
  currency: string;
  status: number;
  real: unknown;
  bonus: unknown;
  locked: unknown;
  held: unknown;
  real_ledger_id: string;
}

/** The player's wallet accounts with balances, oldest first; one of them when `id` is given. */
// Raw SQL, prepared (ADR 003): the balance read beside every posting, inside its transaction.
export async function findAccountsWithBalances(
  db: Db,
  playerId: string,
  filter: { id?: string; currency?: string; includeHidden?: boolean } = {},
): Promise<WalletAccountBalances[]> {
  const conditions = [sql`wa.player_id = ${playerId}`];
  if (filter.id) conditions.push(sql`wa.id = ${filter.id}`);
  if (filter.currency) conditions.push(sql`wa.currency = ${filter.currency}`);
  if (!filter.includeHidden) conditions.push(sql`wa.status <> ${ACCOUNT_STATUS.hidden}`);
  const rows = await queryRows<BalanceRow>(
    db,
    sql`select wa.id, wa.player_id, wa.currency, wa.status,
        coalesce(sum(la.balance) filter (where la.kind = 'real'), 0) as real,
        coalesce(sum(la.balance) filter (where la.kind = 'bonus'), 0) as bonus,
        coalesce(sum(la.balance) filter (where la.kind = 'locked'), 0) as locked,
        coalesce(sum(la.balance) filter (where la.kind = 'held'), 0) as held,
        max(la.id::text) filter (where la.kind = 'real') as real_ledger_id
      from wallet_accounts wa
      join ledger_accounts la on la.wallet_account_id = wa.id
      where ${sql.join(conditions, sql` and `)}
      group by wa.id
      order by wa.created_at, wa.currency`,
  );
  return rows.map((row) => ({
    id: row.id,
    playerId: row.player_id,
    currency: row.currency,
    status: row.status,
    real: toMinor(row.real),
    bonus: toMinor(row.bonus),
    locked: toMinor(row.locked),
    held: toMinor(row.held),
    realLedgerId: row.real_ledger_id,
  }));
}

/** The status of the player's wallet account `id` (null: not the player's). */
// Raw SQL, prepared: read by every seamless bet (issue 31), inside its transaction.
export async function findAccountStatus(db: Db, playerId: string, id: string) {
  const rows = await queryRows<{ status: number }>(
    db,
    sql`select status from wallet_accounts where id = ${id}::uuid and player_id = ${playerId}::uuid`,
  );
  return rows[0] ? Number(rows[0].status) : null;
}

/** Locks all the player's wallet accounts (status changes of one player run one at a time). */
export async function lockPlayerAccounts(db: Db, playerId: string): Promise<WalletAccountRow[]> {
  return db
    .select()
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, playerId))
    .orderBy(walletAccounts.id)
    .for('update');
}

export async function setStatus(db: Db, id: string, status: number, now: Date) {
  await db.update(walletAccounts).set({ status, updatedAt: now }).where(eq(walletAccounts.id, id));
}

/** Demotes the player's active account, if any, to inactive. */
export async function deactivateActive(db: Db, playerId: string, now: Date) {
  await db
    .update(walletAccounts)
    .set({ status: ACCOUNT_STATUS.inactive, updatedAt: now })
    .where(
      and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.status, ACCOUNT_STATUS.active)),
    );
}

/** Of these players, those with an account (hidden ones too) in `currency`. */
export async function playersWithAccountIn(db: Db, playerIds: string[], currency: string) {
  if (playerIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ playerId: walletAccounts.playerId })
    .from(walletAccounts)
    .where(and(inArray(walletAccounts.playerId, playerIds), eq(walletAccounts.currency, currency)));
  return new Set(rows.map((r) => r.playerId));
}
