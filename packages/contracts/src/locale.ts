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

/** Writing direction of a locale: the `dir` of its pages. */
export type TextDirection = 'ltr' | 'rtl';

export interface SiteLocale {
  /** URL prefix and catalog file name (`pt-br` → `/pt-br/…`, `i18n/pt-br.ts`). */
  code: string;
  /** English name, for operators. */
  name: string;
  /** The language's own name, for the language picker. */
  nativeName: string;
  dir: TextDirection;
  /** BCP 47 tag for `Intl` (numbers, money, dates, plural rules) and `<html lang>`. */
  intl: string;
}

/**
 * Every language the site, the games, the mails and the sandbox pages speak, in picker order
 * (docs/decisions/048). Adding a language is its catalogs plus one line here.
 * `intl` is what the pages hand to `Intl` as the code itself does (`Intl` reads `pt-br` as
 * `pt-BR`), so Arabic shows Arabic digits, CLDR's default for `ar`.
 */
export const SITE_LOCALES = [
  { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr', intl: 'en' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', dir: 'ltr', intl: 'de' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', dir: 'ltr', intl: 'es' },
  {
    code: 'pt-br',
    name: 'Portuguese (Brazil)',
    nativeName: 'Português (Brasil)',
    dir: 'ltr',
    intl: 'pt-BR',
  },
  { code: 'fr', name: 'French', nativeName: 'Français', dir: 'ltr', intl: 'fr' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', dir: 'ltr', intl: 'it' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', dir: 'ltr', intl: 'nl' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', dir: 'ltr', intl: 'pl' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', dir: 'ltr', intl: 'tr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', dir: 'rtl', intl: 'ar' },
] as const satisfies readonly SiteLocale[];

export type SiteLocaleCode = (typeof SITE_LOCALES)[number]['code'];

/** The site locale of a code (`pt-br`, `PT_BR`, `pt-BR` alike), or undefined. */
export function findSiteLocale(code: string | null | undefined): SiteLocale | undefined {
  // No lookup table built at load: the browser bundle imports this module for its small helpers
  // and must be able to drop the list (first-visit budget).
  const wanted = String(code ?? '')
    .toLowerCase()
    .replace('_', '-');
  return SITE_LOCALES.find((l) => l.code === wanted);
}

/** Whether `code` is one of the site's languages (narrows it). */
export function isSiteLocale(code: string | null | undefined): code is SiteLocaleCode {
  return findSiteLocale(code)?.code === code;
}

/**
 * The site language closest to a locale tag: itself, else its primary language when that is
 * ours (`de-AT` → `de`, `pt` → `pt-br`), else English.
 */
export function siteLocaleOf(code: string | null | undefined): SiteLocaleCode {
  const lower = String(code ?? '')
    .toLowerCase()
    .replace('_', '-');
  const exact = findSiteLocale(lower);
  if (exact) return exact.code as SiteLocaleCode;
  const primary = lower.split('-')[0]!;
  const match = SITE_LOCALES.find((l) => l.code === primary || l.code.split('-')[0] === primary);
  return match?.code ?? DEFAULT_LOCALE;
}

/** `Intl` tag of a site locale (`pt-br` → `pt-BR`); English for an unknown code. */
export const intlLocale = (code: string | null | undefined): string =>
  findSiteLocale(code)?.intl ?? siteLocale(siteLocaleOf(code)).intl;

/** Writing direction of a site locale; `ltr` for an unknown code. */
export const textDirection = (code: string | null | undefined): TextDirection =>
  findSiteLocale(code)?.dir ?? 'ltr';

function siteLocale(code: string): SiteLocale {
  return findSiteLocale(code) ?? SITE_LOCALES[0];
}
