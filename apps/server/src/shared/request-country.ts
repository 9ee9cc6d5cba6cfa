import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * An ISO 3166-1 alpha-2 country from a geo header's value; XX (unknown) and T1 (Tor) are not
 * countries.
 */
export function parseCountry(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  if (!value || !/^[A-Z]{2}$/.test(value) || value === 'XX' || value === 'T1') return null;
  return value;
}

/**
 * The visitor's country, read only from the header GEO_COUNTRY_HEADER names: any other header
 * is the visitor's own word. Unset: no country.
 */
export function requestCountry(request: FastifyRequest): string | null {
  const header = request.server.config.GEO_COUNTRY_HEADER;
  return header ? parseCountry(request.headers[header]) : null;
}

/**
 * True when the country is on the restricted list: the operators' list in the settings, or
 * RESTRICTED_COUNTRIES until they edit it (modules/settings/restricted-countries.ts).
 */
export function isCountryRestricted(
  request: FastifyRequest,
  country: string | null,
): Promise<boolean> {
  return request.server.restrictedCountries.includes(country);
}

/** 451 Unavailable For Legal Reasons: what a call answers from a restricted country. */
export const COUNTRY_RESTRICTED = 451;

/**
 * A preValidation hook for calls closed to restricted countries (registration, deposits,
 * real-money launches): 451 `country_restricted` before anything else runs.
 */
export async function refuseRestrictedCountry(request: FastifyRequest): Promise<void> {
  const country = requestCountry(request);
  if (await isCountryRestricted(request, country)) {
    throw new AppError(
      COUNTRY_RESTRICTED,
      'country_restricted',
      `Not available from your country (${country})`,
    );
  }
}
