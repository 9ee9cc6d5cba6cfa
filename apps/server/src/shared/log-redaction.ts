import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: launch tokens, codes, autologin states, preview tokens. */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'preview', 'resetcode', 'confirmcode']);
/** Site paths whose last segment is a secret code (any locale prefix before them). */
const SECRET_SEGMENTS = /(\/(?:reset-password|verify)\/)[^/?#]+/gi;
const REDACTED = '[redacted]';

/**
 * The URL as it may be logged: secret path segments and query values replaced, also inside a
 * URL carried as a query value (the page render's redirect lookup sends its path as `?path=`).
 */
export function redactUrl(url: string, depth = 0): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_SEGMENTS, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      const key = safeDecode(name).toLowerCase();
      if (!pair.includes('=')) return pair;
      if (SECRET_PARAMS.has(key)) return `${name}=${REDACTED}`;
      return `${name}=${redactValue(pair.slice(name.length + 1), depth)}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** A query value, or (when it holds a URL, encoded up to three times) that URL redacted. */
function redactValue(value: string, depth: number): string {
  if (depth >= 3) return value;
  let decoded = value;
  for (let i = 0; i < 3; i += 1) {
    const next = safeDecode(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  if (!/[/?]/.test(decoded)) return value;
  const redacted = redactUrl(decoded, depth + 1);
  return redacted === decoded ? value : encodeURIComponent(redacted);
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
