import {
  type Db,
  queryRows,
  type TournamentPrize,
  tournamentParticipants,
  tournamentPayouts,
  tournaments,
} from '@casino/db';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { toMinor } from '../../../shared/money.ts';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournament = typeof tournaments.$inferInsert;
export type PayoutRow = typeof tournamentPayouts.$inferSelect;

export async function findTournament(db: Db, idOrIdentity: string): Promise<TournamentRow | null> {
  const uuid = /^[0-9a-f-]{36}$/i.test(idOrIdentity);
  const [row] = await db
    .select()
    .from(tournaments)
    .where(
      uuid
        ? or(eq(tournaments.id, idOrIdentity), eq(tournaments.identity, idOrIdentity))
        : eq(tournaments.identity, idOrIdentity),
    );
  return row ?? null;
}

export async function lockTournament(db: Db, id: string): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row ?? null;
}

/** Shown to players: not cancelled, ended less than `finishedDays` ago or later. */
export function listVisible(db: Db, since: Date) {
  return db
    .select()
    .from(tournaments)
    .where(and(sql`${tournaments.state} <> 'cancelled'`, gte(tournaments.endsAt, since)))
    .orderBy(asc(tournaments.endsAt))
    .limit(50);
}

export function listAll(db: Db) {
  return db.select().from(tournaments).orderBy(desc(tournaments.startsAt)).limit(200);
}

let written = 0;
/** Bumped by every tournament written in this process: what was read of them before is stale. */
export const tournamentsWritten = () => written;

export async function insertTournament(db: Db, values: NewTournament) {
  const [row] = await db.insert(tournaments).values(values).returning();
  written++;
  return row!;
}

export async function updateTournament(db: Db, id: string, changes: Partial<NewTournament>) {
  const [row] = await db.update(tournaments).set(changes).where(eq(tournaments.id, id)).returning();
  written++;
  return row!;
}

/** Every tournament not yet settled or cancelled: when, in what currency, on which provider. */
export async function listScheduledWindows(db: Db) {
  return await db
    .select({
      currency: tournaments.currency,
      providerId: tournaments.providerId,
      startsAt: tournaments.startsAt,
      endsAt: tournaments.endsAt,
    })
    .from(tournaments)
    .where(eq(tournaments.state, 'scheduled'));
}

/** Not yet settled and ended: the settlement job's work. */
export function findDue(db: Db, now: Date) {
  return db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(inArray(tournaments.state, ['scheduled', 'settling']), lte(tournaments.endsAt, now)))
    .limit(20);
}

