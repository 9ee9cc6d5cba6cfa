import { clearedSessionCookies } from '@casino/contracts/session-cookies';
import { localizePath } from '@casino/contracts/site';
import { createContext, type RouterContextProvider, redirect } from 'react-router';
import { EXPIRY_LEEWAY_MS } from './session-marker';

/** Set by the root loader when the page's session cookies belong to an ended session. */
const endedSessionContext = createContext<boolean>(false);

/** The `exp` (seconds) of a JWT, without checking it (the API did); null when unreadable. */
function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/**
 * Whether a refusal (401/403) of the cookie's access token means the session has ended rather
 * than the token having expired: an unexpired token refused belongs to a session closed on the
 * server (logged out elsewhere, closed from the sessions list, an account made unavailable).
 * An expired one is the page script's to refresh.
 */
export function isEndedSession(accessToken: string, status: number, now = Date.now()): boolean {
  if (status !== 401 && status !== 403) return false;
  const exp = tokenExpiry(accessToken);
  return exp !== null && exp * 1000 - EXPIRY_LEEWAY_MS > now;
}

/**
 * Spec 8.2 for a page: the session found ended is removed (its cookies cleared by this answer,
 * siteMiddleware) and the player lands on the localized home; the home itself renders signed
 * out (no redirect to itself). `path`: the page's path without its locale prefix.
 */
export function endSessionOnPage(
  context: Readonly<RouterContextProvider>,
  path: string,
  locale: string,
): void {
  context.set(endedSessionContext, true);
  if (path !== '/' && path !== '') throw redirect(localizePath('/', locale));
}

/** The page answer's Set-Cookie lines when the root loader found the session ended. */
export function endedSessionCookies(
  context: Readonly<RouterContextProvider>,
  siteUrl: string,
): string[] {
  if (!context.get(endedSessionContext)) return [];
  return clearedSessionCookies({ isSecure: siteUrl.startsWith('https:') });
}
