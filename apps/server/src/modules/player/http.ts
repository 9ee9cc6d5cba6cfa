import { ErrorResponseSchema } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Result } from '../../shared/result.ts';
import type { ClientInfo } from './context.ts';
import { type PlayerFailure, toAppError } from './failures.ts';

export const tags = ['player'];

/** A service result's value, or its failure thrown as the matching HTTP error. */
export function unwrap<T>(result: Result<T, PlayerFailure>): T {
  if (!result.ok) throw toAppError(result.error);
  return result.value;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

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
