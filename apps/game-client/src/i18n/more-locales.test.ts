import { describe, expect, it } from 'vitest';
import { createTranslate } from '../format.ts';
import { MORE_LOCALES as SPORTSBOOK } from '../sportsbook/strings.more-locales.ts';
import { stringsFor as sportsbookFor } from '../sportsbook/strings.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it as itStrings } from './it.ts';
import { nl } from './nl.ts';
import { tr } from './tr.ts';

/** The game client's catalogs of issue 35, checked on their own until the merge registers them. */
const CATALOGS: Record<string, Record<string, string>> = { fr, it: itStrings, nl, tr };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.keys(CATALOGS))('game client strings %s', (lang) => {
  const strings = CATALOGS[lang]!;

  it('has exactly the keys of en', () => {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps every placeholder of en', () => {
    const wrong = Object.entries(en).filter(
      ([key, text]) => placeholders(strings[key] ?? '').join() !== placeholders(text).join(),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('is translated: few texts are the same as in English', () => {
    // short game labels: numbers (1–18, 2:1), Lobby, Nonce, Demo and casino loanwords stay
    const same = Object.entries(en).filter(([key, text]) => strings[key] === text);
    expect(same.length).toBeLessThan(Object.keys(en).length / 6);
  });

  it('shows a win with its amount', () => {
    const t = createTranslate(strings as typeof en);
    expect(t('youWon', { amount: '€5.00' })).toContain('€5.00');
    expect(t('youWon', { amount: '€5.00' })).not.toBe(`You won €5.00`);
  });
});

describe.each(Object.keys(SPORTSBOOK))('sportsbook strings %s', (lang) => {
  const table = SPORTSBOOK[lang as keyof typeof SPORTSBOOK];
  const english = sportsbookFor('en');

  it('has the keys of the other languages, each known in English', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(SPORTSBOOK.fr).sort());
    expect(Object.keys(table).filter((key) => english(key) === key)).toEqual([]);
    expect(Object.keys(table).length).toBe(47);
  });

  it('is translated: few texts are the same as in English', () => {
    const same = Object.entries(table).filter(([key, text]) => english(key) === text);
    expect(same.length).toBeLessThan(Object.keys(table).length / 5);
  });
});
