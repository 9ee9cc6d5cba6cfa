import {
  JURISDICTION_PROFILES,
  type JurisdictionCode,
  type JurisdictionProfile,
} from '@casino/contracts';

/** The EU member states (JURISDICTION_COUNTRIES `EU=…` names them all at once). */
export const EU_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

/**
 * The profile in force for a country (and region, e.g. CA + ON): the country-region's entry of
 * JURISDICTION_COUNTRIES, else the country's, else EU's for a member state, else `none`.
 */
export function profileCodeFor(
  map: Readonly<Record<string, JurisdictionCode>>,
  country: string | null | undefined,
  region?: string | null,
): JurisdictionCode {
  if (!country) return 'none';
  const upper = country.toUpperCase();
  const regional = region ? map[`${upper}-${region.toUpperCase()}`] : undefined;
  return regional ?? map[upper] ?? (EU_COUNTRIES.includes(upper) ? map.EU : undefined) ?? 'none';
}

export function profileFor(
  map: Readonly<Record<string, JurisdictionCode>>,
  country: string | null | undefined,
  region?: string | null,
): JurisdictionProfile {
  return JURISDICTION_PROFILES[profileCodeFor(map, country, region)];
}
