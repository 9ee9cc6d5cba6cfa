import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './context.ts';

export { errors } from '../../shared/http.ts';
export { unwrap } from './failures.ts';

export const tags = ['player'];

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
