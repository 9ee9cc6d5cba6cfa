import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTooDeep } from '../../../shared/json-depth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of an aggregator call's body (its signature covers them). */
    aggregatorRaw?: Buffer;
  }
}

/** What a body that is not a JSON object parses to (the adapter answers in its dialect). */
export const NOT_JSON = Symbol('not json');

/**
 * Keeps every body of this scope as bytes before parsing it: signatures are checked over the
 * bytes sent, never over a re-serialised object.
 */
export function keepRawBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 65_536 }, (request, body, done) => {
    const raw = body as Buffer;
    request.aggregatorRaw = raw;
    if (isTooDeep(raw)) return done(null, NOT_JSON);
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'));
      done(
        null,
        parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : NOT_JSON,
      );
    } catch {
      done(null, NOT_JSON);
    }
  });
}

export const rawOf = (request: FastifyRequest) => request.aggregatorRaw ?? Buffer.alloc(0);

/** Minor digits of a currency (USD 2, JPY 0, BHD 3), as Intl knows them. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}
