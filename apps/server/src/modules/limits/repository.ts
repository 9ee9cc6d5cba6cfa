import {
  currencyRates,
  type Db,
  depositInvoices,
  heldDeposits,
  ledgerGameTransfers,
  playerGameHours,
  playerLimitHistory,
  playerLimitNotices,
  playerLimits,
  playerMoneyAccounts,
  playerRgSettings,
  preparedSelect,
  queryRows,
  rawStatement,
} from '@casino/db';
import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';

export type LimitRow = typeof playerLimits.$inferSelect;
export type NewLimit = typeof playerLimits.$inferInsert;
export type LimitChanges = Partial<NewLimit>;

/**
 * The player's active limits (status 1), oldest first. A named statement (planned once per
 * connection, issue 31): every bet and deposit reads it.
 */
export function findActiveLimits(db: Db, playerId: string): Promise<LimitRow[]> {
  return activeLimits(db, { playerId });
}

/**
 * The active limits of many players in one read, by player (each player's oldest first): the
 * limit notices of rounds settled within a short window (issue 31, ADR 039 eleventh round).
 */
export async function findActiveLimitsOf(db: Db, playerIds: string[]) {
  // The ids as one text: one statement text and plan for any count, on both drivers.
  const rows = await activeLimitsOf(db, { playerIds: playerIds.join(',') });
  return Map.groupBy(rows, (row) => row.playerId);
}

const activeLimitsOf = preparedSelect<{ playerIds: string }, LimitRow>(
  'limits_active_of',
  (db, v) =>
    db
      .select()
      .from(playerLimits)
      .where(
        and(
          sql`${playerLimits.playerId} = any(string_to_array(${v.playerIds}::text, ',')::uuid[])`,
          // `status = 1` written out: a parameter would keep the generic plan off the partial index.
          sql`${playerLimits.status} = 1`,
        ),
      )
      .orderBy(playerLimits.createdAt),
);

const activeLimits = preparedSelect<{ playerId: string }, LimitRow>('limits_active', (db, v) =>
  db
    .select()
    .from(playerLimits)
    // `status = 1` written out: a parameter would keep the generic plan off the partial index.
    .where(and(eq(playerLimits.playerId, v.playerId), sql`${playerLimits.status} = 1`))
    .orderBy(playerLimits.createdAt),
);

export async function findActiveLimit(db: Db, playerId: string, id: string) {
  const [row] = await db
    .select()
    .from(playerLimits)
    .where(
      and(eq(playerLimits.id, id), eq(playerLimits.playerId, playerId), eq(playerLimits.status, 1)),
    )
    .for('update');
  return row ?? null;
}

export async function insertLimit(db: Db, values: NewLimit): Promise<LimitRow> {
  const [row] = await db.insert(playerLimits).values(values).returning();
  return row!;
}

export async function updateLimit(db: Db, id: string, changes: LimitChanges): Promise<LimitRow> {
  const [row] = await db
    .update(playerLimits)
    .set(changes)
    .where(eq(playerLimits.id, id))
    .returning();
  return row!;
}

export interface HistoryEntry {
  limitId: string | null;
  playerId: string;
  actor: string;
  action: string;
  oldValue: unknown;
  newValue: unknown;
  requestedAt: Date;
  effectiveAt: Date;
}

export async function appendHistory(db: Db, entry: HistoryEntry) {
  await db.insert(playerLimitHistory).values(entry);
}

export function listHistory(db: Db, playerId: string, limit = 200) {
  return db
    .select()
    .from(playerLimitHistory)
    .where(eq(playerLimitHistory.playerId, playerId))
    .orderBy(desc(playerLimitHistory.requestedAt), desc(playerLimitHistory.id))
    .limit(limit);
}

/** What a limit's rolling window used, in minor units of the limit's currency. */
export interface Usage {
  id: string;
  used: number;
  /** The amount being asked for (a bet or deposit) in the limit's currency, rounded up. */
  asked: number;
}

type Ask = { amount: number; currency: string };
const NOTHING: Ask = { amount: 0, currency: 'USD' };

/**
 * Each active limit of `definitions` with what `activity` (a sum in base-currency units over
 * the rows after `since`) used in its window, converted into the limit's currency (rounded up).
 */
