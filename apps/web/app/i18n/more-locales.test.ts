import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { formatIcu, isValidIcu } from './icu';
import { it as itMessages } from './it';
import { nl } from './nl';
import { tr } from './tr';

/** The four catalogs of issue 35, checked on their own until the merge registers them. */
const CATALOGS: Record<string, unknown> = { fr, it: itMessages, nl, tr };

function entries(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    entries(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Argument names of an ICU text, with plural/select categories, nested arguments included. */
function argumentsOf(text: string, found = new Set<string>(), categories: string[] = []) {
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) start = i;
    else if (text[i] === '}' && --depth === 0) {
      const body = text.slice(start + 1, i);
      const comma = body.indexOf(',');
      if (comma < 0) found.add(body.trim());
      else {
        found.add(body.slice(0, comma).trim());
        const rest = body.slice(body.indexOf(',', comma + 1) + 1);
        let level = 0;
        let open = -1;
        let label = '';
        for (let j = 0; j < rest.length; j++) {
          if (rest[j] === '{' && level++ === 0) {
            open = j;
            categories.push(label.trim());
            label = '';
          } else if (rest[j] === '}' && --level === 0) argumentsOf(rest.slice(open + 1, j), found);
          else if (level === 0) label += rest[j];
        }
      }
    }
  }
  return { names: [...found].sort(), categories };
}

const english = entries(en);

describe.each(Object.keys(CATALOGS))('web catalog %s', (locale) => {
  const own = new Map(entries(CATALOGS[locale]));

  it('has exactly the keys of en', () => {
    expect([...own.keys()].sort()).toEqual(english.map(([key]) => key).sort());
  });

  it('keeps every placeholder of en, in well-formed ICU', () => {
    const wrong = english.filter(
      ([key, text]) =>
        !isValidIcu(own.get(key) ?? '{') ||
        argumentsOf(own.get(key) ?? '').names.join() !== argumentsOf(text).names.join(),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('uses only plural categories the language has', () => {
    const known = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const unknown = [...own.values()]
      .flatMap((text) => argumentsOf(text).categories)
      .filter((category) => !category.startsWith('=') && !/^\d+$/.test(category))
      .filter((category) => !known.includes(category));
    expect(unknown).toEqual([]);
  });

  it('is translated: few texts are the same as in English', () => {
    const same = english.filter(([key, text]) => own.get(key) === text);
    expect(same.length).toBeLessThan(english.length / 10);
  });

  it('reads naturally with numbers', () => {
    const text = own.get('providers.games')!;
    expect(formatIcu(text, { count: 1 }, locale)).not.toBe(formatIcu(text, { count: 5 }, locale));
    expect(formatIcu(text, { count: 5 }, locale)).toMatch(/5/);
  });
});
