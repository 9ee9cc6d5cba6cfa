import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  intlLocale,
  isLocaleCode,
  SITE_LOCALES,
  siteLocaleOf,
  textDirection,
} from './locale.ts';
import { LocaleCodeSchema } from './settings.ts';

describe('isLocaleCode', () => {
  it.each(['de', 'en', 'pt-br', 'es-mx'])('accepts %j', (code) => {
    expect(isLocaleCode(code)).toBe(true);
    expect(LocaleCodeSchema.safeParse(code).success).toBe(true);
  });

  it.each(['xx-yyy', 'EN', 'de_DE', 'pt-BR', 'd', 'deu', '', '/de', 'de-'])(
    'rejects %j',
    (code) => {
      expect(isLocaleCode(code)).toBe(false);
      expect(LocaleCodeSchema.safeParse(code).success).toBe(false);
    },
  );

  it('treats English as the default language', () => {
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('the site locales', () => {
  it('lists each language once, with a valid code, Intl tag and direction', () => {
    const codes = SITE_LOCALES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['en', 'de', 'es', 'pt-br', 'pl', 'ar']));
    for (const locale of SITE_LOCALES) {
      expect(isLocaleCode(locale.code)).toBe(true);
      expect(Intl.getCanonicalLocales(locale.intl)).toHaveLength(1);
    }
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('pl')).toBe('ltr');
    expect(textDirection('xx')).toBe('ltr');
  });

  it('finds the closest site language of a tag', () => {
    expect(siteLocaleOf('pt-BR')).toBe('pt-br');
    expect(siteLocaleOf('pt')).toBe('pt-br');
    expect(siteLocaleOf('ar_EG')).toBe('ar');
    expect(siteLocaleOf('pl')).toBe('pl');
    expect(siteLocaleOf('ja')).toBe('en');
    expect(siteLocaleOf('fr-CA')).toBe('fr');
    expect(siteLocaleOf(null)).toBe('en');
    expect(intlLocale('pt-br')).toBe('pt-BR');
  });
});
