import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_LOCALES } from '@casino/contracts/locale';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { formatIcu, isValidIcu } from './icu';
import { CATALOGS as SERVED } from './messages.server';
import { lookup } from './translate';

const CATALOGS = SERVED as Record<string, unknown>;
const OTHERS = SITE_LOCALES.map((l) => l.code).filter((code) => code !== 'en');
const APP = new URL('..', import.meta.url).pathname;

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'i18n' && !name.startsWith('+')) yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) yield path;
  }
}

/**
 * Message keys the web code uses: `t('a.b')`, typed `label: 'a.b'` entries, and template keys
 * `t(`a.${x}`)` whose static prefix must name a group of messages.
 */
function usedKeys() {
  const literal = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of sourceFiles(APP)) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z][\w.-]*)'/g)) literal.add(m[1]!);
    for (const m of source.matchAll(/\blabel: '([a-z][\w]*\.[\w.]+)'/g)) literal.add(m[1]!);
    for (const m of source.matchAll(/\bt\(\s*`([a-zA-Z][\w.]*)\.\$\{/g)) prefixes.add(m[1]!);
    for (const m of source.matchAll(/`((?:seo|contact\.subjects|wallet\.statuses)[\w.]*)\.\$\{/g))
      prefixes.add(m[1]!);
  }
  return { literal: [...literal].sort(), prefixes: [...prefixes].sort() };
}

describe('message catalogs', () => {
  const { literal, prefixes } = usedKeys();

  it('finds the keys the web code uses', () => {
    expect(literal.length).toBeGreaterThan(150);
    expect(literal).toEqual(
      expect.arrayContaining(['contact.submit', 'questions.count', 'nav.casino']),
    );
  });

  it.each(Object.keys(CATALOGS))('%s has every key the web code uses', (locale) => {
    const catalog = CATALOGS[locale];
    expect(literal.filter((key) => lookup(catalog, key) === undefined)).toEqual([]);
    const group = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
    expect(prefixes.filter((p) => typeof group(p) !== 'object')).toEqual([]);
  });

  it('has a catalog file for every site locale', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(SITE_LOCALES.map((l) => l.code).sort());
  });

  it.each(OTHERS)('%s has exactly the keys of en', (locale) => {
    expect(keysOf(CATALOGS[locale]).sort()).toEqual(keysOf(en).sort());
  });

  /** Plural messages: each language's CLDR categories, so no count reads wrong. */
  it.each(SITE_LOCALES.map((l) => [l.code, l.intl]))(
    '%s plural messages name every plural category of the language',
    (locale, intl) => {
      // the categories whole numbers up to 1000 fall into (Spanish "many" starts at a million)
      const rules = new Intl.PluralRules(intl);
      const categories = [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))];
      const catalog = CATALOGS[locale];
      const lacking = keysOf(en)
        .filter((key) => /\{\w+, plural,/.test(lookup(en, key)!))
        .flatMap((key) => {
          const text = lookup(catalog, key)!;
          const missing = categories.filter(
            (c) =>
              c !== 'other' &&
              !new RegExp(`[\\s,]${c} \\{`).test(text) &&
              !(c === 'zero' && text.includes('=0 {')),
          );
          return missing.length ? [`${key}: ${missing.join(' ')}`] : [];
        });
      expect(lacking).toEqual([]);
    },
  );

  it('counts in Polish with one, few and many', () => {
    const games = (count: number) =>
      formatIcu(lookup(CATALOGS.pl, 'providers.games')!, { count }, 'pl');
    expect([1, 2, 5, 22, 25].map(games)).toEqual(['1 gra', '2 gry', '5 gier', '22 gry', '25 gier']);
  });

  it('counts in Arabic with one, two, few and many', () => {
    const games = (count: number) =>
      formatIcu(lookup(CATALOGS.ar, 'providers.games')!, { count }, 'ar');
    expect([1, 2, 3, 11].map(games)).toEqual(['لعبة واحدة', 'لعبتان', '3 ألعاب', '11 لعبة']);
  });

  it.each(Object.keys(CATALOGS))('%s messages are well-formed ICU and translated', (locale) => {
    const catalog = CATALOGS[locale];
    const broken = keysOf(catalog).filter((key) => !isValidIcu(lookup(catalog, key)!));
    expect(broken).toEqual([]);
    if (locale !== 'en') {
      // a few words are the same in every language (brand, Slots, Chat...), but not many
      const same = keysOf(catalog).filter((key) => lookup(catalog, key) === lookup(en, key));
      expect(same.length).toBeLessThan(keysOf(en).length / 10);
    }
  });
});
