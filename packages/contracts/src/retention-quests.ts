import { z } from 'zod';
import { CurrencyCodeSchema, IsoDateTimeSchema, MinorAmountSchema } from './common.ts';

// Quests and the fortune wheel (issue 33, docs/decisions/043-quests-and-fortune-wheel.md). Amounts
// are minor units of the quest's or wheel's currency.

export const QUEST_KIND_VALUES = ['deposit', 'rounds', 'wager'] as const;
export const QUEST_REWARD_KINDS = ['cash', 'bonus'] as const;
export const PLAYER_QUEST_STATUSES = ['active', 'completed', 'canceled', 'expired'] as const;
export const WHEEL_REWARD_KINDS = ['cash', 'bonus', 'none'] as const;

export const QuestRewardSchema = z
  .object({
    /** `cash`: real money; `bonus`: a bonus with the terms of an operator's offer. */
    kind: z.enum(QUEST_REWARD_KINDS),
    amount: MinorAmountSchema,
    currency: CurrencyCodeSchema,
  })
  .meta({ id: 'QuestReward' });

export const QuestSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    title: z.string(),
    description: z.string(),
    /** deposit X, play N rounds, wager Y. */
    kind: z.enum(QUEST_KIND_VALUES),
    /** deposit/wager: minor units of `currency`; rounds: a count. */
    target: z.number().int(),
    currency: CurrencyCodeSchema,
    /** rounds/wager: only this game counts (null: any game). */
    gameIdentity: z.string().nullable(),
    reward: QuestRewardSchema,
    /** Hours to complete it once activated (null: no deadline). */
    durationHours: z.number().int().nullable(),
    /** The player's run that is active or completed, if any. */
    playerQuestId: z.string().nullable(),
  })
  .meta({ id: 'Quest' });
export type Quest = z.infer<typeof QuestSchema>;

export const PlayerQuestSchema = z
  .object({
    id: z.string(),
    questId: z.string(),
    identity: z.string(),
    title: z.string(),
    kind: z.enum(QUEST_KIND_VALUES),
    gameIdentity: z.string().nullable(),
    status: z.enum(PLAYER_QUEST_STATUSES),
    progress: z.number().int(),
    target: z.number().int(),
    currency: CurrencyCodeSchema,
    reward: QuestRewardSchema,
    /** Set once the reward is paid: the ledger transfer key or the player bonus id. */
    rewardReference: z.string().nullable(),
    activatedAt: IsoDateTimeSchema,
    expiresAt: IsoDateTimeSchema.nullable(),
    finishedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'PlayerQuest' });
export type PlayerQuest = z.infer<typeof PlayerQuestSchema>;

export const QuestListSchema = z.object({ items: z.array(QuestSchema) }).meta({ id: 'QuestList' });
export const PlayerQuestListSchema = z
  .object({ items: z.array(PlayerQuestSchema) })
  .meta({ id: 'PlayerQuestList' });

export const WheelSegmentSchema = z
  .object({
    label: z.string(),
    weight: z.number().int(),
    rewardKind: z.enum(WHEEL_REWARD_KINDS),
    amount: MinorAmountSchema,
  })
  .meta({ id: 'WheelSegment' });
export type WheelSegment = z.infer<typeof WheelSegmentSchema>;

/** The provably fair commitment of the next spin: the server seed's hash, before the spin. */
export const WheelCommitmentSchema = z
  .object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() })
  .meta({ id: 'WheelCommitment' });

export const WheelSpinSchema = z
  .object({
    id: z.string(),
    segmentIndex: z.number().int(),
    label: z.string(),
    rewardKind: z.enum(WHEEL_REWARD_KINDS),
    amount: MinorAmountSchema,
    currency: CurrencyCodeSchema,
    /** Everything to recompute the result: the revealed seed, its hash, client seed, nonce, weights. */
    fairness: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      nonce: z.number().int(),
      weights: z.array(z.number().int()),
    }),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'WheelSpin' });
export type WheelSpin = z.infer<typeof WheelSpinSchema>;

export const WheelSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    title: z.string(),
    currency: CurrencyCodeSchema,
    segments: z.array(WheelSegmentSchema),
    /** Spins earned and not used yet. */
    spinsAvailable: z.number().int(),
    /** A deposit of at least this much earns `depositSpins` (null: no deposit rule). */
    depositMin: MinorAmountSchema.nullable(),
    depositSpins: z.number().int(),
    next: WheelCommitmentSchema,
    /** The player's last spins on it, newest first. */
    lastSpins: z.array(WheelSpinSchema),
  })
  .meta({ id: 'Wheel' });
export type Wheel = z.infer<typeof WheelSchema>;

export const WheelListSchema = z.object({ items: z.array(WheelSchema) }).meta({ id: 'WheelList' });

/** A printable client seed of 1 to 64 characters (the games' rule). */
export const ClientSeedSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\x20-\x7e]+$/, 'Use printable characters only');

export const SpinWheelRequestSchema = z
  .object({
    /** The player's seed for this spin (default: the one committed with the seed). */
    clientSeed: ClientSeedSchema.optional(),
    /** A retry with the same key answers the first spin and spins nothing. */
    idempotencyKey: z.string().min(8).max(100),
  })
  .meta({ id: 'SpinWheelRequest' });

export const SpinWheelResponseSchema = z
  .object({ spin: WheelSpinSchema, wheel: WheelSchema })
  .meta({ id: 'SpinWheelResponse' });

/** Realtime `retention:quests#{playerId}`: a player quest progressed, completed or ended. */
export const PlayerQuestUpdatedMessageSchema = z
  .object({
    type: z.literal('retention.player-quest.updated'),
    id: z.string(),
    version: z.number(),
    playerQuest: PlayerQuestSchema,
  })
  .meta({ id: 'PlayerQuestUpdatedMessage' });
export type PlayerQuestUpdatedMessage = z.infer<typeof PlayerQuestUpdatedMessageSchema>;
