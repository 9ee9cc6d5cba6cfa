import { describe, expect, it } from 'vitest';
import { isEndedSession } from './ended-session.server';

const token = (exp: number) => `x.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.y`;

describe('a refused session cookie', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  const inAnHour = now / 1000 + 3600;

  it('has ended when its unexpired token is refused with 401 or 403', () => {
    expect(isEndedSession(token(inAnHour), 401, now)).toBe(true);
    expect(isEndedSession(token(inAnHour), 403, now)).toBe(true);
  });

  it('is only expired (the page refreshes it) when its token is past or near its expiry', () => {
    expect(isEndedSession(token(now / 1000 - 60), 401, now)).toBe(false);
    expect(isEndedSession(token(now / 1000 + 5), 401, now)).toBe(false);
    expect(isEndedSession('not-a-token', 401, now)).toBe(false);
  });

  it('has not ended on other failures (the API down)', () => {
    expect(isEndedSession(token(inAnHour), 503, now)).toBe(false);
  });
});
