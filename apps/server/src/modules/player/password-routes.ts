import { playerApi } from '@casino/contracts/api';
import type { FastifyInstance } from 'fastify';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import type { PlayerContext } from './context.ts';
import { tags, unwrap } from './http.ts';
import * as passwords from './password-service.ts';
import { rateLimit } from './rate-limits.ts';

export async function registerPasswordRoutes(app: FastifyInstance, ctx: PlayerContext) {
  const { config } = app;
  const ok = { ok: true as const };

  await authenticatedRoutes(app, (group) => {
    contractRoute(group, playerApi.changePassword, {
      tags,
      summary: "Change the password; closes the player's other sessions",
      errors: [400],
      formCheck: passwords.checkPasswordChangeForm,
      handler: async (request) => {
        unwrap(await passwords.changePassword(ctx, currentPlayer(request), request.body));
        return ok;
      },
    });
  });

  contractRoute(app, playerApi.requestPasswordReset, {
    tags,
    summary: 'Mail a password reset link; answers the same whether or not the email exists',
    errors: [400, 429],
    preValidation: rateLimit(app, {
      perMinute: config.RATE_LIMIT_RESET_PER_MINUTE,
      byEmail: true,
    }),
    handler: async (request) => {
      unwrap(await passwords.requestPasswordReset(ctx, request.body));
      return ok;
    },
  });

  contractRoute(app, playerApi.confirmPasswordReset, {
    tags,
    summary: 'Set a new password with the mailed reset code; closes every session',
    errors: [400],
    formCheck: passwords.checkPasswordResetForm,
    handler: async (request) => {
      unwrap(await passwords.confirmPasswordReset(ctx, request.body));
      return ok;
    },
  });
}
