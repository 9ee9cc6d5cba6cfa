import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

/** Expected failures of the back-office services. */
export type BackofficeFailure =
  | { kind: 'invalid_credentials' }
  | { kind: 'invalid_code' }
  | { kind: 'wrong_password' }
  | { kind: 'invalid_reset_token' }
  | { kind: 'invalid_setup_token' }
  | { kind: 'already_enrolled' }
  | { kind: 'not_enrolled' }
  | { kind: 'two_factor_off' }
  | { kind: 'email_taken' }
  | { kind: 'not_found'; what: string }
  | { kind: 'last_admin' }
  | { kind: 'taken'; field: string; message: string }
  | { kind: 'invalid'; field: string; message: string };

export const { toAppError, unwrap } = defineFailures<BackofficeFailure>({
  invalid_credentials: () =>
    new AppError(401, 'invalid_credentials', 'The email or password is not right'),
  invalid_code: () =>
    new AppError(400, 'invalid_code', 'The code is not right or was used already', {
      code: ['The code is not right or was used already'],
    }),
  wrong_password: () =>
    new AppError(400, 'wrong_password', 'The current password is not right', {
      currentPassword: ['The current password is not right'],
    }),
  invalid_reset_token: () =>
    new AppError(400, 'invalid_reset_token', 'This link is not valid any more; ask an admin', {
      token: ['This link is not valid any more; ask an admin'],
    }),
  invalid_setup_token: () =>
    new AppError(400, 'invalid_setup_token', 'The setup link is not right, was used or expired', {
      token: ['The setup link is not right, was used or expired'],
    }),
  already_enrolled: () =>
    new AppError(409, 'already_enrolled', 'An authenticator app is enrolled already'),
  not_enrolled: () => new AppError(409, 'not_enrolled', 'Enrol an authenticator app first'),
  two_factor_off: () =>
    new AppError(409, 'two_factor_off', "The player's two-step sign-in is off already"),
  email_taken: () =>
    new AppError(409, 'email_taken', 'An operator with this email exists', {
      email: ['An operator with this email exists'],
    }),
  not_found: ({ what }) => new AppError(404, 'not_found', `${what} not found`),
  last_admin: () =>
    new AppError(409, 'last_admin', 'The last active admin cannot lose the admin role'),
  taken: ({ field, message }) => new AppError(409, 'taken', message, { [field]: [message] }),
  invalid: ({ field, message }) =>
    new AppError(400, 'validation_failed', message, { [field]: [message] }),
});
