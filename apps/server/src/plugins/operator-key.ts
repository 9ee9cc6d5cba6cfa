import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { OPERATOR_KEY_HEADER } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest of operator calls: `x-operator-key` must equal OPERATOR_API_KEY. */
    requireOperator(request: FastifyRequest): Promise<void>;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Operator calls (admin API, sandbox controls) carry OPERATOR_API_KEY in `x-operator-key`.
 * Without a key (production with none configured) every operator call is refused.
 */
export function registerOperatorKey(app: FastifyInstance, key: string | null) {
  const expected = key ? digest(key) : null;
  app.decorate('requireOperator', async (request: FastifyRequest) => {
    const given = request.headers[OPERATOR_KEY_HEADER];
    const value = Array.isArray(given) ? given[0] : given;
    if (!expected || !value || !timingSafeEqual(digest(value), expected)) {
      request.log.warn({ url: request.url, ip: request.ip }, 'operator call refused');
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
