import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocaleCode } from './locale.ts';
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
