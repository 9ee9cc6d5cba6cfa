import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateIfSignedIn } from '../../../plugins/auth.ts';
import { requestCountry } from '../../../shared/request-country.ts';
import type { Viewer } from './service.ts';

/** Guests' catalog answers may be kept this long by browsers and CDNs. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * onRequest of the catalog calls open to guests: a bearer token, when sent, must be valid
 * (401 otherwise); it or the session cookie makes the answer the player's own (favourites).
 */
export function optionalAuth(_app: FastifyInstance) {
  return { onRequest: authenticateIfSignedIn } as const;
}

export function viewerOf(request: FastifyRequest): Viewer {
  return {
    playerId: request.player?.id ?? null,
    country: requestCountry(request),
  };
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * Caching of a catalog answer. Personal ones (a player's favourites inside) are private and
 * always fresh. Public ones get a weak ETag made of the catalog version (moved by a sync
 * that changed anything), the URL and the country, and a short public max-age; a matching
 * If-None-Match is answered 304 before any query runs. Returns true when it answered.
 */
export function answerFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  version: string,
  { personal, maxAge = PUBLIC_MAX_AGE_SECONDS }: { personal: boolean; maxAge?: number },
): boolean {
  const geoHeader = request.server.config.GEO_COUNTRY_HEADER;
  reply.header('vary', geoHeader ? `authorization, ${geoHeader}` : 'authorization');
  if (personal) {
    reply.header('cache-control', 'private, no-cache');
    return false;
  }
  const country = requestCountry(request) ?? '';
  const key = createHash('sha256').update(`${request.url}|${country}`).digest('base64url');
  const etag = `W/"${version}.${key.slice(0, 16)}"`;
  reply.header('etag', etag);
  reply.header('cache-control', `public, max-age=${maxAge}`);
  if (!matches(request.headers['if-none-match'], etag)) return false;
  reply.code(304).send();
  return true;
}
