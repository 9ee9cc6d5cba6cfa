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

type CookieConfig = Pick<Config, 'SITE_MODE' | 'SESSION_TTL_DAYS'>;

/** Hands the page its session as HttpOnly cookies (the JSON reply keeps them for API clients). */
export function sendSessionCookies(
  reply: FastifyReply,
  config: CookieConfig,
  tokens: { accessToken: string; refreshToken: string },
) {
  setSessionCookies(reply, tokens, {
    isSecure: config.SITE_MODE === 'live',
    maxAgeSeconds: config.SESSION_TTL_DAYS * 86_400,
  });
}

export function dropSessionCookies(reply: FastifyReply, config: CookieConfig) {
  clearSessionCookies(reply, { isSecure: config.SITE_MODE === 'live' });
}
