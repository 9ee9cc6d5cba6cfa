import { ErrorResponseSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Route options of an authenticated call: the bearer check runs first (onRequest), so a
 * caller without a valid session gets 401 before any body is read or validated.
 */
export function authenticated(app: FastifyInstance) {
  return { onRequest: app.authenticate } as const;
}

/** OpenAPI security and the 401/403 answers of an authenticated call. */
export const bearer = {
  security: [{ bearer: [] }],
} as const;

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema]));
