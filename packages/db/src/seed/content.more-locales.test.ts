import { describe, expect, it } from 'vitest';
import { readContentDir } from './content.ts';

/**
 * The content of issue 35's languages (content/fr, it, nl, tr): every entry English has (but the
 * redirects, which a locale only overrides), valid for its group, with English's placeholders.
 */
const entries = readContentDir();
const LOCALES = ['fr', 'it', 'nl', 'tr'];

const idsOf = (locale: string) =>
  entries
    .filter((e) => e.locale === locale && e.group !== 'redirects')
    .map((e) => `${e.group}/${e.key}`)
    .sort();

/** `{amount}`, `{{payment-limits}}`, links' targets and the page's shape, as one sorted list. */
function marks(data: unknown): string[] {
  const text = JSON.stringify(data);
  return [
    ...[...text.matchAll(/\{\{?[\w-]+\}?\}/g)].map((m) => m[0]),
    ...[...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/"(to|type|collection|tone|kind|order|form|status)":("[^"]*"|\d+)/g)].map(
      (m) => m[0],
    ),
  ].sort();
}

describe.each(LOCALES)('content in %s', (locale) => {
  const byId = new Map(
    entries.filter((e) => e.locale === locale).map((e) => [`${e.group}/${e.key}`, e.data]),
  );

  it('has every entry of English', () => {
    expect(idsOf(locale)).toEqual(idsOf('en'));
  });

  it('keeps placeholders, links and the page structure of English', () => {
    const english = entries.filter((e) => e.locale === 'en' && e.group !== 'redirects');
    const wrong = english.filter(
      (e) => marks(byId.get(`${e.group}/${e.key}`)).join('|') !== marks(e.data).join('|'),
    );
    expect(wrong.map((e) => `${e.group}/${e.key}`)).toEqual([]);
  });

  it('is translated', () => {
    const english = entries.filter((e) => e.locale === 'en' && e.group !== 'redirects');
    const same = english.filter(
      (e) => JSON.stringify(byId.get(`${e.group}/${e.key}`)) === JSON.stringify(e.data),
    );
    expect(same.map((e) => `${e.group}/${e.key}`)).toEqual([]);
  });
});
