import { INVOICE_STATUS } from '@casino/contracts';
import {
  bonusDefinitions,
  bonusDepositChoices,
  type Db,
  type Placeholders,
  playerBonusCodes,
  playerBonusEvents,
  playerBonuses,
  playerFreespinEvents,
  playerFreespins,
  preparedSelect,
  rawStatement,
} from '@casino/db';
import { and, asc, type Column, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { countInvoices } from '../payment/totals-service.ts';
import { findPlayer } from '../player/account-service.ts';
import { listCurrencyUnits } from '../settings/service.ts';

export type DefinitionRow = typeof bonusDefinitions.$inferSelect;
export type NewDefinition = typeof bonusDefinitions.$inferInsert;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type NewPlayerBonus = typeof playerBonuses.$inferInsert;
export type PlayerCodeRow = typeof playerBonusCodes.$inferSelect;
export type FreespinRow = typeof playerFreespins.$inferSelect;
export type NewFreespin = typeof playerFreespins.$inferInsert;

// ---- definitions

export async function findDefinition(db: Db, id: string): Promise<DefinitionRow | null> {
  const [row] = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id));
  return row ?? null;
}

/** A published definition with this code (codes are kept upper case); locked when asked. */
export async function findPublishedByCode(
  db: Db,
  code: string,
  { lock = false } = {},
): Promise<DefinitionRow | null> {
  const query = db
    .select()
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.code, code), eq(bonusDefinitions.state, 'published')));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findWelcomeStep(db: Db, step: number): Promise<DefinitionRow | null> {
  const [row] = await db
    .select()
    .from(bonusDefinitions)
    .where(
      and(
        eq(bonusDefinitions.welcomeStep, step),
        eq(bonusDefinitions.state, 'published'),
        ne(bonusDefinitions.kind, 'free_spins'),
      ),
    )
    .orderBy(asc(bonusDefinitions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The free spins that come with the welcome package's step (published). */
export async function findWelcomeFreespins(db: Db, step: number): Promise<DefinitionRow[]> {
  return db
    .select()
    .from(bonusDefinitions)
    .where(
      and(
        eq(bonusDefinitions.welcomeStep, step),
        eq(bonusDefinitions.state, 'published'),
        eq(bonusDefinitions.kind, 'free_spins'),
      ),
    )
    .orderBy(asc(bonusDefinitions.createdAt));
}

/** Published definitions a deposit may choose: welcome steps and deposit-trigger codes. */
export async function listDepositOffers(db: Db): Promise<DefinitionRow[]> {
  return db
    .select()
    .from(bonusDefinitions)
    .where(
      and(
        eq(bonusDefinitions.state, 'published'),
        or(sql`${bonusDefinitions.welcomeStep} is not null`, eq(bonusDefinitions.codeTrigger, 3)),
      ),
    )
    .orderBy(asc(bonusDefinitions.welcomeStep), asc(bonusDefinitions.createdAt));
}

export async function listDefinitions(db: Db): Promise<DefinitionRow[]> {
  return db
    .select()
    .from(bonusDefinitions)
    .orderBy(asc(bonusDefinitions.welcomeStep), desc(bonusDefinitions.createdAt));
}

export async function insertDefinition(db: Db, values: NewDefinition) {
  const [row] = await db.insert(bonusDefinitions).values(values).returning();
  return row!;
}

export async function updateDefinition(db: Db, id: string, changes: Partial<NewDefinition>) {
  const [row] = await db
    .update(bonusDefinitions)
    .set(changes)
    .where(eq(bonusDefinitions.id, id))
    .returning();
  return row ?? null;
}

export async function findCodeOwner(db: Db, code: string, exceptId?: string) {
  const [row] = await db
    .select({ id: bonusDefinitions.id })
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.code, code));
  return row && row.id !== exceptId ? row.id : null;
}

// ---- currencies

export async function findCurrencyUnits(db: Db, codes: string[]) {
  const rows = (await listCurrencyUnits(db)).filter(
    (row) => row.isBase || codes.includes(row.code),
  );
  const unit = (row: (typeof rows)[number]) => ({
    rate: row.rate,
    subunitToUnit: row.subunitToUnit,
  });
  const base = rows.find((row) => row.isBase);
  return {
    base: base ? unit(base) : { rate: 1, subunitToUnit: 100 },
    of: (code: string) => {
      const row = rows.find((r) => r.code === code);
      return row ? unit(row) : null;
    },
  };
}

// ---- player bonuses

/** Inserts once per `source`; null when that source was granted before. */
export async function insertPlayerBonus(db: Db, values: NewPlayerBonus) {
  const [row] = await db
    .insert(playerBonuses)
    .values(values)
    .onConflictDoNothing({ target: playerBonuses.source })
    .returning();
  return row ?? null;
}

export async function findBySource(db: Db, source: string) {
  return findGrantBySource(db, playerBonuses, source);
}

export async function findPlayerBonus(db: Db, playerId: string, id: string) {
  return findGrant(db, playerBonuses, id, { playerId });
}

export async function findById(db: Db, id: string) {
  return findGrant(db, playerBonuses, id);
}

export async function lockPlayerBonus(db: Db, id: string) {
  return findGrant(db, playerBonuses, id, { lock: true });
}

/**
 * The player's active (status 2) bonus in `currency`, locked when asked. A named statement
 * (planned once per connection, issue 31): every bet and settled round reads it.
 */
export async function findActive(
  db: Db,
  playerId: string,
  currency: string,
  { lock = false } = {},
) {
  const [row] = await (lock ? activeLocked : active)(db, { playerId, currency });
  return row ?? null;
}

type ActiveKey = { playerId: string; currency: string };
const activeBonus = (db: Db, v: Placeholders<ActiveKey>) =>
  db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, v.playerId),
        eq(playerBonuses.currency, v.currency),
        // Written out: a parameter would keep the generic plan off the partial unique index.
        sql`${playerBonuses.status} = 2`,
      ),
    );
