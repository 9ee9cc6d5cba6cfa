import { DEPOSIT_LIMIT_ERROR_CODE } from '@casino/contracts';
import { AppError } from '../../shared/errors.ts';
import type { Result } from '../../shared/result.ts';

export type Fields = Record<string, string[]>;

/** Expected failures of the payment services; `toAppError` gives each its HTTP answer. */
export type PaymentFailure =
  | { kind: 'invalid_fields'; fields: Fields }
  | { kind: 'account_not_found'; currency: string }
  | { kind: 'deposit_limit'; reason: string }
  | { kind: 'insufficient_funds'; message: string }
  | { kind: 'idempotency_key_reused' }
  | { kind: 'invoice_not_found' }
  | { kind: 'invoice_not_pending'; status: number }
  | { kind: 'provider_unavailable' };

export const invalidFields = (fields: Fields): PaymentFailure => ({
  kind: 'invalid_fields',
  fields,
});

export function toAppError(failure: PaymentFailure): AppError {
  switch (failure.kind) {
    case 'invalid_fields':
      return new AppError(400, 'validation_failed', 'Some fields are invalid', failure.fields);
    case 'account_not_found':
      return new AppError(422, 'account_not_found', `You have no ${failure.currency} account`, {
        currency: [`You have no ${failure.currency} account`],
      });
    case 'deposit_limit':
      return new AppError(422, DEPOSIT_LIMIT_ERROR_CODE, failure.reason);
    case 'insufficient_funds':
      return new AppError(422, 'insufficient_funds', failure.message, {
        amount: [failure.message],
      });
    case 'idempotency_key_reused':
      return new AppError(
        409,
        'idempotency_key_reused',
        'This idempotency key was used for another request',
        { idempotencyKey: ['This idempotency key was used for another request'] },
      );
    case 'invoice_not_found':
      return new AppError(404, 'not_found', 'Invoice not found');
    case 'invoice_not_pending':
      return new AppError(409, 'invoice_not_pending', 'The invoice is no longer pending');
    case 'provider_unavailable':
      return new AppError(502, 'provider_unavailable', 'The payment provider is not available');
  }
}

export function unwrap<T>(result: Result<T, PaymentFailure>): T {
  if (!result.ok) throw toAppError(result.error);
  return result.value;
}
