import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The zod schemas of one endpoint; `response` is the 2xx body (`z.void()` for a 204). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** One call of the API as the site makes it: method, path template (`:name` params), schemas. */
export type Endpoint<S extends EndpointSchemas = EndpointSchemas> = S & {
  method: HttpMethod;
  /** Fastify-style template, e.g. `/api/wallet/accounts/:id/switch`. */
  path: string;
  /** Sends the player's bearer token. */
  auth: boolean;
};

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The `params` an endpoint takes: its schema's input, else one string per `:name` of the path. */
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : [ParamNames<E['path']>] extends [never]
    ? undefined
    : Record<ParamNames<E['path']>, string>;

export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;

export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined;

/** What a successful call returns (after parsing). */
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/**
 * Declares one endpoint. The literal method and path stay in the type, so tests and clients can
 * match them against the server's routes.
 */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  const S extends EndpointSchemas,
>(endpoint: S & { method: M; path: P; auth: boolean }): S & { method: M; path: P; auth: boolean } {
  return endpoint;
}
