import type { FastifyRequest } from 'fastify';
import type { Result } from '../../shared/result.ts';
import type { ClientInfo } from './context.ts';
import { type PlayerFailure, toAppError } from './failures.ts';

export { authenticated, bearer, errors } from '../../shared/http.ts';

export const tags = ['player'];

/** A service result's value, or its failure thrown as the matching HTTP error. */
export function unwrap<T>(result: Result<T, PlayerFailure>): T {
  if (!result.ok) throw toAppError(result.error);
  return result.value;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