const active = preparedSelect<ActiveKey, PlayerBonusRow>('bonus_active', activeBonus);
const activeLocked = preparedSelect<ActiveKey, PlayerBonusRow>('bonus_active_locked', (db, v) =>
  activeBonus(db, v).for('update'),
);

/**
 * Whether the player has an active bonus in `currency`, and its maximum stake (null: none).
 * A named statement of one column: every bet asks it (issue 31).
 */
export async function findActiveMaxStake(
  db: Db,
  playerId: string,
  currency: string,
): Promise<{ maxStake: number | null } | null> {
  const [row] = await activeMaxStake(db, { playerId, currency });
  return row ?? null;
}

const activeMaxStake = preparedSelect<
  { playerId: string; currency: string },
  { maxStake: number | null }
>('bonus_active_max_stake', (db, v) =>
  db
    .select({ maxStake: playerBonuses.maxStake })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, v.playerId),
        eq(playerBonuses.currency, v.currency),
        sql`${playerBonuses.status} = 2`,
      ),
    ),
);

/** The latest finished bonus in `currency` (a late win's bonus part is swept under its id). */
export async function findLastFinished(db: Db, playerId: string, currency: string) {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.playerId, playerId),
        eq(playerBonuses.currency, currency),
        eq(playerBonuses.status, 3),
      ),
    )
    .orderBy(desc(playerBonuses.finishedAt))
    .limit(1);
  return row ?? null;
}

export async function updatePlayerBonus(db: Db, id: string, changes: Partial<NewPlayerBonus>) {
  return updateGrant(db, playerBonuses, id, changes);
}

/**
 * A settled round's wagering, where nothing reads the bonus after it (no completion, no loss):
 * its text built once, no row returned (issue 31; `updatePlayerBonus` builds its statement at
 * every call, for whichever columns change).
 */
export async function setWagered(db: Db, id: string, wagered: number) {
  await wageredUpdate(db, { id, wagered: String(wagered) });
}

const wageredUpdate = rawStatement<{ id: string; wagered: string }>(
  (v) => sql`update player_bonuses set wagered = ${v.wagered}::bigint where id = ${v.id}::uuid`,
);

export async function listPlayerBonuses(db: Db, playerId: string, statuses: number[]) {
  return listGrants(db, playerBonuses, playerId, statuses);
}

