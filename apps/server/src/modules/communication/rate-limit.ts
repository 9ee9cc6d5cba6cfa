import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';

const HOUR_MS = 3_600_000;

function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim()
    ? email.trim().toLowerCase().slice(0, 250)
    : null;
}

/**
 * Contact messages per hour, counted per client IP and per email of the body, so neither one
 * address nor one sender floods support. Over: 429 `rate_limited` with Retry-After. Runs as
 * preValidation (body parsed, not checked), counters in @fastify/rate-limit's memory store.
 */
export function contactRateLimit(app: FastifyInstance, perHour: number) {
  const limiters = [
    app.createRateLimit({
      max: perHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `contact-ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: perHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `contact-email:${bodyEmail(request)}`,
      allowList: (request) => bodyEmail(request) === null,
    }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('retry-after', String(state.ttlInSeconds));
        throw new AppError(
          429,
          'rate_limited',
          `Too many messages, try again in ${Math.ceil(state.ttlInSeconds / 60)} minutes`,
        );
      }
    }
  };
}
