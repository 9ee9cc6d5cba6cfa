import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import {
  type FailureCounter,
  memoryFailureCounter,
  redisFailureCounter,
} from './failure-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins and operator keys, counted where the request limits are. */
    failures: FailureCounter;
  }
}

export interface RateLimitStoreOptions {
  /** REDIS_URL: counters shared by every instance; unset: in memory, per instance. */
  redisUrl?: string | undefined;
  /** Namespaces this site's keys (REALTIME_REDIS_PREFIX). */
  prefix: string;
}

/**
 * The counters of every limit (@fastify/rate-limit, nothing limited globally): in memory, or
 * in Redis so a limit holds across instances (open while Redis is down).
 */
export async function registerRateLimitStore(app: FastifyInstance, options: RateLimitStoreOptions) {
  const counters = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectionName: 'casino-rate-limit' })
    : null;
  if (counters) {
    counters.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis error'));
    app.addHook('onClose', async () => void (await counters.quit().catch(() => {})));
  }
  app.decorate(
    'failures',
    counters
      ? redisFailureCounter(counters, `${options.prefix}.failures.`)
      : memoryFailureCounter(),
  );
  await app.register(rateLimitPlugin, {
    global: false,
    ...(counters && {
      redis: counters,
      nameSpace: `${options.prefix}.rate-limit.`,
      skipOnError: true,
    }),
  });
}

/** The email of the request body, normalised, or null when there is none. */
export function bodyEmail(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim()
    ? email.trim().toLowerCase().slice(0, 250)
    : null;
}

export interface RateLimitCounter {
  /** Names the counter of a request; null leaves the request out of this counter. */
  keyOf(request: FastifyRequest): string | null;
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Each counter is checked in turn; any one over `max` refuses the request. */
  counters: RateLimitCounter[];
  /** The 429 message, given the seconds until the window ends. */
  message(retryAfterSeconds: number): string;
}

/**
 * A limit on a route: over it, 429 `rate_limited` with Retry-After. Use as the route's
 * preValidation hook, so the body is parsed (for body keys) but not yet checked.
 */
export function createRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  const limiters = options.counters.map((counter) =>
    app.createRateLimit({
      max: options.max,
      timeWindow: options.windowMs,
      keyGenerator: (request) => counter.keyOf(request) ?? '',
      allowList: (request) => counter.keyOf(request) === null,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('retry-after', String(state.ttlInSeconds));
        throw new AppError(429, 'rate_limited', options.message(state.ttlInSeconds));
      }
    }
  };
}
