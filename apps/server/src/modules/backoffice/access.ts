import type { EndpointSchemas } from '@casino/contracts/api';
import type { BackofficeAccess, BackofficeEndpoint } from '@casino/contracts/api/backoffice';
import { BACKOFFICE_CSRF_VALUE } from '@casino/contracts/backoffice';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/errors.ts';
import { errors } from '../../shared/http.ts';
import { checkCsrf } from '../../shared/session-cookies.ts';
import type { Actor } from './audit.ts';
import { findApiKey, findSession, type SessionState } from './auth-service.ts';
import type { BackofficeContext } from './context.ts';
import type { ApiKeyRow } from './repository.ts';

export const SESSION_COOKIE = 'bo_session';
export const SESSION_COOKIE_PATH = '/api/backoffice';

/** Who is calling: an operator's session, or an API key. */
export type Caller =
  | { kind: 'session'; state: SessionState; actor: Actor }
  | { kind: 'api_key'; key: ApiKeyRow; actor: Actor };

declare module 'fastify' {
  interface FastifyRequest {
    backofficeCaller?: Caller;
  }
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type RouteOptions = Parameters<ZodApp['route']>[0];

/** The route of an endpoint of the registry: method, path and schemas come from the contract. */
export type RouteOf = (
  endpoint: BackofficeEndpoint,
  options: Omit<RouteOptions, 'method' | 'url' | 'schema'> & {
    summary: string;
    statuses?: number[];
  },
) => void;

/** A paged list's handler: the service's page for the query, with the paging echoed back. */
export const pagedList =
  <Q extends { page: number; perPage: number }, R extends object>(list: (query: Q) => Promise<R>) =>
  async (request: FastifyRequest) => {
    const query = request.query as Q;
    return { ...(await list(query)), page: query.page, perPage: query.perPage };
  };

const FAILURE_WINDOW_MS = 60_000;
const SAFE = new Set(['GET', 'HEAD']);

/**
 * Registers the back office's routes, each from its contract endpoint: the endpoint's `access`
 * is checked before anything else on every call (docs/decisions/023), so no route can forget
 * it. Answers are `private, no-store`.
 */
export async function backofficeRoutes(
  app: FastifyInstance,
  ctx: BackofficeContext,
  register: (route: RouteOf, group: ZodApp) => void | Promise<void>,
) {
  await app.register(async (child) => {
    const group = child.withTypeProvider<ZodTypeProvider>();
    group.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const route: RouteOf = (endpoint, { summary, statuses = [], ...options }) => {
      // A sandbox-only call (a twin's list, sandbox results) does not exist on a live server.
      if (endpoint.sandboxOnly && ctx.isLive) return;
      const access = endpoint.access;
      const { params, query, body } = endpoint as EndpointSchemas;
      group.route({
        ...(options as RouteOptions),
        method: endpoint.method,
        url: endpoint.path,
        onRequest: async (request, reply) => authorize(app, ctx, request, reply, access),
        schema: {
          tags: ['backoffice'],
          summary,
          description: describeAccess(access),
          security:
            access === 'public'
              ? []
              : Array.isArray(access)
                ? [{ operatorSession: [] }, { operatorApiKey: [] }]
                : [{ operatorSession: [] }],
          ...(params ? { params } : {}),
          ...(query ? { querystring: query } : {}),
          ...(body ? { body } : {}),
          response: {
            200: endpoint.response,
            ...errors(400, ...(access === 'public' ? [] : [401, 403]), ...statuses),
          },
        },
      });
    };
    await register(route, group);
  });
}

function describeAccess(access: BackofficeAccess): string {
  if (access === 'public') return 'Open (the password step of a login).';
  if (access === 'password') return 'A session past the password (before the code too).';
  if (access === 'operator') return 'Any signed-in operator.';
  return `Roles: ${access.join(', ')} (API keys with one of them as a scope).`;
}

async function authorize(
  app: FastifyInstance,
  ctx: BackofficeContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  access: BackofficeAccess,
) {
  if (access === 'public') return;
  const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
  const bearer = request.headers.authorization?.match(/^Bearer (bo_[\w-]{20,100})$/)?.[1];
  if (bearer) {
    const failureKey = `backoffice key ip:${request.ip}`;
    const { count } = await app.failures.read(failureKey);
    if (count >= app.config.RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE) {
      throw new AppError(429, 'rate_limited', 'Too many attempts, try again later');
    }
    const key = await findApiKey(ctx, bearer);
    if (!key) {
      await app.failures.add(failureKey, FAILURE_WINDOW_MS);
      throw new AppError(401, 'unauthorized', 'A valid API key is required');
    }
    if (!Array.isArray(access) || !access.some((role) => key.scopes.includes(role))) {
      throw forbidden();
    }
    request.backofficeCaller = {
      kind: 'api_key',
      key,
      actor: { type: 'api_key', id: key.id, label: key.name, ...client },
    };
    return;
  }
  const token = request.cookies[SESSION_COOKIE];
  const state = token ? await findSession(ctx, token) : null;
  if (!state) throw new AppError(401, 'unauthorized', 'Sign in to the back office');
  if (!SAFE.has(request.method)) {
    checkCsrf(request, {
      publicUrl: app.config.PUBLIC_URL,
      isLive: ctx.isLive,
      headerValue: BACKOFFICE_CSRF_VALUE,
    });
  }
  const actor: Actor = {
    type: 'operator',
    id: state.operator.id,
    label: state.operator.email,
    ...client,
  };
  request.backofficeCaller = { kind: 'session', state, actor };
  if (access === 'password') return;
  if (!state.session.verifiedAt) {
    throw new AppError(401, 'second_factor_required', 'Enter the code of your authenticator app');
  }
  if (access === 'operator') return;
  if (!access.includes(state.operator.role)) throw forbidden();
}

const forbidden = () =>
  new AppError(403, 'forbidden', 'Your role does not allow this; ask an admin');

/** The caller of a route registered through backofficeRoutes (its access was checked). */
export function callerOf(request: FastifyRequest): Caller {
  const caller = request.backofficeCaller;
  if (!caller) throw new Error('backoffice route without a caller');
  return caller;
}

/** The session of a route open to sessions only ('password' or 'operator' access). */
export function sessionOf(request: FastifyRequest): SessionState {
  const caller = callerOf(request);
  if (caller.kind !== 'session') throw new Error('backoffice session route reached by a key');
  return caller.state;
}
