import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIES,
} from '@casino/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { AppError } from './errors.ts';

export interface SessionCookieOptions {
  /** Secure cookies (SITE_MODE=live: the site is https). */
  isSecure: boolean;
  /** How long the browser keeps the cookies (each refresh sets them again). */
  maxAgeSeconds: number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sets the session cookies of a login, registration or refresh: both tokens HttpOnly, the
 * refresh one on the refresh path only, and the script-readable marker with the access
 * token's expiry (seconds since the epoch).
 */
export function setSessionCookies(
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken: string },
  { isSecure, maxAgeSeconds }: SessionCookieOptions,
) {
  const base = { secure: isSecure, sameSite: 'lax', maxAge: maxAgeSeconds } as const;
  const expiresAt = decodeJwt(tokens.accessToken).exp ?? 0;
  reply.setCookie(SESSION_COOKIES.access, tokens.accessToken, {
    ...base,
    path: '/',
    httpOnly: true,
  });
  reply.setCookie(SESSION_COOKIES.refresh, tokens.refreshToken, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
  });
  reply.setCookie(SESSION_COOKIES.marker, String(expiresAt), { ...base, path: '/' });
}

/** Removes the session cookies (logout, closing the current session, a refused refresh). */
export function clearSessionCookies(reply: FastifyReply, { isSecure }: { isSecure: boolean }) {
  const base = { secure: isSecure, sameSite: 'lax' } as const;
  reply.clearCookie(SESSION_COOKIES.access, { ...base, path: '/', httpOnly: true });
  reply.clearCookie(SESSION_COOKIES.refresh, {
    ...base,
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
  });
  reply.clearCookie(SESSION_COOKIES.marker, { ...base, path: '/' });
}

/**
 * The origins a cookie-authenticated call may come from: PUBLIC_URL's, and in sandbox mode the
 * request's own (the embedded default is reached at whatever host and port it listens on).
 */
function isAllowedOrigin(
  request: FastifyRequest,
  origin: string,
  siteOrigin: string,
  isLive: boolean,
) {
  if (origin === siteOrigin) return true;
  return !isLive && origin === `${request.protocol}://${request.host}`;
}

/**
 * CSRF check of a cookie-authenticated call: one that changes state must carry the custom
 * header, and its Origin, when sent, must be the site's. Bearer calls never get here.
 */
export function checkCsrf(
  request: FastifyRequest,
  {
    publicUrl,
    isLive,
    headerValue = CSRF_HEADER_VALUE,
  }: { publicUrl: string; isLive: boolean; headerValue?: string },
) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const hasHeader = request.headers[CSRF_HEADER] === headerValue;
  const siteOrigin = new URL(publicUrl).origin;
  if (hasHeader && (!origin || isAllowedOrigin(request, origin, siteOrigin, isLive))) return;
  throw new AppError(403, 'csrf_failed', 'The request did not come from this site');
}
