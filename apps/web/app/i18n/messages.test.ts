import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSite } from '../lib/site';
import { getMessages, getMessagesJson, withFallback } from './messages.server';
import { translate } from './translate';

describe('missing messages', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('fills keys a language lacks from English and lists them', () => {
    const missing: string[] = [];
    const merged = withFallback(
      { nav: { home: 'Home', casino: 'Casino' }, brand: { name: 'Aurora' } },
      { nav: { home: 'Startseite' } },
      missing,
    );
    expect(merged).toEqual({
      nav: { home: 'Startseite', casino: 'Casino' },
      brand: { name: 'Aurora' },
    });
    expect(missing).toEqual(['nav.casino', 'brand.name']);
  });

  it('reports an unknown key in development and shows the key', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const text = translate(getMessages('de'), 'nav.nope' as never, undefined, 'de');
    expect(text).toBe('nav.nope');
    expect(warn).toHaveBeenCalledWith('[i18n] missing message "nav.nope" (de)');
  });

  it('formats plurals for the page language', () => {
    expect(translate(getMessages('de'), 'providers.games', { count: 1 }, 'de')).toBe('1 Spiel');
    expect(translate(getMessages('pt-br'), 'questions.count', { count: 11 }, 'pt-br')).toBe(
      '11 respostas',
    );
  });
});

describe('texts in the root loader data', () => {
  it("travel as JSON text and read back as the language's catalog, once per loader data", () => {
    const json = getMessagesJson('de');
    expect(typeof json).toBe('string');
    const site = readSite({ locale: 'de', messages: json });
    expect(site?.messages).toEqual(getMessages('de'));
    expect(translate(site?.messages ?? getMessages('en'), 'common.loading', undefined, 'de')).toBe(
      getMessages('de').common.loading,
    );
    expect(readSite(site)?.messages).toBe(site?.messages);
    expect(readSite(undefined)).toBeUndefined();
  });
});
