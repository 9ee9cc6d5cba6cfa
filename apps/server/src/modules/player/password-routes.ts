import {
  ChangePasswordRequestSchema,
  OkResponseSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import type { PlayerContext } from './context.ts';
import { errors, tags, unwrap } from './http.ts';
import * as passwords from './password-service.ts';
import { rateLimit } from './rate-limits.ts';

export async function registerPasswordRoutes(base: FastifyInstance, ctx: PlayerContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const ok = { ok: true as const };

  await authenticatedRoutes(app, (group) => {
    group.put(
      '/passwords',
      {
        config: { formCheck: passwords.checkPasswordChangeForm },
        schema: {
          tags,
          summary: "Change the password; closes the player's other sessions",
          body: ChangePasswordRequestSchema,
          response: { 200: OkResponseSchema, ...errors(400) },
        },
      },
      async (request) => {
        unwrap(await passwords.changePassword(ctx, currentPlayer(request), request.body));
        return ok;
      },
    );
  });

  app.post(
    '/passwords/reset',
    {
      preValidation: rateLimit(app, {
        perMinute: config.RATE_LIMIT_RESET_PER_MINUTE,
        byEmail: true,
      }),
      schema: {
        tags,
        summary: 'Mail a password reset link; answers the same whether or not the email exists',
        body: PasswordResetRequestSchema,
        response: { 200: OkResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      unwrap(await passwords.requestPasswordReset(ctx, request.body));
      return ok;
    },
  );

  app.post(
    '/passwords/reset/confirm',
    {
      config: { formCheck: passwords.checkPasswordResetForm },
      schema: {
        tags,
        summary: 'Set a new password with the mailed reset code; closes every session',
        body: PasswordResetConfirmSchema,
        response: { 200: OkResponseSchema, ...errors(400) },
      },
    },
    async (request) => {
      unwrap(await passwords.confirmPasswordReset(ctx, request.body));
      return ok;
    },
  );
}
