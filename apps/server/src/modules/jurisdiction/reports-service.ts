import {
  JURISDICTION_CODES,
  JURISDICTION_PROFILES,
  type JurisdictionCode,
} from '@casino/contracts';
import type { Jurisdictions } from '@casino/contracts/api/backoffice';
import { profileCodeFor } from './resolve.ts';

// What the back office reads of the jurisdiction profiles (issue 32, J4): the profile in force
// per place and each profile's rules, and who belongs to a profile for a regulatory return.

type CountryMap = Readonly<Record<string, JurisdictionCode>>;

/** JURISDICTION_COUNTRIES as configured, sorted by place, with every profile's rules. */
export function jurisdictionOverview(map: CountryMap): Jurisdictions {
  return {
    places: Object.entries(map)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([place, profile]) => ({ place, profile })),
    fallback: 'none',
    profiles: JURISDICTION_CODES.map((code) => JURISDICTION_PROFILES[code]),
  };
}

/** The configured places (GB, CA-ON, EU) whose players get `code`. */
export function placesOf(map: CountryMap, code: JurisdictionCode): string[] {
  return Object.keys(map)
    .filter((place) => map[place] === code)
    .sort();
}

/**
 * Of the (country, region) pairs given, those whose players get `code`: the same resolution as
 * every rule uses (country-region first, then the country, then EU), so a return counts exactly
 * the players the rules applied to.
 */
export function placesInProfile(
  map: CountryMap,
  code: JurisdictionCode,
  pairs: readonly { country: string; region: string | null }[],
) {
  return pairs.filter((p) => profileCodeFor(map, p.country, p.region) === code);
}
