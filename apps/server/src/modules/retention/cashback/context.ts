import type { Db } from '@casino/db';
import type { FastifyBaseLogger } from 'fastify';
import { type BoundedSet, boundedSet } from '../../../shared/bounded-set.ts';
import type { Clock } from '../../../shared/clock.ts';
import type { EventSink } from '../../../shared/event-bus.ts';
import type { WalletContext } from '../../wallet/service.ts';

/** The limits port `retentionEligibility`: a time-out or self-exclusion says no (issue 33). */
export type RetentionEligibility = (
  playerId: string,
  db: Db,
) => Promise<{ allowed: true } | { allowed: false; reason: string }>;

/**
 * A reward as a bonus (cashback paid `as bonus`): issued once per `source` from the operator's
 * bonus definition, under the player's jurisdiction rules; the bonus module's hook in app.ts.
 */
export type BonusReward = (input: {
  playerId: string;
  currency: string;
  amount: number;
  definitionId: string;
  source: string;
}) => Promise<{ ok: true; playerBonusId: string } | { ok: false; reason: string }>;

/**
 * What happened, for the inbox built beside this part (issue 33): the lead plugs the messenger
 * in here at merge. Called after the commit; never throws into the payout.
 */
export type RewardNotice = (
  playerId: string,
  notice: {
    kind: 'cashback' | 'referral';
    amount: number;
    currency: string;
    payAs: 'cash' | 'bonus';
    /** The period (cashback) or the friend (referral) it is for. */
    reference: string;
  },
) => void | Promise<void>;

export interface CashbackContext {
  db: Db;
  clock: Clock;
  wallet: WalletContext;
  events: EventSink;
  eligibility: RetentionEligibility;
  bonusReward: BonusReward;
  onReward: RewardNotice;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: the referral link's origin. */
  publicUrl: string;
  /** Payouts run this many at once (PostgreSQL pool; 1 on PGlite). */
  concurrency: number;
  /**
   * Players whose money movements can qualify no referral (none claimed, or theirs refused or
   * paid): their `wallet.balance.changed` reads nothing (issue 31). A claim here forgets the
   * player; one on another instance is caught by the sweep (`checkPendingReferrals`).
   */
  noReferralDue: BoundedSet;
}

export interface CashbackDeps
  extends Omit<CashbackContext, 'onReward' | 'bonusReward' | 'concurrency' | 'noReferralDue'> {
  onReward?: RewardNotice;
  bonusReward?: BonusReward;
  concurrency?: number;
}

export function createCashbackContext(deps: CashbackDeps): CashbackContext {
  return {
    ...deps,
    onReward: deps.onReward ?? (() => {}),
    bonusReward:
      deps.bonusReward ?? (async () => ({ ok: false, reason: 'bonus payouts not configured' })),
    concurrency: deps.concurrency ?? 1,
    noReferralDue: boundedSet(200_000),
  };
}
