import { SESSION_COOKIES } from '@casino/contracts';
import { playerApi } from '@casino/contracts/api';
import type { FastifyInstance } from 'fastify';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { checkCsrf } from '../../shared/session-cookies.ts';
import type { PlayerContext } from './context.ts';
import { invalidFields, toAppError } from './failures.ts';
import { clientOf, dropSessionCookies, sendSessionCookies, tags, unwrap } from './http.ts';
import { createLoginLimits } from './login-limits.ts';
import * as sessions from './session-service.ts';

export async function registerSessionRoutes(app: FastifyInstance, ctx: PlayerContext) {
  const { config } = app;
  const site = { publicUrl: config.PUBLIC_URL, isLive: config.SITE_MODE === 'live' };
  const loginLimits = createLoginLimits(app);

  contractRoute(app, playerApi.login, {
    tags,
    summary:
      'Log in with email and password; sets the session cookies (failures limited per address); 409 `active_elsewhere` while a German player plays with another operator (LUGAS)',
    errors: [400, 401, 403, 409, 429],
    preValidation: loginLimits.check,
    handler: async (request, reply) => {
      const result = await sessions.login(ctx, request.body, clientOf(request));
      // Counted before the check (login-limits.ts); only a wrong password or second factor keeps
      // counting. A missing second factor counts too: its answer tells the password was right.
      if (
        result.ok ||
        !['invalid_credentials', 'invalid_second_factor', 'second_factor_required'].includes(
          result.error.kind,
        )
      ) {
        await loginLimits.forgive(request);
      }
      const login = unwrap(result);
      sendSessionCookies(reply, config, login);
      return login;
    },
  });

  contractRoute(app, playerApi.refreshSession, {
    tags,
    summary:
      'Rotate the refresh token (body, else the HttpOnly cookie with the CSRF header) and get a new access token',
    errors: [400, 401, 403],
    handler: async (request, reply) => {
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
  });

  contractRoute(app, playerApi.loginWithToken, {
    tags,
    summary:
      'Log in with a single-use autologin token (/auth/autologin?state=...); sets the session cookies; 409 `active_elsewhere` while a German player plays with another operator (LUGAS)',
    errors: [400, 401, 403, 409],
    handler: async (request, reply) => {
      const login = unwrap(
        await sessions.loginWithToken(ctx, request.body.token, clientOf(request)),
      );
      sendSessionCookies(reply, config, login);
      return login;
    },
  });

  await authenticatedRoutes(app, (group) => {
    contractRoute(group, playerApi.logout, {
      tags,
      summary:
        "Log out: closes the current session and clears the session cookies; `logoutUrl`: the identity provider's logout to open (social login)",
      handler: async (request, reply) => {
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
    });

    contractRoute(group, playerApi.listSessions, {
      tags,
      summary: "The player's sessions, newest first (the current one marked)",
      errors: [400],
      handler: async (request) => sessions.listSessions(ctx, currentPlayer(request), request.query),
    });

    contractRoute(group, playerApi.closeSession, {
      tags,
      summary: "Close one of the player's sessions",
      errors: [404],
      handler: async (request, reply) => {
        const player = currentPlayer(request);
        unwrap(await sessions.closeSession(ctx, player, request.params.id));
        if (request.params.id === player.sessionId) dropSessionCookies(reply, config);
        return { ok: true as const };
      },
    });
  });
}
