import { SESSION_COOKIES } from '@casino/contracts/session-cookies';
import { readCookie } from '../cookies';

/**
 * The session as page script sees it (docs/decisions/016-sessions-and-logins.md): the tokens are
 * HttpOnly cookies it cannot read; the server's `session` marker cookie says that a session
 * exists and when its access token expires (seconds since the epoch). Every tab shares it, so a
 * refresh in one tab is seen by the others.
 */

/**
 * The access token counts as expired this long before its `exp`
 * (docs/product/states.md#token-expiry-and-refresh).
 */
export const EXPIRY_LEEWAY_MS = 10_000;

/** The access token's expiry (seconds) from a Cookie header; null without a session. */
export function readSessionExpiry(cookies: string | null | undefined): number | null {
  const value = readCookie(cookies, SESSION_COOKIES.marker);
  if (!value) return null;
  const expiresAt = Number(value);
  return Number.isFinite(expiresAt) ? expiresAt : 0;
}

export function hasSessionMarker(): boolean {
  return readSessionExpiry(document.cookie) !== null;
}

/** True when the access token expires within 10 s (or already has): refresh before calling. */
export function isSessionDue(cookies: string, now = Date.now()): boolean {
  const expiresAt = readSessionExpiry(cookies);
  return expiresAt === null || now >= expiresAt * 1000 - EXPIRY_LEEWAY_MS;
}

/** Forgets the session here; the server clears the HttpOnly tokens on logout. */
export function clearSessionMarker() {
  // biome-ignore lint/suspicious/noDocumentCookie: the marker is ours to drop when the session ends
  document.cookie = `${SESSION_COOKIES.marker}=; Path=/; Max-Age=0; SameSite=Lax`;
}
