import { supportApi } from '@casino/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateIfSignedIn } from '../../plugins/auth.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { AppError } from '../../shared/errors.ts';
import { BEARER_SECURITY, OPTIONAL_BEARER_SECURITY } from '../../shared/http.ts';
import { createRateLimit } from '../../shared/rate-limit.ts';
import { checkCsrf } from '../../shared/session-cookies.ts';
import type { SupportContext } from './context.ts';
import { toAppError, unwrap } from './failures.ts';
import { guestKeyHash } from './guest-identity.ts';
import * as service from './service.ts';
import { zendeskToken } from './zendesk.ts';

/** The guest's chat identity: a server-signed value in an HttpOnly cookie (guest-identity.ts). */
export const GUEST_COOKIE = 'support_guest';
const GUEST_COOKIE_PATH = '/api/support';
const GUEST_COOKIE_DAYS = 30;

/**
 * The caller's chat identity: the signed-in player, else this browser's guest (if any yet; a
 * guest cookie this site did not issue is nobody).
 */
async function ownerOf(
  ctx: SupportContext,
  request: FastifyRequest,
): Promise<service.Owner | null> {
  if (request.player) return { kind: 'player', playerId: request.player.id };
  const key = request.cookies[GUEST_COOKIE];
  return key && (await ctx.guests.isIssued(key))
    ? { kind: 'guest', keyHash: guestKeyHash(key) }
    : null;
}

/**
 * The support chat for players and guests (docs/decisions/030). Open routes: the session cookie
 * (or bearer) makes the caller the player; otherwise the guest cookie, which the first message
 * of a guest sets. Changes from cookies pass the site's CSRF check.
 */
export function supportRoutes(ctx: SupportContext): FastifyPluginAsyncZod {
  return async (app) => {
    const site = { publicUrl: app.config.PUBLIC_URL, isLive: ctx.isLive };
    app.addHook('onRequest', async (request) => {
      await authenticateIfSignedIn(request);
      if (!request.headers.authorization) checkCsrf(request, site);
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    // Guests per client address, whatever their cookie says (issue 27); players per player.
    const messageLimit = createRateLimit(app, {
      max: ctx.messagesPerMinute,
      windowMs: 60_000,
      counters: [
        {
          keyOf: (request) =>
            request.player
              ? `support-message:player:${request.player.id}`
              : `support-message:guest-ip:${request.ip}`,
        },
      ],
      message: (seconds) => `Too many messages, try again in ${seconds} seconds`,
    });

    /**
     * The owner who may write: a guest without a cookie gets one now; a guest cookie this site
     * did not issue is refused and cleared (the next message gets a real one).
     */
    const writer = async (request: FastifyRequest, reply: FastifyReply): Promise<service.Owner> => {
      if (request.player) return { kind: 'player', playerId: request.player.id };
      if (!ctx.isGuestChatEnabled) throw toAppError({ kind: 'guest_chat_disabled' });
      const sent = request.cookies[GUEST_COOKIE];
      if (sent !== undefined) {
        if (await ctx.guests.isIssued(sent)) return { kind: 'guest', keyHash: guestKeyHash(sent) };
        reply.clearCookie(GUEST_COOKIE, { path: GUEST_COOKIE_PATH });
        throw toAppError({ kind: 'invalid_guest' });
      }
      const key = await ctx.guests.issue();
      reply.setCookie(GUEST_COOKIE, key, {
        path: GUEST_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.isLive,
        maxAge: GUEST_COOKIE_DAYS * 86_400,
      });
      return { kind: 'guest', keyHash: guestKeyHash(key) };
    };
    app.decorate('readsOptionalPlayer', true);
    const common = { tags: ['support'], security: OPTIONAL_BEARER_SECURITY };

    contractRoute(app, supportApi.getState, {
      ...common,
      summary: 'The chat: availability, the latest conversation, messages after `after`',
      errors: [400],
      handler: async (request) =>
        service.getState(ctx, await ownerOf(ctx, request), request.query.after),
    });

    contractRoute(app, supportApi.sendMessage, {
      ...common,
      summary: 'Sends a chat message (opens a conversation when none is open)',
      preValidation: messageLimit,
      errors: [400, 403, 429],
      handler: async (request, reply) =>
        unwrap(await service.sendMessage(ctx, await writer(request, reply), request.body)),
    });

    contractRoute(app, supportApi.sendAttachment, {
      ...common,
      summary: 'Sends an image (type read from the bytes, size limited)',
      preValidation: messageLimit,
      // base64 makes 4 bytes of 3: the largest image fits, a larger body is refused unread.
      bodyLimit: Math.ceil((ctx.maxAttachmentBytes * 4) / 3) + 64 * 1024,
      errors: [400, 403, 413, 429],
      handler: async (request, reply) =>
        unwrap(await service.sendAttachment(ctx, await writer(request, reply), request.body)),
    });

    contractRoute(app, supportApi.markRead, {
      ...common,
      summary: 'Marks agent messages up to `seq` as read',
      errors: [400, 404],
      handler: async (request) =>
        unwrap(await service.markRead(ctx, await ownerOf(ctx, request), request.body.seq)),
    });

    contractRoute(app, supportApi.sendTyping, {
      ...common,
      summary: 'Tells the agent the player is typing',
      errors: [404],
      handler: async (request) =>
        unwrap(await service.sendTyping(ctx, await ownerOf(ctx, request))),
    });

    contractRoute(app, supportApi.getChannelToken, {
      ...common,
      summary: 'A subscription token for the conversation channel',
      errors: [404],
      handler: async (request) =>
        unwrap(await service.channelToken(ctx, await ownerOf(ctx, request))),
    });

    contractRoute(app, supportApi.claimGuestConversation, {
      ...common,
      summary: "Makes this browser's guest conversation the signed-in player's",
      errors: [401],
      handler: async (request, reply) => {
        if (!request.player) throw new AppError(401, 'unauthorized', 'Sign in first');
        const key = request.cookies[GUEST_COOKIE];
        reply.clearCookie(GUEST_COOKIE, { path: GUEST_COOKIE_PATH });
        if (!key || !(await ctx.guests.isIssued(key))) return { ok: true as const };
        return service.claimGuestConversation(ctx, guestKeyHash(key), request.player.id);
      },
    });

    contractRoute(app, supportApi.getZendeskToken, {
      tags: ['support'],
      summary:
        'A short-lived Zendesk messaging JWT for the signed-in player (404 when not configured)',
      security: BEARER_SECURITY,
      errors: [401, 404],
      handler: async (request) => {
        if (!request.player) throw new AppError(401, 'unauthorized', 'Authentication required');
        return unwrap(await zendeskToken(ctx, ctx.zendesk, request.player.id));
      },
    });

    contractRoute(app, supportApi.getAttachment, {
      ...common,
      summary: 'An image of one of your conversations',
      errors: [404],
      handler: async (request, reply) => {
        const attachment = unwrap(
          await service.getAttachment(ctx, await ownerOf(ctx, request), request.params.id),
        );
        return service.sendImage(reply, attachment);
      },
    });
  };
}
