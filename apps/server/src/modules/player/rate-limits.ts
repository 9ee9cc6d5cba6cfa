import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import { normalizeEmail } from './profile.ts';

const WINDOW_MS = 60_000;

function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? normalizeEmail(email).slice(0, 250) : null;
}

/**
 * Counters are per route: with REDIS_URL every limiter shares one Redis key space (the memory
 * store keeps one per limiter), so the key names the route.
 */
const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

/**
 * A per-minute limit on a route, counted per client IP and, with `byEmail`, also per email
 * of the body (so neither one address nor one account can be hammered). Over the limit:
 * 429 `rate_limited` with Retry-After. Counters live in memory (@fastify/rate-limit's store),
 * per instance, or in Redis (shared by every instance) when REDIS_URL is set. Use as the route's preValidation hook: the body is parsed, not yet checked.
 */
export function rateLimit(
  app: FastifyInstance,
  { perMinute, byEmail = false }: { perMinute: number; byEmail?: boolean },
) {
  const limiters = [
    app.createRateLimit({
      max: perMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${routeOf(request)} ip:${request.ip}`,
    }),
    ...(byEmail
      ? [
          app.createRateLimit({
            max: perMinute,
            timeWindow: WINDOW_MS,
            keyGenerator: (request) => `${routeOf(request)} email:${bodyEmail(request)}`,
            allowList: (request) => bodyEmail(request) === null,
          }),
        ]
      : []),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('retry-after', String(state.ttlInSeconds));
        throw new AppError(
          429,
          'rate_limited',
          `Too many attempts, try again in ${state.ttlInSeconds} seconds`,
        );
      }
    }
  };
}
