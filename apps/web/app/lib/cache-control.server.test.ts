import { describe, expect, it } from 'vitest';
import { guestPageVariant } from './cache-control.server';

const url = 'http://casino.test/games?sort=new';

describe('guestPageVariant', () => {
  it('is null (never shared) for a session, a preview or a bearer', () => {
    for (const cookie of ['access_token=a', 'refresh_token=r', 'session=1', 'content-preview=t']) {
      expect(guestPageVariant(url, `x=1; ${cookie}`, false), cookie).toBeNull();
    }
    expect(guestPageVariant(`${url}&preview=t`, undefined, false)).toBeNull();
    expect(guestPageVariant('http://casino.test/?preview=', undefined, false)).toBeNull();
    expect(guestPageVariant(url, undefined, true)).toBeNull();
  });

  it('names every cookie the pages read and ignores the others', () => {
    const plain = guestPageVariant(url, undefined, false);
    expect(plain).not.toBeNull();
    expect(guestPageVariant(url, 'analytics=42', false)).toBe(plain);
    const variants = ['cookie-consent=1', 'drawer-compact=1', 'user-language=de'].map((cookie) =>
      guestPageVariant(url, cookie, false),
    );
    expect(new Set([plain, ...variants]).size).toBe(4);
    expect(guestPageVariant('http://casino.test/games?previewed=1', undefined, false)).toBe(plain);
  });
});
