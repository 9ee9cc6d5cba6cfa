import { BET_STATUS, type LoyaltyLevel } from '@casino/contracts';
import {
  type Db,
  inboxMessages,
  loyaltyAccounts,
  loyaltyLevels,
  loyaltyPointEntries,
  loyaltyRates,
  playerExclusions,
  preparedSelect,
  queryRows,
} from '@casino/db';
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';

type LevelRow = typeof loyaltyLevels.$inferSelect;

export function toLevel(row: LevelRow): LoyaltyLevel {
  return {
    id: row.id,
    rank: row.rank,
    name: row.name,
    minPoints: Number(row.minPoints),
    cashbackPercent: Number(row.cashbackPercent),
    wheelSpins: row.wheelSpins,
    withdrawalPriority: row.withdrawalPriority as 0 | 1 | 2,
  };
}

export async function findLevels(db: Db): Promise<LoyaltyLevel[]> {
  // Read at every settled round's booking (issue 31): a named statement, planned once.
  const rows = await levelRows(db, {});
  return rows.map(toLevel);
}

const levelRows = preparedSelect<Record<string, never>, LevelRow>('loyalty_levels', (db) =>
  db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.rank)),
);

export async function findRates(db: Db) {
  const rows = await db.select().from(loyaltyRates).orderBy(asc(loyaltyRates.kind));
  return rows.map((r) => ({ kind: r.kind, pointsPerUnit: Number(r.pointsPerUnit) }));
}

export async function findAccount(db: Db, playerId: string) {
  const [row] = await db
    .select({ points: loyaltyAccounts.points, levelRank: loyaltyAccounts.levelRank })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.playerId, playerId));
  return row ? { points: Number(row.points), levelRank: row.levelRank } : null;
}

/** A settled round's booking: its points, and its player's account after the statement. */
export interface RoundBooking {
  playerId: string;
  /** The round's points. */
  earned: number;
  /** The player's points after every round the statement booked. */
  points: number;
  levelRank: number;
}

/**
 * Books the points of settled rounds, each once (the entry's unique round id: a replay or a
 * concurrent second delivery inserts nothing), in one statement: a round's stake in base-currency
 * units times its game kind's rate, rounded down; 0 while a time-out or self-exclusion of the
 * player runs at `at` (the limits' view `player_exclusions`, read by this statement: issue 31).
 * Many rounds of one player add to their account once; the accounts are written in the order of
 * their player ids, so two statements booking for the same players cannot deadlock. Answers the
 * rounds that earned points (not a replay, a round not settled, or 0 points).
 */
export async function bookRoundsPoints(
  db: Db,
  roundIds: string[],
  at: Date,
): Promise<Map<string, RoundBooking>> {
  const rows = await queryRows<{
    round_id: string;
    player_id: string;
    earned: unknown;
    points: unknown;
    level_rank: number;
  }>(
    db,
    // The ids as one text: one statement text and plan for any count, on both drivers.
    sql`with r as (
        select gr.id, gr.player_id, g.kind, gr.stake, cr.rate, cr.subunit_to_unit
        from game_rounds gr
        join games g on g.id = gr.game_id
        join currency_rates cr on cr.code = gr.currency
        where gr.id = any(string_to_array(${roundIds.join(',')}::text, ',')::uuid[])
          and gr.status in (${BET_STATUS.won}, ${BET_STATUS.lost})
      ), e as (
        insert into loyalty_point_entries (player_id, round_id, game_kind, points)
        select r.player_id, r.id, r.kind,
          case when exists (
            select 1 from ${playerExclusions} x
            where x.player_id = r.player_id and (x.ends_at is null or x.ends_at > ${at.toISOString()}::timestamptz)
          ) then 0 else floor(
            r.stake::numeric / r.subunit_to_unit * r.rate * coalesce(lr.points_per_unit, 0)
          )::bigint end
        from r left join loyalty_rates lr on lr.kind = r.kind
        order by r.player_id, r.id
        on conflict (round_id) do nothing
        returning player_id, round_id, points
      ), a as (
        insert into loyalty_accounts as a (player_id, points)
        select player_id, sum(points)::bigint from e where points > 0
        group by player_id order by player_id
        on conflict (player_id) do update
          set points = a.points + excluded.points, updated_at = now()
        returning a.player_id, a.points, a.level_rank
      )
      select e.round_id, e.player_id, e.points as earned, a.points, a.level_rank
      from e join a on a.player_id = e.player_id where e.points > 0`,
  );
  return new Map(
    rows.map((row) => [
      row.round_id,
      {
        playerId: row.player_id,
        earned: Number(row.earned),
        points: Number(row.points),
        levelRank: row.level_rank,
      },
    ]),
  );
}

/** Raises the last announced level to `rank`; false when it was there or above already. */
export async function raiseAnnouncedLevel(db: Db, playerId: string, rank: number) {
  const rows = await db
    .update(loyaltyAccounts)
    .set({ levelRank: rank })
    .where(and(eq(loyaltyAccounts.playerId, playerId), lt(loyaltyAccounts.levelRank, rank)))
    .returning({ playerId: loyaltyAccounts.playerId });
  return rows.length > 0;
}

/**
 * Settled rounds of the last day (older than `settledBefore`) that booked no points yet: the
 * events the bus lost (a crash between commit and handler) are caught up from them.
 */
