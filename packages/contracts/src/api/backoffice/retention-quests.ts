import { z } from 'zod';
import { CurrencyCodeSchema, IsoDateTimeSchema, PaginationQuerySchema } from '../../common.ts';
import {
  PLAYER_QUEST_STATUSES,
  QUEST_KIND_VALUES,
  QUEST_REWARD_KINDS,
  WHEEL_REWARD_KINDS,
} from '../../retention-quests.ts';
import { defineBackofficeEndpoint, MARKETING, REPORTS } from './access.ts';

// Quests and the fortune wheel in the back office (issue 33): marketing creates and edits them,
// grants spins; marketing and the money roles see what they paid. Every write is audited.

const IdentitySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'Use 2-63 lower-case letters, digits and dashes');
const TitleSchema = z.string().trim().min(1, 'Value is required').max(120);
const BonusIdentitySchema = z.string().trim().min(1).max(64).nullable();

export const QuestInputSchema = z
  .object({
    identity: IdentitySchema,
    title: TitleSchema,
    description: z.string().trim().max(1000).default(''),
    kind: z.enum(QUEST_KIND_VALUES),
    target: z.number().int().positive().max(1e15),
    currency: CurrencyCodeSchema,
    gameIdentity: z.string().trim().min(1).max(100).nullable().default(null),
    rewardKind: z.enum(QUEST_REWARD_KINDS),
    rewardAmount: z.number().int().positive().max(1e15),
    rewardBonusIdentity: BonusIdentitySchema.default(null),
    durationHours: z.number().int().min(1).max(8760).nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .superRefine((value, issue) => {
    if (value.rewardKind === 'bonus' && !value.rewardBonusIdentity) {
      issue.addIssue({
        code: 'custom',
        path: ['rewardBonusIdentity'],
        message: 'Choose the bonus offer whose terms the reward takes',
      });
    }
    if (value.kind === 'deposit' && value.gameIdentity) {
      issue.addIssue({
        code: 'custom',
        path: ['gameIdentity'],
        message: 'A deposit quest counts no game',
      });
    }
  });
export type QuestInput = z.infer<typeof QuestInputSchema>;

export const AdminQuestSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    title: z.string(),
    description: z.string(),
    kind: z.enum(QUEST_KIND_VALUES),
    target: z.number().int(),
    currency: z.string(),
    gameIdentity: z.string().nullable(),
    rewardKind: z.enum(QUEST_REWARD_KINDS),
    rewardAmount: z.number().int(),
    rewardBonusIdentity: z.string().nullable(),
    durationHours: z.number().int().nullable(),
    isActive: z.boolean(),
    /** Runs active now, completed, and the rewards paid (minor units of `currency`). */
    active: z.number().int(),
    completed: z.number().int(),
    paid: z.number().int(),
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'AdminQuest' });
export type AdminQuest = z.infer<typeof AdminQuestSchema>;

const WheelSegmentInputSchema = z.object({
  label: z.string().trim().min(1, 'Value is required').max(40),
  weight: z.number().int().min(1).max(1_000_000),
  rewardKind: z.enum(WHEEL_REWARD_KINDS),
  amount: z.number().int().min(0).max(1e15),
  bonusIdentity: BonusIdentitySchema.default(null),
});

export const WheelInputSchema = z
  .object({
    identity: IdentitySchema,
    title: TitleSchema,
    currency: CurrencyCodeSchema,
    segments: z.array(WheelSegmentInputSchema).min(2).max(24),
    depositMin: z.number().int().positive().max(1e15).nullable().default(null),
    depositSpins: z.number().int().min(0).max(100).default(0),
    isActive: z.boolean().default(true),
  })
  .superRefine((value, issue) => {
    value.segments.forEach((segment, i) => {
      if (segment.rewardKind !== 'none' && segment.amount <= 0) {
        issue.addIssue({
          code: 'custom',
          path: ['segments', i, 'amount'],
          message: 'A paying segment needs an amount',
        });
      }
      if (segment.rewardKind === 'bonus' && !segment.bonusIdentity) {
        issue.addIssue({
          code: 'custom',
          path: ['segments', i, 'bonusIdentity'],
          message: 'Choose the bonus offer whose terms the prize takes',
        });
      }
    });
    if (value.depositMin !== null && value.depositSpins === 0) {
      issue.addIssue({
        code: 'custom',
        path: ['depositSpins'],
        message: 'A deposit rule gives at least one spin',
      });
    }
  });
