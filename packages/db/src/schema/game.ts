import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';
import { currencies } from './settings.ts';
import { walletAccounts } from './wallet.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A game provider (the built-in one, an aggregator); its adapter is found by `identity`. */
export const gameProviders = pgTable('game_providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  identity: text('identity').notNull().unique(),
  name: text('name').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /**
   * Countries (ISO alpha-2) where the operators switched the provider off: its games leave the
   * lobby there and real-money launches from there are refused (issue 34).
   */
  disabledCountries: text('disabled_countries').array().notNull().default(sql`'{}'::text[]`),
  createdAt,
  updatedAt,
});

export interface GameArt {
  background: string;
  accent: string;
  /** Drawings of the built-in art library (@casino/game-engine src/art), the main one first. */
  motif: { glyph: string; color: string }[];
}

/**
 * The catalog, synced from each provider at boot (a game the provider dropped is disabled,
 * never deleted: rounds and favourites point at it). Partial indexes serve the lobby's sorts;
 * the name's trigram index (search) is hand-written in the migration (pg_trgm).
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identity: text('identity').notNull().unique(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    theme: text('theme').notNull(),
    volatility: text('volatility', { enum: ['low', 'medium', 'high'] }).notNull(),
    /** Stated theoretical return to player (e.g. 0.9612). */
    rtp: doublePrecision('rtp').notNull(),
    /** Stated maximum payout of a round as a multiple of its stake; null: not stated. */
    maxWinMultiplier: doublePrecision('max_win_multiplier'),
    /** 0..100 from the provider; the "popular" sort. */
    popularity: integer('popularity').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    /** Tile art inputs (built-in titles); the generated image's URL is `image`. */
    art: jsonb('art').$type<GameArt>(),
    image: text('image').notNull(),
    hasDemo: boolean('has_demo').notNull().default(true),
    /**
     * Shown in the lobby and launchable: listed by its provider, enabled by the operators, and
     * its provider enabled (kept in step by the sync and the back office; the lobby's indexes
     * are partial on it).
     */
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** The provider's last list had it (the sync sets it). */
    isListed: boolean('is_listed').notNull().default(true),
    /** Not switched off in the back office (docs/decisions/024). */
    isOperatorEnabled: boolean('is_operator_enabled').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('games_popular_idx').on(t.popularity.desc(), t.id).where(sql`${t.isEnabled}`),
    index('games_newest_idx').on(t.releasedAt.desc(), t.id).where(sql`${t.isEnabled}`),
    index('games_name_idx').on(t.name, t.id).where(sql`${t.isEnabled}`),
    index('games_provider_idx').on(t.providerId, t.popularity.desc()).where(sql`${t.isEnabled}`),
    index('games_categories_idx').using('gin', t.categories),
  ],
);

/** A lobby row or tab; an empty `countries` list means everywhere (ISO codes otherwise). */
export const gameCollections = pgTable('game_collections', {
  id: uuid('id').primaryKey().defaultRandom(),
  identity: text('identity').notNull().unique(),
  name: text('name').notNull(),
  countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** Edited in the back office: the sync no longer rebuilds it (docs/decisions/024). */
  isOperatorManaged: boolean('is_operator_managed').notNull().default(false),
  createdAt,
  updatedAt,
});

export const gameCollectionGames = pgTable(
  'game_collection_games',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => gameCollections.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.gameId] }),
    index('game_collection_games_order_idx').on(t.collectionId, t.position),
    index('game_collection_games_game_idx').on(t.gameId),
  ],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('game_favorites_player_idx').on(t.playerId, t.createdAt.desc()),
  ],
);

/** One row per player and game: the last launch. */
export const gameRecentPlays = pgTable(
  'game_recent_plays',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.gameId] }),
    index('game_recent_plays_player_idx').on(t.playerId, t.lastPlayedAt.desc()),
  ],
);

