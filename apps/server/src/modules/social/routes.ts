import {
  OkResponseSchema,
  SocialAuthorizeRequestSchema,
  SocialAuthorizeResponseSchema,
  SocialCallbackRequestSchema,
  SocialIdentityListSchema,
  SocialLinkAuthorizeRequestSchema,
  SocialLoginResponseSchema,
  SocialProviderListSchema,
} from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { errors } from '../../shared/http.ts';
import { isCountryRestricted, requestCountry } from '../../shared/request-country.ts';
import { setSessionCookies } from '../../shared/session-cookies.ts';
import type { SocialContext } from './context.ts';
import { unwrap } from './failures.ts';
import * as social from './service.ts';
import { TRANSACTION_COOKIE, TRANSACTION_COOKIE_PATH, TRANSACTION_TTL_MS } from './transaction.ts';

const tags = ['social'];
/** The session cookies live a year, as after a password login (player/http.ts). */
const SESSION_COOKIE_MAX_AGE_S = 31_536_000;

export async function registerSocialRoutes(base: FastifyInstance, ctx: SocialContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const isSecure = app.config.SITE_MODE === 'live';
  const cookieOptions = {
    path: TRANSACTION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecure,
  };
  const keepTransaction = (reply: FastifyReply, sealed: string) =>
    reply.setCookie(TRANSACTION_COOKIE, sealed, {
      ...cookieOptions,
      maxAge: TRANSACTION_TTL_MS / 1000,
    });
  /** A transaction is used once, whatever the outcome. */
  const takeTransaction = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.clearCookie(TRANSACTION_COOKIE, cookieOptions);
    return ctx.transactions.open(request.cookies[TRANSACTION_COOKIE]);
  };
  const visitor = (request: FastifyRequest) => ({
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.get(
    '/social/providers',
    {
      schema: {
        tags,
        summary: 'The identity providers the site offers for sign-in (name and icon)',
        response: { 200: SocialProviderListSchema },
      },
    },
    async () => ({ items: social.listProviders(ctx) }),
  );

  app.post(
    '/social/authorize',
    {
      schema: {
        tags,
        summary:
          "Start a social sign-in or sign-up: the provider's URL to open (PKCE, state and nonce kept in an HttpOnly cookie)",
        body: SocialAuthorizeRequestSchema,
        response: { 200: SocialAuthorizeResponseSchema, ...errors(400, 408, 502) },
      },
    },
    async (request, reply) => {
      const started = unwrap(await social.authorize(ctx, request.body, { mode: 'login' }));
      keepTransaction(reply, started.sealed);
      return { url: started.url };
    },
  );

  app.post(
    '/sessions/social',
    {
      schema: {
        tags,
        summary:
          'Finish a social login from /auth/callback (code, state): logs in, or registers with the sign-up choices (profile.isNewlyRegistered); 11001 email has an account, 11002 blocked',
        body: SocialCallbackRequestSchema,
        response: {
          200: SocialLoginResponseSchema,
          ...errors(400, 401, 403, 404, 408, 409, 451, 502),
        },
      },
    },
    async (request, reply) => {
      const transaction = await takeTransaction(request, reply);
      const login = unwrap(
        await social.completeLogin(ctx, transaction, request.body, {
          ...visitor(request),
          isCountryRestricted: await isCountryRestricted(request, requestCountry(request)),
        }),
      );
      setSessionCookies(reply, login, { isSecure, maxAgeSeconds: SESSION_COOKIE_MAX_AGE_S });
      return login;
    },
  );

  await authenticatedRoutes(app, (group) => {
    group.get(
      '/social/identities',
      {
        schema: {
          tags,
          summary: "The player's linked sign-ins",
          response: { 200: SocialIdentityListSchema },
        },
      },
      async (request) => ({ items: await social.listIdentities(ctx, currentPlayer(request).id) }),
    );

    group.post(
      '/social/identities/authorize',
      {
        schema: {
          tags,
          summary: "Start linking a provider's sign-in to this account: the provider's URL to open",
          body: SocialLinkAuthorizeRequestSchema,
          response: { 200: SocialAuthorizeResponseSchema, ...errors(400, 408, 502) },
        },
      },
      async (request, reply) => {
        const playerId = currentPlayer(request).id;
        const started = unwrap(
          await social.authorize(ctx, request.body, { mode: 'link', playerId }),
        );
        keepTransaction(reply, started.sealed);
        return { url: started.url };
      },
    );

    group.post(
      '/social/identities',
      {
        schema: {
          tags,
          summary: 'Finish linking from /auth/callback (code, state); 409 when linked elsewhere',
          body: SocialCallbackRequestSchema,
          response: { 200: SocialIdentityListSchema, ...errors(400, 401, 408, 409, 502) },
        },
      },
      async (request, reply) => {
        const transaction = await takeTransaction(request, reply);
        const items = unwrap(
          await social.completeLink(ctx, currentPlayer(request).id, transaction, request.body),
        );
        return { items };
      },
    );

    group.delete(
      '/social/identities/:providerId',
      {
        schema: {
          tags,
          summary: "Unlink a provider's sign-in (password sign-in stays)",
          params: z.object({ providerId: z.string().max(64) }),
          response: { 200: OkResponseSchema, ...errors(404) },
        },
      },
      async (request) => {
        unwrap(await social.unlink(ctx, currentPlayer(request).id, request.params.providerId));
        return { ok: true as const };
      },
    );
  });
}
