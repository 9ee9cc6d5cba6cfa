import { ErrorResponseSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI security entry of a call that needs `Authorization: Bearer <access token>`. */
export const BEARER_SECURITY = [{ bearer: [] }];

/**
 * Per-route auth options, kept for the game routes until they move to `authenticatedRoutes`
 * (shared/authenticated-routes.ts), which applies the same check to a whole group.
 */
export function authenticated(app: FastifyInstance) {
  return { onRequest: app.authenticate } as const;
}

/** Per-route OpenAPI security; see `authenticated`. */
export const bearer = { security: BEARER_SECURITY } as const;

export const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema]));
