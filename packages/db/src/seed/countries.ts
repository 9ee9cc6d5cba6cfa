import { createRequire } from 'node:module';

interface RegionData {
  countryName: string;
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
}

const require = createRequire(import.meta.url);
const data = require('country-region-data/data.json') as RegionData[];

/** Countries whose players get a site language other than en by default. */
const COUNTRY_LOCALE: Record<string, string> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  LU: 'de',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  VE: 'es',
  EC: 'es',
  GT: 'es',
  CU: 'es',
  BO: 'es',
  DO: 'es',
  HN: 'es',
  PY: 'es',
  SV: 'es',
  NI: 'es',
  CR: 'es',
  PA: 'es',
  UY: 'es',
  PR: 'es',
  GQ: 'es',
  BR: 'pt-br',
  PT: 'pt-br',
  AO: 'pt-br',
  MZ: 'pt-br',
  CV: 'pt-br',
  PL: 'pl',
  SA: 'ar',
  AE: 'ar',
  EG: 'ar',
  MA: 'ar',
  DZ: 'ar',
  TN: 'ar',
  JO: 'ar',
  KW: 'ar',
  QA: 'ar',
  BH: 'ar',
  OM: 'ar',
  LB: 'ar',
  IQ: 'ar',
};

const englishNames = new Intl.DisplayNames(['en'], { type: 'region' });

function regionCode(name: string, shortCode: string | undefined, used: Set<string>): string {
  let code =
    shortCode?.trim() ||
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 8)
      .toUpperCase();
  while (used.has(code)) code = `${code}_`;
  used.add(code);
  return code;
}

/** Every ISO 3166-1 country with its states or regions (ISO 3166-2 where known). */
export function seedCountries() {
  return data.map((country) => {
    const used = new Set<string>();
    const code = country.countryShortCode;
    return {
      code,
      name: englishNames.of(code) ?? country.countryName,
      locale: COUNTRY_LOCALE[code] ?? 'en',
      states: country.regions.map((r) => ({
        code: regionCode(r.name, r.shortCode, used),
        name: r.name,
      })),
    };
  });
}
