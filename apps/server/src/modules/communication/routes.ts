import { notificationApi } from '@casino/contracts/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenOf } from '../../plugins/auth.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { bodyEmail, createRateLimit } from '../../shared/rate-limit.ts';
import type { CommunicationContext } from './context.ts';
import { unwrap } from './failures.ts';
import { checkContactForm, sendContactMessage } from './service.ts';

/** The signed-in player behind an optional token (bearer or cookie); guests or a stale one: null. */
async function optionalPlayerId(request: FastifyRequest): Promise<string | null> {
  const token = accessTokenOf(request);
  if (!token) return null;
  const claims = await request.server.accessTokens.verify(token).catch(() => null);
  return claims?.playerId ?? null;
}

/** POST /api/notification/communications: the contact form (guests and players). */
export function communicationRoutes(ctx: CommunicationContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Per client IP and per email of the body, so neither one address nor one sender floods support.
    const contactLimit = createRateLimit(app, {
      max: ctx.messagesPerHour,
      windowMs: 3_600_000,
      counters: [
        { keyOf: (request) => `contact-ip:${request.ip}` },
        {
          keyOf: (request) => {
            const email = bodyEmail(request);
            return email === null ? null : `contact-email:${email}`;
          },
        },
      ],
      message: (seconds) => `Too many messages, try again in ${Math.ceil(seconds / 60)} minutes`,
    });

    contractRoute(app, notificationApi.sendContactMessage, {
      tags: ['notification'],
      summary: 'Send a message to support (stored; mailed to CONTACT_EMAIL when set)',
      statuses: [201],
      errors: [400, 429],
      preValidation: contactLimit,
      formCheck: checkContactForm,
      handler: async (request, reply) => {
        const sent = unwrap(
          await sendContactMessage(ctx, request.body, {
            playerId: await optionalPlayerId(request),
            ip: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          }),
        );
        return reply.status(201).header('cache-control', 'no-store').send(sent);
      },
    });
  };
}
