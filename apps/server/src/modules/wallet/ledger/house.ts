import { type Db, ledgerAccounts } from '@casino/db';
import { and, eq, isNull } from 'drizzle-orm';

/**
 * House accounts per currency and kind are split into shards: every deposit and payout in a
 * currency touches a house account, and one row would make them all queue on its lock. A
 * player always uses the same shard; the house balance is the sum over the shards. 64 since
 * issue 31's sixth round (ADR 039): with 16, 32 players playing at once kept 0.4 backends waiting
 * on a shard's row lock on average (held to the commit, its WAL flush included); with 64, 0.07.
 * Shards added later are created on first use (`ensureHouseAccounts`).
 */
export const HOUSE_SHARDS = 64;

/** Cash is what the operator holds (an asset); fees and game revenue (stakes minus wins) are income. */
export const HOUSE_ACCOUNTS = {
  house_cash: 'debit',
  house_fees: 'credit',
  house_games: 'credit',
} as const;

/** Inserted last by one statement: when its last shard exists, all house accounts do. */
const LAST_KIND = Object.keys(HOUSE_ACCOUNTS).at(-1) as keyof typeof HOUSE_ACCOUNTS;

/** FNV-1a of the player id: a stable shard per player. */
export function houseShard(playerId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < playerId.length; i++) {
    hash ^= playerId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % HOUSE_SHARDS;
}

/** Creates the house accounts of a currency once (concurrent callers agree). */
export async function ensureHouseAccounts(db: Db, currency: string): Promise<void> {
  // All are inserted by one statement, so the last one present means all are (a kind added
  // later, like house_games, is then still missing and made here).
  const [last] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        isNull(ledgerAccounts.walletAccountId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.kind, LAST_KIND),
        eq(ledgerAccounts.shard, HOUSE_SHARDS - 1),
      ),
    );
  if (last) return;
  const rows = Object.entries(HOUSE_ACCOUNTS).flatMap(([kind, normalBalance]) =>
    Array.from({ length: HOUSE_SHARDS }, (_, shard) => ({
      currency,
      kind: kind as keyof typeof HOUSE_ACCOUNTS,
      normalBalance,
      shard,
    })),
  );
  await db.insert(ledgerAccounts).values(rows).onConflictDoNothing();
}
