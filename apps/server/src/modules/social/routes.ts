import { socialApi } from '@casino/contracts/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { isCountryRestricted, requestCountry } from '../../shared/request-country.ts';
import { setSessionCookies } from '../../shared/session-cookies.ts';
import type { SocialContext } from './context.ts';
import { unwrap } from './failures.ts';
import * as social from './service.ts';
import { completeSignUp } from './sign-up.ts';
import { TRANSACTION_COOKIE, TRANSACTION_COOKIE_PATH, TRANSACTION_TTL_MS } from './transaction.ts';

const tags = ['social'];
/** The session cookies live a year, as after a password login (player/http.ts). */
const SESSION_COOKIE_MAX_AGE_S = 31_536_000;

export async function registerSocialRoutes(app: FastifyInstance, ctx: SocialContext) {
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

  contractRoute(app, socialApi.listProviders, {
    tags,
    summary: 'The identity providers the site offers for sign-in (name and icon)',
    handler: async () => ({ items: social.listProviders(ctx) }),
  });

  contractRoute(app, socialApi.authorize, {
    tags,
    summary:
      "Start a social sign-in or sign-up: the provider's URL to open (PKCE, state and nonce kept in an HttpOnly cookie)",
    errors: [400, 408, 502],
    handler: async (request, reply) => {
      const started = unwrap(await social.authorize(ctx, request.body, { mode: 'login' }));
      keepTransaction(reply, started.sealed);
      return { url: started.url };
    },
  });

  contractRoute(app, socialApi.login, {
    tags,
    summary:
      'Finish a social login from /auth/callback (code, state): logs in, or registers with the sign-up choices (profile.isNewlyRegistered); 11001 email has an account, 11002 blocked; 409 `active_elsewhere` while a German player plays with another operator (LUGAS)',
    errors: [400, 401, 403, 404, 408, 409, 451, 502],
    handler: async (request, reply) => {
      const transaction = await takeTransaction(request, reply);
      const result = await social.completeLogin(ctx, transaction, request.body, {
        ...visitor(request),
        isCountryRestricted: await isCountryRestricted(request, requestCountry(request)),
      });
      // An identity no account has waits for the registration step (sessions/social/sign-up);
      // one whose player has two-step sign-in, for the code (sessions/social/second-factor).
      if (!result.ok && result.error.kind === 'registration_required' && result.error.pending) {
        keepTransaction(reply, await ctx.transactions.seal(result.error.pending));
      }
      if (!result.ok && result.error.kind === 'second_factor_required') {
        keepTransaction(reply, await ctx.transactions.seal(result.error.pending));
      }
      const login = unwrap(result);
      setSessionCookies(reply, login, { isSecure, maxAgeSeconds: SESSION_COOKIE_MAX_AGE_S });
      return login;
    },
  });

  contractRoute(app, socialApi.secondFactor, {
    tags,
    summary:
      'The code step of a social sign-in whose player has two-step sign-in (after 401 `second_factor_required`): a code of the authenticator app or a recovery code; a few wrong codes, then the sign-in starts over; 409 `active_elsewhere` (LUGAS)',
    errors: [400, 401, 403, 408, 409],
    handler: async (request, reply) => {
      const pending = await takeTransaction(request, reply);
      const result = await social.completeSecondFactor(
        ctx,
        pending,
        request.body,
        visitor(request),
      );
      if (!result.ok && result.error.kind === 'invalid_second_factor' && result.error.pending) {
        keepTransaction(reply, await ctx.transactions.seal(result.error.pending));
      }
      const login = unwrap(result);
      setSessionCookies(reply, login, { isSecure, maxAgeSeconds: SESSION_COOKIE_MAX_AGE_S });
      return login;
    },
  });

  contractRoute(app, socialApi.signUp, {
    tags,
    summary:
      'The registration step of a social sign-in whose identity no account has (after 404 `registration_required`): the account is made with these choices, linked and signed in',
    errors: [400, 403, 408, 409, 451],
    handler: async (request, reply) => {
      const sealed = request.cookies[TRANSACTION_COOKIE];
      const pending = await takeTransaction(request, reply);
      const result = await completeSignUp(ctx, pending, request.body, {
        ...visitor(request),
        isCountryRestricted: await isCountryRestricted(request, requestCountry(request)),
      });
      // A form to correct keeps the identity for the next try.
      if (!result.ok && result.error.kind === 'invalid_fields' && sealed) {
        keepTransaction(reply, sealed);
      }
      const login = unwrap(result);
      setSessionCookies(reply, login, { isSecure, maxAgeSeconds: SESSION_COOKIE_MAX_AGE_S });
      return login;
    },
  });

  await authenticatedRoutes(app, (group) => {
    contractRoute(group, socialApi.listIdentities, {
      tags,
      summary: "The player's linked sign-ins",
      handler: async (request) => ({
        items: await social.listIdentities(ctx, currentPlayer(request).id),
      }),
    });

    contractRoute(group, socialApi.authorizeLink, {
      tags,
      summary: "Start linking a provider's sign-in to this account: the provider's URL to open",
      errors: [400, 408, 502],
      handler: async (request, reply) => {
        const playerId = currentPlayer(request).id;
        const started = unwrap(
          await social.authorize(ctx, request.body, { mode: 'link', playerId }),
        );
        keepTransaction(reply, started.sealed);
        return { url: started.url };
      },
    });

    contractRoute(group, socialApi.link, {
      tags,
      summary: 'Finish linking from /auth/callback (code, state); 409 when linked elsewhere',
      errors: [400, 401, 408, 409, 502],
      handler: async (request, reply) => {
        const transaction = await takeTransaction(request, reply);
        const items = unwrap(
          await social.completeLink(ctx, currentPlayer(request).id, transaction, request.body),
        );
        return { items };
      },
    });

    contractRoute(group, socialApi.unlink, {
      tags,
      summary: "Unlink a provider's sign-in (password sign-in stays)",
      errors: [404],
      handler: async (request) => {
        unwrap(await social.unlink(ctx, currentPlayer(request).id, request.params.providerId));
        return { ok: true as const };
      },
    });
  });
}
