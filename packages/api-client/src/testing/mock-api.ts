import type { Endpoint } from '@casino/contracts/api';
import { vi } from 'vitest';
import type { z } from 'zod';

/** One request the screen sent, as the API would read it. */
export interface SentRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** A multipart body (an upload) as sent. */
  form?: FormData;
  headers: Record<string, string>;
}

/** The API's refusal of a call: its status and error body. */
export class Refusal {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly fields: Record<string, string[]>;
  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string[]> = {},
  ) {
    this.status = status;
    this.code = code;
    this.message = message;
    this.fields = fields;
  }
}

type Reply<E extends Endpoint> = z.input<E['response']> | Refusal;
type Handler<E extends Endpoint> = (request: SentRequest) => Reply<E>;

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  handler: (request: SentRequest) => unknown;
}

/** Answers `endpoint` with `handler`'s reply (typed by the endpoint's response schema). */
export function on<E extends Endpoint>(endpoint: E, handler: Handler<E> | Reply<E>): Route {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const pattern = new RegExp(`^${endpoint.path.replace(/:\w+/g, '([^/]+)')}$`);
  const isHandler = (h: Handler<E> | Reply<E>): h is Handler<E> => typeof h === 'function';
  const answer = isHandler(handler) ? handler : () => handler;
  return { endpoint, pattern, names, handler: answer };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces `fetch` with the given routes, the API as the screen sees it (the site's and the back office's component tests). A call no route
 * answers is refused with 404 and kept in `unanswered`; every request is kept in `sent`.
 */
export function mockApi(...routes: Route[]) {
  const sent: SentRequest[] = [];
  const unanswered: string[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init.method ?? 'GET';
    for (const route of routes) {
      const match = route.pattern.exec(url.pathname);
      if (!match || route.endpoint.method !== method) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      const request: SentRequest = {
        method,
        path: url.pathname,
        params,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        ...(init.body instanceof FormData ? { form: init.body } : {}),
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      sent.push(request);
      const reply = route.handler(request);
      if (reply instanceof Refusal) {
        const { status, code, message, fields } = reply;
        return json(status, { error: { code, message, fields } });
      }
      return reply === undefined ? new Response(null, { status: 204 }) : json(200, reply);
    }
    unanswered.push(`${method} ${url.pathname}`);
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The requests sent to `endpoint` so far. */
  const to = (endpoint: Endpoint) =>
    sent.filter((r) => r.method === endpoint.method && routeOf(endpoint).test(r.path));
  return { sent, unanswered, to };
}

const routeOf = (endpoint: Endpoint) =>
  new RegExp(`^${endpoint.path.replace(/:\w+/g, '([^/]+)')}$`);
