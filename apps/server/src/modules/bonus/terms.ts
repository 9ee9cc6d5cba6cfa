import type { BonusContributions } from '@casino/db';

/**
 * The pure arithmetic of bonus terms (docs/decisions/027): every amount is an integer of minor
 * units, every division rounds down in the casino's favour by at most one minor unit.
 */

/** A currency as the conversion needs it: units of the base currency per unit, minor units per unit. */
export interface CurrencyUnit {
  rate: number;
  subunitToUnit: number;
}

/**
 * Base-currency minor units into `to`'s minor units at the current rate, rounded down
 * (1 for anything positive that would round to 0).
 */
export function fromBase(baseMinor: number, base: CurrencyUnit, to: CurrencyUnit): number {
  if (baseMinor === 0) return 0;
  const major = (baseMinor / base.subunitToUnit) * (base.rate / to.rate);
  return Math.max(1, Math.floor(major * to.subunitToUnit + 1e-9));
}

/**
 * The bonus a deposit gets: `percent` of it, at most `cap`; a fixed bonus is `cap` itself;
 * free spins are no money bonus (their wins become one later).
 */
export function bonusAmount(
  kind: 'deposit_match' | 'fixed' | 'free_spins',
  percent: number | null,
  cap: number,
  deposit: number,
): number {
  if (kind === 'fixed') return cap;
  if (kind === 'free_spins') return 0;
  return Math.min(cap, Math.floor((deposit * (percent ?? 0)) / 100));
}

/**
 * Percent of a stake that counts towards wagering for a game in `categories`: the lowest
 * listed percent among its categories, else `fallback`; always 0-100.
 */
export function contributionOf(
  categories: readonly string[],
  contributions: BonusContributions,
  fallback: number,
): number {
  const listed = categories
    .map((category) => contributions[category])
    .filter((value): value is number => typeof value === 'number');
  const percent = listed.length > 0 ? Math.min(...listed) : fallback;
  return Math.max(0, Math.min(100, percent));
}

/** What a settled stake adds to wagering: stake × percent / 100, rounded down. */
export function wageringOf(stake: number, percent: number): number {
  return Math.floor((stake * percent) / 100);
}

/** Why a contribution table is invalid (field → message), or null. */
export function contributionProblems(contributions: unknown): string | null {
  if (typeof contributions !== 'object' || contributions === null || Array.isArray(contributions)) {
    return 'Give a percent per game category';
  }
  for (const [category, value] of Object.entries(contributions)) {
    if (!/^[a-z0-9-]{1,40}$/.test(category)) return `Unknown category name "${category}"`;
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 100) {
      return `The contribution of ${category} must be a whole percent from 0 to 100`;
    }
  }
  return null;
}
