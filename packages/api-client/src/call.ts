import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@casino/contracts/api';
import { toApiError } from './api-error.ts';

/** One request as a transport sends it: the URL is already filled in. */
export interface ApiRequest {
  method: Endpoint['method'];
  url: string;
  body?: unknown;
  /** A multipart body (file uploads): sent as is, in place of a JSON body. */
  form?: FormData;
  auth: boolean;
}

/** A 2xx or error reply; `data` is the parsed JSON body (undefined when empty). */
export interface TransportReply {
  status: number;
  data: unknown;
  statusText?: string;
}

export type CallTransport = (request: ApiRequest) => Promise<TransportReply>;

// A field may be left out when the schema accepts nothing there or an empty object.
type Field<K extends string, T, Alt = never> = undefined extends T
  ? { [P in K]?: T | Alt }
  : Record<never, never> extends T
    ? { [P in K]?: T | Alt }
    : { [P in K]: T | Alt };

/** What a call takes: `params`, `query` and `body` as the endpoint's schemas accept them. */
export type CallInput<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>, URLSearchParams> &
  Field<'body', EndpointBody<E>> & {
    /** Overrides the endpoint's `auth` (demo play sends the token only when signed in). */
    auth?: boolean;
    /** How to reach the API; the client's default transport unless given. */
    transport?: CallTransport;
    /** Multipart fields and files, for the calls that take an upload (no JSON body). */
    form?: FormData;
  };

/** The arguments after the endpoint: the input may be left out when every field is optional. */
export type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Calls one endpoint and returns its typed reply. */
export type Call = <E extends Endpoint>(
  endpoint: E,
  ...args: CallArgs<E>
) => Promise<EndpointResponse<E>>;

function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function toSearch(query: object | URLSearchParams | undefined): string {
  if (!query) return '';
  const search = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      // Array params go in bracket form (docs/product/api-calls.md#rules-for-every-call).
      if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
      else search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a call: params filled in, query appended. */
export function endpointUrl(
  endpoint: Endpoint,
  params?: object,
  query?: object | URLSearchParams,
): string {
  return fillPath(endpoint.path, params as Record<string, unknown>) + toSearch(query);
}

/** One app's client: `call` for code, `request` for hooks that pass an input through as one value. */
export interface ApiClient {
  call: Call;
  request: <E extends Endpoint>(endpoint: E, input: CallInput<E>) => Promise<EndpointResponse<E>>;
}

/**
 * The client of one app: `defaultTransport` reaches the API unless a call names another. Where
 * the endpoint carries its response schema (development, tests, the server render, the back
 * office) the reply is parsed with it; the site's production bundle carries none, so there the
 * reply is trusted (docs/decisions/010).
 */
export function createApiClient(defaultTransport: CallTransport): ApiClient {
  async function request<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
  ): Promise<EndpointResponse<E>> {
    const { params, query, body, form, auth, transport = defaultTransport } = input;
    const reply = await transport({
      method: endpoint.method,
      url: endpointUrl(endpoint, params as object | undefined, query as object | undefined),
      body,
      form,
      auth: auth ?? endpoint.auth,
    });
    if (reply.status >= 400) throw toApiError(reply.status, reply.data, reply.statusText);
    if (reply.status === 204) return undefined as EndpointResponse<E>;
    const schema = (endpoint as Partial<Endpoint>).response;
    return (schema ? schema.parse(reply.data) : reply.data) as EndpointResponse<E>;
  }
  const call: Call = (endpoint, ...[input]) =>
    request(endpoint, (input ?? {}) as CallInput<typeof endpoint>);
  return { call, request };
}
