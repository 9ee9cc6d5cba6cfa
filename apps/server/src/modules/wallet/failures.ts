import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

/** Expected failures of the wallet account services. */
export type WalletFailure =
  | { kind: 'currency_not_available' }
  | { kind: 'account_exists' }
  | { kind: 'account_not_found' }
  | { kind: 'account_active' }
  | { kind: 'account_not_empty' };

export const { toAppError, unwrap } = defineFailures<WalletFailure>({
  currency_not_available: () =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', {
      currency: ['This currency is not available'],
    }),
  account_exists: () =>
    new AppError(409, 'account_exists', 'You already have an account in this currency', {
      currency: ['You already have an account in this currency'],
    }),
  account_not_found: () => new AppError(404, 'not_found', 'Account not found'),
  account_active: () => new AppError(422, 'account_active', 'The active account cannot be hidden'),
  account_not_empty: () =>
    new AppError(422, 'account_not_empty', 'An account with money in it cannot be hidden'),
});
