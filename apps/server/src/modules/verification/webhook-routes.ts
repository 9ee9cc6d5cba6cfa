import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/errors.ts';
import { errors } from '../../shared/http.ts';
import type { VerificationContext } from './context.ts';
import { handleSumsubWebhook } from './sumsub/service.ts';

/**
 * Sumsub's webhooks (KYC_ADAPTER=sumsub): the raw body is kept for the payload digest; a bad
 * digest is 401 and logged, anything verified is 200 (a replay or a stale review too), so
 * Sumsub stops retrying.
 */
export function sumsubWebhookRoutes(ctx: VerificationContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 262_144 }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/sumsub',
      {
        schema: {
          tags: ['verification'],
          summary: 'Sumsub webhook (X-Payload-Digest over the raw body)',
          response: {
            200: z.object({ ok: z.literal(true), outcome: z.string() }),
            ...errors(400, 401),
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const answer = await handleSumsubWebhook(ctx, raw, {
          digest: header('x-payload-digest'),
          alg: header('x-payload-digest-alg'),
        });
        if (answer.status === 'unauthorized') {
          request.log.warn({ ip: request.ip }, 'sumsub webhook refused: bad digest');
          throw new AppError(401, 'invalid_signature', 'Webhook refused: bad payload digest');
        }
        if (answer.status === 'bad_request') throw new AppError(400, 'bad_request', answer.message);
        return { ok: true as const, outcome: answer.outcome };
      },
    );
  };
}