export async function countParticipants(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tournamentParticipants.tournamentId, n: sql<number>`count(*)::int` })
    .from(tournamentParticipants)
    .where(inArray(tournamentParticipants.tournamentId, ids))
    .groupBy(tournamentParticipants.tournamentId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function participatingIn(db: Db, playerId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: tournamentParticipants.tournamentId })
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.playerId, playerId),
        inArray(tournamentParticipants.tournamentId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Opts in once; a second call changes nothing (and keeps the first joining time). */
export async function insertParticipant(db: Db, tournamentId: string, playerId: string, at: Date) {
  await db
    .insert(tournamentParticipants)
    .values({ tournamentId, playerId, joinedAt: at })
    .onConflictDoNothing();
}

/** Running tournaments (at `now`) the player opted into: the live leaderboards to refresh. */
export async function runningFor(db: Db, playerId: string, now: Date) {
  return db
    .select({
      id: tournaments.id,
      currency: tournaments.currency,
      games: tournaments.games,
      providerId: tournaments.providerId,
    })
    .from(tournamentParticipants)
    .innerJoin(tournaments, eq(tournaments.id, tournamentParticipants.tournamentId))
    .where(
      and(
        eq(tournamentParticipants.playerId, playerId),
        eq(tournaments.state, 'scheduled'),
        lte(tournaments.startsAt, now),
        gt(tournaments.endsAt, now),
      ),
    );
}

export interface Standing {
  playerId: string;
  score: number;
}

/**
 * Every scored participant, best first: their settled rounds in the tournament's currency and
 * games (or provider), settled in its window and after they opted in. Ties: who joined first.
 * Straight from `game_rounds`, so nothing a missed event could lose.
 */
export async function standings(
  db: Db,
  t: Pick<
    TournamentRow,
    'id' | 'scoring' | 'currency' | 'games' | 'providerId' | 'startsAt' | 'endsAt'
  >,
  limit = 1_000_000,
): Promise<Standing[]> {
  const score =
    t.scoring === 'total_win'
      ? sql`sum(r.win)`
      : t.scoring === 'rounds'
        ? sql`count(*)`
        : sql`max(case when r.stake > 0 then (r.win * 100) / r.stake else 0 end)`;
  const byGame =
    t.games.length > 0
      ? sql`and r.game_id in (select id from games where identity in (${sql.join(
          t.games.map((g) => sql`${g}`),
          sql`, `,
        )}))`
      : sql``;
  const byProvider = t.providerId ? sql`and r.provider_id = ${t.providerId}::uuid` : sql``;
  const rows = await queryRows<{ player_id: string; score: unknown }>(
    db,
    sql`select p.player_id, ${score} as score
      from tournament_participants p
      join game_rounds r on r.player_id = p.player_id
        and r.status = 2 and r.currency = ${t.currency}
        and r.settled_at >= greatest(p.joined_at, ${t.startsAt.toISOString()}::timestamptz)
        and r.settled_at < ${t.endsAt.toISOString()}::timestamptz
        ${byGame} ${byProvider}
      where p.tournament_id = ${t.id}::uuid
      group by p.player_id, p.joined_at
      having ${score} > 0
      order by score desc, p.joined_at, p.player_id
      limit ${limit}`,
  );
  return rows.map((r) => ({ playerId: r.player_id, score: toMinor(r.score) }));
}

export async function insertPayouts(db: Db, rows: Array<typeof tournamentPayouts.$inferInsert>) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(tournamentPayouts)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
}

export function unpaidPayouts(db: Db, tournamentId: string) {
  return db
    .select({ id: tournamentPayouts.id, playerId: tournamentPayouts.playerId })
    .from(tournamentPayouts)
    .where(
      and(
        eq(tournamentPayouts.tournamentId, tournamentId),
        isNull(tournamentPayouts.paidAt),
        isNull(tournamentPayouts.skipped),
      ),
    )
    .orderBy(asc(tournamentPayouts.rank));
}

export async function lockPayout(db: Db, id: string): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(tournamentPayouts)
    .where(eq(tournamentPayouts.id, id))
    .for('update');
  return row ?? null;
}

export async function updatePayout(db: Db, id: string, changes: Partial<PayoutRow>) {
  await db.update(tournamentPayouts).set(changes).where(eq(tournamentPayouts.id, id));
}

export function listPayouts(db: Db, tournamentId: string) {
  return db
    .select()
    .from(tournamentPayouts)
    .where(eq(tournamentPayouts.tournamentId, tournamentId))
    .orderBy(asc(tournamentPayouts.rank));
}

export async function findPayout(db: Db, tournamentId: string, playerId: string) {
  const [row] = await db
    .select()
    .from(tournamentPayouts)
    .where(
      and(
        eq(tournamentPayouts.tournamentId, tournamentId),
        eq(tournamentPayouts.playerId, playerId),
      ),
    );
  return row ?? null;
}

/** What rank `rank` wins (null: nothing). */
export function prizeFor(prizes: TournamentPrize[], rank: number): number | null {
  return prizes.find((p) => rank >= p.fromRank && rank <= p.toRank)?.amount ?? null;
}

export const prizePool = (prizes: TournamentPrize[]) =>
  prizes.reduce((sum, p) => sum + p.amount * (p.toRank - p.fromRank + 1), 0);

export const lastPrizedRank = (prizes: TournamentPrize[]) =>
  prizes.reduce((max, p) => Math.max(max, p.toRank), 0);

/** Locks payout rows (in id order, as every payer does). */
export async function lockPayouts(db: Db, ids: string[]): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tournamentPayouts)
    .where(inArray(tournamentPayouts.id, ids))
    .orderBy(asc(tournamentPayouts.id))
    .for('update');
}
