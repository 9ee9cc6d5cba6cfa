import {
  type AffordabilityRequest,
  bandedAmount,
  DEPOSIT_ABOVE_MONTHLY_CAP,
  DEPOSIT_LIMIT_CHOICE_REQUIRED,
  JURISDICTION_PROFILES,
  type JurisdictionProfile,
  LIMIT_DEFINITION,
  type PlayerLimitList,
} from '@casino/contracts';
import type { Db } from '@casino/db';
import {
  type AffordabilityRow,
  approvedMonthlyCap,
  depositsSince,
  latestAffordabilityRequest,
} from './jurisdiction-repository.ts';
import * as repo from './repository.ts';

/**
 * The jurisdiction profile in force for a player (issue 32: by the country of their account)
 * and their age, for the banded rules. app.ts passes the jurisdiction module's; without one
 * every player is `none` (no rule beyond the platform's own).
 */
export interface PlayerJurisdiction {
  profile: JurisdictionProfile;
  age: number | null;
}
export type JurisdictionOf = (db: Db, playerId: string) => Promise<PlayerJurisdiction>;
export const noJurisdiction: JurisdictionOf = async () => ({
  profile: JURISDICTION_PROFILES.none,
  age: null,
});

/** The first instant of the calendar month of `now` (UTC). */
export const monthStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** "700.00 EUR" from minor units (two decimals: the caps are in euro). */
const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

/**
 * The profile asks for a deposit-limit decision before the first deposit and the player made
 * none: no deposit limit set (any status: one set and later removed was a decision) and no
 * `decline` recorded.
 */
export async function isDepositLimitChoiceRequired(
  db: Db,
  playerId: string,
  { profile }: PlayerJurisdiction,
): Promise<boolean> {
  if (!profile.deposits.requiresLimitChoice) return false;
  const settings = await repo.findRgSettings(db, playerId);
  if (settings?.depositLimitDeclinedAt) return false;
  return !(await repo.hasEverSetLimit(db, playerId, LIMIT_DEFINITION.deposit));
}

/** The monthly cap of the profile for this player and this month's use, in the cap's currency. */
export async function monthlyCap(
  db: Db,
  playerId: string,
  who: PlayerJurisdiction,
  now: Date,
  ask?: { amount: number; currency: string },
) {
  const rule = who.profile.deposits.monthlyCap;
  if (!rule) return null;
  const baseAmount = bandedAmount(rule, who.age, who.profile.youngUpToAge);
  // An approved affordability check sets the player's cap (never below the profile's own).
  const approved = who.profile.deposits.affordabilityRaise
    ? await approvedMonthlyCap(db, playerId)
    : null;
  const amount = Math.max(baseAmount, approved ?? 0);
  const use = await depositsSince(db, playerId, monthStart(now), rule.currency, ask);
  if (!use) throw new Error(`the monthly deposit cap's currency ${rule.currency} has no rate`);
  return {
    currency: rule.currency,
    amount,
    baseAmount,
    used: use.used,
    asked: use.asked,
    remaining: Math.max(0, amount - use.used),
  };
}

/**
 * The jurisdiction's deposit rules (issue 32), inside the invoice's transaction after the
 * exclusion check: the limit decision first, then the monthly cap (the caller holds the
 * player's limits lock, so parallel deposits cannot pass the cap together).
 */
export async function checkJurisdictionDeposit(
  db: Db,
  playerId: string,
  who: PlayerJurisdiction,
  ask: { amount: number; currency: string },
  now: Date,
): Promise<{ allowed: false; code: string; reason: string; field?: string } | null> {
  if (await isDepositLimitChoiceRequired(db, playerId, who)) {
    return {
      allowed: false,
      code: DEPOSIT_LIMIT_CHOICE_REQUIRED,
      reason: 'Set a deposit limit or say you want none before your first deposit',
    };
  }
  const cap = await monthlyCap(db, playerId, who, now, ask);
  if (cap && cap.used + cap.asked > cap.amount) {
    return {
      allowed: false,
      code: DEPOSIT_ABOVE_MONTHLY_CAP,
      field: 'amount',
      reason: `This deposit would pass the monthly deposit cap of ${money(cap.amount, cap.currency)}: ${money(cap.remaining, cap.currency)} left this month`,
    };
  }
  return null;
}

export function toAffordabilityRequest(row: AffordabilityRow): AffordabilityRequest {
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    monthlyAmount: row.monthlyAmount,
    monthlyIncome: row.monthlyIncome,
    monthlyOutgoings: row.monthlyOutgoings,
    incomeSource: row.incomeSource as AffordabilityRequest['incomeSource'],
    note: row.note,
    approvedAmount: row.approvedAmount,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The affordability part of the player's monthly cap (GET /api/player/limits). */
export async function affordabilityState(
  db: Db,
  playerId: string,
  who: PlayerJurisdiction | undefined,
  baseAmount: number,
): Promise<
  Pick<
    NonNullable<PlayerLimitList['monthlyDepositCap']>,
    'baseAmount' | 'mayAskRaise' | 'affordability'
  >
> {
  if (!who?.profile.deposits.affordabilityRaise) {
    return { baseAmount, mayAskRaise: false, affordability: null };
  }
  const latest = await latestAffordabilityRequest(db, playerId);
  return {
    baseAmount,
    mayAskRaise: latest?.status !== 'pending',
    affordability: latest && toAffordabilityRequest(latest),
  };
}
