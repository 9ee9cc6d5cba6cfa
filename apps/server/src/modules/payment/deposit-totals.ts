import { INVOICE_STATUS } from '@casino/contracts';
import { type Db, queryRows } from '@casino/db';
import { sql } from 'drizzle-orm';

/**
 * Deposits whose money reached the player to play (success, underpaid, paid late), not those
 * held back by responsible gaming (`details.held`: over a limit or during a time-out).
 */
const CREDITED = [INVOICE_STATUS.success, INVOICE_STATUS.underpaid, INVOICE_STATUS.paidLate];

/**
 * What a player deposited in a currency within a window, counted from the invoices (issue 33:
 * deposit quests recompute from them, so no deposit is ever missed or counted twice).
 */
export async function creditedDepositTotal(
  db: Db,
  input: { playerId: string; currency: string; since: Date; until: Date | null },
): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total from payment_invoices
      where player_id = ${input.playerId}::uuid and type = 'deposit'
        and currency = ${input.currency}
        and status in (${sql.join(
          CREDITED.map((s) => sql`${s}`),
          sql`, `,
        )})
        and not (details ? 'held')
        and paid_at >= ${input.since.toISOString()}::timestamptz
        ${input.until ? sql`and paid_at <= ${input.until.toISOString()}::timestamptz` : sql``}`,
  );
  return Number(row?.total ?? 0);
}

/** A player's credited deposits in a currency since `since` of at least `minAmount` (ids). */
export async function listCreditedDeposits(
  db: Db,
  input: { playerId: string; currency: string; since: Date; minAmount: number },
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from payment_invoices
      where player_id = ${input.playerId}::uuid and type = 'deposit'
        and currency = ${input.currency} and amount >= ${input.minAmount}
        and status in (${sql.join(
          CREDITED.map((s) => sql`${s}`),
          sql`, `,
        )})
        and not (details ? 'held')
        and paid_at >= ${input.since.toISOString()}::timestamptz
      order by paid_at`,
  );
  return rows.map((r) => r.id);
}