/**
 * A real-money launch: the token travels in the game URL to the provider, which names it in
 * every seamless call. Only its SHA-256 is kept. Bets need it unexpired; wins and rollbacks
 * do not (the round started legitimately).
 */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    walletAccountId: uuid('wallet_account_id')
      .notNull()
      .references(() => walletAccounts.id),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    mode: text('mode', { enum: ['demo', 'real'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [index('game_launch_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A provider's round at the casino (history "spins"). `stake` is the sum of its bets not
 * rolled back, split into the real and bonus money they took (wins return money in that
 * proportion). BET_STATUS: 1 open, 2 won, 3 lost, 4 rolled back.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    providerRoundId: text('provider_round_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    walletAccountId: uuid('wallet_account_id').notNull(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull().default(sql`0`),
    realStake: bigint('real_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    bonusStake: bigint('bonus_stake', { mode: 'bigint' }).notNull().default(sql`0`),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    status: smallint('status').notNull().default(1),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // The round's wallet account exists and holds its currency: that player's row, not the
    // currency's row every round locked (ADR 039 fourteenth round).
    foreignKey({
      name: 'game_rounds_wallet_account_currency_fk',
      columns: [t.walletAccountId, t.currency],
      foreignColumns: [walletAccounts.id, walletAccounts.currency],
    }),
    unique('game_rounds_provider_round_key').on(t.providerId, t.providerRoundId),
    index('game_rounds_player_idx').on(t.playerId, t.createdAt.desc()),
    index('game_rounds_winners_idx')
      .on(t.settledAt.desc())
      .where(sql`${t.status} = 2 and ${t.win} > ${t.stake}`),
  ],
);

/** One stake of a round (history "bets"), with the real and bonus money it took. */
export const gameBets = pgTable(
  'game_bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => gameRounds.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    transactionId: text('transaction_id').notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    realAmount: bigint('real_amount', { mode: 'bigint' }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull(),
    /** This bet's share of the round's win (set when the round closes). */
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    status: smallint('status').notNull().default(1),
    createdAt,
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('game_bets_provider_transaction_key').on(t.providerId, t.transactionId),
    index('game_bets_player_idx').on(t.playerId, t.createdAt.desc()),
    index('game_bets_round_idx').on(t.roundId),
  ],
);

export const SEAMLESS_TRANSACTION_TYPES = ['bet', 'win', 'rollback', 'resettle'] as const;

/**
 * Every money call a provider made, kept (aggregators ask for months): processed once per
 * (provider, transaction id); a repeat with the same request hash gets `response_body`
 * back byte for byte. A rollback of an unknown bet is a row too (its tombstone): a bet
 * arriving later with that id is refused.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    transactionId: text('transaction_id').notNull(),
    type: text('type', { enum: SEAMLESS_TRANSACTION_TYPES }).notNull(),
    roundId: uuid('round_id').references(() => gameRounds.id),
    /** A rollback's bet transaction id. */
    referenceTransactionId: text('reference_transaction_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    /** SHA-256 of the canonical request (same id, other hash: a conflict). */
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status').notNull(),
    responseBody: text('response_body').notNull(),
    /** Idempotency key prefix of the ledger transfers it posted (none: no movement). */
    ledgerKey: text('ledger_key'),
    createdAt,
  },
  (t) => [
    unique('seamless_transactions_provider_transaction_key').on(t.providerId, t.transactionId),
    index('seamless_transactions_reference_idx')
      .on(t.providerId, t.referenceTransactionId)
      .where(sql`${t.type} = 'rollback'`),
  ],
);

/**
 * Money calls refused as implausible (a win above the stake times the game's stated maximum
 * multiplier): kept for an operator to look into, since the refused call itself is not stored.
 */
export const seamlessFlags = pgTable(
  'seamless_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    transactionId: text('transaction_id').notNull(),
    roundId: uuid('round_id').references(() => gameRounds.id),
    playerId: uuid('player_id').references(() => players.id),
    reason: text('reason').notNull(),
    /** What the provider claimed and the most it could have been. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    allowed: bigint('allowed', { mode: 'bigint' }).notNull(),
    createdAt,
  },
  (t) => [index('seamless_flags_created_idx').on(t.createdAt.desc())],
);
