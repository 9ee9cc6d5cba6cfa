import { describe, expect, it } from 'vitest';
import { MORE_STATEMENT_TEXTS } from './statement-files.more-locales.ts';

describe.each(Object.keys(MORE_STATEMENT_TEXTS))('statement labels in %s', (lang) => {
  const texts = MORE_STATEMENT_TEXTS[lang as keyof typeof MORE_STATEMENT_TEXTS];

  it('names every total and sums them in the check line', () => {
    const totals = ['deposits', 'withdrawals', 'stakes', 'wins', 'bonuses', 'other'] as const;
    expect(Object.keys(texts.totalNames).sort()).toEqual([...totals].sort());
    for (const total of totals)
      expect(texts.check.toLowerCase()).toContain(texts.totalNames[total].toLowerCase());
    expect(texts.check.toLowerCase()).toContain(texts.opening.toLowerCase());
    expect(texts.check.toLowerCase()).toContain(texts.closing.toLowerCase());
  });
});
