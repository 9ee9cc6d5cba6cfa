import type { Config } from '../src/config.ts';

/** One setting as the environment variable `loadConfig` reads back to the same value. */
function envValue(key: keyof Config, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (key === 'OIDC_PROVIDERS') return JSON.stringify(value);
  // JURISDICTION_COUNTRIES: { GB: 'gb', 'CA-ON': 'on' } is `GB=gb,CA-ON=on`.
  if (key === 'JURISDICTION_COUNTRIES' && value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([country, code]) => `${country}=${code}`)
      .join(',');
  }
  // `none` is PAYMENT_PROVIDERS' word for "no provider" (an empty value means "the default").
  if (key === 'PAYMENT_PROVIDERS' && Array.isArray(value) && value.length === 0) return 'none';
  // Comma lists: countries, document kinds, reality-check minutes, proxy addresses.
  if (Array.isArray(value)) return value.map(String).join(',');
  // KYC_DOCUMENT_VALIDITY_DAYS: { address: 90 } is `address:90`.
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([kind, days]) => `${kind}:${days}`)
      .join(',');
  }
  throw new Error(`${key}: no environment form for ${String(value)}`);
}

/**
 * The environment variables that give these settings: the inverse of `loadConfig`, so that
 * `loadConfig(configToEnv(settings))` holds `settings` (a test boots a server process with them).
 * Unset settings (undefined) are left out.
 */
export function configToEnv(settings: Partial<Config>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (value !== undefined) env[key] = envValue(key as keyof Config, value);
  }
  return env;
}
