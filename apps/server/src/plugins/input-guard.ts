import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors.ts';

/** Deeper JSON than this is not walked (nor expected); the body limit bounds the rest. */
const MAX_DEPTH = 32;

/** The dotted name of the first string (or key) holding a NUL character, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const name = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return name;
    const found = findNul(item, name, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL anywhere in the path, query or body would end as a
 * 500 deep inside a query. Refused here, before validation, with the usual 400 naming the field
 * (docs/decisions/018).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
    if (field === null) return;
    throw new AppError(400, 'validation_failed', 'Invalid request', {
      [field]: ['Must not contain NUL characters'],
    });
  });
}
