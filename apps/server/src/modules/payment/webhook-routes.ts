import { WebhookAckSchema } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/errors.ts';
import { errors } from '../../shared/http.ts';
import { isTooDeep, MAX_JSON_DEPTH } from '../../shared/json-depth.ts';
import { type PaymentContext, providerOf } from './context.ts';
import { unwrap } from './failures.ts';
import { handleProviderEvent } from './webhook-service.ts';

/**
 * Provider webhooks: the signature is checked over the raw body (so this scope keeps bodies
 * as bytes), a bad or stale one is a 400 and logged; anything verified is answered 200, also
 * when it changed nothing (duplicate, unknown invoice, stale status), so the provider stops
 * retrying. A body nested deeper than 32 levels is refused (400) before it is read or stored;
 * an amount no balance can hold is a 422.
 */
export function webhookRoutes(ctx: PaymentContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 65_536 }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/:provider',
      {
        schema: {
          tags: ['payment'],
          summary: 'Signed event of a payment provider (sandbox-card, sandbox-crypto)',
          params: z.object({ provider: z.enum([...ctx.providers.keys()]) }),
          response: { 200: WebhookAckSchema, ...errors(400, 404, 422) },
        },
      },
      async (request) => {
        const { provider: name } = request.params;
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (isTooDeep(raw)) {
          throw new AppError(400, 'bad_request', `JSON nested deeper than ${MAX_JSON_DEPTH}`);
        }
        const check = await providerOf(ctx, name).parseWebhook(
          raw,
          request.headers,
          ctx.clock.now(),
        );
        if (!check.ok) {
          request.log.warn(
            { provider: name, reason: check.reason, ip: request.ip },
            'webhook refused',
          );
          throw new AppError(400, 'invalid_signature', `Webhook refused: ${check.reason}`);
        }
        const payload = JSON.parse(raw.toString('utf8')) as unknown;
        const outcome = unwrap(await handleProviderEvent(ctx, name, check.event, payload));
        if (!outcome.applied) {
          request.log.info(
            { provider: name, event: check.event.eventId, ignored: outcome.ignored },
            'webhook changed nothing',
          );
          return { ok: true as const, ignored: outcome.ignored };
        }
        return { ok: true as const };
      },
    );
  };
}
