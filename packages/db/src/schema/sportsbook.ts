import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Tables of the built-in sportsbook provider (docs/decisions/032). Like the game provider's
 * tables they reference no casino table and the casino never reads them: the sportsbook moves
 * money only through the seamless wallet over HTTP. Fixtures and odds come from a seeded feed
 * (code, not rows); only results, sessions and bets are stored.
 */

/** A bettor's session: opened from a casino launch token; the bearer is kept as its sha256. */
export const sportsbookSessions = pgTable('sportsbook_sessions', {
  id: text('id').primaryKey(),
  casinoToken: text('casino_token').notNull(),
  /** The casino's player id (from the balance call): bets outlive a launch. */
  playerRef: text('player_ref').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An event's result: from the feed when the match ends, or set by an operator (sandbox).
 * `version` grows with each correction; bets settled on an older version are resettled.
 */
export const sportsbookResults = pgTable('sportsbook_results', {
  eventId: text('event_id').primaryKey(),
  home: integer('home').notNull(),
  away: integer('away').notNull(),
  /** An event that will not be played: its legs are void. */
  isCancelled: integer('is_cancelled').notNull().default(0),
  version: integer('version').notNull().default(1),
  source: text('source', { enum: ['feed', 'operator'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SPORTSBOOK_BET_STATUSES = [
  'pending',
  'open',
  'won',
  'lost',
  'void',
  'half_won',
  'half_lost',
  'cashed_out',
  'refused',
  'rolled_back',
] as const;

/** A bet: a single (one leg) or an accumulator. Money in minor units; `payout` once settled. */
export const sportsbookBets = pgTable(
  'sportsbook_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerRef: text('player_ref').notNull(),
    casinoToken: text('casino_token').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['single', 'acca'] }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    status: text('status', { enum: SPORTSBOOK_BET_STATUSES }).notNull().default('pending'),
    payout: bigint('payout', { mode: 'number' }),
    /** The seamless transaction id of the stake. */
    betTransactionId: text('bet_transaction_id').notNull(),
    /** `{client request id}:{n}`: a retried placement finds its bets instead of placing again. */
    requestId: text('request_id').notNull(),
    /** Settlement calls sent so far (win, then each resettle); the next call's suffix. */
    settlements: smallint('settlements').notNull().default(0),
    /** The last settlement call not yet confirmed by the casino (resent by the sweeper). */
    pendingCall: text('pending_call'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sportsbook_bets_request_key').on(t.playerRef, t.requestId),
    index('sportsbook_bets_player_idx').on(t.playerRef, t.createdAt.desc()),
    index('sportsbook_bets_pending_idx').on(t.id).where(sql`${t.pendingCall} is not null`),
    check('sportsbook_bets_stake', sql`${t.stake} > 0`),
  ],
);

/** One selection of a bet, with the odds taken (hundredths) and its result once known. */
export const sportsbookLegs = pgTable(
  'sportsbook_legs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => sportsbookBets.id),
    eventId: text('event_id').notNull(),
    market: text('market').notNull(),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    result: text('result', { enum: ['won', 'lost', 'void', 'half_won', 'half_lost'] }),
    /** The result version the leg was settled on. */
    resultVersion: integer('result_version'),
  },
  (t) => [
    index('sportsbook_legs_event_idx').on(t.eventId),
    index('sportsbook_legs_bet_idx').on(t.betId),
  ],
);
