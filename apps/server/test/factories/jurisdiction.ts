import type { JurisdictionCode } from '@casino/contracts';

/** One country of each profile in the jurisdiction tests (`none`: a country no entry names). */
export const PROFILE_COUNTRY: Record<JurisdictionCode, string> = {
  none: 'US',
  gb: 'GB',
  mt: 'MT',
  de: 'DE',
  nl: 'NL',
  br: 'BR',
  on: 'CA',
};
