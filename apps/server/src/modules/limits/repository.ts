import {
  type Db,
  heldDeposits,
  playerLimitHistory,
  playerLimits,
  playerRgSettings,
  playerSessions,
  players,
  queryRows,
} from '@casino/db';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';

export type LimitRow = typeof playerLimits.$inferSelect;
export type NewLimit = typeof playerLimits.$inferInsert;
export type LimitChanges = Partial<NewLimit>;

/** The player's active limits (status 1), oldest first. */
export function findActiveLimits(db: Db, playerId: string): Promise<LimitRow[]> {
  return db
    .select()
    .from(playerLimits)
    .where(and(eq(playerLimits.playerId, playerId), eq(playerLimits.status, 1)))
    .orderBy(playerLimits.createdAt);
}

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
  limitId: string;
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
    join currencies lc on lc.code = l.currency
    left join currencies ac on ac.code = ${ask.currency}
    where l.player_id = ${playerId} and l.status = 1
      and l.definition in (${sql.join(
        definitions.map((d) => sql`${d}`),
        sql`, `,
      )})`,
  );
  return rows.map((r) => ({ id: r.id, used: Number(r.used ?? 0), asked: Number(r.asked ?? 0) }));
}

/**
 * Bet (1: stakes) and loss (2: stakes − wins) limits' use in their rolling windows, by when the
 * money moved (the ledger's game transfers, issue 27: a bet into a round opened before the
 * window counts), every currency converted at the current rate. A rolled-back stake is given
 * back by its refund, a lower resettled payout takes back part of a win (`win_reversal`). `ask`
 * converts a bet about to be placed. The window ends at the database's `now()`, the clock
 * transfers are stamped with (invoices carry the app's clock: `depositUsage` takes it).
 * NOTE: reads the wallet's ledger directly, like the bet check's transaction around it; the
 * (account, code, created_at) indexes keep it a range scan per player account.
 */
export async function gameUsage(db: Db, playerId: string, ask = NOTHING): Promise<Usage[]> {
  // One pass over the player's game transfers of the longest window, then each limit sums its
  // own window of them.
  const rows = await queryRows<{ id: string; used: string | null; asked: string | null }>(
    db,
    sql`
    with lim as (
      select l.id, l.definition, l.period_days * interval '1 day' as span,
        lc.subunit_to_unit, lc.rate
      from player_limits l join currencies lc on lc.code = l.currency
      where l.player_id = ${playerId} and l.status = 1 and l.definition in (1, 2)
    ), acc as materialized (
      select la.id from wallet_accounts wa
      join ledger_accounts la on la.wallet_account_id = wa.id
      where wa.player_id = ${playerId} and la.kind in ('real', 'bonus')
    ), m as materialized (
      select t.created_at, t.code, t.amount * c.rate / c.subunit_to_unit as v
      from ledger_transfers t join currencies c on c.code = t.currency
      where t.debit_account_id in (select id from acc) and t.code in ('stake', 'win_reversal')
        and t.created_at > now() - (select max(span) from lim)
      union all
      select t.created_at, t.code, -t.amount * c.rate / c.subunit_to_unit
      from ledger_transfers t join currencies c on c.code = t.currency
      where t.credit_account_id in (select id from acc) and t.code in ('stake_refund', 'win')
        and t.created_at > now() - (select max(span) from lim)
    )
    select lim.id,
      ceil(coalesce((
        select sum(m.v) from m
        where m.created_at > now() - lim.span
          and (lim.definition = 2 or m.code in ('stake', 'stake_refund'))
      ), 0) * lim.subunit_to_unit / lim.rate)::text as used,
      ceil(${ask.amount}::numeric * ac.rate / ac.subunit_to_unit * lim.subunit_to_unit / lim.rate)::text as asked
    from lim left join currencies ac on ac.code = ${ask.currency}`,
  );
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
        from payment_invoices i join currencies c on c.code = i.currency
        where i.player_id = ${playerId} and i.type = 'deposit' and i.status in (1, 2, 3, 7, 8)
          and coalesce(i.paid_at, i.created_at) > ${since(window)}
          and i.id is distinct from ${exceptInvoiceId}::uuid
          and not exists (select 1 from held_deposits h where h.invoice_id = i.id)
        union all
        select h.released_amount * c.rate / c.subunit_to_unit
        from held_deposits h join currencies c on c.code = h.currency
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

export async function sessionStart(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: playerSessions.createdAt })
    .from(playerSessions)
    .where(eq(playerSessions.id, sessionId));
  return row?.createdAt ?? null;
}

/** Stakes and wins of the player's rounds started at or after `since`, per currency. */
export async function sessionResults(db: Db, playerId: string, since: Date) {
  const rows = await queryRows<{ currency: string; staked: string; won: string }>(
    db,
    sql`select currency, coalesce(sum(stake), 0)::text as staked, coalesce(sum(win), 0)::text as won
      from game_rounds
      where player_id = ${playerId} and created_at >= ${since.toISOString()}::timestamptz
      group by currency order by currency`,
  );
  return rows.map((r) => {
    const staked = Number(r.staked);
    const won = Number(r.won);
    return { currency: r.currency, staked, won, net: won - staked };
  });
}

/** What the self-exclusion register is asked about a player. */
export async function findPerson(db: Db, playerId: string) {
  const [row] = await db
    .select({
      email: players.email,
      firstName: players.firstName,
      lastName: players.lastName,
      dateOfBirth: players.dateOfBirth,
      postcode: players.postalCode,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}

/** Players with an open session whose register answer is older than `before` (or missing). */
export async function playersToRecheck(db: Db, now: Date, before: Date, limit: number) {
  const rows = await queryRows<{ player_id: string }>(
    db,
    sql`select distinct s.player_id from player_sessions s
      left join player_rg_settings r on r.player_id = s.player_id
      where s.closed_at is null and s.expires_at > ${now.toISOString()}::timestamptz
        and (r.register_checked_at is null or r.register_checked_at < ${before.toISOString()}::timestamptz)
      limit ${limit}`,
  );
  return rows.map((r) => r.player_id);
}
