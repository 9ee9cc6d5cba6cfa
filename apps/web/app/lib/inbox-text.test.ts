import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import type { MessageParams } from '../i18n/icu';
import { type MessageKey, translate } from '../i18n/translate';
import { inboxText } from './inbox-text';

const texts = (messages: typeof en, locale: string) => ({
  t: (key: MessageKey, params?: MessageParams) => translate(messages, key, params, locale),
  format: (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`,
});
const notice = (percent: number) => ({
  title: 'Deposit limit: 80% used',
  body: 'English words',
  text: {
    key: 'limits.notice',
    params: {
      kind: 'deposit',
      period: 'daily',
      percent,
      used: 8_000,
      amount: 10_000,
      currency: 'EUR',
    },
  },
});

// Issue 35: a limit notice is written in the reader's language from its key and values.
describe('inbox text', () => {
  it('writes a limit notice from the catalog of the page', () => {
    expect(inboxText(notice(80), texts(de, 'de'))).toEqual({
      title: 'Einzahlungslimit: 80 % genutzt',
      body: 'Letzte 24 Stunden: 80.00 EUR Ihres Limits von 100.00 EUR genutzt.',
    });
    expect(inboxText(notice(100), texts(en, 'en')).title).toBe('Deposit limit reached');
  });

  it('keeps the stored words of a message without a known key', () => {
    expect(
      inboxText({ title: 'Hello', body: 'From the casino', text: null }, texts(de, 'de')),
    ).toEqual({
      title: 'Hello',
      body: 'From the casino',
    });
  });
});