async function usage(
  db: Db,
  playerId: string,
  definitions: number[],
  ask: Ask,
  activity: (since: SQL) => SQL,
): Promise<Usage[]> {
  const since = sql`l.period_days * interval '1 day'`;
  const rows = await queryRows<{ id: string; used: string | null; asked: string | null }>(
    db,
    sql`
    select l.id,
      ceil(coalesce((${activity(since)}), 0) * lc.subunit_to_unit / lc.rate)::text as used,
      ceil(${ask.amount}::numeric * ac.rate / ac.subunit_to_unit * lc.subunit_to_unit / lc.rate)::text as asked
    from player_limits l
    join ${currencyRates} lc on lc.code = l.currency
    left join ${currencyRates} ac on ac.code = ${ask.currency}
    where l.player_id = ${playerId} and l.status = 1
      and l.definition in (${sql.join(
        definitions.map((d) => sql`${d}`),
        sql`, `,
      )})`,
  );
  return rows.map((r) => ({ id: r.id, used: Number(r.used ?? 0), asked: Number(r.asked ?? 0) }));
}

/** The origin of the hourly buckets (`ledger_player_game_hours`, migration 0027): UTC hours. */
const HOUR = sql.raw(`date_bin('1 hour', now() - lim.span, timestamptz '2000-01-01 00:00:00+00')`);

// Every limited bet reads it (issue 31): its text is built once.
const gameUsageStatement = rawStatement<
  { playerId: string; amount: number; currency: string },
  { id: string; used: string | null; asked: string | null }
>(
  (v) => sql`
    with lim as (
      select l.id, l.definition, l.period_days * interval '1 day' as span,
        lc.subunit_to_unit, lc.rate
      from player_limits l join ${currencyRates} lc on lc.code = l.currency
      where l.player_id = ${v.playerId} and l.status = 1 and l.definition in (1, 2)
    ), acc as materialized (
      select account_id as id from ${playerMoneyAccounts} where player_id = ${v.playerId}
    ), hours as materialized (
      select h.hour, h.stakes * c.rate / c.subunit_to_unit as stakes,
        h.wins * c.rate / c.subunit_to_unit as wins
      from ${playerGameHours} h join ${currencyRates} c on c.code = h.currency
      where h.player_id = ${v.playerId}
        and h.hour > date_bin('1 hour', now() - (select max(span) from lim),
          timestamptz '2000-01-01 00:00:00+00')
    )
    select lim.id,
      ceil((
        coalesce((
          select sum(case when lim.definition = 2 then h.stakes - h.wins else h.stakes end)
          from hours h where h.hour > ${HOUR}
        ), 0) + coalesce((
          select sum(m.v) from (
            select t.code, t.amount * c.rate / c.subunit_to_unit as v
            from ${ledgerGameTransfers} t join ${currencyRates} c on c.code = t.currency
            where t.debit_account_id in (select id from acc) and t.code in ('stake', 'win_reversal')
              and t.created_at > now() - lim.span and t.created_at < ${HOUR} + interval '1 hour'
            union all
            select t.code, -t.amount * c.rate / c.subunit_to_unit
            from ${ledgerGameTransfers} t join ${currencyRates} c on c.code = t.currency
            where t.credit_account_id in (select id from acc) and t.code in ('stake_refund', 'win')
              and t.created_at > now() - lim.span and t.created_at < ${HOUR} + interval '1 hour'
          ) m
          where lim.definition = 2 or m.code in ('stake', 'stake_refund')
        ), 0)
      ) * lim.subunit_to_unit / lim.rate)::text as used,
      ceil(${v.amount}::numeric * ac.rate / ac.subunit_to_unit * lim.subunit_to_unit / lim.rate)::text as asked
    from lim left join ${currencyRates} ac on ac.code = ${v.currency}`,
);

/**
 * Bet (1: stakes) and loss (2: stakes − wins) limits' use in their rolling windows, by when the
 * money moved (the ledger's game transfers, issue 27: a bet into a round opened before the
 * window counts), every currency converted at the current rate. A rolled-back stake is given
 * back by its refund, a lower resettled payout takes back part of a win (`win_reversal`). `ask`
 * converts a bet about to be placed. The window ends at the database's `now()`, the clock
 * transfers are stamped with (invoices carry the app's clock: `depositUsage` takes it).
 *
 * Issue 31: the window is not summed transfer by transfer. The ledger keeps each player's game
 * money per UTC hour (`player_game_hours`, written by the transfers' own statements); a window
 * (now − span, now] is the whole hours after the one it starts in, plus the transfers of that
 * first hour that are inside the window (from the ledger, at most an hour of them): exactly
 * the rows the window counted before.
 * NOTE: reads the wallet's ledger through its shared views (plain selects PostgreSQL folds in,
 * docs/decisions/036), like the bet check's transaction around it; the (account, code,
 * created_at) indexes keep the first hour a range scan per player account.
 */
export async function gameUsage(db: Db, playerId: string, ask = NOTHING): Promise<Usage[]> {
  const rows = await gameUsageStatement(db, {
    playerId,
    amount: ask.amount,
    currency: ask.currency,
  });
  return rows.map((r) => ({ id: r.id, used: Number(r.used ?? 0), asked: Number(r.asked ?? 0) }));
}

