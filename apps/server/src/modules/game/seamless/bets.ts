import { BET_STATUS } from '@casino/contracts';
import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';

export interface Bet {
  id: string;
  roundId: string;
  amount: number;
  real: number;
  bonus: number;
  status: number;
}

interface BetRaw {
  id: string;
  round_id: string;
  amount: unknown;
  real_amount: unknown;
  bonus_amount: unknown;
  status: number;
}

const toBet = (row: BetRaw): Bet => ({
  id: row.id,
  roundId: row.round_id,
  amount: toMinor(row.amount),
  real: toMinor(row.real_amount),
  bonus: toMinor(row.bonus_amount),
  status: Number(row.status),
});

export async function insertBet(
  db: Db,
  b: {
    roundId: string;
    providerId: string;
    transactionId: string;
    playerId: string;
    amount: number;
    real: number;
    bonus: number;
  },
) {
  await queryRows(
    db,
    sql`insert into game_bets (round_id, provider_id, transaction_id, player_id, amount, real_amount, bonus_amount)
      values (${b.roundId}::uuid, ${b.providerId}::uuid, ${b.transactionId}, ${b.playerId}::uuid,
        ${String(b.amount)}::bigint, ${String(b.real)}::bigint, ${String(b.bonus)}::bigint)`,
  );
}

/** The bet with this provider transaction id (locked when asked). */
export async function findBet(
  db: Db,
  providerId: string,
  transactionId: string,
  { lock = false } = {},
): Promise<Bet | null> {
  const rows = await queryRows<BetRaw>(
    db,
    sql`select id, round_id, amount, real_amount, bonus_amount, status from game_bets
      where provider_id = ${providerId}::uuid and transaction_id = ${transactionId}
      ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ? toBet(rows[0]) : null;
}

export async function markRolledBack(db: Db, betId: string, now: Date) {
  await queryRows(
    db,
    sql`update game_bets set status = ${BET_STATUS.rolledBack}, settled_at = ${now.toISOString()}::timestamptz
      where id = ${betId}::uuid`,
  );
}

/**
 * Settles the round's open bets: the round's win is shared in proportion to their amounts
 * (rounded down, the remainder to the last), won when their share is positive, lost otherwise.
 */
export async function settleBets(db: Db, roundId: string, win: number, now: Date) {
  const open = (
    await queryRows<BetRaw>(
      db,
      sql`select id, round_id, amount, real_amount, bonus_amount, status from game_bets
        where round_id = ${roundId}::uuid and status = ${BET_STATUS.placed} order by created_at, id`,
    )
  ).map(toBet);
  const total = open.reduce((sum, bet) => sum + bet.amount, 0);
  let left = win;
  for (const [index, bet] of open.entries()) {
    const share =
      index === open.length - 1
        ? left
        : total === 0
          ? 0
          : Number((BigInt(win) * BigInt(bet.amount)) / BigInt(total));
    left -= share;
    await queryRows(
      db,
      sql`update game_bets set win = ${String(share)}::bigint,
          status = ${share > 0 ? BET_STATUS.won : BET_STATUS.lost},
          settled_at = ${now.toISOString()}::timestamptz
        where id = ${bet.id}::uuid`,
    );
  }
}

export async function findOpenBetCount(db: Db, roundId: string): Promise<number> {
  const rows = await queryRows<{ n: unknown }>(
    db,
    sql`select count(*) as n from game_bets where round_id = ${roundId}::uuid and status = ${BET_STATUS.placed}`,
  );
  return toMinor(rows[0]?.n ?? 0);
}