export type WheelInput = z.infer<typeof WheelInputSchema>;

export const AdminWheelSchema = z
  .object({
    id: z.string(),
    identity: z.string(),
    title: z.string(),
    currency: z.string(),
    segments: z.array(
      z.object({
        label: z.string(),
        weight: z.number().int(),
        rewardKind: z.enum(WHEEL_REWARD_KINDS),
        amount: z.number().int(),
        bonusIdentity: z.string().nullable(),
      }),
    ),
    depositMin: z.number().int().nullable(),
    depositSpins: z.number().int(),
    isActive: z.boolean(),
    spins: z.number().int(),
    paid: z.number().int(),
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'AdminWheel' });
export type AdminWheel = z.infer<typeof AdminWheelSchema>;

export const GrantWheelSpinsRequestSchema = z
  .object({
    playerId: z.uuid('Enter the player id'),
    spins: z.number().int().min(1).max(100),
    note: z.string().trim().min(1, 'Value is required').max(1000),
    /** The form's id: sending the same grant twice gives the spins once. */
    requestId: z.uuid(),
  })
  .meta({ id: 'GrantWheelSpinsRequest' });

/** A reward paid: a completed quest or a wheel spin. */
export const RetentionPayoutSchema = z
  .object({
    id: z.string(),
    playerId: z.string(),
    playerEmail: z.string().nullable(),
    name: z.string(),
    detail: z.string(),
    status: z.enum([...PLAYER_QUEST_STATUSES, 'spun']),
    rewardKind: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    rewardReference: z.string().nullable(),
    at: IsoDateTimeSchema,
  })
  .meta({ id: 'RetentionPayout' });

export const RetentionPayoutListSchema = z
  .object({
    items: z.array(RetentionPayoutSchema),
    total: z.number().int(),
    page: z.number().int(),
    perPage: z.number().int(),
  })
  .meta({ id: 'RetentionPayoutList' });

const IdParams = z.object({ id: z.uuid() });

export const retentionQuestsEndpoints = {
  listRetentionQuests: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/quests',
    access: REPORTS,
    response: z.object({ items: z.array(AdminQuestSchema) }),
  }),
  createRetentionQuest: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/retention/quests',
    access: MARKETING,
    body: QuestInputSchema,
    response: AdminQuestSchema,
  }),
  updateRetentionQuest: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/retention/quests/:id',
    access: MARKETING,
    params: IdParams,
    body: QuestInputSchema,
    response: AdminQuestSchema,
  }),
  listQuestPayouts: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/quest-payouts',
    access: REPORTS,
    query: PaginationQuerySchema,
    response: RetentionPayoutListSchema,
  }),
  listRetentionWheels: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/wheels',
    access: REPORTS,
    response: z.object({ items: z.array(AdminWheelSchema) }),
  }),
  createRetentionWheel: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/retention/wheels',
    access: MARKETING,
    body: WheelInputSchema,
    response: AdminWheelSchema,
  }),
  updateRetentionWheel: defineBackofficeEndpoint({
    method: 'PUT',
    path: '/api/backoffice/retention/wheels/:id',
    access: MARKETING,
    params: IdParams,
    body: WheelInputSchema,
    response: AdminWheelSchema,
  }),
  grantWheelSpins: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/retention/wheels/:id/grants',
    access: MARKETING,
    params: IdParams,
    body: GrantWheelSpinsRequestSchema,
    response: z.object({ spins: z.number().int(), replayed: z.boolean() }),
  }),
  listWheelSpins: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/retention/wheel-spins',
    access: REPORTS,
    query: PaginationQuerySchema,
    response: RetentionPayoutListSchema,
  }),
};
