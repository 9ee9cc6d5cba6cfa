import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { clearSessionCookies, setSessionCookies } from '../../shared/session-cookies.ts';
import type { ClientInfo } from './context.ts';

export { errors } from '../../shared/http.ts';
export { unwrap } from './failures.ts';

export const tags = ['player'];

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

type CookieConfig = Pick<Config, 'SITE_MODE'>;

/**
 * The session cookies are kept a year (docs/product/entities.md#client-storage); the tokens
 * inside expire sooner, and each refresh sets them again.
 */
const COOKIE_MAX_AGE_S = 31_536_000;

/** Hands the page its session as HttpOnly cookies (the JSON reply keeps them for API clients). */
export function sendSessionCookies(
  reply: FastifyReply,
  config: CookieConfig,
  tokens: { accessToken: string; refreshToken: string },
) {
  setSessionCookies(reply, tokens, {
    isSecure: config.SITE_MODE === 'live',
    maxAgeSeconds: COOKIE_MAX_AGE_S,
  });
}

export function dropSessionCookies(reply: FastifyReply, config: CookieConfig) {
  clearSessionCookies(reply, { isSecure: config.SITE_MODE === 'live' });
}
