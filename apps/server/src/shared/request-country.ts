/**
 * The visitor's country from Cloudflare's `cf-ipcountry` header (ISO 3166-1 alpha-2); XX
 * (unknown) and T1 (Tor) are not countries.
 */
export function requestCountry(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (!value || !/^[A-Z]{2}$/.test(value) || value === 'XX' || value === 'T1') return null;
  return value;
}
