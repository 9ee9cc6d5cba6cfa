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

/**
 * The languages of an Accept-Language header, preferred first, as site locale codes: each tag
 * lower-cased and followed by its primary language (`pt-BR` → `pt-br`, `pt`; `de-AT` → `de-at`,
 * `de`); `*` and q=0 are left out.
 */
export function acceptLanguageCodes(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight =
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1';
      const q = Number(weight);
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .flatMap(({ tag }) => [tag, tag.split('-')[0]!]);
}
