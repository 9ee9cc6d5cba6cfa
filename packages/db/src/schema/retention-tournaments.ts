import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bonusDefinitions } from './bonus.ts';
import { gameProviders } from './game.ts';
import { players } from './player.ts';
import { currencies } from './settings.ts';

/** How a tournament ranks its players (issue 33). */
export const TOURNAMENT_SCORINGS = ['total_win', 'max_multiplier', 'rounds'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];
/** `scheduled` until settled or cancelled; running/finished follow from the clock. */
export const TOURNAMENT_STATES = ['scheduled', 'settling', 'settled', 'cancelled'] as const;
export type TournamentState = (typeof TOURNAMENT_STATES)[number];
export const TOURNAMENT_PRIZE_KINDS = ['cash', 'bonus'] as const;
export type TournamentPrizeKind = (typeof TOURNAMENT_PRIZE_KINDS)[number];

/** Ranks `fromRank`..`toRank` (inclusive) each win `amount` (minor units of the tournament's currency). */
export interface TournamentPrize {
  fromRank: number;
  toRank: number;
  amount: number;
}

/**
 * A tournament operators schedule (issue 33, docs/decisions/ for tournaments): players opt in,
 * their settled rounds of its games (or provider) between the start and the end score, and at
 * the end the prizes by rank are paid once, as cash or as a bonus of `bonusDefinitionId`.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identity: text('identity').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    scoring: text('scoring', { enum: TOURNAMENT_SCORINGS }).notNull(),
    /** Game identities that count; empty: every game (of `providerId`, when set). */
    games: text('games').array().notNull().default(sql`'{}'::text[]`),
    providerId: uuid('provider_id').references(() => gameProviders.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    prizeKind: text('prize_kind', { enum: TOURNAMENT_PRIZE_KINDS }).notNull(),
    bonusDefinitionId: uuid('bonus_definition_id').references(() => bonusDefinitions.id),
    prizes: jsonb('prizes').$type<TournamentPrize[]>().notNull(),
    state: text('state', { enum: TOURNAMENT_STATES }).notNull().default('scheduled'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('tournaments_window', sql`${t.endsAt} > ${t.startsAt}`),
    index('tournaments_due_idx').on(t.endsAt).where(sql`${t.state} in ('scheduled', 'settling')`),
  ],
);

/** A player's opt-in: only rounds settled after `joinedAt` count. */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    index('tournament_participants_player_idx').on(t.playerId),
  ],
);

/**
 * The frozen result of a settlement: one row per prized rank, written once (tournament+player
 * unique) before any money moves; `paidAt` is set in the same transaction as its ledger transfer
 * (key `tournament:{tournamentId}:{playerId}`) or its bonus (source of the same name).
 */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    rank: integer('rank').notNull(),
    score: bigint('score', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: TOURNAMENT_PRIZE_KINDS }).notNull(),
    /** Cash: the ledger transfer; bonus: the player bonus issued. */
    transferId: uuid('transfer_id'),
    playerBonusId: uuid('player_bonus_id'),
    /** Why nothing was paid (the player was excluded at the end, the bonus was refused). */
    skipped: text('skipped'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tournament_payouts_once').on(t.tournamentId, t.playerId),
    index('tournament_payouts_unpaid_idx')
      .on(t.tournamentId, t.rank)
      .where(sql`${t.paidAt} is null and ${t.skipped} is null`),
  ],
);
