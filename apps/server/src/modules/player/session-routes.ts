import {
  LoginRequestSchema,
  LoginResponseSchema,
  OkResponseSchema,
  PaginationQuerySchema,
  PlayerSessionListSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  TokenLoginRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import type { PlayerContext } from './context.ts';
import { clientOf, errors, tags, unwrap } from './http.ts';
import { rateLimit } from './rate-limits.ts';
import * as sessions from './session-service.ts';

export async function registerSessionRoutes(base: FastifyInstance, ctx: PlayerContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  app.post(
    '/sessions',
    {
      preValidation: rateLimit(app, {
        perMinute: config.RATE_LIMIT_LOGIN_PER_MINUTE,
        byEmail: true,
      }),
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => unwrap(await sessions.login(ctx, request.body, clientOf(request))),
  );

  app.post(
    '/sessions/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token and get a new access token (a Bearer may be expired)',
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => unwrap(await sessions.refreshSession(ctx, request.body.refreshToken)),
  );

  app.post(
    '/sessions/token',
    {
      schema: {
        tags,
        summary: 'Log in with a single-use autologin token (/auth/autologin?state=...)',
        body: TokenLoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      unwrap(await sessions.loginWithToken(ctx, request.body.token, clientOf(request))),
  );

  await authenticatedRoutes(app, (group) => {
    group.post(
      '/sessions/logout',
      {
        schema: {
          tags,
          summary: 'Log out: closes the current session',
          response: { 200: OkResponseSchema },
        },
      },
      async (request) => {
        await sessions.logout(ctx, currentPlayer(request));
        return { ok: true as const };
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
      async (request) => {
        unwrap(await sessions.closeSession(ctx, currentPlayer(request), request.params.id));
        return { ok: true as const };
      },
    );
  });
}
