import type { Endpoint } from '@casino/contracts/api';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import type { FormCheck } from './form-check.ts';
import { errors } from './http.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request of an endpoint's route: params, query and body typed from its contract. */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

export interface ContractRouteOptions<E extends Endpoint> {
  tags: string[];
  summary: string;
  /** The error answers the route may give (401/403 come with the signed-in group). */
  errors?: number[];
  /** The success statuses when not just 200 (201 Created, 204 No Content...), each with the contract's body. */
  statuses?: number[];
  /** Request content types other than JSON (a multipart upload). */
  consumes?: string[];
  /** The OpenAPI security when not the group's (a route that reads an optional session). */
  security?: Array<Record<string, string[]>>;
  /** Runs first, before the body is read (an optional session: `authenticateIfSignedIn`). */
  onRequest?: onRequestHookHandler;
  /** Runs after parsing, before validation (a rate limit), in order when several. */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  /** Runs after validation, before the handler (maintenance, a precondition of the player). */
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  /** Runs on every answer of the route, errors too (a header of its own). */
  onSend?: onSendHookHandler;
  /** The form's own field check, merged into a 400 of the body's schema (form-check.ts). */
  formCheck?: FormCheck;
  /** The largest body this route reads, when not the server's default. */
  bodyLimit?: number;
  handler(
    request: ContractRequest<E>,
    reply: FastifyReply,
  ): Promise<z.input<E['response']> | FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on a group whose routes read an optional session and check a player themselves. */
    readsOptionalPlayer?: true;
  }
}

/** The endpoints registered from their contract, in any app of this process (api-contract.test.ts). */
export const contractRouted = new Set<Endpoint>();

/**
 * Registers one endpoint of `packages/contracts/src/api` as it is declared there (issue 30): its
 * method, its path (relative to the plugin's prefix), its params, query, body and response
 * schemas; the route adds only its summary, tags, error answers and handler. An endpoint that
 * needs a session must be registered in an `authenticatedRoutes` group and one that does not
 * outside it (a mismatch stops the boot), unless the group reads an optional session
 * (`readsOptionalPlayer`, the support chat's) and checks the player itself.
 */
export function contractRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: ContractRouteOptions<E>,
) {
  const name = `${endpoint.method} ${endpoint.path}`;
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${name} registered under ${app.prefix || '/'}`);
  }
  // A group that reads an optional session checks a signed-in endpoint's player itself.
  if (
    !app.hasDecorator('readsOptionalPlayer') &&
    endpoint.auth !== app.hasDecorator('requiresPlayer')
  ) {
    throw new Error(
      `${name}: the contract says auth ${endpoint.auth}, the route group ${!endpoint.auth}`,
    );
  }
  const success = options.statuses ?? [200];
  const url = endpoint.path.slice(app.prefix.length) || '/';
  app.route({
    method: endpoint.method,
    url,
    // The prefix itself is the endpoint's path: register it without a trailing slash, so
    // the document names the contract's path (Fastify's default adds `/prefix/` too, and
    // the document may keep only that one).
    ...(url === '/' && { prefixTrailingSlash: 'no-slash' as const }),
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(options.consumes && { consumes: options.consumes }),
      ...(options.security && { security: options.security }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: {
        ...Object.fromEntries(success.map((status) => [status, endpoint.response])),
        ...errors(...(options.errors ?? [])),
      },
    },
    ...(options.onRequest && { onRequest: options.onRequest }),
    ...(options.preValidation && { preValidation: options.preValidation }),
    ...(options.preHandler && { preHandler: options.preHandler }),
    ...(options.onSend && { onSend: options.onSend }),
    ...(options.formCheck && { config: { formCheck: options.formCheck } }),
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handler: options.handler as unknown as RouteHandlerMethod,
  });
  contractRouted.add(endpoint);
}