export async function findUnbookedRounds(db: Db, settledBefore: Date, limit: number) {
  const rows = await queryRows<{ id: string; player_id: string }>(
    db,
    sql`select gr.id, gr.player_id from game_rounds gr
      where gr.status in (${BET_STATUS.won}, ${BET_STATUS.lost})
        and gr.settled_at < ${settledBefore.toISOString()}::timestamptz
        and gr.settled_at > ${settledBefore.toISOString()}::timestamptz - interval '1 day'
        and not exists (select 1 from loyalty_point_entries e where e.round_id = gr.id)
      order by gr.settled_at limit ${limit}`,
  );
  return rows.map((r) => ({ roundId: r.id, playerId: r.player_id }));
}

export async function recentEntries(db: Db, playerId: string, limit: number) {
  return db
    .select({
      roundId: loyaltyPointEntries.roundId,
      gameKind: loyaltyPointEntries.gameKind,
      points: loyaltyPointEntries.points,
      createdAt: loyaltyPointEntries.createdAt,
    })
    .from(loyaltyPointEntries)
    .where(eq(loyaltyPointEntries.playerId, playerId))
    .orderBy(desc(loyaltyPointEntries.createdAt))
    .limit(limit);
}

/** Replaces the ladder and the rates (one transaction: the caller's). */
export async function replaceSettings(
  db: Db,
  levels: Array<Omit<LoyaltyLevel, 'id' | 'rank'>>,
  rates: Array<{ kind: string; pointsPerUnit: number }>,
) {
  await db.delete(loyaltyLevels);
  await db.insert(loyaltyLevels).values(
    levels.map((level, i) => ({
      rank: i + 1,
      name: level.name,
      minPoints: level.minPoints,
      cashbackPercent: String(level.cashbackPercent),
      wheelSpins: level.wheelSpins,
      withdrawalPriority: level.withdrawalPriority,
    })),
  );
  await db.delete(loyaltyRates);
  if (rates.length > 0) {
    await db
      .insert(loyaltyRates)
      .values(rates.map((r) => ({ kind: r.kind, pointsPerUnit: String(r.pointsPerUnit) })));
  }
}

// The inbox.

export type InboxRow = typeof inboxMessages.$inferSelect;

export async function insertMessage(
  db: Db,
  values: typeof inboxMessages.$inferInsert,
): Promise<InboxRow | null> {
  const [row] = await db.insert(inboxMessages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertMessages(db: Db, values: Array<typeof inboxMessages.$inferInsert>) {
  if (values.length === 0) return [];
  return db.insert(inboxMessages).values(values).onConflictDoNothing().returning();
}

/** Unread counts of several players (those with none are left out). */
export async function countUnreadOf(db: Db, playerIds: string[]) {
  if (playerIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ playerId: inboxMessages.playerId, n: count() })
    .from(inboxMessages)
    .where(and(inArray(inboxMessages.playerId, playerIds), isNull(inboxMessages.readAt)))
    .groupBy(inboxMessages.playerId);
  return new Map(rows.map((r) => [r.playerId, r.n]));
}

export async function findMessages(
  db: Db,
  playerId: string,
  { page, perPage }: { page: number; perPage: number },
) {
  const where = eq(inboxMessages.playerId, playerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(where)
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(inboxMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: Db, playerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.playerId, playerId), isNull(inboxMessages.readAt)));
  return row?.n ?? 0;
}

export async function countMessages(db: Db, playerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(eq(inboxMessages.playerId, playerId));
  return row?.n ?? 0;
}

/** Marks the player's message (or all, `id` null) read; the number of rows changed. */
export async function markRead(db: Db, playerId: string, id: string | null, now: Date) {
  const rows = await db
    .update(inboxMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(inboxMessages.playerId, playerId),
        isNull(inboxMessages.readAt),
        ...(id ? [eq(inboxMessages.id, id)] : []),
      ),
    )
    .returning({ id: inboxMessages.id });
  return rows.length;
}

export async function messageExists(db: Db, playerId: string, id: string) {
  const [row] = await db
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.playerId, playerId), eq(inboxMessages.id, id)));
  return Boolean(row);
}

export async function deleteMessages(db: Db, playerId: string, ids: string[] | null) {
  const rows = await db
    .delete(inboxMessages)
    .where(
      and(eq(inboxMessages.playerId, playerId), ...(ids ? [inArray(inboxMessages.id, ids)] : [])),
    )
    .returning({ id: inboxMessages.id });
  return rows.length;
}

/**
 * Active players of a segment (ids). NOTE: reads the player module's `players` table (status,
 * country) as a read-only segment query; the level segment is loyalty's own.
 */
export async function findSegmentPlayers(
  db: Db,
  segment:
    | { kind: 'all' }
    | { kind: 'country'; country: string }
    | { kind: 'level'; minPoints: number; maxPoints: number | null },
): Promise<string[]> {
  const filter =
    segment.kind === 'country'
      ? sql`and p.country = ${segment.country}`
      : segment.kind === 'level'
        ? sql`and coalesce(a.points, 0) >= ${segment.minPoints}
            ${segment.maxPoints === null ? sql`` : sql`and coalesce(a.points, 0) < ${segment.maxPoints}`}`
        : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id from players p left join loyalty_accounts a on a.player_id = p.id
      where p.status = 1 ${filter} order by p.id`,
  );
  return rows.map((r) => r.id);
}

export async function playerExists(db: Db, playerId: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from players where id = ${playerId}::uuid`,
  );
  return rows.length > 0;
}