/**
 * Deposit limits' (3) use: deposits paid in the window (by when the money arrived, issue 27:
 * a payment into an older crypto invoice counts) and those still open that were created in
 * it (an open invoice holds its room, so parallel deposits cannot pass the limit together).
 */
export function depositUsage(
  db: Db,
  playerId: string,
  now: Date,
  ask = NOTHING,
  exceptInvoiceId: string | null = null,
) {
  const since = (window: SQL) => sql`${now.toISOString()}::timestamptz - ${window}`;
  return usage(
    db,
    playerId,
    [3],
    ask,
    (window) => sql`
      select sum(v) from (
        select i.amount * c.rate / c.subunit_to_unit as v
        from ${depositInvoices} i join ${currencyRates} c on c.code = i.currency
        where i.player_id = ${playerId} and i.status in (1, 2, 3, 7, 8)
          and coalesce(i.paid_at, i.created_at) > ${since(window)}
          and i.id is distinct from ${exceptInvoiceId}::uuid
          and not exists (select 1 from held_deposits h where h.invoice_id = i.id)
        union all
        select h.released_amount * c.rate / c.subunit_to_unit
        from held_deposits h join ${currencyRates} c on c.code = h.currency
        where h.player_id = ${playerId} and h.status = 'released'
          and h.resolved_at > ${since(window)}
      ) deposits`,
  );
}

export type HeldRow = typeof heldDeposits.$inferSelect;

export async function insertHeld(db: Db, values: typeof heldDeposits.$inferInsert) {
  await db.insert(heldDeposits).values(values).onConflictDoNothing();
}

/** Held deposits still waiting, oldest first (of one player, or every player's). */
export function findHeld(db: Db, playerId?: string): Promise<HeldRow[]> {
  return db
    .select()
    .from(heldDeposits)
    .where(
      and(
        eq(heldDeposits.status, 'held'),
        playerId ? eq(heldDeposits.playerId, playerId) : undefined,
      ),
    )
    .orderBy(asc(heldDeposits.heldAt), asc(heldDeposits.id));
}

export async function resolveHeld(
  db: Db,
  id: string,
  changes: { status: 'released' | 'withdrawn'; releasedAmount: number; resolvedAt: Date },
) {
  await db.update(heldDeposits).set(changes).where(eq(heldDeposits.id, id));
}

export type RgSettingsRow = typeof playerRgSettings.$inferSelect;

export async function findRgSettings(db: Db, playerId: string): Promise<RgSettingsRow | null> {
  const [row] = await db
    .select()
    .from(playerRgSettings)
    .where(eq(playerRgSettings.playerId, playerId));
  return row ?? null;
}

export async function saveRgSettings(
  db: Db,
  playerId: string,
  changes: Partial<Omit<RgSettingsRow, 'playerId'>> & { updatedAt: Date },
) {
  await db
    .insert(playerRgSettings)
    .values({ playerId, ...changes })
    .onConflictDoUpdate({ target: playerRgSettings.playerId, set: changes });
}

/** Of these players, those whose register answer is older than `before` (or missing). */
export async function withStaleRegisterAnswer(db: Db, playerIds: string[], before: Date) {
  if (playerIds.length === 0) return [];
  const fresh = await db
    .select({ playerId: playerRgSettings.playerId })
    .from(playerRgSettings)
    .where(
      and(
        inArray(playerRgSettings.playerId, playerIds),
        gte(playerRgSettings.registerCheckedAt, before),
      ),
    );
  const skip = new Set(fresh.map((row) => row.playerId));
  return playerIds.filter((id) => !skip.has(id));
}

/** Whether the player ever set a limit of this definition (any status, issue 32). */
export async function hasEverSetLimit(db: Db, playerId: string, definition: number) {
  const [row] = await db
    .select({ id: playerLimits.id })
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), eq(playerLimits.definition, definition)))
    .limit(1);
  return row !== undefined;
}

/**
 * Records the thresholds of one limit's period as sent; returns those this call recorded (a
 * threshold another call recorded first is left out: the unique key decides a race).
 */
export async function recordNotices(
  db: Db,
  rows: Array<typeof playerLimitNotices.$inferInsert>,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(playerLimitNotices)
    .values(rows)
    .onConflictDoNothing()
    .returning({ threshold: playerLimitNotices.threshold });
  return inserted.map((r) => r.threshold);
}

/** The notices sent for a player, oldest first (tests, back office). */
export function listNotices(db: Db, playerId: string) {
  return db
    .select()
    .from(playerLimitNotices)
    .where(eq(playerLimitNotices.playerId, playerId))
    .orderBy(asc(playerLimitNotices.sentAt), asc(playerLimitNotices.threshold));
}
