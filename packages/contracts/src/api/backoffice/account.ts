import {
  ChangeOwnPasswordRequestSchema,
  CompletePasswordResetRequestSchema,
  OperatorLoginRequestSchema,
  OperatorLoginResponseSchema,
  OperatorMeSchema,
  OperatorSetupRequestSchema,
  TotpConfirmRequestSchema,
  TotpConfirmResponseSchema,
  TotpEnrolmentSchema,
  TotpVerifyRequestSchema,
} from '../../backoffice.ts';
import { defineBackofficeEndpoint, ok } from './access.ts';

/** The operator's own account (docs/decisions/023): sign-in, second factor, setup, password. */
export const accountEndpoints = {
  login: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/login',
    access: 'public',
    body: OperatorLoginRequestSchema,
    response: OperatorLoginResponseSchema,
  }),
  /** The first password of a CLI-made admin with its one-time setup secret; then TOTP enrolment. */
  completeSetup: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/setup',
    access: 'public',
    body: OperatorSetupRequestSchema,
    response: OperatorLoginResponseSchema,
  }),
  startTotpEnrolment: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/totp/enrolment',
    access: 'password',
    response: TotpEnrolmentSchema,
  }),
  confirmTotpEnrolment: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/totp/enrolment/confirm',
    access: 'password',
    body: TotpConfirmRequestSchema,
    response: TotpConfirmResponseSchema,
  }),
  verifyTotp: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/totp/verify',
    access: 'password',
    body: TotpVerifyRequestSchema,
    response: OperatorMeSchema,
  }),
  me: defineBackofficeEndpoint({
    method: 'GET',
    path: '/api/backoffice/auth/me',
    access: 'operator',
    response: OperatorMeSchema,
  }),
  logout: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/logout',
    access: 'password',
    response: ok,
  }),
  changeOwnPassword: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/password',
    access: 'operator',
    body: ChangeOwnPasswordRequestSchema,
    response: ok,
  }),
  completePasswordReset: defineBackofficeEndpoint({
    method: 'POST',
    path: '/api/backoffice/auth/password-reset',
    access: 'public',
    body: CompletePasswordResetRequestSchema,
    response: ok,
  }),
};
