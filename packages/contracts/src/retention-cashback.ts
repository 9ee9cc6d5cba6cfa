import { z } from 'zod';
import { CurrencyCodeSchema, IsoDateTimeSchema, MinorAmountSchema } from './common.ts';

// Cashback and referrals (issue 33): what the player sees and what operators set and read.

export const CASHBACK_PERIOD_KINDS = ['daily', 'weekly', 'monthly'] as const;
export const CashbackPeriodKindSchema = z.enum(CASHBACK_PERIOD_KINDS);
export const CashbackPayAsSchema = z.enum(['cash', 'bonus']);

export const CashbackQuerySchema = z.object({ currency: CurrencyCodeSchema });

/** A period's cashback paid (or refused) to the player, in the period's currency. */
export const CashbackPayoutSchema = z
  .object({
    periodStart: IsoDateTimeSchema,
    periodEnd: IsoDateTimeSchema,
    currency: CurrencyCodeSchema,
    /** Real-money stakes minus wins over the period (minor units). */
    netLoss: MinorAmountSchema,
    amount: MinorAmountSchema,
    payAs: CashbackPayAsSchema,
    /** paid: real money; bonus: issued as a bonus; refused: see `reason`. */
    status: z.enum(['paid', 'bonus', 'refused']),
    reason: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'CashbackPayout' });
export type CashbackPayout = z.infer<typeof CashbackPayoutSchema>;

/**
 * GET /api/game/bonuses/cashback: the current period so far and the last payouts. A player in a
 * time-out or self-exclusion gets `isAvailable: false`, nothing accrued and no payouts.
 */
export const CashbackSummarySchema = z
  .object({
    isAvailable: z.boolean(),
    currency: CurrencyCodeSchema,
    /** Share of the net loss paid back, in basis points (1000 = 10%). */
    rateBps: z.number().int(),
    period: CashbackPeriodKindSchema,
    periodStart: IsoDateTimeSchema,
    periodEnd: IsoDateTimeSchema,
    payAs: CashbackPayAsSchema,
    netLoss: MinorAmountSchema,
    /** What the current period would pay now (before the minimum). */
    accrued: MinorAmountSchema,
    /** Below this (the player's currency) a period pays nothing. */
    minPayout: MinorAmountSchema,
    payouts: z.array(CashbackPayoutSchema),
  })
  .meta({ id: 'CashbackSummary' });
export type CashbackSummary = z.infer<typeof CashbackSummarySchema>;

export const CashbackSettingsSchema = z
  .object({
    isEnabled: z.boolean(),
    rateBps: z.number().int().min(0).max(10_000),
    period: CashbackPeriodKindSchema,
    /** Days and weeks count from this moment (a week's first day and hour); months are calendar months. */
    periodAnchor: IsoDateTimeSchema,
    payAs: CashbackPayAsSchema,
    /** The bonus definition a `bonus` payout is issued from (its wagering applies). */
    bonusDefinitionId: z.uuid().nullable(),
    /** Base currency minor units. */
    minPayout: z.number().int().min(0).max(1e12),
    maxPayout: z.number().int().min(1).max(1e12).nullable(),
  })
  .meta({ id: 'CashbackSettings' });
export type CashbackSettings = z.infer<typeof CashbackSettingsSchema>;

export const RunCashbackRequestSchema = z
  .object({
    /** Any moment inside the period to run; the last finished period when left out. */
    at: IsoDateTimeSchema.optional(),
  })
  .meta({ id: 'RunCashbackRequest' });

export const CashbackRunResultSchema = z
  .object({
    periodStart: IsoDateTimeSchema,
    periodEnd: IsoDateTimeSchema,
    /** Payouts made by this run (a replay makes none). */
    paid: z.number().int(),
    /** Players already paid for the period, refused or below the minimum. */
    skipped: z.number().int(),
  })
  .meta({ id: 'CashbackRunResult' });

export const CashbackReportSchema = z
  .object({
    periods: z.array(
      z.object({
        periodStart: IsoDateTimeSchema,
        periodEnd: IsoDateTimeSchema,
        runs: z.number().int(),
        lastRunAt: IsoDateTimeSchema.nullable(),
        totals: z.array(
          z.object({
            currency: CurrencyCodeSchema,
            players: z.number().int(),
            paid: MinorAmountSchema,
            asBonus: MinorAmountSchema,
            refused: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'CashbackReport' });
export type CashbackReport = z.infer<typeof CashbackReportSchema>;

export const REFERRAL_STATES = ['registered', 'qualified', 'rewarded', 'refused'] as const;

/** A friend as the referrer sees them: a masked name and how far towards the reward. */
export const ReferralFriendSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    joinedAt: IsoDateTimeSchema,
    status: z.enum(REFERRAL_STATES),
    hasDeposited: z.boolean(),
    hasWagered: z.boolean(),
    reward: z.object({ amount: MinorAmountSchema, currency: CurrencyCodeSchema }).nullable(),
  })
  .meta({ id: 'ReferralFriend' });

/** GET /api/player/profile/referrals. Excluded players get `isAvailable: false` and nothing else. */
export const ReferralsSummarySchema = z
  .object({
    isAvailable: z.boolean(),
    code: z.string().nullable(),
    /** The link to share (`{PUBLIC_URL}/?ref=CODE`). */
    link: z.string().nullable(),
    /** What each qualifying friend pays, in the player's currency. */
    reward: z.object({ amount: MinorAmountSchema, currency: CurrencyCodeSchema }).nullable(),
    /** What a friend must deposit and wager, in the player's currency. */
    minDeposit: MinorAmountSchema,
    wagerThreshold: MinorAmountSchema,
    friends: z.array(ReferralFriendSchema),
    totals: z.array(z.object({ currency: CurrencyCodeSchema, amount: MinorAmountSchema })),
  })
  .meta({ id: 'ReferralsSummary' });
export type ReferralsSummary = z.infer<typeof ReferralsSummarySchema>;

/** POST /api/player/profile/referrals: the code the player arrived with, right after sign-up. */
export const ClaimReferralRequestSchema = z
  .object({
    code: z.string().trim().min(4).max(32),
    /** The browser's device id (kept in local storage), compared with the referrer's. */
    device: z.string().trim().max(64).optional(),
  })
  .meta({ id: 'ClaimReferralRequest' });

export const ClaimReferralResponseSchema = z
  .object({ status: z.enum(REFERRAL_STATES), reason: z.string().nullable() })
  .meta({ id: 'ClaimReferralResponse' });

export const ReferralSettingsSchema = z
  .object({
    isEnabled: z.boolean(),
    /** Base currency minor units, converted into the referrer's currency. */
    rewardAmount: z.number().int().min(1).max(1e12),
    minDeposit: z.number().int().min(0).max(1e12),
    wagerThreshold: z.number().int().min(0).max(1e12),
  })
  .meta({ id: 'ReferralSettings' });
export type ReferralSettings = z.infer<typeof ReferralSettingsSchema>;

export const ReferralReportSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        referrerId: z.string(),
        referrerEmail: z.string().nullable(),
        friendId: z.string(),
        friendEmail: z.string().nullable(),
        status: z.enum(REFERRAL_STATES),
        reason: z.string().nullable(),
        rewardAmount: MinorAmountSchema.nullable(),
        rewardCurrency: z.string().nullable(),
        createdAt: IsoDateTimeSchema,
        rewardedAt: IsoDateTimeSchema.nullable(),
      }),
    ),
    total: z.number().int(),
  })
  .meta({ id: 'ReferralReport' });
export type ReferralReport = z.infer<typeof ReferralReportSchema>;
