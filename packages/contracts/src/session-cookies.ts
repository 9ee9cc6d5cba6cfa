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

/** Only the refresh call ever sends the refresh token (docs/decisions/016). */
export const REFRESH_COOKIE_PATH = '/api/player/sessions/refresh';

/**
 * Set-Cookie values that remove the session cookies (each on the path it was set on), for a
 * page answer that found the session ended (issue 29, spec 8.2).
 */
export function clearedSessionCookies({ isSecure }: { isSecure: boolean }): string[] {
  const flags = `Max-Age=0; SameSite=Lax${isSecure ? '; Secure' : ''}`;
  return [
    `${SESSION_COOKIES.access}=; Path=/; HttpOnly; ${flags}`,
    `${SESSION_COOKIES.refresh}=; Path=${REFRESH_COOKIE_PATH}; HttpOnly; ${flags}`,
    `${SESSION_COOKIES.marker}=; Path=/; ${flags}`,
  ];
}
export const CSRF_HEADER_VALUE = 'casino';
