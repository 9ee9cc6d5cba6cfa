import { type Db, providerFreeRounds, providerRounds, providerSessions } from '@casino/db';
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';

export type SessionRow = typeof providerSessions.$inferSelect;
export type NewSession = typeof providerSessions.$inferInsert;
export type RoundRow = typeof providerRounds.$inferSelect;
export type NewRound = typeof providerRounds.$inferInsert;

export async function insertSession(db: Db, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(providerSessions).values(values).returning();
  return row!;
}

/** The session, locked until the transaction ends when `lock` is set. */
export async function findSession(db: Db, id: string, lock = false): Promise<SessionRow | null> {
  const query = db.select().from(providerSessions).where(eq(providerSessions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateSession(
  db: Db,
  id: string,
  values: Partial<Omit<SessionRow, 'id' | 'createdAt'>>,
): Promise<SessionRow> {
  const [row] = await db
    .update(providerSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(providerSessions.id, id))
    .returning();
  return row!;
}

export async function findRoundByRequest(
  db: Db,
  sessionId: string,
  requestId: string,
): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.sessionId, sessionId), eq(providerRounds.requestId, requestId)));
  return row ?? null;
}

export async function findOpenRound(db: Db, sessionId: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.sessionId, sessionId), eq(providerRounds.status, 'open')));
  return row ?? null;
}

export async function findRound(db: Db, id: string): Promise<RoundRow | null> {
  const [row] = await db.select().from(providerRounds).where(eq(providerRounds.id, id));
  return row ?? null;
}

export async function insertRound(db: Db, values: NewRound): Promise<RoundRow> {
  const [row] = await db.insert(providerRounds).values(values).returning();
  return row!;
}

/** Updates a round that is still open; null when another worker closed it first. */
export async function updateOpenRound(
  db: Db,
  id: string,
  values: Partial<Omit<RoundRow, 'id' | 'createdAt'>>,
): Promise<RoundRow | null> {
  const [row] = await db
    .update(providerRounds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(providerRounds.id, id), eq(providerRounds.status, 'open')))
    .returning();
  return row ?? null;
}

/** Open rounds untouched since `before`, oldest first (what a crashed request left behind). */
export async function findStaleOpenRounds(
  db: Db,
  before: Date,
  limit: number,
): Promise<RoundRow[]> {
  return db
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.status, 'open'), lt(providerRounds.updatedAt, before)))
    .orderBy(asc(providerRounds.updatedAt))
    .limit(limit);
}

export type FreeRoundsRow = typeof providerFreeRounds.$inferSelect;
export type NewFreeRounds = typeof providerFreeRounds.$inferInsert;

/** Inserts a grant once per reference; null when the reference exists. */
export async function insertFreeRounds(
  db: Db,
  values: NewFreeRounds,
): Promise<FreeRoundsRow | null> {
  const [row] = await db
    .insert(providerFreeRounds)
    .values(values)
    .onConflictDoNothing({ target: providerFreeRounds.reference })
    .returning();
  return row ?? null;
}

export async function findFreeRounds(
  db: Db,
  reference: string,
  lock = false,
): Promise<FreeRoundsRow | null> {
  const query = db
    .select()
    .from(providerFreeRounds)
    .where(eq(providerFreeRounds.reference, reference));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The oldest unexpired active grant of the player in this game and currency. */
export async function findActiveFreeRounds(
  db: Db,
  where: { playerRef: string; identity: string; currency: string; now: Date },
): Promise<FreeRoundsRow | null> {
  const [row] = await db
    .select()
    .from(providerFreeRounds)
    .where(
      and(
        eq(providerFreeRounds.playerRef, where.playerRef),
        eq(providerFreeRounds.identity, where.identity),
        eq(providerFreeRounds.currency, where.currency),
        eq(providerFreeRounds.status, 'active'),
        gt(providerFreeRounds.expiresAt, where.now),
      ),
    )
    .orderBy(asc(providerFreeRounds.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateFreeRounds(
  db: Db,
  id: string,
  values: Partial<Omit<FreeRoundsRow, 'id' | 'createdAt'>>,
): Promise<FreeRoundsRow> {
  const [row] = await db
    .update(providerFreeRounds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(providerFreeRounds.id, id))
    .returning();
  return row!;
}

/** Finished grants whose total win the casino has not acknowledged yet. */
export async function findUnreportedFreeRounds(db: Db, limit: number): Promise<FreeRoundsRow[]> {
  return db
    .select()
    .from(providerFreeRounds)
    .where(and(eq(providerFreeRounds.status, 'finished'), isNull(providerFreeRounds.reportedAt)))
    .orderBy(asc(providerFreeRounds.updatedAt))
    .limit(limit);
}

/**
 * How long ago (ms, by the database's clock) the player's latest round of one of `identities`
 * started, in any of their sessions; null when they played none. A refused round never started.
 */
export async function lastRoundStartedAgoMs(
  db: Db,
  playerRef: string,
  identities: readonly string[],
): Promise<number | null> {
  const [row] = await db
    .select({
      ago: sql<
        string | null
      >`(extract(epoch from (now() - max(${providerRounds.createdAt}))) * 1000)::text`,
    })
    .from(providerRounds)
    .innerJoin(providerSessions, eq(providerSessions.id, providerRounds.sessionId))
    .where(
      and(
        eq(providerSessions.playerRef, playerRef),
        inArray(providerRounds.identity, [...identities]),
        inArray(providerRounds.status, ['open', 'settled', 'rolled_back']),
      ),
    );
  return row?.ago == null ? null : Math.max(0, Math.floor(Number(row.ago)));
}
