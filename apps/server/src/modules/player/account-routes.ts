import {
  EmailConfirmRequestSchema,
  FieldValidationsQuerySchema,
  FieldValidationsSchema,
  LoginResponseSchema,
  OkResponseSchema,
  ProfileDetailsSchema,
  RegisterRequestSchema,
  UpdateProfileRequestSchema,
} from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentPlayer } from '../../plugins/auth.ts';
import { authenticatedRoutes } from '../../shared/authenticated-routes.ts';
import { refuseRestrictedCountry } from '../../shared/request-country.ts';
import * as accounts from './account-service.ts';
import type { PlayerContext } from './context.ts';
import * as emails from './email-service.ts';
import { getFieldValidations } from './fields.ts';
import { clientOf, errors, sendSessionCookies, tags, unwrap } from './http.ts';
import { rateLimit } from './rate-limits.ts';

export async function registerAccountRoutes(base: FastifyInstance, ctx: PlayerContext) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  app.post(
    '/register',
    {
      preValidation: [
        refuseRestrictedCountry,
        rateLimit(app, { perMinute: config.RATE_LIMIT_REGISTER_PER_MINUTE }),
      ],
      config: { formCheck: (body) => accounts.checkRegistrationForm(ctx, body) },
      schema: {
        tags,
        summary:
          'Register and log in at once; mails the email confirmation link (451 from a restricted country)',
        body: RegisterRequestSchema,
        response: { 201: LoginResponseSchema, ...errors(400, 409, 429, 451) },
      },
    },
    async (request, reply) => {
      const login = unwrap(await accounts.register(ctx, request.body, clientOf(request)));
      sendSessionCookies(reply, config, login);
      return reply.status(201).send(login);
    },
  );

  app.get(
    '/fields/validations',
    {
      schema: {
        tags,
        summary: 'Fields of the registration or profile form: required flags and rules',
        querystring: FieldValidationsQuerySchema,
        response: { 200: FieldValidationsSchema, ...errors(400) },
      },
    },
    async (request) => getFieldValidations(ctx.db, request.query.scenario, ctx.captcha),
  );

  await authenticatedRoutes(app, (group) => {
    group.get(
      '/profile',
      {
        schema: { tags, summary: "The player's profile", response: { 200: ProfileDetailsSchema } },
      },
      async (request) => accounts.getProfile(ctx, currentPlayer(request).id),
    );

    group.put(
      '/profile',
      {
        config: {
          formCheck: (body, request) =>
            accounts.checkProfileForm(ctx, currentPlayer(request).id, body),
        },
        schema: {
          tags,
          summary: 'Change profile fields (not the email or password)',
          body: UpdateProfileRequestSchema,
          response: { 200: ProfileDetailsSchema, ...errors(400) },
        },
      },
      async (request) =>
        unwrap(await accounts.updateProfile(ctx, currentPlayer(request).id, request.body)),
    );

    group.post(
      '/profile/confirmations/email/resend',
      {
        preValidation: rateLimit(group, { perMinute: config.RATE_LIMIT_RESEND_PER_MINUTE }),
        schema: {
          tags,
          summary: 'Mail a new email confirmation link',
          response: { 200: OkResponseSchema, ...errors(409, 429) },
        },
      },
      async (request) => {
        unwrap(await emails.resendConfirmation(ctx, currentPlayer(request).id));
        return { ok: true as const };
      },
    );
  });

  app.post(
    '/profile/confirmations/email',
    {
      schema: {
        tags,
        summary: 'Confirm the email with the code of the mailed link (/verify/{confirmCode})',
        body: EmailConfirmRequestSchema,
        response: { 200: OkResponseSchema, ...errors(400) },
      },
    },
    async (request) => {
      unwrap(await emails.confirmEmail(ctx, request.body.confirmCode));
      return { ok: true as const };
    },
  );
}
