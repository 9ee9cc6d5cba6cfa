import { SESSION_COOKIES } from '@casino/contracts/session-cookies';
import type { MiddlewareFunction } from 'react-router';
import { COOKIE, readCookie } from './cookies';

/** A page (or its .data) built for a signed-in player or a draft preview: nobody may keep it. */
export const PERSONAL_CACHE = 'private, no-store';
/**
 * A guest page: any cache may keep it but must ask again before each reuse, and guests with
 * other cookies (consent, compact drawer, language) get their own copy.
 */
export const GUEST_CACHE = 'public, no-cache';

/** Says what may be cached of every page and data reply (docs/decisions/017). */
export const cacheControlMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.headers.has('cache-control')) return response;
  const cookies = request.headers.get('cookie');
  const isPersonal = [SESSION_COOKIES.access, SESSION_COOKIES.marker, COOKIE.preview].some((name) =>
    readCookie(cookies, name),
  );
  const isPreviewStart = new URL(request.url).searchParams.has('preview');
  if (isPersonal || isPreviewStart) {
    response.headers.set('cache-control', PERSONAL_CACHE);
  } else {
    response.headers.set('cache-control', GUEST_CACHE);
    response.headers.append('vary', 'Cookie');
  }
  return response;
};

/**
 * What a guest page's HTML depends on among the request's cookies and query, for the host's
 * shared cache of guest pages (docs/decisions/022); null: this request's page is personal (a
 * session, a preview, a bearer) and may never be shared. Every cookie a loader reads must be
 * here, or turn the cache off for the request. Takes the raw URL and headers: the host asks
 * before it builds a Request.
 */
export function guestPageVariant(
  url: string,
  cookies: string | undefined,
  hasAuthorization: boolean,
): string | null {
  const isPersonal =
    hasAuthorization ||
    (url.includes('?') && new URLSearchParams(url.slice(url.indexOf('?'))).has('preview')) ||
    [...Object.values(SESSION_COOKIES), COOKIE.preview].some(
      (name) => readCookie(cookies, name) !== undefined,
    );
  if (isPersonal) return null;
  return [COOKIE.consent, COOKIE.drawerCompact, COOKIE.language]
    .map((name) => readCookie(cookies, name) ?? '')
    .join('|');
}
