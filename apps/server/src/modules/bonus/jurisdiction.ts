import {
  JURISDICTION_PROFILES,
  type JurisdictionCode,
  type JurisdictionProfile,
} from '@casino/contracts';
import { profileCodeFor, profileFor } from '../jurisdiction/service.ts';
import type { BonusContext } from './context.ts';
import type { BonusFailure } from './failures.ts';
import * as repo from './repository.ts';

/** The sportsbook's lobby category (docs/decisions/032): its stakes are the sports product. */
const SPORTS = 'sports';

type OfferTerms = Pick<
  repo.DefinitionRow,
  'countries' | 'wageringMultiplier' | 'contributions' | 'defaultContribution'
>;

/** BONUS_CODE_TRIGGER of a code applied at a deposit. */
const DEPOSIT_TRIGGER = 3;

/**
 * The offer is tied to a deposit: a deposit match, a welcome step (granted by the player's
 * first deposits) or a code that triggers at a deposit. Brazil forbids them (issue 32).
 */
export const isDepositBonus = (
  def: Pick<repo.DefinitionRow, 'kind' | 'welcomeStep' | 'codeTrigger'>,
): boolean =>
  def.kind === 'deposit_match' || def.welcomeStep !== null || def.codeTrigger === DEPOSIT_TRIGGER;

/**
 * The profiles an offer reaches (issue 32): those of its countries (a country's regional
 * entries too, e.g. CA-ON), or, open to every country, `none` and every profile
 * JURISDICTION_COUNTRIES names.
 */
export function targetedProfiles(
  map: Readonly<Record<string, JurisdictionCode>>,
  countries: readonly string[],
): JurisdictionProfile[] {
  const codes = new Set<JurisdictionCode>();
  if (countries.length === 0) {
    codes.add('none');
    for (const code of Object.values(map)) codes.add(code);
  }
  for (const country of countries) {
    codes.add(profileCodeFor(map, country));
    for (const [key, code] of Object.entries(map)) {
      if (key.startsWith(`${country}-`)) codes.add(code);
    }
  }
  return [...codes].map((code) => JURISDICTION_PROFILES[code]);
}

/** The offer's wagering counts stakes on both casino games and sports bets. */
export function spansCasinoAndSports(terms: OfferTerms): boolean {
  const listed = Object.entries(terms.contributions);
  const sports = terms.contributions[SPORTS] ?? terms.defaultContribution;
  const casino =
    terms.defaultContribution > 0 || listed.some(([category, p]) => category !== SPORTS && p > 0);
  return sports > 0 && casino;
}

/**
 * An offer's terms against the profiles it reaches, as an operator creates, edits or publishes
 * it: wagering above the lowest cap (`wagering_above_cap`), or casino and sports in one offer
 * where a profile forbids it (`mixed_products_forbidden`). Null when they hold.
 */
export function offerTermsProblem(ctx: BonusContext, terms: OfferTerms): BonusFailure | null {
  const profiles = targetedProfiles(ctx.jurisdictionCountries, terms.countries);
  const caps = profiles.flatMap((p) =>
    p.bonuses.maxWagering === null ? [] : [p.bonuses.maxWagering],
  );
  if (caps.length > 0 && terms.wageringMultiplier > Math.min(...caps)) {
    return { kind: 'wagering_cap', cap: Math.min(...caps) };
  }
  const forbidding = profiles.filter((p) => p.bonuses.forbidsMixedProducts);
  if (forbidding.length > 0 && spansCasinoAndSports(terms)) {
    return { kind: 'mixed_products', profiles: forbidding.map((p) => p.name) };
  }
  return null;
}

/**
 * Why a running offer may not be granted to a player of `country` (null: it may): its wagering
 * is above the player's profile's cap, or it mixes products the profile keeps apart. Bonuses
 * granted before keep their terms (docs/product/jurisdictions.md#bonuses).
 */
export function profileRefusal(
  ctx: BonusContext,
  terms: OfferTerms & Pick<repo.DefinitionRow, 'kind' | 'welcomeStep' | 'codeTrigger'>,
  country: string | null | undefined,
): string | null {
  const profile = profileFor(ctx.jurisdictionCountries, country);
  if (profile.bonuses.forbidsDepositBonuses && isDepositBonus(terms)) {
    return `deposit bonuses are not allowed (${profile.name})`;
  }
  const cap = profile.bonuses.maxWagering;
  if (cap !== null && terms.wageringMultiplier > cap) {
    return `wagering ${terms.wageringMultiplier}× above the ${profile.name} cap of ${cap}×`;
  }
  if (profile.bonuses.forbidsMixedProducts && spansCasinoAndSports(terms)) {
    return `casino and sports in one offer (${profile.name})`;
  }
  return null;
}

/** The player's profile makes bonuses opt-in (issue 32): the deposit sheet preselects none. */
export async function isBonusOptIn(ctx: BonusContext, playerId: string): Promise<boolean> {
  const country = await repo.playerCountry(ctx.db, playerId);
  return profileFor(ctx.jurisdictionCountries, country).bonuses.isOptIn;
}
