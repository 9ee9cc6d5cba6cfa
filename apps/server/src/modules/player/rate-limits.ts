import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bodyEmail, createRateLimit } from '../../shared/rate-limit.ts';

/**
 * Counters are per route: with REDIS_URL every limiter shares one Redis key space (the memory
 * store keeps one per limiter), so the key names the route.
 */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/**
 * A per-minute limit on a route, counted per client IP and, with `byEmail`, also per email
 * of the body (so neither one address nor one account can be hammered). The route's
 * preValidation hook (shared/rate-limit.ts).
 */
export function rateLimit(
  app: FastifyInstance,
  { perMinute, byEmail = false }: { perMinute: number; byEmail?: boolean },
) {
  const byIp = { keyOf: (request: FastifyRequest) => `${routeOf(request)} ip:${request.ip}` };
  const byBodyEmail = {
    keyOf: (request: FastifyRequest) => {
      const email = bodyEmail(request);
      return email === null ? null : `${routeOf(request)} email:${email}`;
    },
  };
  return createRateLimit(app, {
    max: perMinute,
    windowMs: 60_000,
    counters: byEmail ? [byIp, byBodyEmail] : [byIp],
    message: (seconds) => `Too many attempts, try again in ${seconds} seconds`,
  });
}
