import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { profileCodeFor } from './resolve.ts';

const map = loadConfig({
  JURISDICTION_COUNTRIES: 'GB=gb, de=de,NL=nl,BR=br,CA-ON=on,EU=mt',
}).JURISDICTION_COUNTRIES;

describe('jurisdiction profiles by country', () => {
  it('takes the country-region, then the country, then EU, else none', () => {
    expect(profileCodeFor(map, 'GB')).toBe('gb');
    expect(profileCodeFor(map, 'de')).toBe('de');
    expect(profileCodeFor(map, 'CA', 'ON')).toBe('on');
    expect(profileCodeFor(map, 'CA', 'QC')).toBe('none');
    expect(profileCodeFor(map, 'AT')).toBe('mt');
    expect(profileCodeFor(map, 'NL')).toBe('nl');
    expect(profileCodeFor(map, 'US')).toBe('none');
    expect(profileCodeFor(map, null)).toBe('none');
  });

  it('keeps today behaviour by default: every country is none', () => {
    const none = loadConfig({}).JURISDICTION_COUNTRIES;
    expect(profileCodeFor(none, 'GB')).toBe('none');
  });

  it('stops the boot naming the setting when a profile or a country is wrong', () => {
    expect(() => loadConfig({ JURISDICTION_COUNTRIES: 'GB=uk' })).toThrow(
      /JURISDICTION_COUNTRIES: "GB=uk": the profile must be one of none, gb, mt, de, nl, br, on/,
    );
    expect(() => loadConfig({ JURISDICTION_COUNTRIES: 'Britain=gb' })).toThrow(
      /JURISDICTION_COUNTRIES: "Britain=gb": a country code/,
    );
  });
});
