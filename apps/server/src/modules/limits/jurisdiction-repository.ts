import {
  affordabilityRequests,
  currencyRates,
  type Db,
  depositInvoices,
  queryRows,
} from '@casino/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

/**
 * The player's deposits since `since` (open invoices hold their room, as for the deposit
 * limits; declined, failed and expired ones do not count) and `ask`, each converted into
 * `currency` at the current rates (rounded up), for a jurisdiction's monthly cap (issue 32).
 * Null when `currency` has no rate.
 */
export async function depositsSince(
  db: Db,
  playerId: string,
  since: Date,
  currency: string,
  ask: { amount: number; currency: string } = { amount: 0, currency },
): Promise<{ used: number; asked: number } | null> {
  const rows = await queryRows<{ used: string | null; asked: string | null }>(
    db,
    sql`
    select
      ceil(coalesce((
        select sum(i.amount * c.rate / c.subunit_to_unit)
        from ${depositInvoices} i join ${currencyRates} c on c.code = i.currency
        where i.player_id = ${playerId} and i.status in (1, 2, 3, 7, 8)
          and coalesce(i.paid_at, i.created_at) >= ${since.toISOString()}::timestamptz
      ), 0) * cc.subunit_to_unit / cc.rate)::text as used,
      ceil(${ask.amount}::numeric * ac.rate / ac.subunit_to_unit * cc.subunit_to_unit / cc.rate)::text as asked
    from ${currencyRates} cc left join ${currencyRates} ac on ac.code = ${ask.currency}
    where cc.code = ${currency}`,
  );
  const row = rows[0];
  if (!row) return null;
  return { used: Number(row.used ?? 0), asked: Number(row.asked ?? 0) };
}

export type AffordabilityRow = typeof affordabilityRequests.$inferSelect;

/** The player's latest affordability request (any status), or null. */
export async function latestAffordabilityRequest(
  db: Db,
  playerId: string,
): Promise<AffordabilityRow | null> {
  const [row] = await db
    .select()
    .from(affordabilityRequests)
    .where(eq(affordabilityRequests.playerId, playerId))
    .orderBy(desc(affordabilityRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** The cap the player's latest approved request set (null: never approved). */
export async function approvedMonthlyCap(db: Db, playerId: string): Promise<number | null> {
  const [row] = await db
    .select({ amount: affordabilityRequests.approvedAmount })
    .from(affordabilityRequests)
    .where(
      and(
        eq(affordabilityRequests.playerId, playerId),
        eq(affordabilityRequests.status, 'approved'),
      ),
    )
    .orderBy(desc(affordabilityRequests.decidedAt))
    .limit(1);
  return row?.amount ?? null;
}

export async function insertAffordabilityRequest(
  db: Db,
  values: typeof affordabilityRequests.$inferInsert,
): Promise<AffordabilityRow> {
  const [row] = await db.insert(affordabilityRequests).values(values).returning();
  if (!row) throw new Error('affordability request not inserted');
  return row;
}

/** One request, locked for a decision. */
export async function lockAffordabilityRequest(
  db: Db,
  id: string,
): Promise<AffordabilityRow | null> {
  const [row] = await db
    .select()
    .from(affordabilityRequests)
    .where(eq(affordabilityRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function decideAffordabilityRequest(
  db: Db,
  id: string,
  decision: Pick<
    AffordabilityRow,
    'status' | 'approvedAmount' | 'decisionNote' | 'decidedBy' | 'decidedAt'
  >,
): Promise<AffordabilityRow> {
  const [row] = await db
    .update(affordabilityRequests)
    .set(decision)
    .where(eq(affordabilityRequests.id, id))
    .returning();
  if (!row) throw new Error('affordability request vanished');
  return row;
}

/** The requests of a status, oldest first (the queue), at most `limit`. */
export async function affordabilityRequestsByStatus(
  db: Db,
  status: AffordabilityRow['status'],
  limit = 200,
): Promise<AffordabilityRow[]> {
  return db
    .select()
    .from(affordabilityRequests)
    .where(eq(affordabilityRequests.status, status))
    .orderBy(
      status === 'pending'
        ? asc(affordabilityRequests.createdAt)
        : desc(affordabilityRequests.decidedAt),
    )
    .limit(limit);
}

/** A deposit invoice's amount, currency and when it was paid (the cross-operator report). */
export async function depositForReport(db: Db, invoiceId: string) {
  const [row] = await db
    .select({
      amount: depositInvoices.amount,
      currency: depositInvoices.currency,
      paidAt: depositInvoices.paidAt,
      createdAt: depositInvoices.createdAt,
    })
    .from(depositInvoices)
    .where(eq(depositInvoices.id, invoiceId));
  return row ?? null;
}
