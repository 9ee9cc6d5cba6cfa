import { describe, expect, it } from 'vitest';
import { MORE_EXPIRY_TEXTS } from './expiry-mail.more-locales.ts';
import { documentExpiredMail } from './expiry-mail.ts';

describe.each(Object.keys(MORE_EXPIRY_TEXTS))('document expiry mail in %s', (lang) => {
  const texts = MORE_EXPIRY_TEXTS[lang as keyof typeof MORE_EXPIRY_TEXTS];

  it('names every document kind and keeps the day', () => {
    expect(Object.keys(texts.kinds).sort()).toEqual(['address', 'identity', 'payment', 'selfie']);
    const english = documentExpiredMail(
      'a@example.com',
      'en',
      {
        kind: 'identity',
        expiresOn: '2026-01-31',
      },
      'https://x.test/verify',
    );
    const subject = texts.subject(texts.kinds.identity);
    expect(subject).not.toBe(english.subject);
    expect(subject[0]).toBe(subject[0]!.toLocaleUpperCase(lang));
    expect(texts.body(texts.kinds.address, '2026-01-31')).toContain('2026-01-31');
    expect(texts.body(texts.kinds.address, '2026-01-31').toLowerCase()).toContain(
      texts.kinds.address.toLowerCase(),
    );
  });
});
