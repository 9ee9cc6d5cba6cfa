import {
  type Db,
  preparedSelect,
  queryRows,
  retentionPlayerQuests,
  retentionQuests,
  retentionWheelGrants,
  retentionWheelSeeds,
  retentionWheelSpins,
  retentionWheels,
} from '@casino/db';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';

export type QuestRow = typeof retentionQuests.$inferSelect;
export type NewQuest = typeof retentionQuests.$inferInsert;
export type PlayerQuestRow = typeof retentionPlayerQuests.$inferSelect;
export type WheelRow = typeof retentionWheels.$inferSelect;
export type NewWheel = typeof retentionWheels.$inferInsert;
export type SeedRow = typeof retentionWheelSeeds.$inferSelect;
export type SpinRow = typeof retentionWheelSpins.$inferSelect;

// ---- quests

export function listActiveQuests(db: Db, currencies: string[]) {
  if (currencies.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(retentionQuests)
    .where(and(eq(retentionQuests.isActive, true), inArray(retentionQuests.currency, currencies)))
    .orderBy(retentionQuests.createdAt);
}

export async function findQuest(db: Db, id: string) {
  const [row] = await db.select().from(retentionQuests).where(eq(retentionQuests.id, id));
  return row ?? null;
}

export function listAllQuests(db: Db) {
  return db.select().from(retentionQuests).orderBy(desc(retentionQuests.createdAt));
}

export async function insertQuest(db: Db, values: NewQuest) {
  const [row] = await db.insert(retentionQuests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateQuest(db: Db, id: string, values: Partial<NewQuest>) {
  const [row] = await db
    .update(retentionQuests)
    .set(values)
    .where(eq(retentionQuests.id, id))
    .returning();
  return row ?? null;
}

export async function findIdentityOwner(
  db: Db,
  table: 'quest' | 'wheel',
  identity: string,
): Promise<string | null> {
  const t = table === 'quest' ? retentionQuests : retentionWheels;
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.identity, identity));
  return row?.id ?? null;
}

/** Per quest: runs active, completed, and the rewards paid. */
export async function questStats(db: Db) {
  const rows = await queryRows<{
    quest_id: string;
    active: string;
    completed: string;
    paid: string;
  }>(
    db,
    sql`select quest_id, count(*) filter (where status = 'active')::text as active,
        count(*) filter (where status = 'completed')::text as completed,
        coalesce(sum(reward_amount) filter (where reward_reference is not null), 0)::text as paid
      from retention_player_quests group by quest_id`,
  );
  return new Map(
    rows.map((r) => [
      r.quest_id,
      { active: Number(r.active), completed: Number(r.completed), paid: Number(r.paid) },
    ]),
  );
}

// ---- player quests

export function listPlayerQuests(db: Db, playerId: string) {
  return db
    .select({ run: retentionPlayerQuests, quest: retentionQuests })
    .from(retentionPlayerQuests)
    .innerJoin(retentionQuests, eq(retentionQuests.id, retentionPlayerQuests.questId))
    .where(eq(retentionPlayerQuests.playerId, playerId))
    .orderBy(desc(retentionPlayerQuests.activatedAt));
}

export async function findPlayerQuest(db: Db, playerId: string, id: string) {
  const [row] = await db
    .select({ run: retentionPlayerQuests, quest: retentionQuests })
    .from(retentionPlayerQuests)
    .innerJoin(retentionQuests, eq(retentionQuests.id, retentionPlayerQuests.questId))
    .where(and(eq(retentionPlayerQuests.id, id), eq(retentionPlayerQuests.playerId, playerId)));
  return row ?? null;
}

/** The run's row under a lock until the transaction ends (the one place a reward is decided). */
export async function lockPlayerQuest(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(retentionPlayerQuests)
    .where(eq(retentionPlayerQuests.id, id))
    .for('update');
  return row ?? null;
}

/** Null when the player already has a run of this quest that is not canceled. */
export async function insertPlayerQuest(db: Db, values: typeof retentionPlayerQuests.$inferInsert) {
  const [row] = await db
    .insert(retentionPlayerQuests)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updatePlayerQuest(
  db: Db,
  id: string,
  values: Partial<typeof retentionPlayerQuests.$inferInsert>,
) {
  const [row] = await db
    .update(retentionPlayerQuests)
    .set(values)
    .where(eq(retentionPlayerQuests.id, id))
    .returning();
  return row!;
}

/** The player's active runs (the read of `listActiveRunsOf`, for one player). */
export async function listActiveRuns(db: Db, playerId: string) {
  return (await listActiveRunsOf(db, [playerId])).get(playerId) ?? [];
}

/**
 * The active runs of many players in one read (the rounds settled within a batch's window, issue
 * 31, ADR 039 eleventh round), by player; a player without any is left out.
 */
export async function listActiveRunsOf(db: Db, playerIds: string[]) {
  // The ids as one text: one statement text and plan for any count, on both drivers.
  const rows = await activeRunsOf(db, { playerIds: playerIds.join(',') });
  return Map.groupBy(rows, (row) => row.run.playerId);
}

const activeRunsOf = preparedSelect<
  { playerIds: string },
  {
    run: typeof retentionPlayerQuests.$inferSelect;
    quest: typeof retentionQuests.$inferSelect;
  }
>('quests_active_runs_of', (db, v) =>
  db
    .select({ run: retentionPlayerQuests, quest: retentionQuests })
    .from(retentionPlayerQuests)
    .innerJoin(retentionQuests, eq(retentionQuests.id, retentionPlayerQuests.questId))
    .where(
      and(
        sql`${retentionPlayerQuests.playerId} = any(string_to_array(${v.playerIds}::text, ',')::uuid[])`,
        sql`${retentionPlayerQuests.status} = 'active'`,
      ),
    ),
);

/** Active runs past their deadline, the longest overdue first (the expiry sweep's batch). */
export function listOverdueRuns(db: Db, now: Date, limit: number) {
  return db
    .select({ run: retentionPlayerQuests, quest: retentionQuests })
    .from(retentionPlayerQuests)
    .innerJoin(retentionQuests, eq(retentionQuests.id, retentionPlayerQuests.questId))
    .where(
      and(eq(retentionPlayerQuests.status, 'active'), lte(retentionPlayerQuests.expiresAt, now)),
    )
    .orderBy(asc(retentionPlayerQuests.expiresAt))
    .limit(limit);
}

/** Quest runs that finished (completed, canceled, expired), newest first, with the player's email. */
export async function pageQuestPayouts(db: Db, page: number, perPage: number) {
  const [items, [count]] = await Promise.all([
    queryRows<{
      id: string;
      player_id: string;
      email: string | null;
      title: string;
      kind: string;
      target: string;
      status: string;
      reward_kind: string;
      reward_amount: string;
      currency: string;
      reward_reference: string | null;
      at: string;
    }>(
      db,
      sql`select r.id, r.player_id, p.email, q.title, q.kind, r.target::text, r.status,
          r.reward_kind, r.reward_amount::text, q.currency, r.reward_reference,
          to_char(coalesce(r.finished_at, r.activated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from retention_player_quests r
        join retention_quests q on q.id = r.quest_id
        left join players p on p.id = r.player_id
        order by coalesce(r.finished_at, r.activated_at) desc, r.id
        limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    queryRows<{ total: string }>(
      db,
      sql`select count(*)::text as total from retention_player_quests`,
    ),
  ]);
  return { items, total: Number(count?.total ?? 0) };
}

// ---- wheels

export function listWheels(db: Db, onlyActive: boolean) {
  return db
    .select()
    .from(retentionWheels)
    .where(onlyActive ? eq(retentionWheels.isActive, true) : sql`true`)
    .orderBy(retentionWheels.createdAt);
}

export async function findWheel(db: Db, id: string) {
  const [row] = await db.select().from(retentionWheels).where(eq(retentionWheels.id, id));
  return row ?? null;
}

export async function insertWheel(db: Db, values: NewWheel) {
  const [row] = await db.insert(retentionWheels).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateWheel(db: Db, id: string, values: Partial<NewWheel>) {
  const [row] = await db
    .update(retentionWheels)
    .set(values)
    .where(eq(retentionWheels.id, id))
    .returning();
  return row ?? null;
}

/** Spins granted minus spins used, per wheel, for one player. */
export async function spinBalances(db: Db, playerId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ wheel_id: string; granted: string; used: string }>(
    db,
    sql`select w.id as wheel_id,
        coalesce((select sum(spins) from retention_wheel_grants g
          where g.wheel_id = w.id and g.player_id = ${playerId}::uuid), 0)::text as granted,
        (select count(*) from retention_wheel_spins s
          where s.wheel_id = w.id and s.player_id = ${playerId}::uuid)::text as used
      from retention_wheels w`,
  );
  return new Map(rows.map((r) => [r.wheel_id, Number(r.granted) - Number(r.used)]));
}

/** Grants spins once per (wheel, player, source); false when that source gave them before. */
export async function insertGrant(db: Db, values: typeof retentionWheelGrants.$inferInsert) {
  const rows = await db
    .insert(retentionWheelGrants)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: retentionWheelGrants.id });
  return rows.length > 0;
}

export async function findSeed(db: Db, wheelId: string, playerId: string) {
  const [row] = await db
    .select()
    .from(retentionWheelSeeds)
    .where(
      and(eq(retentionWheelSeeds.wheelId, wheelId), eq(retentionWheelSeeds.playerId, playerId)),
    );
  return row ?? null;
}

export async function insertSeed(db: Db, values: SeedRow) {
  await db.insert(retentionWheelSeeds).values(values).onConflictDoNothing();
}

export async function lockSeed(db: Db, wheelId: string, playerId: string) {
  const [row] = await db
    .select()
    .from(retentionWheelSeeds)
    .where(
      and(eq(retentionWheelSeeds.wheelId, wheelId), eq(retentionWheelSeeds.playerId, playerId)),
    )
    .for('update');
  return row ?? null;
}

export async function updateSeed(db: Db, seed: SeedRow) {
  await db
    .update(retentionWheelSeeds)
    .set(seed)
    .where(
      and(
        eq(retentionWheelSeeds.wheelId, seed.wheelId),
        eq(retentionWheelSeeds.playerId, seed.playerId),
      ),
    );
}

export async function countSpinsAndGrants(db: Db, wheelId: string, playerId: string) {
  const [row] = await queryRows<{ granted: string; used: string }>(
    db,
    sql`select
        coalesce((select sum(spins) from retention_wheel_grants
          where wheel_id = ${wheelId}::uuid and player_id = ${playerId}::uuid), 0)::text as granted,
        (select count(*) from retention_wheel_spins
          where wheel_id = ${wheelId}::uuid and player_id = ${playerId}::uuid)::text as used`,
  );
  return Number(row?.granted ?? 0) - Number(row?.used ?? 0);
}

export async function findSpinByKey(db: Db, playerId: string, key: string) {
  const [row] = await db
    .select()
    .from(retentionWheelSpins)
    .where(
      and(eq(retentionWheelSpins.playerId, playerId), eq(retentionWheelSpins.idempotencyKey, key)),
    );
  return row ?? null;
}

export async function insertSpin(db: Db, values: typeof retentionWheelSpins.$inferInsert) {
  const [row] = await db.insert(retentionWheelSpins).values(values).returning();
  return row!;
}

export async function setSpinReward(db: Db, id: string, rewardReference: string) {
  await db
    .update(retentionWheelSpins)
    .set({ rewardReference })
    .where(eq(retentionWheelSpins.id, id));
}

export function lastSpins(db: Db, wheelId: string, playerId: string, limit = 5) {
  return db
    .select()
    .from(retentionWheelSpins)
    .where(
      and(eq(retentionWheelSpins.wheelId, wheelId), eq(retentionWheelSpins.playerId, playerId)),
    )
    .orderBy(desc(retentionWheelSpins.createdAt), desc(retentionWheelSpins.nonce))
    .limit(limit);
}

export async function wheelStats(db: Db) {
  const rows = await queryRows<{ wheel_id: string; spins: string; paid: string }>(
    db,
    sql`select wheel_id, count(*)::text as spins,
        coalesce(sum(amount) filter (where reward_reference is not null), 0)::text as paid
      from retention_wheel_spins group by wheel_id`,
  );
  return new Map(rows.map((r) => [r.wheel_id, { spins: Number(r.spins), paid: Number(r.paid) }]));
}

export async function pageWheelSpins(db: Db, page: number, perPage: number) {
  const [items, [count]] = await Promise.all([
    queryRows<{
      id: string;
      player_id: string;
      email: string | null;
      title: string;
      label: string;
      reward_kind: string;
      amount: string;
      currency: string;
      reward_reference: string | null;
      at: string;
    }>(
      db,
      sql`select s.id, s.player_id, p.email, w.title, s.label, s.reward_kind, s.amount::text,
          s.currency, s.reward_reference, to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from retention_wheel_spins s
        join retention_wheels w on w.id = s.wheel_id
        left join players p on p.id = s.player_id
        order by s.created_at desc, s.id
        limit ${perPage} offset ${(page - 1) * perPage}`,
    ),
    queryRows<{ total: string }>(
      db,
      sql`select count(*)::text as total from retention_wheel_spins`,
    ),
  ]);
  return { items, total: Number(count?.total ?? 0) };
}
