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
