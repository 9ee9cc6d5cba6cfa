import { describe, expect, it } from 'vitest';
import { INDEXABLE_PATHS, localizePath, PRIVATE_PATH_PREFIXES, splitLocale } from './site.ts';

describe('localizePath', () => {
  it.each([
    ['/', 'de', '/de'],
    ['/games', 'de', '/de/games'],
    ['/games', 'pt-br', '/pt-br/games'],
    ['/', 'en', '/'],
    ['/games', 'en', '/games'],
  ])('%s in %s is %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('splitLocale', () => {
  it.each([
    ['/de', { locale: 'de', path: '/' }],
    ['/de/', { locale: 'de', path: '/' }],
    ['/de/games', { locale: 'de', path: '/games' }],
    ['/pt-br/games/slots', { locale: 'pt-br', path: '/games/slots' }],
    ['/games', { locale: null, path: '/games' }],
    ['/', { locale: null, path: '/' }],
    ['/dex', { locale: null, path: '/dex' }],
    ['/xx-yyy/games', { locale: null, path: '/xx-yyy/games' }],
    ['/DE/games', { locale: null, path: '/DE/games' }],
  ])('%s', (pathname, expected) => {
    expect(splitLocale(pathname)).toEqual(expected);
  });

  it('undoes localizePath for every indexable page', () => {
    for (const path of INDEXABLE_PATHS) {
      expect(splitLocale(localizePath(path, 'es'))).toEqual({ locale: 'es', path });
    }
  });
});

describe('site paths', () => {
  it('keeps the API and per-player pages out of the indexable list', () => {
    for (const path of INDEXABLE_PATHS) {
      expect(PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
    expect(PRIVATE_PATH_PREFIXES).toContain('/api/');
  });
});
