import { DEFAULT_LOCALE } from './locale.ts';

/** Pages that search engines may index; each exists in every enabled locale. */
export const INDEXABLE_PATHS = [
  '/',
  '/games',
  '/providers',
  '/questions',
  '/betting',
  '/welcome-package',
] as const;

/** Paths robots must not crawl: private, per-player or transactional. */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/profile',
  '/auth/',
  '/favorites',
  '/recently-played',
  '/verify/',
  '/reset-password/',
] as const;

/**
 * Prefixes `path` with the locale; the default locale has no prefix
 * (docs/product/README.md#what-the-site-does).
 */
export function localizePath(path: string, locale: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits a leading locale segment off a path when it looks like one. */
export function splitLocale(pathname: string): { locale: string | null; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: null, path: pathname };
  return { locale: match[1]!, path: match[2] || '/' };
}
