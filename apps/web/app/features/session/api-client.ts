import { clearTokens, isTokenExpired, readTokens, storeTokens, type Tokens } from './tokens';

/** A failed API call: status, the error body's code and message, and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | number;
  readonly fields: Record<string, string[]>;
  constructor(
    status: number,
    code: string | number,
    message: string,
    fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** A 401/403 page from the CDN's bot challenge carries a Ray ID: reload instead (spec 8). */
const CDN_CHALLENGE = /Ray ID/i;

let onUnauthorized: () => void = () => {};
/** Called when an authenticated call is refused: the session store ends the session. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

async function toApiError(response: Response, body?: string): Promise<ApiError> {
  const text = body ?? (await response.text());
  try {
    const { error } = JSON.parse(text) as {
      error: { code: string | number; message: string; fields?: Record<string, string[]> };
    };
    return new ApiError(response.status, error.code, error.message, error.fields);
  } catch {
    return new ApiError(response.status, response.status, response.statusText || 'Request failed');
  }
}

let refreshing: Promise<Tokens | null> | null = null;

/** Renews the tokens; concurrent callers share one request (spec 4). */
export function refreshSession(): Promise<Tokens | null> {
  refreshing ??= renew().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function renew(): Promise<Tokens | null> {
  const tokens = readTokens();
  if (!tokens) return null;
  const response = await fetch('/api/player/sessions/refresh', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
    body: JSON.stringify({ refreshToken: tokens.refreshToken }),
  });
  if (response.status === 401 || response.status === 403) {
    const body = await response.text();
    if (CDN_CHALLENGE.test(body)) window.location.reload();
    clearTokens();
    if (response.status === 403) window.location.reload();
    return null;
  }
  if (!response.ok) throw await toApiError(response);
  const next = (await response.json()) as Tokens;
  storeTokens(next);
  return next;
}

/** The access token, renewed first when it expires within 10 s; null when logged out. */
export async function freshAccessToken(): Promise<string | null> {
  const tokens = readTokens();
  if (!tokens) return null;
  if (!isTokenExpired(tokens.accessToken)) return tokens.accessToken;
  return (await refreshSession())?.accessToken ?? null;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the bearer token (authenticated call: no cookies, spec 7). */
  auth?: boolean;
}

/** Calls the API from the browser. Authenticated calls refused with 401/403 end the session. */
export async function api<T>(
  path: string,
  { method = 'GET', body, auth = false }: ApiOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth) {
    const token = await freshAccessToken();
    if (!token) {
      onUnauthorized();
      throw new ApiError(401, 'unauthorized', 'Please sign in');
    }
    headers.authorization = `Bearer ${token}`;
  }
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'omit',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (auth && (response.status === 401 || response.status === 403)) {
    const text = await response.text();
    if (CDN_CHALLENGE.test(text)) window.location.reload();
    else onUnauthorized();
    throw await toApiError(response, text);
  }
  if (!response.ok) throw await toApiError(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}
