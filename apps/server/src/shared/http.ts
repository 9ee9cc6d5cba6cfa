import { ErrorResponseSchema } from '@casino/contracts';

/**
 * The OpenAPI security entry of a call that needs a session: `Authorization: Bearer <access
 * token>`, or the site's HttpOnly cookie (with the CSRF header for changes, docs/decisions/016).
 */
export const BEARER_SECURITY: Array<Record<string, string[]>> = [
  { bearer: [] },
  { sessionCookie: [] },
];

/** A call open to guests that reads an optional bearer token (a wrong one is refused). */
export const OPTIONAL_BEARER_SECURITY = [{}, ...BEARER_SECURITY];

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema]));
