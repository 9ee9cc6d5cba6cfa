import { z } from 'zod';
import { PageQuerySchema, paginated } from './common.ts';

// Loyalty levels and the inbox (issue 33). Points are whole numbers, never money.

/** Withdrawal priority of a level: 0 standard, 1 fast, 2 express (reviewed first). */
export const WITHDRAWAL_PRIORITIES = [0, 1, 2] as const;

/** A rung of the loyalty ladder and what it brings. */
export const LoyaltyLevelSchema = z
  .object({
    id: z.string(),
    rank: z.number().int().positive(),
    name: z.string(),
    /** Lifetime points from which the level holds. */
    minPoints: z.number().int().nonnegative(),
    /** Percent of a period's net losses paid back as cashback. */
    cashbackPercent: z.number().min(0).max(100),
    /** Fortune-wheel spins the level grants per period. */
    wheelSpins: z.number().int().nonnegative(),
    withdrawalPriority: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  })
  .meta({ id: 'LoyaltyLevel' });
export type LoyaltyLevel = z.infer<typeof LoyaltyLevelSchema>;

export const LoyaltyLevelListSchema = z
  .object({ items: z.array(LoyaltyLevelSchema) })
  .meta({ id: 'LoyaltyLevelList' });

/** GET /api/retention/account: the player's points, level and the way to the next one. */
export const LoyaltyAccountSchema = z
  .object({
    points: z.number().int().nonnegative(),
    level: LoyaltyLevelSchema.nullable(),
    nextLevel: LoyaltyLevelSchema.nullable(),
    /** Points still needed for the next level (0 at the top). */
    pointsToNext: z.number().int().nonnegative(),
    /** Share of the way from this level to the next, 0 to 1 (1 at the top). */
    progress: z.number().min(0).max(1),
  })
  .meta({ id: 'LoyaltyAccount' });
export type LoyaltyAccount = z.infer<typeof LoyaltyAccountSchema>;

/** Where an inbox message comes from: an operator or one of the retention features. */
export const INBOX_SOURCES = [
  'operator',
  'loyalty',
  'tournament',
  'quest',
  'wheel',
  'cashback',
  'referral',
  'limits',
] as const;
export const InboxSourceSchema = z.enum(INBOX_SOURCES);
export type InboxSource = z.infer<typeof InboxSourceSchema>;

/**
 * A feature's message told in the reader's language: the one shape for every feature (issue 33
 * retention rewards and level ups, issue 35 limit notices). The site renders the text of `key`
 * with these values in the language of the page; the stored `title` and `body` are the English
 * text, for the back office and older clients. Amounts are in minor units of `currency`.
 */
export const INBOX_REWARD_KEYS = [
  'cashback.cash',
  'cashback.bonus',
  'referral.reward',
  'quest.completed',
  'wheel.prize',
  'tournament.prize',
] as const;
const money = { amount: z.number().int().nonnegative(), currency: z.string().min(1).max(10) };

/** A reward paid: `name` the quest, wheel or tournament as the operator named it. */
export const InboxRewardNoticeSchema = z.object({
  key: z.enum(INBOX_REWARD_KEYS),
  ...money,
  name: z.string().max(200).optional(),
  rank: z.number().int().positive().optional(),
});

/** A loyalty level reached, with its benefits (the operator's level name as written). */
export const InboxLevelNoticeSchema = z.object({
  key: z.literal('loyalty.level'),
  name: z.string().min(1).max(200),
  cashbackPercent: z.number().nonnegative(),
  wheelSpins: z.number().int().nonnegative(),
  withdrawalPriority: z.boolean(),
});

/** A limit's use at 50, 80 or 100 percent of its period (issue 35). */
export const InboxLimitNoticeSchema = z.object({
  key: z.literal('limits.notice'),
  kind: z.enum(['bet', 'loss', 'deposit']),
  period: z.enum(['daily', 'weekly', 'monthly']),
  percent: z.number().int().min(0).max(100),
  used: z.number().int().nonnegative(),
  ...money,
});

export const InboxNoticeSchema = z
  .discriminatedUnion('key', [
    InboxRewardNoticeSchema,
    InboxLevelNoticeSchema,
    InboxLimitNoticeSchema,
  ])
  .meta({ id: 'InboxNotice' });
export type InboxNotice = z.infer<typeof InboxNoticeSchema>;
export type InboxNoticeKey = InboxNotice['key'];

export const InboxMessageSchema = z
  .object({
    id: z.string(),
    source: InboxSourceSchema,
    title: z.string(),
    body: z.string(),
    /** A feature's message to render in the reader's language; null: show title and body as written. */
    notice: InboxNoticeSchema.nullable(),
    /** A site path the message leads to (e.g. /loyalty), or null. */
    link: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'InboxMessage' });
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxListQuerySchema = z.object({
  page: PageQuerySchema,
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const InboxListSchema = paginated(InboxMessageSchema)
  .extend({ totalUnread: z.number().int().nonnegative() })
  .meta({ id: 'InboxList' });

/** DELETE /api/notification/messenger/messages: the ids to delete (`id=a&id=b`); none: all. */
export const InboxDeleteQuerySchema = z.object({
  id: z
    .union([z.uuid(), z.array(z.uuid()).max(100)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});

export const InboxMessageParamsSchema = z.object({ id: z.uuid() });

export const InboxUnreadSchema = z
  .object({ totalUnread: z.number().int().nonnegative() })
  .meta({ id: 'InboxUnread' });

/** What a feature (or an operator) posts to a player's inbox. */
export const InboxPostSchema = z.object({
  source: InboxSourceSchema,
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(2000),
  link: z
    .string()
    .regex(/^\/[\w\-/?=&.#]*$/, 'A site path starting with /')
    .max(300)
    .nullable()
    .optional(),
  notice: InboxNoticeSchema.nullable().optional(),
});
export type InboxPost = z.input<typeof InboxPostSchema>;
