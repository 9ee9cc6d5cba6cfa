import {
  FreeRoundsIssueRequestSchema,
  FreeRoundsStatusSchema,
  ProviderErrorSchema,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
} from '@casino/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProviderContext, ProviderResult } from './context.ts';
import { cancelFreeRounds, issueFreeRounds } from './free-rounds.ts';
import { verifySeamless } from './seamless-client.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a free-rounds call (its signature covers them). */
    freeRoundsRaw?: string;
  }
}

const tags = ['Built-in game provider'];
const HeadersSchema = z.object({
  [SEAMLESS_TIMESTAMP_HEADER]: z.string().describe('Unix seconds; at most 300 s off'),
  [SEAMLESS_SIGNATURE_HEADER]: z
    .string()
    .describe('hex HMAC-SHA256 of "{timestamp}.{raw body}" with the seamless secret'),
});
const responses = {
  200: FreeRoundsStatusSchema,
  ...Object.fromEntries([400, 401, 404, 409].map((s) => [s, ProviderErrorSchema])),
};

function send<T>(reply: FastifyReply, result: ProviderResult<T>) {
  if (result.ok) return result.value;
  return reply.status(result.error.status).send(result.error.body);
}

/**
 * The free-rounds API the casino calls (`/provider/api/free-rounds`), signed with the seamless
 * secret over the raw body like the seamless wallet (packages/contracts/src/seamless.ts).
 */
export function freeRoundsRoutes(
  ctx: ProviderContext,
  secret: () => Promise<string>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 16_384 },
      (request, body, done) => {
        request.freeRoundsRaw = String(body);
        try {
          done(null, body === '' ? {} : JSON.parse(String(body)));
        } catch {
          done(null, {});
        }
      },
    );
    app.addHook('preValidation', async (request, reply) => {
      const signed = verifySeamless(
        await secret(),
        request.headers,
        request.freeRoundsRaw ?? '',
        new Date(),
      );
      if (!signed) {
        return reply
          .status(401)
          .send({ error: { code: 'invalid_signature', message: 'Signature refused' } });
      }
    });

    app.post(
      '/free-rounds',
      {
        schema: {
          tags,
          summary: 'Grant free rounds to a casino player (once per reference)',
          headers: HeadersSchema,
          body: FreeRoundsIssueRequestSchema,
          response: responses,
        },
      },
      async (request, reply) => send(reply, await issueFreeRounds(ctx, request.body)),
    );

    app.post(
      '/free-rounds/:reference/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel free rounds: the rest are not played and their win is not reported',
          headers: HeadersSchema,
          params: z.object({ reference: z.string().min(1).max(128) }),
          response: responses,
        },
      },
      async (request, reply) => send(reply, await cancelFreeRounds(ctx, request.params.reference)),
    );
  };
}
