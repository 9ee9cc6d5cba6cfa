/** Locale rules shared by server and browser; no zod here, so the browser bundle stays small. */
/**
 * Locale prefix: two letters, or two letters, a dash and two letters
 * (docs/product/constants.md#locale-prefix).
 */
export const LOCALE_PATTERN = /^[a-z]{2}(-[a-z]{2})?$/;
export const DEFAULT_LOCALE = 'en';

export function isLocaleCode(value: string): boolean {
  return LOCALE_PATTERN.test(value);
}
