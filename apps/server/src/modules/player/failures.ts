import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';
import { type Factors, secondFactorFields } from './two-factor/factors.ts';

export type Fields = Record<string, string[]>;

/** Expected failures of the player services; the table below gives each its HTTP answer. */
export type PlayerFailure =
  | { kind: 'invalid_fields'; fields: Fields }
  | { kind: 'email_taken' }
  | { kind: 'invalid_credentials' }
  | { kind: 'account_unavailable' }
  | { kind: 'invalid_refresh_token' }
  | { kind: 'invalid_login_token' }
  | { kind: 'invalid_code'; field: 'resetCode' | 'confirmCode' }
  | { kind: 'already_confirmed' }
  | { kind: 'session_not_found' }
  | { kind: 'second_factor_required'; factors: Factors }
  | { kind: 'invalid_second_factor' }
  | { kind: 'wrong_code' }
  | { kind: 'totp_already_enabled' }
  | { kind: 'totp_not_started' }
  | { kind: 'wrong_password' }
  | { kind: 'invalid_passkey' }
  /** A passkey's answer given as proof of the account that is not right (the profile). */
  | { kind: 'wrong_passkey' }
  /** Adding a second factor without any proof of the account. */
  | { kind: 'proof_required' }
  | { kind: 'passkey_not_found' }
  | { kind: 'registration_refused'; status: number; code: string; message: string }
  /** A jurisdiction's rule refuses the sign-in (Germany: playing with another operator now). */
  | { kind: 'session_refused'; status: number; code: string; message: string };

export const invalidFields = (fields: Fields): PlayerFailure => ({
  kind: 'invalid_fields',
  fields,
});

export const { toAppError, unwrap } = defineFailures<PlayerFailure>({
  invalid_fields: ({ fields }) =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', fields),
  email_taken: () =>
    new AppError(409, 'email_taken', 'This email is already registered', {
      email: ['This email is already registered'],
    }),
  invalid_credentials: () => new AppError(401, 'invalid_credentials', 'Invalid email or password'),
  account_unavailable: () =>
    new AppError(403, 'account_unavailable', 'This account is not available'),
  invalid_refresh_token: () => new AppError(401, 'unauthorized', 'The session has ended'),
  invalid_login_token: () =>
    new AppError(401, 'invalid_token', 'The login link is invalid or has expired'),
  invalid_code: ({ field }) =>
    new AppError(400, 'invalid_code', 'The code is invalid or has expired', {
      [field]: ['The code is invalid or has expired'],
    }),
  already_confirmed: () => new AppError(409, 'already_confirmed', 'The email is already confirmed'),
  session_not_found: () => new AppError(404, 'not_found', 'Session not found'),
  second_factor_required: ({ factors }) =>
    new AppError(
      401,
      'second_factor_required',
      'Enter the code from your authenticator app',
      secondFactorFields(factors),
    ),
  invalid_second_factor: () =>
    new AppError(401, 'invalid_second_factor', 'The code is wrong or was already used', {
      code: ['The code is wrong or was already used'],
    }),
  // In the profile: 422, not 401, which the site reads as a session that ended.
  wrong_code: () =>
    new AppError(422, 'invalid_second_factor', 'The code is wrong or was already used', {
      code: ['The code is wrong or was already used'],
    }),
  totp_already_enabled: () =>
    new AppError(409, 'totp_already_enabled', 'Two-step sign-in is already on'),
  totp_not_started: () =>
    new AppError(409, 'totp_not_started', 'Start the set-up of the authenticator app first'),
  wrong_password: () =>
    new AppError(422, 'wrong_password', 'The password is wrong', {
      password: ['The password is wrong'],
    }),
  invalid_passkey: () =>
    new AppError(422, 'invalid_passkey', 'The passkey could not be verified', {
      response: ['The passkey could not be verified'],
    }),
  wrong_passkey: () =>
    new AppError(422, 'invalid_second_factor', 'The passkey could not be verified', {
      passkey: ['The passkey could not be verified'],
    }),
  proof_required: () =>
    new AppError(422, 'proof_required', 'Confirm it is you: enter your password', {
      password: ['Enter your password'],
    }),
  passkey_not_found: () => new AppError(404, 'not_found', 'Passkey not found'),
  registration_refused: ({ status, code, message }) => new AppError(status, code, message),
  session_refused: ({ status, code, message }) => new AppError(status, code, message),
});
