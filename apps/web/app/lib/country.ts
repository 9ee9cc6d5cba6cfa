import { ApiError } from './api';

/** The API's answer from a country in RESTRICTED_COUNTRIES (451). */
const COUNTRY_RESTRICTED = 'country_restricted';

/** Registration, a deposit or a real-money launch refused for the visitor's country. */
export function isCountryRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === COUNTRY_RESTRICTED;
}
