/**
 * The session's cookies (docs/decisions/016-sessions-and-logins.md). The server sets them; the
 * tokens are HttpOnly, so page script sees only the marker, whose value is the access token's
 * expiry (seconds since the epoch): enough to know a session exists and when to refresh it.
 */
export const SESSION_COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
  marker: 'session',
} as const;

/**
 * Cookie-authenticated calls that change state carry this header (a cross-site form cannot
 * set it, and a cross-site fetch with it needs a CORS preflight the API never grants).
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'casino';
