import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';
import { currencies } from './settings.ts';

export const BONUS_KINDS = ['deposit_match', 'fixed', 'free_spins'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
export const BONUS_DEFINITION_STATES = ['draft', 'published', 'archived'] as const;
export type BonusDefinitionState = (typeof BONUS_DEFINITION_STATES)[number];

/** Percent (0-100) of a stake that counts towards wagering, by game category identity. */
export type BonusContributions = Record<string, number>;

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A bonus offer operators manage (docs/decisions/027). Money amounts are minor units of the
 * base currency (USD cents) and are converted once, at grant, into the player's currency.
 * `welcome_step` 1-4 makes it the welcome package's bonus for that deposit; `code` makes it a
 * bonus code (entered at registration, in the deposit modal or in the profile).
 */
export const bonusDefinitions = pgTable(
  'bonus_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identity: text('identity').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: BONUS_KINDS }).notNull(),
    state: text('state', { enum: BONUS_DEFINITION_STATES }).notNull().default('draft'),
    /** Deposit match: percent of the deposit (1-1000). */
    percent: integer('percent'),
    /** Deposit match: the cap; fixed: the amount; free spins: the stake per spin (base minor units). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Smallest deposit that gets it (base minor units; 0 = any). */
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull().default(0),
    /** Empty: every enabled currency. */
    currencies: text('currencies').array().notNull().default(sql`'{}'::text[]`),
    /** Empty: every country. */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    welcomeStep: smallint('welcome_step'),
    /** Upper case; unique among definitions. */
    code: text('code'),
    /** BONUS_CODE_TRIGGER: 1 registration, 2 manual (profile), 3 deposit. */
    codeTrigger: smallint('code_trigger'),
    /** A code anyone may use once each (true) or only the first player (false). */
    codeMultiUse: boolean('code_multi_use').notNull().default(true),
    /** Days an issued bonus waits for activation. */
    activationDays: integer('activation_days').notNull(),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    /** Days from activation to finish wagering. */
    wageringDays: integer('wagering_days').notNull(),
    contributions: jsonb('contributions').$type<BonusContributions>().notNull(),
    /** Percent for games none of whose categories is listed. */
    defaultContribution: integer('default_contribution').notNull().default(0),
    /** Largest stake while wagering (base minor units; null = none). */
    maxStake: bigint('max_stake', { mode: 'number' }),
    /** Largest conversion to real money (base minor units; null = all). */
    maxConversion: bigint('max_conversion', { mode: 'number' }),
    /** May the player cancel once wagering has started. */
    cancelAfterWagering: boolean('cancel_after_wagering').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Free spins: the game (identity of a built-in title) and how many spins. */
    freeSpinGame: text('free_spin_game'),
    freeSpinCount: integer('free_spin_count'),
    /** Free spins: the wins are real money (true) or bonus money with this definition's wagering. */
    freeSpinWinsReal: boolean('free_spin_wins_real').notNull().default(false),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_definitions_code_key').on(t.code).where(sql`${t.code} is not null`),
    check('bonus_definitions_amount_positive', sql`${t.amount} > 0`),
    check(
      'bonus_definitions_default_contribution',
      sql`${t.defaultContribution} between 0 and 100`,
    ),
    check(
      'bonus_definitions_free_spins',
      sql`(${t.kind} = 'free_spins') = (${t.freeSpinGame} is not null and ${t.freeSpinCount} > 0)`,
    ),
    check(
      'bonus_definitions_welcome_step',
      sql`${t.welcomeStep} is null or ${t.welcomeStep} between 1 and 4`,
    ),
  ],
);

