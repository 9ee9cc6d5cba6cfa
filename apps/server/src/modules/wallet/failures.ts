import { AppError } from '../../shared/errors.ts';

/** Expected failures of the wallet account services; `toAppError` gives each its HTTP answer. */
export type WalletFailure =
  | { kind: 'currency_not_available' }
  | { kind: 'account_exists' }
  | { kind: 'account_not_found' }
  | { kind: 'account_active' }
  | { kind: 'account_not_empty' };

export function toAppError(failure: WalletFailure): AppError {
  switch (failure.kind) {
    case 'currency_not_available':
      return new AppError(400, 'validation_failed', 'Some fields are invalid', {
        currency: ['This currency is not available'],
      });
    case 'account_exists':
      return new AppError(409, 'account_exists', 'You already have an account in this currency', {
        currency: ['You already have an account in this currency'],
      });
    case 'account_not_found':
      return new AppError(404, 'not_found', 'Account not found');
    case 'account_active':
      return new AppError(422, 'account_active', 'The active account cannot be hidden');
    case 'account_not_empty':
      return new AppError(422, 'account_not_empty', 'An account with money in it cannot be hidden');
  }
}
