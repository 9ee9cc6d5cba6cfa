import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { OPERATOR_KEY_HEADER } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.ts';
import { redactUrl } from '../shared/log-redaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest of the operator API (/api/admin, sandbox controls, the remote mailbox): a
     * back-office API key (`Authorization: Bearer bo_…`) with one of `scopes` or `admin`; in
     * sandbox mode also `x-operator-key` (docs/decisions/023).
     */
    operatorAccess(scopes: readonly string[]): (request: FastifyRequest) => Promise<void>;
  }
}

/** Looks up a back-office API key (hashed, not revoked); given by app.ts. */
export type ApiKeyCheck = (key: string) => Promise<{ scopes: readonly string[] } | null>;

const digest = (value: string) => createHash('sha256').update(value).digest();

const FAILURE_WINDOW_MS = 60_000;

/**
 * Operator calls carry a named, scoped back-office API key. The single OPERATOR_API_KEY in
 * `x-operator-key` remains a sandbox convenience only: live mode never accepts it. Wrong keys
 * are counted per address: past RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE, 429 (ADR 016).
 */
export function registerOperatorAccess(
  app: FastifyInstance,
  { sandboxKey, checkApiKey }: { sandboxKey: string | null; checkApiKey: ApiKeyCheck },
) {
  const expected = sandboxKey && app.config.SITE_MODE === 'sandbox' ? digest(sandboxKey) : null;
  const maxFailures = app.config.RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE;
  app.decorate('operatorAccess', (scopes: readonly string[]) => async (request: FastifyRequest) => {
    const failureKey = `operator ip:${request.ip}`;
    const { count, retryAfterSeconds } = await app.failures.read(failureKey);
    if (count >= maxFailures) {
      const message = `Too many attempts, try again in ${retryAfterSeconds} seconds`;
      throw new AppError(429, 'rate_limited', message);
    }
    const bearer = request.headers.authorization?.match(/^Bearer (bo_[\w-]{20,100})$/)?.[1];
    if (bearer) {
      const key = await checkApiKey(bearer);
      if (key) {
        if (key.scopes.some((scope) => scope === 'admin' || scopes.includes(scope))) return;
        throw new AppError(
          403,
          'forbidden',
          `This key needs one of the scopes ${scopes.join(', ')}`,
        );
      }
    } else {
      const given = request.headers[OPERATOR_KEY_HEADER];
      const value = Array.isArray(given) ? given[0] : given;
      if (expected && value && timingSafeEqual(digest(value), expected)) return;
    }
    request.log.warn({ url: redactUrl(request.url), ip: request.ip }, 'operator call refused');
    await app.failures.add(failureKey, FAILURE_WINDOW_MS);
    throw new AppError(401, 'unauthorized', 'A valid API key is required');
  });
}

/**
 * The sandbox's shared operator key: OPERATOR_API_KEY, or outside production one generated
 * (logged) when unset. Live mode has none (back-office API keys only).
 */
export function resolveOperatorKey(app: FastifyInstance): string | null {
  const { config } = app;
  if (config.SITE_MODE === 'live') return null;
  if (config.OPERATOR_API_KEY) return config.OPERATOR_API_KEY;
  if (config.NODE_ENV === 'production') {
    app.log.warn(
      'OPERATOR_API_KEY is not set: the operator API (/api/admin, /api/sandbox) takes back-office ' +
        'API keys only (create one at /backoffice, Operators & keys)',
    );
    return null;
  }
  const key = randomBytes(24).toString('base64url');
  app.log.warn({ operatorKey: key }, 'OPERATOR_API_KEY is not set: generated one for this run');
  return key;
}
