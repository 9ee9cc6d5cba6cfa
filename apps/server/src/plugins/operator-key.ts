import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { OPERATOR_KEY_HEADER } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.ts';
import { redactUrl } from '../shared/log-redaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest of operator calls: `x-operator-key` must equal OPERATOR_API_KEY. */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const FAILURE_WINDOW_MS = 60_000;

/**
 * Operator calls (admin API, sandbox controls) carry OPERATOR_API_KEY in `x-operator-key`.
 * Without a key (production with none configured) every operator call is refused. Wrong keys
 * are counted per address: past RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE, 429 (docs/decisions/016).
 */
export function registerOperatorKey(app: FastifyInstance, key: string | null) {
  const expected = key ? digest(key) : null;
  const maxFailures = app.config.RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE;
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const failureKey = `operator ip:${request.ip}`;
    const { count, retryAfterSeconds } = await app.failures.read(failureKey);
    if (count >= maxFailures) {
      const message = `Too many attempts, try again in ${retryAfterSeconds} seconds`;
      throw new AppError(429, 'rate_limited', message);
    }
    const given = request.headers[OPERATOR_KEY_HEADER];
    const value = Array.isArray(given) ? given[0] : given;
    if (!expected || !value || !timingSafeEqual(digest(value), expected)) {
      request.log.warn({ url: redactUrl(request.url), ip: request.ip }, 'operator call refused');
      await app.failures.add(failureKey, FAILURE_WINDOW_MS);
      throw new AppError(401, 'unauthorized', 'A valid operator key is required');
    }
  });
}

/** OPERATOR_API_KEY; outside production a generated one (logged) when unset. */
export function resolveOperatorKey(app: FastifyInstance): string | null {
  const { config } = app;
  if (config.OPERATOR_API_KEY) return config.OPERATOR_API_KEY;
  if (config.NODE_ENV === 'production') {
    app.log.warn(
      'OPERATOR_API_KEY is not set: the operator API (/api/admin, /api/sandbox) refuses every call; ' +
        'approve withdrawals with `node apps/server/src/cli.ts withdrawals approve <id>`',
    );
    return null;
  }
  const key = randomBytes(24).toString('base64url');
  app.log.warn({ operatorKey: key }, 'OPERATOR_API_KEY is not set: generated one for this run');
  return key;
}
