import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';
import { currencies } from './settings.ts';

/**
 * A responsible-gaming limit (docs/product/entities.md#limit, docs/decisions/026). Definition 1
 * bet, 2 loss, 3 deposit (with `period_days`, `currency`, `amount`), 4 self-exclusion, 5
 * cooling-off (with `ends_at`, null = permanent). Status 1 active, 3 expired (removed or
 * replaced). A raise or removal waits: `pending_amount` (null with `pending_remove`) may be
 * confirmed by the player from `pending_at` on.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    definition: smallint('definition').notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly'] }),
    /** Rolling window length in days (from the player.limit cash periods when set). */
    periodDays: smallint('period_days'),
    currency: text('currency').references(() => currencies.code),
    amount: bigint('amount', { mode: 'number' }),
    status: smallint('status').notNull().default(1),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingRemove: smallint('pending_remove').notNull().default(0),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_limits_player_active_idx').on(t.playerId).where(sql`${t.status} = 1`)],
);

/**
 * The players' time-outs and self-exclusions (active rows; `ends_at` null: permanent): a
 * read-only view other modules' SQL may join (docs/decisions/036). A player is excluded at a
 * moment while one of their rows has no end or ends after it (the limits' `isRunning`). Loyalty's
 * booking of a settled round reads it in its own statement (issue 31).
 */
export const playerExclusions = pgView('player_exclusions', {
  playerId: uuid('player_id').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
}).as(sql`select player_id, ends_at from player_limits where status = 1 and definition in (4, 5)`);

/**
 * Every change of a limit, append-only (a trigger refuses UPDATE and DELETE): who (player or
 * operator), the old and new values, when it was requested and when it takes effect.
 */
