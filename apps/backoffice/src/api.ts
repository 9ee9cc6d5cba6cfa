import type { EndpointSchemas } from '@casino/contracts/api';
import { settingsApi } from '@casino/contracts/api';
import { backofficeApi } from '@casino/contracts/api/backoffice';
import { BACKOFFICE_CSRF_HEADER, BACKOFFICE_CSRF_VALUE } from '@casino/contracts/backoffice';
import type { z } from 'zod';

export { backofficeApi };

type Api = typeof backofficeApi;
export type EndpointName = keyof Api;
type Out<N extends EndpointName> = z.output<Api[N]['response']>;
type In<N extends EndpointName, K extends keyof EndpointSchemas> =
  Api[N] extends Record<K, z.ZodType> ? z.input<Api[N][K]> : undefined;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]>;
  constructor(status: number, code: string, message: string, fields: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** What an operator is told when a call fails: the server's message, or a generic one. */
export const errorText = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong';

type CallInput<N extends EndpointName> = {
  params?: Record<string, string>;
  query?: In<N, 'query'> | Record<string, unknown>;
  body?: In<N, 'body'>;
};

/** The URL of a call: its path with the params filled in and the query (empty values left out). */
export function urlOf<N extends EndpointName>(name: N, input: CallInput<N> = {}): string {
  let path: string = backofficeApi[name].path;
  for (const [key, value] of Object.entries(input.params ?? {})) {
    path = path.replace(`:${key}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== '' && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The one way the back office calls its API: cookie session, CSRF header, typed by the contract. */
export async function call<N extends EndpointName>(
  name: N,
  input: CallInput<N> = {},
): Promise<Out<N>> {
  const endpoint = backofficeApi[name];
  const res = await fetch(urlOf(name, input), {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: {
      [BACKOFFICE_CSRF_HEADER]: BACKOFFICE_CSRF_VALUE,
      ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) {
    const error = (json as { error?: { code?: string; message?: string; fields?: object } }).error;
    throw new ApiError(
      res.status,
      String(error?.code ?? res.status),
      error?.message ?? `Request failed (${res.status})`,
      (error?.fields ?? {}) as Record<string, string[]>,
    );
  }
  return json as Out<N>;
}

/** Minor units per unit of each currency (the site's public settings call). */
export async function loadCurrencyUnits(): Promise<Map<string, number>> {
  const res = await fetch(`${settingsApi.listCurrencies.path}`, { credentials: 'same-origin' });
  if (!res.ok) return new Map();
  const body = (await res.json()) as { items?: { code: string; subunitToUnit: number }[] };
  return new Map((body.items ?? []).map((c) => [c.code, c.subunitToUnit]));
}
