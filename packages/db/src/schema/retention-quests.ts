import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';
import { currencies } from './settings.ts';

// Quests and the fortune wheel (issue 33, docs/decisions/043-quests-and-fortune-wheel.md). Amounts
// are minor units of the quest's or wheel's own currency: only money of that currency counts
// towards a quest, and its reward is paid in it (no conversion, so progress is exact).

export const QUEST_KINDS = ['deposit', 'rounds', 'wager'] as const;
export type QuestKind = (typeof QUEST_KINDS)[number];
export const REWARD_KINDS = ['cash', 'bonus'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
export const PLAYER_QUEST_STATES = ['active', 'completed', 'canceled', 'expired'] as const;
export type PlayerQuestState = (typeof PLAYER_QUEST_STATES)[number];

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A task operators publish: deposit X, play N rounds (of a game), or wager Y. */
export const retentionQuests = pgTable(
  'retention_quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identity: text('identity').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: QUEST_KINDS }).notNull(),
    /** Deposit and wager: minor units of `currency`; rounds: a count. */
    target: bigint('target', { mode: 'number' }).notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** Rounds and wager: only rounds of this game count (null: any game). */
    gameIdentity: text('game_identity'),
    rewardKind: text('reward_kind', { enum: REWARD_KINDS }).notNull(),
    /** Minor units of `currency`. */
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    /** Bonus rewards: the bonus offer whose terms (wagering) the reward takes. */
    rewardBonusIdentity: text('reward_bonus_identity'),
    /** Hours to complete it once activated (null: no deadline). */
    durationHours: integer('duration_hours'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt,
    updatedAt,
  },
  (t) => [
    check('retention_quests_target_positive', sql`${t.target} > 0`),
    check('retention_quests_reward_positive', sql`${t.rewardAmount} > 0`),
  ],
);

/** A player's run at a quest. One run that is not canceled per quest and player. */
export const retentionPlayerQuests = pgTable(
  'retention_player_quests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questId: uuid('quest_id')
      .notNull()
      .references(() => retentionQuests.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    status: text('status', { enum: PLAYER_QUEST_STATES }).notNull().default('active'),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    /** The quest's terms when activated (an operator's later edit does not move the goal). */
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardKind: text('reward_kind', { enum: REWARD_KINDS }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    /** The ledger transfer key (cash) or the player bonus id (bonus) of the paid reward. */
    rewardReference: text('reward_reference'),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('retention_player_quests_once')
      .on(t.questId, t.playerId)
      .where(sql`${t.status} <> 'canceled'`),
    index('retention_player_quests_player_idx').on(t.playerId, t.status),
  ],
);

/** One segment of a wheel: its share of the wheel is weight / sum of weights. */
export interface WheelSegmentRow {
  label: string;
  weight: number;
  /** `none`: a segment that pays nothing ("try again"). */
  rewardKind: RewardKind | 'none';
  amount: number;
  bonusIdentity: string | null;
}

export const retentionWheels = pgTable('retention_wheels', {
  id: uuid('id').primaryKey().defaultRandom(),
  identity: text('identity').notNull().unique(),
  title: text('title').notNull(),
  currency: text('currency')
    .notNull()
    .references(() => currencies.code),
  segments: jsonb('segments').$type<WheelSegmentRow[]>().notNull(),
  /** A deposit of at least this much (minor units of `currency`) earns `depositSpins`. */
  depositMin: bigint('deposit_min', { mode: 'number' }),
  depositSpins: integer('deposit_spins').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt,
  updatedAt,
});

/** Spins a player earned: once per source (`operator:{uuid}`, `deposit:{invoiceId}`, `level:...`). */
export const retentionWheelGrants = pgTable(
  'retention_wheel_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wheelId: uuid('wheel_id')
      .notNull()
      .references(() => retentionWheels.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    source: text('source').notNull(),
    spins: integer('spins').notNull(),
    actor: text('actor').notNull(),
    createdAt,
  },
  (t) => [
    unique('retention_wheel_grants_source_key').on(t.wheelId, t.playerId, t.source),
    check('retention_wheel_grants_spins_positive', sql`${t.spins} > 0`),
  ],
);

/**
 * The committed server seed of a player's next spin on a wheel (its hash is shown before the
 * spin), the player's client seed and the nonce. The row is the spin's lock.
 */
export const retentionWheelSeeds = pgTable(
  'retention_wheel_seeds',
  {
    wheelId: uuid('wheel_id')
      .notNull()
      .references(() => retentionWheels.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.wheelId, t.playerId] })],
);

/** A spin, with everything needed to verify it (the weights as they were at the spin). */
export const retentionWheelSpins = pgTable(
  'retention_wheel_spins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wheelId: uuid('wheel_id')
      .notNull()
      .references(() => retentionWheels.id),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** The client's retry key: a second spin with it answers the first. */
    idempotencyKey: text('idempotency_key').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    weights: jsonb('weights').$type<number[]>().notNull(),
    segmentIndex: integer('segment_index').notNull(),
    label: text('label').notNull(),
    rewardKind: text('reward_kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Ledger transfer key (cash) or player bonus id (bonus); null when nothing was paid. */
    rewardReference: text('reward_reference'),
    createdAt,
  },
  (t) => [
    unique('retention_wheel_spins_idempotency_key').on(t.playerId, t.idempotencyKey),
    // One spin per committed seed: two spins can never share a nonce.
    unique('retention_wheel_spins_nonce_key').on(t.wheelId, t.playerId, t.nonce),
    index('retention_wheel_spins_wheel_idx').on(t.wheelId, t.createdAt.desc()),
    index('retention_wheel_spins_player_idx').on(t.playerId, t.wheelId),
  ],
);
