import { INVOICE_STATUS } from '@casino/contracts';
import { type Db, paymentInvoices } from '@casino/db';
import { and, count, eq, gte, inArray, ne, sum } from 'drizzle-orm';

// Invoice figures other modules decide with (docs/decisions/036): the verification rules, the
// welcome offers' deposit count, the withdrawal queue's daily warning, the support agent's panel.

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
