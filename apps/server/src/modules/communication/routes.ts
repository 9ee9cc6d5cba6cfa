import { ContactMessageRequestSchema, ContactMessageResponseSchema } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../shared/http.ts';
import { contactRateLimit } from './rate-limit.ts';
import { type CommunicationContext, sendContactMessage } from './service.ts';

/** The signed-in player behind an optional bearer token; guests (or a stale token) give null. */
async function optionalPlayerId(request: FastifyRequest): Promise<string | null> {
  const match = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const claims = await request.server.accessTokens.verify(match[1]!).catch(() => null);
  return claims?.playerId ?? null;
}

/** POST /api/notification/communications: the contact form (guests and players). */
export function communicationRoutes(ctx: CommunicationContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/communications',
      {
        preValidation: contactRateLimit(app, app.config.RATE_LIMIT_CONTACT_PER_HOUR),
        schema: {
          tags: ['notification'],
          summary: 'Send a message to support (stored; mailed to CONTACT_EMAIL when set)',
          body: ContactMessageRequestSchema,
          response: { 201: ContactMessageResponseSchema, ...errors(400, 429) },
        },
      },
      async (request, reply) => {
        const sent = await sendContactMessage(ctx, request.body, {
          playerId: await optionalPlayerId(request),
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        });
        return reply.status(201).header('cache-control', 'no-store').send(sent);
      },
    );
  };
}