/** Ids of bonuses whose activation or wagering window has passed. */
export async function findDue(db: Db, now: Date, limit = 100) {
  return findDueGrants(db, playerBonuses, playerBonuses.wageringDeadline, now, limit);
}

export async function insertEvent(
  db: Db,
  values: { playerBonusId: string; kind: string; amount?: number; actor: string },
) {
  await db.insert(playerBonusEvents).values(values);
}

export async function listEvents(db: Db, playerBonusId: string) {
  return db
    .select()
    .from(playerBonusEvents)
    .where(eq(playerBonusEvents.playerBonusId, playerBonusId))
    .orderBy(asc(playerBonusEvents.id));
}

// ---- games (read only, the game module's: a game's maximum win, open rounds)

export {
  gameMaxWinMultiplier,
  gameProviderIdentity,
  hasOpenRound,
} from '../game/facts-service.ts';

// ---- codes

export async function insertPlayerCode(db: Db, values: typeof playerBonusCodes.$inferInsert) {
  const [row] = await db.insert(playerBonusCodes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function anyPlayerCode(db: Db, definitionId: string, playerId?: string) {
  const [row] = await db
    .select({ id: playerBonusCodes.id })
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.definitionId, definitionId),
        isNull(playerBonusCodes.removedAt),
        playerId ? eq(playerBonusCodes.playerId, playerId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function listPlayerCodes(db: Db, playerId: string, trigger?: number) {
  return db
    .select()
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.playerId, playerId),
        isNull(playerBonusCodes.removedAt),
        trigger ? eq(playerBonusCodes.trigger, trigger) : undefined,
      ),
    )
    .orderBy(desc(playerBonusCodes.createdAt));
}

