import type { InboxNotice } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import type { MessageParams } from '../i18n/icu';
import { ptBr } from '../i18n/pt-br';
import { type MessageKey, translate } from '../i18n/translate';
import { inboxText } from './inbox-text';

const texts = (messages: typeof en, locale: string) => ({
  t: (key: MessageKey, params?: MessageParams) => translate(messages, key, params, locale),
  format: (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`,
});
const message = (notice: InboxNotice | null) => ({
  title: 'English title',
  body: 'English words',
  notice,
});
const limit = (percent: number) =>
  message({
    key: 'limits.notice',
    kind: 'deposit',
    period: 'daily',
    percent,
    used: 8_000,
    amount: 10_000,
    currency: 'EUR',
  });
const levelUp = message({
  key: 'loyalty.level',
  name: 'Silver',
  cashbackPercent: 5,
  wheelSpins: 1,
  withdrawalPriority: true,
});

// One renderer for every feature's message (issue 33): the inbox, its toasts, every locale.
describe('inbox text', () => {
  it('writes a limit notice from the catalog of the page', () => {
    expect(inboxText(limit(80), texts(de, 'de'))).toEqual({
      title: 'Einzahlungslimit: 80 % genutzt',
      body: 'Letzte 24 Stunden: 80.00 EUR Ihres Limits von 100.00 EUR genutzt.',
    });
    expect(inboxText(limit(100), texts(en, 'en')).title).toBe('Deposit limit reached');
  });

  it('writes a level reached in the language of the page, never the stored English', () => {
    expect(inboxText(levelUp, texts(de, 'de'))).toEqual({
      title: 'Neue Stufe: Silver',
      body: 'Sie haben Silver erreicht. Ihre Vorteile: 5 % Cashback, 1 Glücksrad-Dreh, bevorzugte Auszahlungen.',
    });
    expect(inboxText(levelUp, texts(en, 'en'))).toEqual({
      title: 'Level up: Silver',
      body: 'You reached Silver. Your benefits: 5% cashback, 1 wheel spin, priority withdrawals.',
    });
    expect(inboxText(levelUp, texts(es, 'es')).title).toBe('Nuevo nivel: Silver');
    expect(inboxText(levelUp, texts(ptBr, 'pt-BR')).title).toBe('Novo nível: Silver');
    const plain = message({
      key: 'loyalty.level',
      name: 'Bronze',
      cashbackPercent: 0,
      wheelSpins: 0,
      withdrawalPriority: false,
    });
    expect(inboxText(plain, texts(de, 'de')).body).toBe('Sie haben Bronze erreicht.');
  });

  it('writes a reward from the same notice shape', () => {
    const prize = message({
      key: 'tournament.prize',
      amount: 2_500,
      currency: 'EUR',
      name: 'Cup',
      rank: 1,
    });
    expect(inboxText(prize, texts(de, 'de'))).toEqual({
      title: 'Sie haben 25.00 EUR gewonnen',
      body: 'Cup: Platz 1. Ihr Preis wurde gutgeschrieben.',
    });
  });

  it('keeps the stored words of a message without a notice', () => {
    expect(inboxText(message(null), texts(de, 'de'))).toEqual({
      title: 'English title',
      body: 'English words',
    });
  });
});
