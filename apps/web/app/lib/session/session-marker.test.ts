import { describe, expect, it } from 'vitest';
import { isSessionDue, readSessionExpiry } from './session-marker';

describe('session marker (the access token counts expired 10 s early)', () => {
  it('reads the expiry and counts the session due 10 s before it', () => {
    const now = 1_800_000_000_000;
    const exp = now / 1000 + 30;
    const cookies = `user-language=en; session=${exp}`;
    expect(readSessionExpiry(cookies)).toBe(exp);
    expect(isSessionDue(cookies, now)).toBe(false);
    expect(isSessionDue(cookies, now + 19_999)).toBe(false);
    expect(isSessionDue(cookies, now + 20_000)).toBe(true);
  });

  it('knows no session without the marker, and treats an unreadable one as due', () => {
    expect(readSessionExpiry('user-language=en')).toBeNull();
    expect(isSessionDue('session=garbage')).toBe(true);
  });
});