/**
 * A bonus of one player (docs/product/entities.md#player-bonus). PLAYER_BONUS_STATUS 1 issued,
 * 2 activated (its money is in the player's bonus ledger account), 3 finished with `result`.
 * Terms are copied from the definition at grant, in the player's currency. `source` makes a
 * grant happen once (e.g. `deposit:{invoiceId}`).
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => bonusDefinitions.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    source: text('source').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(1),
    result: smallint('result'),
    wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull(),
    /** Settled stakes times their contribution, rounded down per round (minor units). */
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    contributions: jsonb('contributions').$type<BonusContributions>().notNull(),
    defaultContribution: integer('default_contribution').notNull(),
    maxStake: bigint('max_stake', { mode: 'number' }),
    maxConversion: bigint('max_conversion', { mode: 'number' }),
    cancelAfterWagering: boolean('cancel_after_wagering').notNull(),
    wageringDays: integer('wagering_days').notNull(),
    activationDeadline: timestamp('activation_deadline', { withTimezone: true }).notNull(),
    wageringDeadline: timestamp('wagering_deadline', { withTimezone: true }),
    /** Moved to real money at completion. */
    converted: bigint('converted', { mode: 'number' }),
    /** Removed from bonus money (cancel, expiry, the part above the conversion cap). */
    forfeited: bigint('forfeited', { mode: 'number' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('player_bonuses_player_idx').on(t.playerId, t.createdAt.desc()),
    uniqueIndex('player_bonuses_one_active_idx')
      .on(t.playerId, t.currency)
      .where(sql`${t.status} = 2`),
    index('player_bonuses_open_idx').on(t.status).where(sql`${t.status} < 3`),
    check('player_bonuses_status_known', sql`${t.status} in (1, 2, 3)`),
    check('player_bonuses_result_at_finish', sql`(${t.status} = 3) = (${t.result} is not null)`),
    check('player_bonuses_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Every grant, activation, conversion and forfeit of a player bonus (the audit trail; the
 * money itself is in the ledger under keys `bonus:{id}:{kind}`).
 */
export const playerBonusEvents = pgTable(
  'player_bonus_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerBonusId: uuid('player_bonus_id')
      .notNull()
      .references(() => playerBonuses.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** Who: `player`, `system` or `operator:{id}`. */
    actor: text('actor').notNull(),
    createdAt,
  },
  (t) => [index('player_bonus_events_bonus_idx').on(t.playerBonusId, t.id)],
);

/**
 * A bonus code a player entered (docs/product/entities.md#bonus-code). BONUS_CODE_STATUS 1
 * applied (waits for its trigger: a deposit for trigger 3), 2 used; a code is applied once per
 * player per definition.
 */
export const playerBonusCodes = pgTable(
  'player_bonus_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => bonusDefinitions.id),
    code: text('code').notNull(),
    trigger: smallint('trigger').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt,
    usedAt: timestamp('used_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('player_bonus_codes_once_idx')
      .on(t.playerId, t.definitionId)
      .where(sql`${t.removedAt} is null`),
    index('player_bonus_codes_definition_idx').on(t.definitionId),
  ],
);

/**
 * The bonus the player chose for one deposit (the deposit modal): a definition, or none.
 * Without a row the welcome package's step applies when the deposit is eligible.
 */
export const bonusDepositChoices = pgTable('bonus_deposit_choices', {
  invoiceId: uuid('invoice_id').primaryKey(),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.id),
  definitionId: uuid('definition_id').references(() => bonusDefinitions.id),
  createdAt,
});

/**
 * Free spins of one player (docs/product/entities.md#player-free-spin): PLAYER_FREESPIN_STATUS 1
 * issued, 2 activated (granted at the provider as free rounds), 3 finished with `result` (1
 * unused, 2 played, 3 canceled, 4 expired). `stake` is per spin in `currency`. When the rounds
 * are played the provider reports `totalWin`: real money (`winsReal`) or a player bonus
 * (`playerBonusId`) with the definition's wagering.
 */
export const playerFreespins = pgTable(
  'player_freespins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => bonusDefinitions.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** Once per source, like player bonuses (`deposit:{invoiceId}`, `code:{id}`). */
    source: text('source').notNull().unique(),
    provider: text('provider').notNull(),
    gameIdentity: text('game_identity').notNull(),
    count: integer('count').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    winsReal: boolean('wins_real').notNull(),
    status: smallint('status').notNull().default(1),
    result: smallint('result'),
    /** Rounds played and their total win, as the provider reported them at the end. */
    played: integer('played'),
    totalWin: bigint('total_win', { mode: 'number' }),
    playerBonusId: uuid('player_bonus_id').references(() => playerBonuses.id),
    activationDeadline: timestamp('activation_deadline', { withTimezone: true }).notNull(),
    /** Days from activation to play them. */
    playDays: integer('play_days').notNull(),
    playDeadline: timestamp('play_deadline', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('player_freespins_player_idx').on(t.playerId, t.createdAt.desc()),
    index('player_freespins_open_idx').on(t.status).where(sql`${t.status} < 3`),
    check('player_freespins_status_known', sql`${t.status} in (1, 2, 3)`),
    check('player_freespins_result_at_finish', sql`(${t.status} = 3) = (${t.result} is not null)`),
    check('player_freespins_counts', sql`${t.count} > 0 and ${t.stake} > 0`),
  ],
);

/** Every grant, activation, win and forfeit of a player's free spins (the audit trail). */
export const playerFreespinEvents = pgTable(
  'player_freespin_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerFreespinId: uuid('player_freespin_id')
      .notNull()
      .references(() => playerFreespins.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    actor: text('actor').notNull(),
    createdAt,
  },
  (t) => [index('player_freespin_events_idx').on(t.playerFreespinId, t.id)],
);
