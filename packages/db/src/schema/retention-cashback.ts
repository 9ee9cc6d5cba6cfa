import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { players } from './player.ts';

// Cashback and referrals (issue 33): the retention module's `cashback` part owns these tables.

export const CASHBACK_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type CashbackPeriod = (typeof CASHBACK_PERIODS)[number];
export const CASHBACK_PAY_AS = ['cash', 'bonus'] as const;
export type CashbackPayAs = (typeof CASHBACK_PAY_AS)[number];

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The operator's cashback terms: one row (id 1). `rate_bps` is the share of a period's real-money
 * net loss paid back (basis points: 1000 = 10%). Paid `as` cash (real money, wager-free) or as a
 * bonus issued from the bonus definition `bonus_definition_id` (its wagering and the player's
 * jurisdiction rules apply). `min_payout` and `max_payout` are minor units of the base currency.
 */
export const cashbackSettings = pgTable(
  'cashback_settings',
  {
    id: integer('id').primaryKey().default(1),
    isEnabled: boolean('is_enabled').notNull().default(true),
    rateBps: integer('rate_bps').notNull().default(1000),
    period: text('period', { enum: CASHBACK_PERIODS }).notNull().default('weekly'),
    /**
     * Days and weeks count from this moment (default Monday 2024-01-01 00:00 UTC: weeks from
     * Monday midnight); months are calendar months (UTC).
     */
    periodAnchor: timestamp('period_anchor', { withTimezone: true })
      .notNull()
      .default(sql`'2024-01-01T00:00:00Z'`),
    payAs: text('pay_as', { enum: CASHBACK_PAY_AS }).notNull().default('cash'),
    bonusDefinitionId: uuid('bonus_definition_id'),
    minPayout: bigint('min_payout', { mode: 'number' }).notNull().default(100),
    maxPayout: bigint('max_payout', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cashback_settings_one_row', sql`${t.id} = 1`),
    check('cashback_settings_rate', sql`${t.rateBps} between 0 and 10000`),
  ],
);

/**
 * One player's cashback for one period in one currency: written once (the unique key), in the
 * same transaction as the ledger transfer (`cashback:{period}:{player}:{currency}`) or the bonus
 * it pays. `status`: paid (cash), bonus (issued as a bonus), refused (`reason`: excluded,
 * jurisdiction, below minimum...).
 */
export const cashbackPayouts = pgTable(
  'cashback_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    netLoss: bigint('net_loss', { mode: 'number' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payAs: text('pay_as', { enum: CASHBACK_PAY_AS }).notNull(),
    status: text('status', { enum: ['paid', 'bonus', 'refused'] }).notNull(),
    reason: text('reason'),
    transferKey: text('transfer_key'),
    playerBonusId: uuid('player_bonus_id'),
    createdAt,
  },
  (t) => [
    uniqueIndex('cashback_payouts_once').on(t.periodStart, t.playerId, t.currency),
    index('cashback_payouts_player_idx').on(t.playerId, t.createdAt),
  ],
);

/** Each run of a period's job (operator or schedule), for the report and the audit trail. */
export const cashbackRuns = pgTable('cashback_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  actor: text('actor').notNull(),
  paid: integer('paid').notNull(),
  skipped: integer('skipped').notNull(),
  createdAt,
});

/**
 * The operator's referral terms (one row): the friend must deposit `min_deposit` and wager
 * `wager_threshold` (real money, minor units of the base currency) before the referrer gets
 * `reward_amount` (base currency, converted into the referrer's currency) as cash.
 */
export const referralSettings = pgTable(
  'referral_settings',
  {
    id: integer('id').primaryKey().default(1),
    isEnabled: boolean('is_enabled').notNull().default(true),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull().default(1000),
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull().default(2000),
    wagerThreshold: bigint('wager_threshold', { mode: 'number' }).notNull().default(5000),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('referral_settings_one_row', sql`${t.id} = 1`)],
);

/** A player's referral code (the `?ref=` of their link), made on first read. */
export const referralCodes = pgTable('referral_codes', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id),
  code: text('code').notNull().unique(),
  createdAt,
});

export const REFERRAL_STATUSES = ['registered', 'qualified', 'rewarded', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * A friend who arrived through a referral link (one referrer per friend). `fingerprint` holds
 * what was compared against the referrer (ip, device) when it was claimed; `refused_reason`
 * says why a self-referral was refused.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => players.id),
    friendId: uuid('friend_id')
      .notNull()
      .unique()
      .references(() => players.id),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull(),
    refusedReason: text('refused_reason'),
    ip: text('ip'),
    device: text('device'),
    rewardAmount: bigint('reward_amount', { mode: 'number' }),
    rewardCurrency: text('reward_currency'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId, t.createdAt)],
);
