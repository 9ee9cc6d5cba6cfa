import { ErrorResponseSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

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

/** `METHOD /url` of the routes whose body may be left out (the OpenAPI document says so). */
export const OPTIONAL_BODY_ROUTES = new Set<string>();

/**
 * Routes of this scope take a missing or empty body as `{}`, also one sent as
 * `Content-Type: application/json` with nothing in it (docs/product/api-calls.md: the site may call
 * `POST /api/game/games/{id}/play` without a body). Other JSON parses as usual.
 */
export function acceptEmptyBody(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) OPTIONAL_BODY_ROUTES.add(`${method} ${route.url}`);
  });
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, body.toString(), done);
  });
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
}

/**
 * A `Content-Disposition` value for a file name in any script (RFC 6266): an ASCII fallback
 * (accents dropped, other letters gone, `document` when nothing is left) for old clients, and
 * the exact name as RFC 5987 `filename*=UTF-8''…`. A raw non-ASCII name in a header would make
 * Node refuse to write the reply (a 500).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] =
    dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '')
      .trim();
  const fallback = `${ascii(stem) || 'document'}${ascii(extension)}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
