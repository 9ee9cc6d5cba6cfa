import { SOCIAL_ERRORS } from '@casino/contracts';
import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';
import { type Factors, secondFactorFields } from '../player/two-factor/service.ts';
import type { SocialTransaction } from './transaction.ts';

/** Expected failures of social login (docs/decisions/029); the table gives each its answer. */
export type SocialFailure =
  | { kind: 'unknown_provider' }
  | { kind: 'missing_transaction' }
  | { kind: 'state_mismatch' }
  | { kind: 'timeout' }
  | { kind: 'login_required' }
  | { kind: 'provider_error'; description: string }
  | { kind: 'missing_code' }
  | { kind: 'no_email' }
  | { kind: 'email_taken' }
  | { kind: 'blocked' }
  | { kind: 'registration_required'; pending?: SocialTransaction }
  | { kind: 'country_restricted' }
  | { kind: 'invalid_fields'; fields: Record<string, string[]> }
  | { kind: 'identity_taken' }
  | { kind: 'already_linked' }
  | { kind: 'identity_not_found' }
  | { kind: 'second_factor_required'; pending: SocialTransaction; factors: Factors }
  | { kind: 'invalid_second_factor'; pending: SocialTransaction | null }
  /** The registration's own refusals (a register lists the person, the CPF is taken). */
  | { kind: 'registration_refused'; status: number; code: string; message: string }
  /** A jurisdiction's rule refuses the sign-in (Germany: playing with another operator now). */
  | { kind: 'session_refused'; status: number; code: string; message: string };

export const { toAppError, unwrap } = defineFailures<SocialFailure>({
  unknown_provider: () =>
    new AppError(400, 'validation_failed', 'Unknown sign-in provider', {
      providerId: ['Unknown sign-in provider'],
    }),
  missing_transaction: () => new AppError(400, 'missing_transaction', 'Invalid state'),
  state_mismatch: () => new AppError(400, 'state_mismatch', 'Invalid state'),
  timeout: () => new AppError(408, 'timeout', 'The sign-in took too long; please try again'),
  login_required: () => new AppError(401, 'login_required', 'Sign in at the provider first'),
  provider_error: ({ description }) => new AppError(502, 'provider_error', description),
  missing_code: () =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', {
      code: ['Value is required'],
    }),
  no_email: () =>
    new AppError(502, 'provider_error', 'The provider did not share an email address'),
  email_taken: () =>
    new AppError(
      409,
      SOCIAL_ERRORS.emailTaken,
      'This email already has an account: sign in with your password, then link this provider in your profile',
    ),
  blocked: () => new AppError(403, SOCIAL_ERRORS.blocked, 'This account is blocked'),
  registration_required: () =>
    new AppError(404, 'registration_required', 'No account uses this sign-in yet: sign up first'),
  country_restricted: () =>
    new AppError(451, 'country_restricted', 'Not available from your country'),
  invalid_fields: ({ fields }) =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', fields),
  identity_taken: () =>
    new AppError(409, 'identity_taken', 'This sign-in is linked to another account'),
  already_linked: () =>
    new AppError(409, 'already_linked', 'A sign-in of this provider is already linked'),
  identity_not_found: () => new AppError(404, 'not_found', 'Linked sign-in not found'),
  second_factor_required: ({ factors }) =>
    new AppError(
      401,
      'second_factor_required',
      'Enter the code from your authenticator app',
      secondFactorFields(factors),
    ),
  registration_refused: ({ status, code, message }) => new AppError(status, code, message),
  session_refused: ({ status, code, message }) => new AppError(status, code, message),
  invalid_second_factor: () =>
    new AppError(401, 'invalid_second_factor', 'The code is wrong or was already used', {
      code: ['The code is wrong or was already used'],
    }),
});
