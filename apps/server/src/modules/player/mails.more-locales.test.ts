import { describe, expect, it } from 'vitest';
import { MORE_MAIL_LANGUAGES } from './mails.more-locales.ts';
import { confirmEmailMail, resetPasswordMail } from './mails.ts';

const linesOf = (text: string) => text.split('\n\n')[0]!.split('\n');

describe.each(Object.keys(MORE_MAIL_LANGUAGES))('account mails in %s', (lang) => {
  const texts = MORE_MAIL_LANGUAGES[lang as keyof typeof MORE_MAIL_LANGUAGES];

  it.each([
    ['confirm', confirmEmailMail('a@example.com', 'https://x.test/v', 'en')],
    ['reset', resetPasswordMail('a@example.com', 'https://x.test/r', 'en')],
  ] as const)('%s mail has the English mail’s parts, translated', (kind, english) => {
    const own = texts[kind];
    expect(own.lines).toHaveLength(linesOf(english.text).length);
    expect(own.subject).not.toBe(english.subject);
    expect(own.lines.every((line, i) => line && line !== linesOf(english.text)[i])).toBe(true);
    expect(own.action.length).toBeGreaterThan(3);
  });

  it('names the brand and says how long the links last', () => {
    expect(texts.confirm.lines.join(' ')).toContain('Aurora Casino');
    expect(texts.confirm.lines.join(' ')).toMatch(/24/);
    expect(texts.fallback).toMatch(/:$/);
  });
});