/** The player's applied (status 1) deposit code, oldest first, locked. */
export async function lockAppliedDepositCode(db: Db, playerId: string) {
  const [row] = await db
    .select()
    .from(playerBonusCodes)
    .where(
      and(
        eq(playerBonusCodes.playerId, playerId),
        eq(playerBonusCodes.trigger, 3),
        eq(playerBonusCodes.status, 1),
        isNull(playerBonusCodes.removedAt),
      ),
    )
    .orderBy(asc(playerBonusCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function updatePlayerCode(
  db: Db,
  id: string,
  changes: Partial<typeof playerBonusCodes.$inferInsert>,
) {
  const [row] = await db
    .update(playerBonusCodes)
    .set(changes)
    .where(eq(playerBonusCodes.id, id))
    .returning();
  return row ?? null;
}

export async function findPlayerCode(db: Db, playerId: string, id: string) {
  const [row] = await db
    .select()
    .from(playerBonusCodes)
    .where(and(eq(playerBonusCodes.id, id), eq(playerBonusCodes.playerId, playerId)));
  return row ?? null;
}

// ---- deposit choices

export async function insertDepositChoice(
  db: Db,
  values: { invoiceId: string; playerId: string; definitionId: string | null },
) {
  await db.insert(bonusDepositChoices).values(values).onConflictDoNothing();
}

export async function findDepositChoice(db: Db, invoiceId: string) {
  const [row] = await db
    .select()
    .from(bonusDepositChoices)
    .where(eq(bonusDepositChoices.invoiceId, invoiceId));
  return row ?? null;
}

// ---- deposits (read only): how many deposits of the player were credited

const CREDITED_DEPOSIT = [
  INVOICE_STATUS.success,
  INVOICE_STATUS.underpaid,
  INVOICE_STATUS.paidLate,
];

export function countCreditedDeposits(db: Db, playerId: string): Promise<number> {
  return countInvoices(db, playerId, 'deposit', CREDITED_DEPOSIT);
}

/** The player's country (offers limited to countries check it); null when unknown. */
export async function playerCountry(db: Db, playerId: string): Promise<string | null> {
  return (await findPlayer(db, playerId))?.country ?? null;
}

/** The player, if there is one: `{ country }` (null country when not given). */
export async function findPlayerCountry(db: Db, playerId: string) {
  const player = await findPlayer(db, playerId);
  return player ? { country: player.country } : null;
}

// ---- player free spins

/** Inserts once per `source`; null when that source was granted before. */
export async function insertFreespin(db: Db, values: NewFreespin) {
  const [row] = await db
    .insert(playerFreespins)
    .values(values)
    .onConflictDoNothing({ target: playerFreespins.source })
    .returning();
  return row ?? null;
}

export async function findFreespinBySource(db: Db, source: string) {
  return findGrantBySource(db, playerFreespins, source);
}

/** The free spins by id (the player's when `playerId` is given), locked when asked. */
export async function findFreespin(
  db: Db,
  id: string,
  options: { playerId?: string; lock?: boolean } = {},
) {
  return findGrant(db, playerFreespins, id, options);
}

export async function updateFreespin(db: Db, id: string, changes: Partial<NewFreespin>) {
  return updateGrant(db, playerFreespins, id, changes);
}

export async function listFreespins(db: Db, playerId: string, statuses: number[]) {
  return listGrants(db, playerFreespins, playerId, statuses);
}

/** Ids of free spins whose activation or play window has passed. */
export async function findDueFreespins(db: Db, now: Date, limit = 100) {
  return findDueGrants(db, playerFreespins, playerFreespins.playDeadline, now, limit);
}

export async function insertFreespinEvent(
  db: Db,
  values: { playerFreespinId: string; kind: string; amount?: number; actor: string },
) {
  await db.insert(playerFreespinEvents).values(values);
}

export async function listFreespinEvents(db: Db, playerFreespinId: string) {
  return db
    .select()
    .from(playerFreespinEvents)
    .where(eq(playerFreespinEvents.playerFreespinId, playerFreespinId))
    .orderBy(asc(playerFreespinEvents.id));
}

// ---- what player bonuses and player free spins share: the same columns, the same queries

type Grant = typeof playerBonuses | typeof playerFreespins;
type GrantRow<T extends Grant> = T['$inferSelect'];

async function findGrantBySource<T extends Grant>(
  db: Db,
  table: T,
  source: string,
): Promise<GrantRow<T> | null> {
  const grants = table as Grant;
  const [row] = await db.select().from(grants).where(eq(grants.source, source));
  return (row as GrantRow<T> | undefined) ?? null;
}

/** The row by id (the player's when `playerId` is given), locked when asked. */
async function findGrant<T extends Grant>(
  db: Db,
  table: T,
  id: string,
  { playerId, lock = false }: { playerId?: string; lock?: boolean } = {},
): Promise<GrantRow<T> | null> {
  const grants = table as Grant;
  const query = db
    .select()
    .from(grants)
    .where(and(eq(grants.id, id), playerId ? eq(grants.playerId, playerId) : undefined));
  const [row] = lock ? await query.for('update') : await query;
  return (row as GrantRow<T> | undefined) ?? null;
}

async function updateGrant<T extends Grant>(
  db: Db,
  table: T,
  id: string,
  changes: Partial<T['$inferInsert']>,
): Promise<GrantRow<T>> {
  const grants = table as Grant;
  // Named (planned once per connection for each set of columns): a settled round's wagering.
  const [row] = await db
    .update(grants)
    .set(changes)
    .where(eq(grants.id, id))
    .returning()
    .prepare('bonus_grant_update')
    .execute();
  return row as GrantRow<T>;
}

/** The player's latest 100 (only those in `statuses` unless it is empty). */
async function listGrants<T extends Grant>(
  db: Db,
  table: T,
  playerId: string,
  statuses: number[],
): Promise<GrantRow<T>[]> {
  const grants = table as Grant;
  const rows = await db
    .select()
    .from(grants)
    .where(
      and(
        eq(grants.playerId, playerId),
        statuses.length > 0 ? inArray(grants.status, statuses) : undefined,
      ),
    )
    .orderBy(desc(grants.createdAt))
    .limit(100);
  return rows as GrantRow<T>[];
}

/** Ids of rows whose activation window (status 1) or `deadline` (status 2) has passed. */
async function findDueGrants(db: Db, table: Grant, deadline: Column, now: Date, limit: number) {
  return db
    .select({ id: table.id })
    .from(table)
    .where(
      or(
        and(eq(table.status, 1), lt(table.activationDeadline, now)),
        and(eq(table.status, 2), lt(deadline, now)),
      ),
    )
    .limit(limit);
}
