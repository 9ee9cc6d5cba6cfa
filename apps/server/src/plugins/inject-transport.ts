import type { ApiTransport } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Headers of the page request that API calls made while rendering it carry along. Not
 * X-Forwarded-For: the page's client address (already resolved by TRUST_PROXY) is passed as
 * the inner request's own address, so a spoofed header cannot reach the API's limits.
 */
const FORWARDED = ['cookie', 'authorization', 'user-agent', 'accept-language'];

/** Lets SSR loaders call the API in-process (no socket), as the same visitor. */
export function createInjectTransport(app: FastifyInstance) {
  // The trusted country header, when one is configured (GEO_COUNTRY_HEADER).
  const forwarded = [
    ...FORWARDED,
    ...(app.config.GEO_COUNTRY_HEADER ? [app.config.GEO_COUNTRY_HEADER] : []),
  ];
  return (pageRequest: FastifyRequest): ApiTransport =>
    async (path, init = {}) => {
      const headers: Record<string, string> = { 'x-request-id': pageRequest.id, ...init.headers };
      for (const name of forwarded) {
        const value = pageRequest.headers[name];
        if (typeof value === 'string' && !(name in headers)) headers[name] = value;
      }
      const response = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        headers,
        remoteAddress: pageRequest.ip,
        ...(init.body === undefined ? {} : { payload: init.body as object }),
      });
      const isJson = String(response.headers['content-type'] ?? '').includes('json');
      return { status: response.statusCode, data: isJson ? response.json() : response.body };
    };
}
