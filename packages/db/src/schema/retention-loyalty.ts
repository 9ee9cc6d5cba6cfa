import type { InboxNotice } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { gameRounds } from './game.ts';
import { players } from './player.ts';

// Loyalty and the inbox (issue 33, docs/decisions/041-loyalty-and-inbox.md). Points are not money:
// they never touch the ledger; rewards other parts pay for a level (cashback rate, wheel spins)
// are paid by those parts through the ledger.

/**
 * A loyalty level: reached at `minPoints` lifetime points. Its benefits are read by the other
 * retention parts: cashback percent of net losses, wheel spins per period, withdrawal priority
 * (0 standard, 1 fast, 2 express).
 */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rank: integer('rank').notNull(),
    name: text('name').notNull(),
    minPoints: bigint('min_points', { mode: 'number' }).notNull(),
    cashbackPercent: numeric('cashback_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    wheelSpins: integer('wheel_spins').notNull().default(0),
    withdrawalPriority: smallint('withdrawal_priority').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('loyalty_levels_rank_key').on(t.rank),
    unique('loyalty_levels_min_points_key').on(t.minPoints),
    check('loyalty_levels_min_points_nonneg', sql`${t.minPoints} >= 0`),
    check('loyalty_levels_cashback_range', sql`${t.cashbackPercent} between 0 and 100`),
    check('loyalty_levels_spins_nonneg', sql`${t.wheelSpins} >= 0`),
    check('loyalty_levels_priority_range', sql`${t.withdrawalPriority} between 0 and 2`),
  ],
);

/** Points per unit of the base currency staked, by game kind (slot, roulette, dice...). */
export const loyaltyRates = pgTable(
  'loyalty_rates',
  {
    kind: text('kind').primaryKey(),
    pointsPerUnit: numeric('points_per_unit', { precision: 12, scale: 4 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('loyalty_rates_nonneg', sql`${t.pointsPerUnit} >= 0`)],
);

/** A player's lifetime points (they decide the level) and the level last announced. */
export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    levelRank: integer('level_rank').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('loyalty_accounts_points_nonneg', sql`${t.points} >= 0`)],
);

/**
 * The points a settled round earned: one row per round (its unique key makes a replayed
 * settlement earn nothing twice). Zero-point rounds are kept too, so a replay skips them.
 */
export const loyaltyPointEntries = pgTable(
  'loyalty_point_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => gameRounds.id),
    gameKind: text('game_kind').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('loyalty_point_entries_round_key').on(t.roundId),
    index('loyalty_point_entries_player_idx').on(t.playerId, t.createdAt.desc()),
  ],
);

/**
 * A message in a player's inbox: from an operator (`source` operator, `broadcastId` of the send)
 * or from a feature (`source` loyalty, tournament...). `dedupeKey` makes a feature's message
 * once per fact (e.g. a level reached). A feature's `notice` (message key and values, one shape
 * for every feature: retention rewards, level ups, limit notices) is what the site renders in the
 * reader's language; `title` and `body` hold its English text.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    notice: jsonb('notice').$type<InboxNotice>(),
    broadcastId: uuid('broadcast_id'),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inbox_messages_dedupe_key').on(t.playerId, t.dedupeKey),
    index('inbox_messages_player_idx').on(t.playerId, t.createdAt.desc()),
    index('inbox_messages_unread_idx').on(t.playerId).where(sql`${t.readAt} is null`),
  ],
);
