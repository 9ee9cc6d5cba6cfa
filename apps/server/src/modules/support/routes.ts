import { createHash, randomBytes } from 'node:crypto';
import { supportApi } from '@casino/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticateIfSignedIn } from '../../plugins/auth.ts';
import { AppError } from '../../shared/errors.ts';
import { BEARER_SECURITY, errors, OPTIONAL_BEARER_SECURITY } from '../../shared/http.ts';
import { createRateLimit } from '../../shared/rate-limit.ts';
import { checkCsrf } from '../../shared/session-cookies.ts';
import type { SupportContext } from './context.ts';
import { toAppError, unwrap } from './failures.ts';
import * as service from './service.ts';
import { zendeskToken } from './zendesk.ts';

/** The guest's chat identity: a random value in an HttpOnly cookie; the table keeps its hash. */
export const GUEST_COOKIE = 'support_guest';
const GUEST_COOKIE_PATH = '/api/support';
const GUEST_COOKIE_DAYS = 30;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** The caller's chat identity: the signed-in player, else this browser's guest (if any yet). */
function ownerOf(request: FastifyRequest): service.Owner | null {
  if (request.player) return { kind: 'player', playerId: request.player.id };
  const key = request.cookies[GUEST_COOKIE];
  return key ? { kind: 'guest', keyHash: hashOf(key) } : null;
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
    const messageLimit = createRateLimit(app, {
      max: ctx.messagesPerMinute,
      windowMs: 60_000,
      counters: [
        {
          keyOf: (request) =>
            `support-message:${request.player?.id ?? request.cookies[GUEST_COOKIE] ?? request.ip}`,
        },
      ],
      message: (seconds) => `Too many messages, try again in ${seconds} seconds`,
    });

    /** The owner who may write: a guest without a cookie gets one now. */
    const writer = (request: FastifyRequest, reply: FastifyReply): service.Owner => {
      const owner = ownerOf(request);
      if (owner) return owner;
      if (!ctx.isGuestChatEnabled) throw toAppError({ kind: 'guest_chat_disabled' });
      const key = randomBytes(32).toString('base64url');
      reply.setCookie(GUEST_COOKIE, key, {
        path: GUEST_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.isLive,
        maxAge: GUEST_COOKIE_DAYS * 86_400,
      });
      return { kind: 'guest', keyHash: hashOf(key) };
    };
    const common = { tags: ['support'], security: OPTIONAL_BEARER_SECURITY };

    app.get(
      supportApi.getState.path,
      {
        schema: {
          ...common,
          summary: 'The chat: availability, the latest conversation, messages after `after`',
          querystring: supportApi.getState.query,
          response: { 200: supportApi.getState.response, ...errors(400) },
        },
      },
      async (request) => service.getState(ctx, ownerOf(request), request.query.after),
    );

    app.post(
      supportApi.sendMessage.path,
      {
        preValidation: messageLimit,
        schema: {
          ...common,
          summary: 'Sends a chat message (opens a conversation when none is open)',
          body: supportApi.sendMessage.body,
          response: { 200: supportApi.sendMessage.response, ...errors(400, 403, 429) },
        },
      },
      async (request, reply) => {
        return unwrap(await service.sendMessage(ctx, writer(request, reply), request.body));
      },
    );

    app.post(
      supportApi.sendAttachment.path,
      {
        preValidation: messageLimit,
        // base64 makes 4 bytes of 3: the largest image fits, a larger body is refused unread.
        bodyLimit: Math.ceil((ctx.maxAttachmentBytes * 4) / 3) + 64 * 1024,
        schema: {
          ...common,
          summary: 'Sends an image (type read from the bytes, size limited)',
          body: supportApi.sendAttachment.body,
          response: { 200: supportApi.sendAttachment.response, ...errors(400, 403, 413, 429) },
        },
      },
      async (request, reply) => {
        return unwrap(await service.sendAttachment(ctx, writer(request, reply), request.body));
      },
    );

    app.post(
      supportApi.markRead.path,
      {
        schema: {
          ...common,
          summary: 'Marks agent messages up to `seq` as read',
          body: supportApi.markRead.body,
          response: { 200: supportApi.markRead.response, ...errors(400, 404) },
        },
      },
      async (request) => unwrap(await service.markRead(ctx, ownerOf(request), request.body.seq)),
    );

    app.post(
      supportApi.sendTyping.path,
      {
        schema: {
          ...common,
          summary: 'Tells the agent the player is typing',
          response: { 200: supportApi.sendTyping.response, ...errors(404) },
        },
      },
      async (request) => unwrap(await service.sendTyping(ctx, ownerOf(request))),
    );

    app.get(
      supportApi.getChannelToken.path,
      {
        schema: {
          ...common,
          summary: 'A subscription token for the conversation channel',
          response: { 200: supportApi.getChannelToken.response, ...errors(404) },
        },
      },
      async (request) => unwrap(await service.channelToken(ctx, ownerOf(request))),
    );

    app.post(
      supportApi.claimGuestConversation.path,
      {
        schema: {
          ...common,
          summary: "Makes this browser's guest conversation the signed-in player's",
          response: { 200: supportApi.claimGuestConversation.response, ...errors(401) },
        },
      },
      async (request, reply) => {
        if (!request.player) throw new AppError(401, 'unauthorized', 'Sign in first');
        const key = request.cookies[GUEST_COOKIE];
        reply.clearCookie(GUEST_COOKIE, { path: GUEST_COOKIE_PATH });
        if (!key) return { ok: true as const };
        return service.claimGuestConversation(ctx, hashOf(key), request.player.id);
      },
    );

    app.get(
      supportApi.getZendeskToken.path,
      {
        schema: {
          tags: ['support'],
          summary:
            'A short-lived Zendesk messaging JWT for the signed-in player (404 when not configured)',
          security: BEARER_SECURITY,
          response: { 200: supportApi.getZendeskToken.response, ...errors(401, 404) },
        },
      },
      async (request) => {
        if (!request.player) throw new AppError(401, 'unauthorized', 'Authentication required');
        return unwrap(await zendeskToken(ctx, ctx.zendesk, request.player.id));
      },
    );

    app.get(
      supportApi.getAttachment.path,
      {
        schema: {
          ...common,
          summary: 'An image of one of your conversations',
          params: supportApi.getAttachment.params,
          response: { 200: supportApi.getAttachment.response, ...errors(404) },
        },
      },
      async (request, reply) => {
        const attachment = unwrap(
          await service.getAttachment(ctx, ownerOf(request), request.params.id),
        );
        return service.sendImage(reply, attachment);
      },
    );
  };
}
