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
    /**
     * Writes the audit entry of an operator API call that changed something, naming the caller
     * that `operatorAccess` let in (the API key, or the sandbox's shared key).
     */
    auditOperatorCall(request: FastifyRequest, record: OperatorAuditRecord): Promise<void>;
  }
  interface FastifyRequest {
    /** Who passed `operatorAccess`. */
    operatorActor?: OperatorActor;
  }
}

/** A caller of the operator API, as the back office's audit log names it. */
export interface OperatorActor {
  type: 'api_key' | 'system';
  id: string | null;
  label: string;
  ip: string | null;
  userAgent: string | null;
}

export interface OperatorAuditRecord {
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

/** Looks up a back-office API key (hashed, not revoked); given by app.ts. */
export type ApiKeyCheck = (
  key: string,
) => Promise<{ id: string; name: string; scopes: readonly string[] } | null>;

/** Appends an audit entry (the back office's log); given by app.ts. */
export type OperatorAudit = (actor: OperatorActor, record: OperatorAuditRecord) => Promise<void>;

/** The label of calls made with the sandbox's shared `x-operator-key`. */
export const SANDBOX_KEY_LABEL = OPERATOR_KEY_HEADER;

const digest = (value: string) => createHash('sha256').update(value).digest();

const FAILURE_WINDOW_MS = 60_000;

/**
 * Operator calls carry a named, scoped back-office API key. The single OPERATOR_API_KEY in
 * `x-operator-key` remains a sandbox convenience only: live mode never accepts it. Wrong keys
 * are counted per address: past RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE, 429 (ADR 016).
 */
export function registerOperatorAccess(
  app: FastifyInstance,
  {
    sandboxKey,
    checkApiKey,
    audit,
  }: { sandboxKey: string | null; checkApiKey: ApiKeyCheck; audit: OperatorAudit },
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
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const bearer = request.headers.authorization?.match(/^Bearer (bo_[\w-]{20,100})$/)?.[1];
    if (bearer) {
      const key = await checkApiKey(bearer);
      if (key) {
        if (key.scopes.some((scope) => scope === 'admin' || scopes.includes(scope))) {
          request.operatorActor = { type: 'api_key', id: key.id, label: key.name, ...client };
          return;
        }
        throw new AppError(
          403,
          'forbidden',
          `This key needs one of the scopes ${scopes.join(', ')}`,
        );
      }
    } else {
      const given = request.headers[OPERATOR_KEY_HEADER];
      const value = Array.isArray(given) ? given[0] : given;
      if (expected && value && timingSafeEqual(digest(value), expected)) {
        request.operatorActor = { type: 'system', id: null, label: SANDBOX_KEY_LABEL, ...client };
        return;
      }
    }
    request.log.warn({ url: redactUrl(request.url), ip: request.ip }, 'operator call refused');
    await app.failures.add(failureKey, FAILURE_WINDOW_MS);
    throw new AppError(401, 'unauthorized', 'A valid API key is required');
  });
  app.decorate(
    'auditOperatorCall',
    async (request: FastifyRequest, record: OperatorAuditRecord) => {
      const actor = request.operatorActor;
      if (!actor) throw new Error('operator call audited without operatorAccess');
      await audit(actor, record);
    },
  );
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
