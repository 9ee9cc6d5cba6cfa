import { JURISDICTION_CODES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { jurisdictionOverview, placesInProfile, placesOf } from './reports-service.ts';

const PLACES = [
  { country: 'GB', region: 'ENG' },
  { country: 'GB', region: null },
  { country: 'CA', region: 'ON' },
  { country: 'CA', region: 'QC' },
  { country: 'FR', region: null },
  { country: 'US', region: 'NJ' },
];

/**
 * Who a regulatory return counts (issue 32, J4), over every profile: the players the rules apply
 * to, by the same resolution (country-region, then country, then EU); `none` is everyone unmapped.
 */
describe.each(JURISDICTION_CODES)('the %s profile in a return', (code) => {
  it('counts the places mapped to it, and no other', () => {
    const map = { GB: code, 'CA-ON': code, EU: 'mt' as const };
    const counted = placesInProfile(map, code, PLACES).map((p) => `${p.country}-${p.region}`);
    const expected = ['GB-ENG', 'GB-null', 'CA-ON'];
    if (code === 'mt') expected.push('FR-null'); // EU → mt
    if (code === 'none') expected.push('CA-QC', 'US-NJ'); // unmapped places get none
    expect(counted.sort()).toEqual(expected.sort());
    expect(placesOf(map, code)).toEqual(code === 'mt' ? ['CA-ON', 'EU', 'GB'] : ['CA-ON', 'GB']);
  });

  it('is listed with its rules, whatever the mapping', () => {
    expect(jurisdictionOverview({}).profiles.map((p) => p.code)).toContain(code);
  });
});

describe('the profiles in force', () => {
  it('list the configured places in order, everyone else none', () => {
    const overview = jurisdictionOverview({ GB: 'gb', 'CA-ON': 'on', EU: 'mt', DE: 'de' });
    expect(overview.places).toEqual([
      { place: 'CA-ON', profile: 'on' },
      { place: 'DE', profile: 'de' },
      { place: 'EU', profile: 'mt' },
      { place: 'GB', profile: 'gb' },
    ]);
    expect(overview.fallback).toBe('none');
    expect(placesInProfile({}, 'gb', PLACES)).toEqual([]);
  });
});
