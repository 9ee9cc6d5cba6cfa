import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from './tokens';

const jwt = (exp: number) =>
  `e30.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.sig`;

describe('access token expiry (expired 10 s early)', () => {
  it('reads exp and counts the token expired 10 s before it', () => {
    const now = 1_800_000_000_000;
    const exp = now / 1000 + 30;
    expect(tokenExpiry(jwt(exp))).toBe(exp);
    expect(isTokenExpired(jwt(exp), now)).toBe(false);
    expect(isTokenExpired(jwt(exp), now + 19_999)).toBe(false);
    expect(isTokenExpired(jwt(exp), now + 20_000)).toBe(true);
  });

  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('garbage')).toBe(true);
  });
});
