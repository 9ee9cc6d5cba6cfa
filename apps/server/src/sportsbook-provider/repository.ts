import {
  type Db,
  sportsbookBets,
  sportsbookLegs,
  sportsbookResults,
  sportsbookSessions,
  type Tx,
} from '@casino/db';
import { and, desc, eq, inArray, isNotNull, like, lt, sql } from 'drizzle-orm';

export type BetRow = typeof sportsbookBets.$inferSelect;
export type LegRow = typeof sportsbookLegs.$inferSelect;
export type ResultRow = typeof sportsbookResults.$inferSelect;
export type SessionRow = typeof sportsbookSessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sportsbookSessions.$inferInsert) {
  await db.insert(sportsbookSessions).values(row);
}

export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sportsbookSessions).where(eq(sportsbookSessions.id, id));
  return row ?? null;
}

export async function findResult(db: Db, eventId: string): Promise<ResultRow | null> {
  const [row] = await db
    .select()
    .from(sportsbookResults)
    .where(eq(sportsbookResults.eventId, eventId));
  return row ?? null;
}

export async function findResultedIds(db: Db, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sportsbookResults.eventId })
    .from(sportsbookResults)
    .where(inArray(sportsbookResults.eventId, eventIds));
  return new Set(rows.map((r) => r.id));
}

/** Records a result; a different score than the stored one is a correction (version + 1). */
export async function upsertResult(
  db: Db,
  row: {
    eventId: string;
    home: number;
    away: number;
    isCancelled: boolean;
    source: 'feed' | 'operator';
  },
): Promise<{ result: ResultRow; changed: boolean }> {
  const cancelled = row.isCancelled ? 1 : 0;
  const [inserted] = await db
    .insert(sportsbookResults)
    .values({ ...row, isCancelled: cancelled })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { result: inserted, changed: true };
  const [updated] = await db
    .update(sportsbookResults)
    .set({
      home: row.home,
      away: row.away,
      isCancelled: cancelled,
      source: row.source,
      version: sql`${sportsbookResults.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(sportsbookResults.eventId, row.eventId),
        sql`(${sportsbookResults.home}, ${sportsbookResults.away}, ${sportsbookResults.isCancelled}) <> (${row.home}, ${row.away}, ${cancelled})`,
      ),
    )
    .returning();
  if (updated) return { result: updated, changed: true };
  return { result: (await findResult(db, row.eventId))!, changed: false };
}

export async function findBetsByRequest(db: Db, playerRef: string, requestId: string) {
  return db
    .select()
    .from(sportsbookBets)
    .where(
      and(
        eq(sportsbookBets.playerRef, playerRef),
        like(sportsbookBets.requestId, `${requestId}:%`),
      ),
    )
    .orderBy(sportsbookBets.requestId);
}

export async function insertBet(
  tx: Tx,
  bet: typeof sportsbookBets.$inferInsert,
  legs: Omit<typeof sportsbookLegs.$inferInsert, 'betId'>[],
): Promise<BetRow> {
  const [row] = await tx.insert(sportsbookBets).values(bet).returning();
  await tx.insert(sportsbookLegs).values(legs.map((leg) => ({ ...leg, betId: row!.id })));
  return row!;
}

export async function updateBet(
  db: Db,
  id: string,
  set: Partial<typeof sportsbookBets.$inferInsert>,
) {
  const [row] = await db
    .update(sportsbookBets)
    .set(set)
    .where(eq(sportsbookBets.id, id))
    .returning();
  return row!;
}

export async function lockBet(tx: Tx, id: string): Promise<BetRow | null> {
  const [row] = await tx
    .select()
    .from(sportsbookBets)
    .where(eq(sportsbookBets.id, id))
    .for('update');
  return row ?? null;
}

export async function legsOf(db: Db, betIds: string[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  return db.select().from(sportsbookLegs).where(inArray(sportsbookLegs.betId, betIds));
}

export async function setLegResult(
  db: Db,
  legId: string,
  result: LegRow['result'],
  version: number,
) {
  await db
    .update(sportsbookLegs)
    .set({ result, resultVersion: version })
    .where(eq(sportsbookLegs.id, legId));
}

/** Ids of placed bets with a leg on the event (not refused, rolled back or still pending). */
export async function betIdsOnEvent(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: sportsbookLegs.betId })
    .from(sportsbookLegs)
    .innerJoin(sportsbookBets, eq(sportsbookBets.id, sportsbookLegs.betId))
    .where(
      and(
        eq(sportsbookLegs.eventId, eventId),
        inArray(sportsbookBets.status, ['open', 'won', 'lost', 'void', 'half_won', 'half_lost']),
      ),
    );
  return rows.map((r) => r.id);
}

export async function listBets(db: Db, playerRef: string, settled: boolean, limit = 50) {
  const open = ['open', 'pending'] as const;
  return db
    .select()
    .from(sportsbookBets)
    .where(
      and(
        eq(sportsbookBets.playerRef, playerRef),
        settled
          ? inArray(sportsbookBets.status, [
              'won',
              'lost',
              'void',
              'half_won',
              'half_lost',
              'cashed_out',
            ])
          : inArray(sportsbookBets.status, [...open]),
      ),
    )
    .orderBy(desc(sportsbookBets.createdAt))
    .limit(limit);
}

/** Bets with a settlement call the casino has not confirmed (one bet's, or up to 200). */
export async function betsWithPendingCalls(db: Db, betId?: string) {
  return db
    .select()
    .from(sportsbookBets)
    .where(
      and(isNotNull(sportsbookBets.pendingCall), betId ? eq(sportsbookBets.id, betId) : undefined),
    )
    .limit(200);
}

/** Bets whose stake was never confirmed nor rolled back, placed before `before`. */
export async function staleBets(db: Db, before: Date) {
  return db
    .select()
    .from(sportsbookBets)
    .where(and(eq(sportsbookBets.status, 'pending'), lt(sportsbookBets.createdAt, before)))
    .limit(200);
}
