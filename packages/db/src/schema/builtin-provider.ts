import type { SeamlessGameRules } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Tables of the built-in game provider (docs/decisions/009). The provider is a separate system
 * that happens to share the database: nothing here references a casino table, and the casino
 * never reads these. Money it moves at the casino goes through the seamless-wallet HTTP API.
 */

/**
 * A game client's session: opened from a launch URL, carried by the client as a random
 * 32-byte bearer of which only the sha256 is stored (`id`).
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    /** sha256 (hex) of the bearer the client holds. */
    id: text('id').primaryKey(),
    mode: text('mode', { enum: ['demo', 'real'] }).notNull(),
    /** Game title identity (@casino/game-engine). */
    identity: text('identity').notNull(),
    /** The casino's launch token, sent with every seamless call (real mode only). */
    casinoToken: text('casino_token'),
    currency: text('currency').notNull(),
    /** Virtual credits of a demo session (minor units); null for real money. */
    demoBalance: bigint('demo_balance', { mode: 'number' }),
    clientSeed: text('client_seed').notNull(),
    /** Nonce of the next round; grows by one per revealed server seed. */
    nonce: integer('nonce').notNull().default(0),
    /** The committed seed of the next round, secret until that round is over. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** The casino's player id from the balance answer (real mode): finds their free rounds. */
    playerRef: text('player_ref'),
    /**
     * The player's jurisdiction rules for this game from the balance answer (real mode, issue
     * 32): the round timing and stake maximum the provider enforces; null: none given.
     */
    rules: jsonb('rules').$type<SeamlessGameRules>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The player's last round of a kind (jurisdiction round timing) is looked up by player.
    index('provider_sessions_player_idx').on(t.playerRef),
    check('provider_sessions_demo_balance', sql`${t.demoBalance} is null or ${t.demoBalance} >= 0`),
  ],
);

/**
 * One round: `open` while the seamless bet/win are under way, then `settled`, `rolled_back`
 * (bet outcome unknown, stake returned) or `refused` (the casino said no; nothing moved and the
 * seed stays secret). At most one open round per session (index), so the seed/nonce of a
 * session is never used by two rounds that both reach the player.
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id')
      .notNull()
      .references(() => providerSessions.id),
    /** The client's UUID of the request: a retry answers with this round. */
    requestId: uuid('request_id').notNull(),
    identity: text('identity').notNull(),
    mode: text('mode', { enum: ['demo', 'real'] }).notNull(),
    currency: text('currency').notNull(),
    bet: jsonb('bet').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    outcome: jsonb('outcome').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    status: text('status', { enum: ['open', 'settled', 'rolled_back', 'refused'] }).notNull(),
    betTransactionId: uuid('bet_transaction_id'),
    winTransactionId: uuid('win_transaction_id'),
    rollbackTransactionId: uuid('rollback_transaction_id'),
    /** The casino accepted the bet (real mode): from here the round ends with a win call. */
    betConfirmedAt: timestamp('bet_confirmed_at', { withTimezone: true }),
    /** Balance after the round, as the casino (or the demo wallet) reported it. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** The answer given for a refused or rolled-back round, replayed on a retried request. */
    failure: jsonb('failure'),
    /** A free round (no stake taken at the casino): its grant. */
    freeRoundsId: uuid('free_rounds_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_rounds_session_request_key').on(t.sessionId, t.requestId),
    uniqueIndex('provider_rounds_one_open_idx').on(t.sessionId).where(sql`${t.status} = 'open'`),
    index('provider_rounds_open_idx').on(t.updatedAt).where(sql`${t.status} = 'open'`),
    check('provider_rounds_amounts', sql`${t.stake} > 0 and ${t.win} >= 0`),
  ],
);

/**
 * Free rounds the casino granted (its free-rounds API, signed like the seamless wallet): `count`
 * rounds of `identity` at `stake` for the casino's player `playerRef`. Rounds are played without
 * a seamless bet; when the last is played (or the casino cancels) the total win is reported to
 * the casino once (`reportedAt`).
 */
export const providerFreeRounds = pgTable(
  'provider_free_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The casino's id of the grant: a repeated issue answers with the same grant. */
    reference: text('reference').notNull().unique(),
    playerRef: text('player_ref').notNull(),
    identity: text('identity').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    played: integer('played').notNull().default(0),
    totalWin: bigint('total_win', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['active', 'finished', 'canceled'] })
      .notNull()
      .default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The casino acknowledged the finished rounds' total win. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_free_rounds_player_idx')
      .on(t.playerRef, t.identity, t.currency)
      .where(sql`${t.status} = 'active'`),
    index('provider_free_rounds_unreported_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'finished' and ${t.reportedAt} is null`),
    check(
      'provider_free_rounds_counts',
      sql`${t.count} > 0 and ${t.played} between 0 and ${t.count} and ${t.stake} > 0 and ${t.totalWin} >= 0`,
    ),
  ],
);
