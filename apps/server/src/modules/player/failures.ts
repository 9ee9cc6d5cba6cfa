import { AppError } from '../../shared/errors.ts';

export type Fields = Record<string, string[]>;

/** Expected failures of the player services; `toAppError` gives each its HTTP answer. */
export type PlayerFailure =
  | { kind: 'invalid_fields'; fields: Fields }
  | { kind: 'email_taken' }
  | { kind: 'invalid_credentials' }
  | { kind: 'account_unavailable' }
  | { kind: 'invalid_refresh_token' }
  | { kind: 'invalid_login_token' }
  | { kind: 'invalid_code'; field: 'resetCode' | 'confirmCode' }
  | { kind: 'already_confirmed' }
  | { kind: 'session_not_found' };

export const invalidFields = (fields: Fields): PlayerFailure => ({
  kind: 'invalid_fields',
  fields,
});

export function toAppError(failure: PlayerFailure): AppError {
  switch (failure.kind) {
    case 'invalid_fields':
      return new AppError(400, 'validation_failed', 'Some fields are invalid', failure.fields);
    case 'email_taken':
      return new AppError(409, 'email_taken', 'This email is already registered', {
        email: ['This email is already registered'],
      });
    case 'invalid_credentials':
      return new AppError(401, 'invalid_credentials', 'Invalid email or password');
    case 'account_unavailable':
      return new AppError(403, 'account_unavailable', 'This account is not available');
    case 'invalid_refresh_token':
      return new AppError(401, 'unauthorized', 'The session has ended');
    case 'invalid_login_token':
      return new AppError(401, 'invalid_token', 'The login link is invalid or has expired');
    case 'invalid_code':
      return new AppError(400, 'invalid_code', 'The code is invalid or has expired', {
        [failure.field]: ['The code is invalid or has expired'],
      });
    case 'already_confirmed':
      return new AppError(409, 'already_confirmed', 'The email is already confirmed');
    case 'session_not_found':
      return new AppError(404, 'not_found', 'Session not found');
  }
}
