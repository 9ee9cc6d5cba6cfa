import { ApiError, type ApiRequest, type TransportReply, toApiError } from '@casino/api-client';
import { playerApi } from '@casino/contracts/api';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@casino/contracts/session-cookies';
import { clearSessionMarker, hasSessionMarker, isSessionDue } from '../session/session-marker';

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

/**
 * Every call sends the session cookies (same origin only) and the CSRF header the API asks of
 * cookie-authenticated calls that change state (docs/decisions/016).
 */
const BASE_HEADERS = { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the session's cookies; concurrent callers share one request, and true means it still
 * lives (docs/product/states.md#token-expiry-and-refresh).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= renew().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function renew(): Promise<boolean> {
  if (!hasSessionMarker()) return false;
  // The refresh token is the HttpOnly cookie scoped to this path: the body stays empty.
  const response = await fetch(playerApi.refreshSession.path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...BASE_HEADERS, 'content-type': 'application/json' },
    body: '{}',
  });
  if (response.status === 401 || response.status === 403) {
    const body = await response.text();
    if (CDN_CHALLENGE.test(body)) window.location.reload();
    clearSessionMarker();
    if (response.status === 403) window.location.reload();
    return false;
  }
  if (!response.ok) throw await errorOf(response);
  return true;
}

/**
 * True when a session is open, renewed first when its access token expires within 10 s (the
 * marker tells, and another tab's refresh moves it too); false when logged out.
 */
export async function ensureFreshSession(): Promise<boolean> {
  if (!hasSessionMarker()) return false;
  if (!isSessionDue(document.cookie)) return true;
  return refreshSession();
}

/**
 * Sends a call from the browser, authenticated by the session cookies. Authenticated calls
 * refused with 401/403 end the session.
 */
export async function sendFromBrowser({
  method,
  url,
  body,
  form,
  auth,
}: ApiRequest): Promise<TransportReply> {
  const headers: Record<string, string> = { ...BASE_HEADERS };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth && !(await ensureFreshSession())) {
    onUnauthorized();
    throw new ApiError(401, 'unauthorized', 'Please sign in');
  }
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    // A FormData sets its own multipart content type (with the boundary).
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
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
