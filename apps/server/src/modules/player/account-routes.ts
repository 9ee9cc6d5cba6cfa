import { playerApi } from '@casino/contracts/api';
import type { FastifyInstance } from 'fastify';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { contractRoute } from '../../shared/contract-route.ts';
import { refuseRestrictedCountry } from '../../shared/request-country.ts';
import * as accounts from './account-service.ts';
import type { PlayerContext } from './context.ts';
import * as emails from './email-service.ts';
import { getFieldValidations } from './fields.ts';
import { clientOf, sendSessionCookies, tags, unwrap } from './http.ts';
import { rateLimit } from './rate-limits.ts';

export async function registerAccountRoutes(app: FastifyInstance, ctx: PlayerContext) {
  const { config } = app;

  contractRoute(app, playerApi.register, {
    tags,
    summary:
      'Register and log in at once; mails the email confirmation link (451 from a restricted country)',
    statuses: [201],
    errors: [400, 409, 429, 451],
    preValidation: [
      refuseRestrictedCountry,
      rateLimit(app, { perMinute: config.RATE_LIMIT_REGISTER_PER_MINUTE }),
    ],
    formCheck: (body) => accounts.checkRegistrationForm(ctx, body),
    handler: async (request, reply) => {
      const login = unwrap(await accounts.register(ctx, request.body, clientOf(request)));
      sendSessionCookies(reply, config, login);
      return reply.status(201).send(login);
    },
  });

  contractRoute(app, playerApi.getFieldValidations, {
    tags,
    summary: 'Fields of the registration or profile form: required flags and rules',
    errors: [400],
    handler: async (request) => getFieldValidations(ctx.db, request.query.scenario, ctx.captcha),
  });

  await authenticatedRoutes(app, (group) => {
    contractRoute(group, playerApi.getProfile, {
      tags,
      summary: "The player's profile",
      handler: async (request) => accounts.getProfile(ctx, currentPlayer(request).id),
    });

    contractRoute(group, playerApi.updateProfile, {
      tags,
      summary: 'Change profile fields (not the email or password)',
      errors: [400],
      formCheck: (body, request) => accounts.checkProfileForm(ctx, currentPlayer(request).id, body),
      handler: async (request) =>
        unwrap(await accounts.updateProfile(ctx, currentPlayer(request).id, request.body)),
    });

    contractRoute(group, playerApi.resendEmailConfirmation, {
      tags,
      summary: 'Mail a new email confirmation link',
      errors: [409, 429],
      preValidation: rateLimit(group, { perMinute: config.RATE_LIMIT_RESEND_PER_MINUTE }),
      handler: async (request) => {
        unwrap(await emails.resendConfirmation(ctx, currentPlayer(request).id));
        return { ok: true as const };
      },
    });
  });

  contractRoute(app, playerApi.confirmEmail, {
    tags,
    summary: 'Confirm the email with the code of the mailed link (/verify/{confirmCode})',
    errors: [400],
    handler: async (request) => {
      unwrap(await emails.confirmEmail(ctx, request.body.confirmCode));
      return { ok: true as const };
    },
  });
}
