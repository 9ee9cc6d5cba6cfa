import { INVOICE_STATUS } from '@casino/contracts';
import { type Db, paymentInvoices, queryRows } from '@casino/db';
import { and, count, eq, gte, inArray, ne, sql, sum } from 'drizzle-orm';

// Invoice figures other modules decide with (docs/decisions/036): the verification rules, the
// welcome offers' deposit count, the withdrawal queue's daily warning, the support agent's panel,
// the deposit quests and wheel spins (issue 33).

/** The player's invoices of `type` in `statuses`. */
const invoicesOf = (playerId: string, type: 'deposit' | 'withdrawal', statuses: number[]) =>
  and(
    eq(paymentInvoices.playerId, playerId),
    eq(paymentInvoices.type, type),
    inArray(paymentInvoices.status, statuses),
  );

/** The player's invoices of `type` in `statuses`: the sum per currency, in minor units. */
export async function sumInvoicesByCurrency(
  db: Db,
  playerId: string,
  type: 'deposit' | 'withdrawal',
  statuses: number[],
) {
  const rows = await db
    .select({ currency: paymentInvoices.currency, total: sum(paymentInvoices.amount) })
    .from(paymentInvoices)
    .where(invoicesOf(playerId, type, statuses))
    .groupBy(paymentInvoices.currency);
  return rows.map((r) => ({ currency: r.currency, amount: Number(r.total ?? 0) }));
}

/** How many of the player's invoices of `type` are in `statuses`. */
export async function countInvoices(
  db: Db,
  playerId: string,
  type: 'deposit' | 'withdrawal',
  statuses: number[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentInvoices)
    .where(invoicesOf(playerId, type, statuses));
  return row?.n ?? 0;
}

/**
 * Per `playerId|currency` of these players: withdrawals asked for since `since`, all but the
 * declined, in minor units.
 */
export async function withdrawnSince(db: Db, playerIds: string[], since: Date) {
  if (playerIds.length === 0) return new Map<string, number>();
  const sums = await db
    .select({
      playerId: paymentInvoices.playerId,
      currency: paymentInvoices.currency,
      total: sum(paymentInvoices.amount),
    })
    .from(paymentInvoices)
    .where(
      and(
        inArray(paymentInvoices.playerId, playerIds),
        eq(paymentInvoices.type, 'withdrawal'),
        gte(paymentInvoices.createdAt, since),
        ne(paymentInvoices.status, INVOICE_STATUS.declined),
      ),
    )
    .groupBy(paymentInvoices.playerId, paymentInvoices.currency);
  return new Map(sums.map((s) => [`${s.playerId}|${s.currency}`, Number(s.total ?? 0)]));
}

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
