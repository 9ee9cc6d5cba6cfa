import {
  type CashbackPeriod,
  cashbackPayouts,
  cashbackRuns,
  cashbackSettings,
  type Db,
  queryRows,
  referralCodes,
  referralSettings,
  referrals,
} from '@casino/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';

export type CashbackSettingsRow = typeof cashbackSettings.$inferSelect;
export type PayoutRow = typeof cashbackPayouts.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralSettingsRow = typeof referralSettings.$inferSelect;

/** The one settings row; its defaults until an operator saves it. */
export async function findCashbackSettings(db: Db): Promise<CashbackSettingsRow> {
  const [row] = await db.select().from(cashbackSettings).where(eq(cashbackSettings.id, 1));
  if (row) return row;
  await db.insert(cashbackSettings).values({ id: 1 }).onConflictDoNothing();
  const [made] = await db.select().from(cashbackSettings).where(eq(cashbackSettings.id, 1));
  return made!;
}

export async function saveCashbackSettings(
  db: Db,
  values: Omit<typeof cashbackSettings.$inferInsert, 'id' | 'updatedAt'>,
  now: Date,
) {
  const [row] = await db
    .insert(cashbackSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: cashbackSettings.id, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

/** Records a payout once per period, player and currency; null when it exists already. */
export async function insertPayout(db: Db, values: typeof cashbackPayouts.$inferInsert) {
  const [row] = await db.insert(cashbackPayouts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Which of these players have a payout row for the period (paid, bonus or refused). */
export async function findPeriodPayoutKeys(db: Db, periodStart: Date): Promise<Set<string>> {
  const rows = await db
    .select({ playerId: cashbackPayouts.playerId, currency: cashbackPayouts.currency })
    .from(cashbackPayouts)
    .where(eq(cashbackPayouts.periodStart, periodStart));
  return new Set(rows.map((r) => `${r.playerId}:${r.currency}`));
}

export function listPlayerPayouts(db: Db, playerId: string, currency: string, limit = 10) {
  return db
    .select()
    .from(cashbackPayouts)
    .where(and(eq(cashbackPayouts.playerId, playerId), eq(cashbackPayouts.currency, currency)))
    .orderBy(desc(cashbackPayouts.periodStart))
    .limit(limit);
}

export async function insertRun(db: Db, values: typeof cashbackRuns.$inferInsert) {
  await db.insert(cashbackRuns).values(values);
}

export async function hasRun(db: Db, periodStart: Date): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(cashbackRuns)
    .where(eq(cashbackRuns.periodStart, periodStart));
  return (row?.n ?? 0) > 0;
}

/** Per period (newest first) and currency: players, money paid as cash and as bonus, refusals. */
export async function periodTotals(db: Db, limit = 26) {
  return queryRows<{
    period_start: Date | string;
    period_end: Date | string;
    currency: string | null;
    players: number;
    paid: string;
    as_bonus: string;
    refused: number;
    runs: number;
    last_run_at: Date | string | null;
  }>(
    db,
    sql`
    with periods as (
      select period_start, max(period_end) as period_end, count(*)::int as runs,
        max(created_at) as last_run_at
      from ${cashbackRuns} group by period_start
      order by period_start desc limit ${limit}
    )
    select p.period_start, p.period_end, p.runs, p.last_run_at, c.currency,
      count(c.id)::int as players,
      coalesce(sum(c.amount) filter (where c.status = 'paid'), 0)::text as paid,
      coalesce(sum(c.amount) filter (where c.status = 'bonus'), 0)::text as as_bonus,
      (count(c.id) filter (where c.status = 'refused'))::int as refused
    from periods p left join ${cashbackPayouts} c on c.period_start = p.period_start
    group by p.period_start, p.period_end, p.runs, p.last_run_at, c.currency
    order by p.period_start desc, c.currency`,
  );
}

export type { CashbackPeriod };

// ---- referrals

export async function findReferralSettings(db: Db): Promise<ReferralSettingsRow> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
  if (row) return row;
  await db.insert(referralSettings).values({ id: 1 }).onConflictDoNothing();
  const [made] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
  return made!;
}

export async function saveReferralSettings(
  db: Db,
  values: Omit<typeof referralSettings.$inferInsert, 'id' | 'updatedAt'>,
  now: Date,
) {
  const [row] = await db
    .insert(referralSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: referralSettings.id, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

export async function findCodeOf(db: Db, playerId: string) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.playerId, playerId));
  return row?.code ?? null;
}

/** The player's code, made once (a clash of random codes is retried by the caller). */
export async function insertCode(db: Db, playerId: string, code: string) {
  await db.insert(referralCodes).values({ playerId, code }).onConflictDoNothing();
  return findCodeOf(db, playerId);
}

export async function findCodeOwner(db: Db, code: string) {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
  return row?.playerId ?? null;
}

export async function insertReferral(db: Db, values: typeof referrals.$inferInsert) {
  const [row] = await db.insert(referrals).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findReferralOfFriend(db: Db, friendId: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId));
  return row ?? null;
}

export async function lockReferral(db: Db, id: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id)).for('update');
  return row ?? null;
}

export async function updateReferral(
  db: Db,
  id: string,
  changes: Partial<typeof referrals.$inferInsert>,
) {
  await db.update(referrals).set(changes).where(eq(referrals.id, id));
}

export function listReferralsOf(db: Db, referrerId: string) {
  return db
    .select()
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.createdAt))
    .limit(200);
}

/** Devices already used by other friends of this referrer (one device, many friends: a farm). */
export async function deviceUsedFor(db: Db, referrerId: string, device: string) {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), eq(referrals.device, device)));
  return (row?.n ?? 0) > 0;
}

export function listPendingReferrals(db: Db, limit = 500) {
  return db.select().from(referrals).where(eq(referrals.status, 'registered')).limit(limit);
}

export async function listReferrals(
  db: Db,
  { page, perPage, status }: { page: number; perPage: number; status?: string },
) {
  const where = status ? eq(referrals.status, status as ReferralRow['status']) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(referrals)
      .where(where)
      .orderBy(desc(referrals.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(referrals).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
