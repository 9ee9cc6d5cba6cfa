import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: launch tokens, codes, autologin states, preview tokens. */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'preview', 'resetcode', 'confirmcode']);
/** Site paths whose last segment is a secret code (any locale prefix before them). */
const SECRET_SEGMENTS = /(\/(?:reset-password|verify)\/)[^/?#]+/gi;
const REDACTED = '[redacted]';

/** The URL as it may be logged: secret path segments and query values replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_SEGMENTS, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      const key = safeDecode(name).toLowerCase();
      return SECRET_PARAMS.has(key) && pair.includes('=') ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * pino's `req` serializer for Fastify's request logs (docs/decisions/016): the fields of the
 * default one, with the URL redacted.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
