import { z } from 'zod';
import { PaginationQuerySchema } from '../common.ts';
import { LoginResponseSchema, RefreshResponseSchema } from '../player.ts';
import {
  AccountProofSchema,
  ChangePasswordRequestSchema,
  EmailConfirmRequestSchema,
  FieldValidationsQuerySchema,
  FieldValidationsSchema,
  LoginRequestSchema,
  OkResponseSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  PlayerSessionListSchema,
  ProfileDetailsSchema,
  RecoveryCodesSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  TokenLoginRequestSchema,
  TotpEnrolmentSchema,
  TwoFactorCodeRequestSchema,
  TwoFactorStatusSchema,
  UpdateProfileRequestSchema,
} from '../player-api.ts';
import { PlayerInitSchema } from '../settings.ts';
import { LogoutQuerySchema, LogoutResponseSchema } from '../social.ts';
import { defineEndpoint } from './define.ts';

const post = <P extends string, B extends z.ZodType, R extends z.ZodType>(
  path: P,
  body: B,
  response: R,
) => defineEndpoint({ method: 'POST', path, auth: false, body, response });

/** Registration, sessions, profile and passwords (docs/product/api-calls.md#player). */
export const playerApi = {
  getInit: defineEndpoint({
    method: 'GET',
    path: '/api/player/init',
    auth: false,
    response: PlayerInitSchema,
  }),
  register: post('/api/player/register', RegisterRequestSchema, LoginResponseSchema),
  login: post('/api/player/sessions', LoginRequestSchema, LoginResponseSchema),
  loginWithToken: post('/api/player/sessions/token', TokenLoginRequestSchema, LoginResponseSchema),
  refreshSession: post('/api/player/sessions/refresh', RefreshRequestSchema, RefreshResponseSchema),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/player/sessions/logout',
    auth: true,
    query: LogoutQuerySchema,
    response: LogoutResponseSchema,
  }),
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/api/player/sessions',
    auth: true,
    query: PaginationQuerySchema,
    response: PlayerSessionListSchema,
  }),
  closeSession: defineEndpoint({
    method: 'PUT',
    path: '/api/player/sessions/:id/close',
    auth: true,
    params: z.object({ id: z.string().max(100) }),
    response: OkResponseSchema,
  }),
  getTwoFactor: defineEndpoint({
    method: 'GET',
    path: '/api/player/two-factor',
    auth: true,
    response: TwoFactorStatusSchema,
  }),
  startTotp: defineEndpoint({
    method: 'POST',
    path: '/api/player/two-factor/totp',
    auth: true,
    body: AccountProofSchema,
    response: TotpEnrolmentSchema,
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: '/api/player/two-factor/totp/confirm',
    auth: true,
    body: TwoFactorCodeRequestSchema,
    response: RecoveryCodesSchema,
  }),
  removeTotp: defineEndpoint({
    method: 'POST',
    path: '/api/player/two-factor/totp/remove',
    auth: true,
    body: TwoFactorCodeRequestSchema,
    response: TwoFactorStatusSchema,
  }),
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/player/two-factor/recovery-codes',
    auth: true,
    body: TwoFactorCodeRequestSchema,
    response: RecoveryCodesSchema,
  }),
  getFieldValidations: defineEndpoint({
    method: 'GET',
    path: '/api/player/fields/validations',
    auth: false,
    query: FieldValidationsQuerySchema,
    response: FieldValidationsSchema,
  }),
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/api/player/profile',
    auth: true,
    response: ProfileDetailsSchema,
  }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/player/profile',
    auth: true,
    body: UpdateProfileRequestSchema,
    response: ProfileDetailsSchema,
  }),
  resendEmailConfirmation: defineEndpoint({
    method: 'POST',
    path: '/api/player/profile/confirmations/email/resend',
    auth: true,
    response: OkResponseSchema,
  }),
  confirmEmail: post(
    '/api/player/profile/confirmations/email',
    EmailConfirmRequestSchema,
    OkResponseSchema,
  ),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/api/player/passwords',
    auth: true,
    body: ChangePasswordRequestSchema,
    response: OkResponseSchema,
  }),
  requestPasswordReset: post(
    '/api/player/passwords/reset',
    PasswordResetRequestSchema,
    OkResponseSchema,
  ),
  confirmPasswordReset: post(
    '/api/player/passwords/reset/confirm',
    PasswordResetConfirmSchema,
    OkResponseSchema,
  ),
};
