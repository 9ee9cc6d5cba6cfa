import { z } from 'zod';
import { CurrencyCodeSchema, MinorAmountSchema } from './common.ts';

/**
 * Wallet account (docs/product/entities.md#account): one per currency; status 1 is the active
 * account, 2 inactive, 3 hidden. Amounts in minor units: `balance` = real + bonus; `lockedBalance`
 * is reserved by pending withdrawals (already out of `realBalance`); `heldBalance` is outside `balance`; `withdrawalBalance` is what
 * can be withdrawn now (real money not held back by wagering or deposit turnover).
 */
export const AccountSchema = z
  .object({
    id: z.string(),
    currency: CurrencyCodeSchema,
    balance: MinorAmountSchema.nonnegative(),
    realBalance: MinorAmountSchema.nonnegative(),
    bonusBalance: MinorAmountSchema.nonnegative(),
    lockedBalance: MinorAmountSchema.nonnegative(),
    /**
     * Deposits held back by the responsible-gaming rules (arrived over a deposit limit or during
     * a time-out): not playable, released when the limit allows or withdrawable back.
     */
    heldBalance: MinorAmountSchema.nonnegative().default(0),
    withdrawalBalance: MinorAmountSchema.nonnegative(),
    status: z.number().int(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;

export const AccountListSchema = z.object({ items: z.array(AccountSchema) });
export const CreateAccountRequestSchema = z
  .object({ currency: CurrencyCodeSchema })
  .meta({ id: 'CreateAccountRequest' });

// --- "Where I stand" (issue 35): net position and activity statements, from the ledger.

/**
 * Money movements of a period, in minor units of one currency, each as it moved the balance
 * (real + bonus money, as the site shows it): `deposits` in (a held deposit once released),
 * `withdrawals` out (when requested; a declined or failed one comes back here), `stakes` out
 * (less refunded stakes), `wins` in (less reversed wins), `bonuses` in (grants, cashback and
 * prizes, less forfeited bonus money), `other` anything else the ledger moved (normally 0).
 */
export const MovementTotalsSchema = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  stakes: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
  other: z.number().int(),
});
export type MovementTotals = z.infer<typeof MovementTotalsSchema>;

export const NET_POSITION_PERIODS = ['today', 'week', 'month', 'sinceJoining'] as const;
export type NetPositionPeriod = (typeof NET_POSITION_PERIODS)[number];

/** One period's movements and the two nets: deposits − withdrawals and wins − stakes. */
export const NetPositionPeriodSchema = MovementTotalsSchema.extend({
  period: z.enum(NET_POSITION_PERIODS),
  /** Where the period starts (ISO instant); since joining: the account's opening. */
  from: z.string(),
  depositNet: z.number().int(),
  gamingNet: z.number().int(),
});

/**
 * The player's net position in one currency for today, this week (from Monday), this month and
 * since joining. Periods are days of `timeZone`: the profile's time zone, else UTC.
 */
export const NetPositionSchema = z
  .object({
    currency: CurrencyCodeSchema,
    timeZone: z.string(),
    periods: z.array(NetPositionPeriodSchema),
  })
  .meta({ id: 'NetPosition' });
export type NetPosition = z.infer<typeof NetPositionSchema>;

export const NetPositionQuerySchema = z.object({ currency: CurrencyCodeSchema });

/** The longest range one statement covers. */
export const STATEMENT_MAX_DAYS = 366;
export const STATEMENT_FORMATS = ['json', 'csv', 'pdf'] as const;

export const StatementQuerySchema = z
  .object({
    /** First day (in the statement's time zone), inclusive. */
    from: z.iso.date(),
    /** Last day, inclusive. */
    to: z.iso.date(),
    currency: CurrencyCodeSchema,
    format: z.enum(STATEMENT_FORMATS).default('json'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The last day is before the first' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATEMENT_MAX_DAYS, {
    path: ['to'],
    message: `At most ${STATEMENT_MAX_DAYS} days`,
  });
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/** One day of a statement with movements, and the balance it closed on. */
export const StatementDaySchema = MovementTotalsSchema.extend({
  date: z.string(),
  closingBalance: z.number().int(),
});

/**
 * An activity statement: opening balance + deposits − withdrawals − stakes + wins + bonuses +
 * other = closing balance, to the cent (minor units), over the days `from`..`to` of `timeZone`.
 */
export const StatementSchema = MovementTotalsSchema.extend({
  currency: CurrencyCodeSchema,
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  openingBalance: z.number().int(),
  closingBalance: z.number().int(),
  /** Days with movements only, oldest first. */
  days: z.array(StatementDaySchema),
}).meta({ id: 'Statement' });
export type Statement = z.infer<typeof StatementSchema>;
