import { describe, expect, it } from 'vitest';
import { MORE_CANNED } from './canned.more-locales.ts';
import { cannedAnswers } from './canned.ts';

describe.each(Object.keys(MORE_CANNED))('canned answers in %s', (lang) => {
  const answers = MORE_CANNED[lang as keyof typeof MORE_CANNED];
  const english = cannedAnswers('en');

  it('has the English answers, same ids and titles, translated bodies', () => {
    expect(answers.map((a) => [a.id, a.title])).toEqual(english.map((a) => [a.id, a.title]));
    expect(answers.filter((a, i) => !a.body || a.body === english[i]!.body)).toEqual([]);
  });
});
