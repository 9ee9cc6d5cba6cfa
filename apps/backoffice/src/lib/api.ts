import {
  ApiError,
  type ApiRequest,
  createApiClient,
  type TransportReply,
} from '@casino/api-client';
import { BACKOFFICE_CSRF_HEADER, BACKOFFICE_CSRF_VALUE } from '@casino/contracts/backoffice';

export { ApiError, endpointUrl } from '@casino/api-client';
export { settingsApi } from '@casino/contracts/api';
export { backofficeApi } from '@casino/contracts/api/backoffice';

/** The back office's transport: the operator's session cookie and the CSRF header (ADR 023). */
async function sendFromBackoffice({ method, url, body }: ApiRequest): Promise<TransportReply> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      [BACKOFFICE_CSRF_HEADER]: BACKOFFICE_CSRF_VALUE,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  return { status: response.status, data, statusText: response.statusText };
}

/** The one way the back office calls its API: the site's typed client on the operator's session. */
export const { call, request } = createApiClient(sendFromBackoffice);

/** What an operator is told when a call fails: the server's message, or a generic one. */
export const errorText = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong';

/** The server's refusal with each field it names ("currency: …"), `label` naming the fields. */
export function fieldsText(e: unknown, label: (field: string) => string = (f) => f) {
  if (!(e instanceof ApiError) || Object.keys(e.fields).length === 0) return errorText(e);
  return Object.entries(e.fields)
    .map(([field, messages]) => `${label(field)}: ${messages.join(', ')}`)
    .join(' · ');
}
