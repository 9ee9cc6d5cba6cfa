import { describe, expect, it } from 'vitest';
import { MORE_CARD_TEXTS } from './card-texts.more-locales.ts';
import { type CardText, cardText } from './card-texts.ts';
import { MORE_PIX_TEXTS } from './pix-routes.more-locales.ts';

const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.keys(MORE_CARD_TEXTS))('sandbox checkout texts in %s', (lang) => {
  const texts = MORE_CARD_TEXTS[lang as keyof typeof MORE_CARD_TEXTS];

  it('keeps the placeholders of English and translates', () => {
    const keys = Object.keys(texts) as CardText[];
    const marked = (key: CardText) => cardText('en', key, { amount: '{amount}', last4: '{last4}' });
    expect(keys.filter((key) => names(texts[key]).join() !== names(marked(key)).join())).toEqual(
      [],
    );
    expect(keys.filter((key) => texts[key] === cardText('en', key)).length).toBeLessThan(4);
  });

  it('has the Pix page texts', () => {
    const pix = MORE_PIX_TEXTS[lang as keyof typeof MORE_PIX_TEXTS];
    expect(Object.values(pix).every((text) => text.length > 3)).toBe(true);
    expect(pix.title).toContain('Pix');
  });
});
