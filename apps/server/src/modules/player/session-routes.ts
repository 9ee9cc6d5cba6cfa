import {
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutQuerySchema,
  LogoutResponseSchema,
  OkResponseSchema,
  PaginationQuerySchema,
  PlayerSessionListSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  SESSION_COOKIES,
  TokenLoginRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { checkCsrf } from '../../shared/session-cookies.ts';
import type { PlayerContext } from './context.ts';
import { invalidFields, toAppError } from './failures.ts';
import { clientOf, dropSessionCookies, errors, sendSessionCookies, tags, unwrap } from './http.ts';
import { createLoginLimits } from './login-limits.ts';
import * as sessions from './session-service.ts';

export async function registerSessionRoutes(base: FastifyInstance, ctx: PlayerContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const site = { publicUrl: config.PUBLIC_URL, isLive: config.SITE_MODE === 'live' };
  const loginLimits = createLoginLimits(app);

  app.post(
    '/sessions',
    {
      preValidation: loginLimits.check,
      schema: {
        tags,
        summary:
          'Log in with email and password; sets the session cookies (failures limited per address)',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await sessions.login(ctx, request.body, clientOf(request));
      // Counted before the check (login-limits.ts); only a wrong password keeps counting.
      if (result.ok || result.error.kind !== 'invalid_credentials') {
        await loginLimits.forgive(request);
      }
      const login = unwrap(result);
      sendSessionCookies(reply, config, login);
      return login;
    },
  );

  app.post(
    '/sessions/refresh',
    {
      schema: {
        tags,
        summary:
          'Rotate the refresh token (body, else the HttpOnly cookie with the CSRF header) and get a new access token',
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const fromCookie = request.cookies[SESSION_COOKIES.refresh];
      const refreshToken = request.body.refreshToken ?? fromCookie;
      if (!refreshToken) throw toAppError(invalidFields({ refreshToken: ['Value is required'] }));
      if (!request.body.refreshToken) checkCsrf(request, site);
      const result = await sessions.refreshSession(ctx, refreshToken);
      if (!result.ok && fromCookie) dropSessionCookies(reply, config);
      const tokens = unwrap(result);
      sendSessionCookies(reply, config, tokens);
      return tokens;
    },
  );

  app.post(
    '/sessions/token',
    {
      schema: {
        tags,
        summary:
          'Log in with a single-use autologin token (/auth/autologin?state=...); sets the session cookies',
        body: TokenLoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const login = unwrap(
        await sessions.loginWithToken(ctx, request.body.token, clientOf(request)),
      );
      sendSessionCookies(reply, config, login);
      return login;
    },
  );

  await authenticatedRoutes(app, (group) => {
    group.post(
      '/sessions/logout',
      {
        schema: {
          tags,
          summary:
            "Log out: closes the current session and clears the session cookies; `logoutUrl`: the identity provider's logout to open (social login)",
          querystring: LogoutQuerySchema,
          response: { 200: LogoutResponseSchema },
        },
      },
      async (request, reply) => {
        const player = currentPlayer(request);
        const { locale } = request.query;
        const logoutUrl = await ctx
          .providerLogoutUrl?.(player.sessionId, locale)
          .catch((err: unknown) => {
            request.log.warn({ err }, 'identity provider logout URL not available');
            return undefined;
          });
        await sessions.logout(ctx, player);
        dropSessionCookies(reply, config);
        return { ok: true as const, ...(logoutUrl ? { logoutUrl } : {}) };
      },
    );

    group.get(
      '/sessions',
      {
        schema: {
          tags,
          summary: "The player's sessions, newest first (the current one marked)",
          querystring: PaginationQuerySchema,
          response: { 200: PlayerSessionListSchema, ...errors(400) },
        },
      },
      async (request) => sessions.listSessions(ctx, currentPlayer(request), request.query),
    );

    group.put(
      '/sessions/:id/close',
      {
        schema: {
          tags,
          summary: "Close one of the player's sessions",
          params: z.object({ id: z.string().max(100) }),
          response: { 200: OkResponseSchema, ...errors(404) },
        },
      },
      async (request, reply) => {
        const player = currentPlayer(request);
        unwrap(await sessions.closeSession(ctx, player, request.params.id));
        if (request.params.id === player.sessionId) dropSessionCookies(reply, config);
        return { ok: true as const };
      },
    );
  });
}