export const playerLimitHistory = pgTable(
  'player_limit_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a decision that set no limit: the declined deposit limit (issue 32). */
    limitId: uuid('limit_id').references(() => playerLimits.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** `player`, or `operator:<operator id>`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_limit_history_player_idx').on(t.playerId, t.requestedAt.desc())],
);

/**
 * A crypto deposit that arrived over a deposit limit or during a time-out/exclusion
 * (docs/decisions/026): credited to the player's `held` ledger account, not playable. Status
 * `held` until released to real money (the limit window has room and no exclusion runs) or
 * withdrawn back (`withdrawn` once a withdrawal reserved it).
 */
export const heldDeposits = pgTable(
  'held_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** The deposit invoice the money arrived on (one hold per invoice). */
    invoiceId: uuid('invoice_id').notNull().unique(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `deposit_limit` or `self_exclusion`. */
    reason: text('reason').notNull(),
    status: text('status', { enum: ['held', 'released', 'withdrawn'] })
      .notNull()
      .default('held'),
    /** What of it became playable (less than `amount` when part was withdrawn back). */
    releasedAmount: bigint('released_amount', { mode: 'number' }),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('held_deposits_player_idx').on(t.playerId, t.status)],
);

/**
 * The player's responsible-gaming preferences and register state: the reality-check interval
 * (0 = off) and its last acknowledgement, and the national self-exclusion register's last answer.
 */
export const playerRgSettings = pgTable('player_rg_settings', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id),
  realityCheckMinutes: doublePrecision('reality_check_minutes').notNull().default(0),
  realityCheckAckAt: timestamp('reality_check_ack_at', { withTimezone: true }),
  /** `excluded`, `not_excluded`, `previously` (or null: never asked). */
  registerStatus: text('register_status'),
  registerCheckedAt: timestamp('register_checked_at', { withTimezone: true }),
  /**
   * When the player said no to a deposit limit where the jurisdiction asks for the decision
   * before the first deposit (issue 32); a deposit limit set is the other answer.
   */
  depositLimitDeclinedAt: timestamp('deposit_limit_declined_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's request for a higher monthly deposit cap than their jurisdiction profile's (NL
 * affordability check, issue 32): what they stated about their finances and the operator's
 * decision. At most one pending per player; an approved request's `approved_amount` is the
 * player's cap from then on (the latest approval counts).
 */
export const affordabilityRequests = pgTable(
  'affordability_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    /** The cap's currency (EUR); every amount below is in its minor units. */
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    monthlyAmount: bigint('monthly_amount', { mode: 'number' }).notNull(),
    monthlyIncome: bigint('monthly_income', { mode: 'number' }).notNull(),
    monthlyOutgoings: bigint('monthly_outgoings', { mode: 'number' }).notNull(),
    incomeSource: text('income_source').notNull(),
    note: text('note'),
    approvedAmount: bigint('approved_amount', { mode: 'number' }),
    decisionNote: text('decision_note'),
    /** The operator's id (or label) who decided. */
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('affordability_requests_player_idx').on(t.playerId, t.createdAt),
    uniqueIndex('affordability_requests_one_pending')
      .on(t.playerId)
      .where(sql`${t.status} = 'pending'`),
    index('affordability_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The limit notices sent (issue 35): one row per (limit, period start, threshold), 50, 80 or 100
 * percent of a bet, loss or deposit limit. A limit's periods run from its creation in steps of
 * its `period_days`; a new period starts over. The unique key makes two settles that cross a
 * threshold together send one notice: only the insert that wins tells the player.
 */
export const playerLimitNotices = pgTable(
  'player_limit_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    limitId: uuid('limit_id')
      .notNull()
      .references(() => playerLimits.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** Percent of the limit: 50, 80 or 100. */
    threshold: smallint('threshold').notNull(),
    /** The use when it was crossed, in minor units of the limit's currency. */
    used: bigint('used', { mode: 'number' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('player_limit_notices_once').on(t.limitId, t.periodStart, t.threshold),
    index('player_limit_notices_player_idx').on(t.playerId, t.sentAt),
  ],
);

/**
 * The lists of the national self-exclusion registers' sandbox twins (GAMSTOP, OASIS, CRUKS by
 * email; SIGAP by CPF; issue 32), kept here so an operator edits them in the back office
 * (audited) instead of in code. `entry` is stored as the twin compares it: an email trimmed and
 * lower-cased, a CPF as its 11 digits. `listing`: excluded (on the register), previously (GAMSTOP:
 * no longer excluded) or welfare (SIGAP: a welfare beneficiary, barred from betting).
 */
export const registerTwinEntries = pgTable(
  'register_twin_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    register: text('register', { enum: ['gamstop', 'oasis', 'cruks', 'sigap'] }).notNull(),
    entry: text('entry').notNull(),
    listing: text('listing', { enum: ['excluded', 'previously', 'welfare'] }).notNull(),
    /** The operator's id (or label) who added it; null for the seeded entries. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('register_twin_entries_entry').on(t.register, t.entry)],
);

/**
 * The sandbox twin of Germany's LUGAS (the cross-operator limit and activity file, GlüStV 2021
 * § 6c-6h; issue 32), sandbox mode only: never written by a migration. One row per person (by
 * email, as the OASIS twin): the monthly deposit limit in force across operators (null: the
 * statutory €1,000) and whether a tester marked them playing with another operator now.
 */
export const lugasTwinPeople = pgTable('lugas_twin_people', {
  person: text('person').primaryKey(),
  /** EUR cents a calendar month, across all operators; null: €1,000. */
  monthlyLimit: bigint('monthly_limit', { mode: 'number' }),
  isPlayingElsewhere: boolean('playing_elsewhere').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The deposits reported to the LUGAS twin, by every operator (this platform's own reports and the
 * ones a tester adds as "another operator"): once per operator and reference.
 */
export const lugasTwinDeposits = pgTable(
  'lugas_twin_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    person: text('person').notNull(),
    operator: text('operator').notNull(),
    reference: text('reference').notNull(),
    /** EUR cents. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    depositedAt: timestamp('deposited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lugas_twin_deposits_reference').on(t.operator, t.reference),
    index('lugas_twin_deposits_person').on(t.person, t.depositedAt),
  ],
);
