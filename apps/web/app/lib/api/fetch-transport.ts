import { playerApi } from '@casino/contracts/api';
import {
  clearTokens,
  isTokenExpired,
  readTokens,
  storeTokens,
  type Tokens,
} from '../session/tokens';
import { ApiError, toApiError } from './api-error';
import type { ApiRequest, TransportReply } from './call';

/**
 * A 401/403 page from the CDN's bot challenge carries a Ray ID: reload instead
 * (docs/product/errors.md#cdn-challenge).
 */
const CDN_CHALLENGE = /Ray ID/i;

let onUnauthorized: () => void = () => {};
/** Called when an authenticated call is refused: the session store ends the session. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

async function errorOf(response: Response, text?: string): Promise<ApiError> {
  const body = text ?? (await response.text());
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    data = undefined;
  }
  return toApiError(response.status, data, response.statusText);
}

let refreshing: Promise<Tokens | null> | null = null;

/**
 * Renews the tokens; concurrent callers share one request
 * (docs/product/states.md#token-expiry-and-refresh).
 */
export function refreshSession(): Promise<Tokens | null> {
  refreshing ??= renew().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function renew(): Promise<Tokens | null> {
  const tokens = readTokens();
  if (!tokens) return null;
  const response = await fetch(playerApi.refreshSession.path, {
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
  if (!response.ok) throw await errorOf(response);
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

/** Sends a call from the browser. Authenticated calls refused with 401/403 end the session. */
export async function sendFromBrowser({
  method,
  url,
  body,
  auth,
}: ApiRequest): Promise<TransportReply> {
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
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'omit',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (auth && (response.status === 401 || response.status === 403)) {
    const text = await response.text();
    if (CDN_CHALLENGE.test(text)) window.location.reload();
    else onUnauthorized();
    throw await errorOf(response, text);
  }
  if (!response.ok) throw await errorOf(response);
  return {
    status: response.status,
    data: response.status === 204 ? undefined : await response.json(),
  };
}
