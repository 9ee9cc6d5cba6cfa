import { DEPOSIT_LIMIT_ERROR_CODE } from '@casino/contracts';
import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

export type Fields = Record<string, string[]>;

/** Expected failures of the payment services; the table below gives each its HTTP answer. */
export type PaymentFailure =
  | { kind: 'invalid_fields'; fields: Fields }
  | { kind: 'account_not_found'; currency: string }
  | {
      kind: 'deposit_limit';
      reason: string;
      code?: string | undefined;
      field?: string | undefined;
      status?: number | undefined;
    }
  | { kind: 'insufficient_funds'; message: string }
  | { kind: 'idempotency_key_reused' }
  | { kind: 'invoice_not_found' }
  | { kind: 'invoice_not_pending'; status: number }
  | { kind: 'provider_unavailable' }
  | { kind: 'amount_out_of_range' }
  | { kind: 'provider_reference_conflict' }
  | { kind: 'withdrawal_refused'; code: string; message: string }
  | { kind: 'bonus_forfeit_required'; message: string }
  | { kind: 'second_factor_required' }
  | { kind: 'invalid_second_factor' };

export const invalidFields = (fields: Fields): PaymentFailure => ({
  kind: 'invalid_fields',
  fields,
});

/** An amount whose total with its fee would pass 2^53 - 1, the bound of the money type. */
export const amountTooLarge = () => invalidFields({ amount: ['Amount is too large'] });

export const { toAppError, unwrap } = defineFailures<PaymentFailure>({
  invalid_fields: ({ fields }) =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', fields),
  account_not_found: ({ currency }) =>
    new AppError(422, 'account_not_found', `You have no ${currency} account`, {
      currency: [`You have no ${currency} account`],
    }),
  deposit_limit: ({ reason, code, field, status }) =>
    code
      ? new AppError(status ?? 422, code, reason, field ? { [field]: [reason] } : undefined)
      : new AppError(422, DEPOSIT_LIMIT_ERROR_CODE, reason),
  insufficient_funds: ({ message }) =>
    new AppError(422, 'insufficient_funds', message, { amount: [message] }),
  idempotency_key_reused: () =>
    new AppError(
      409,
      'idempotency_key_reused',
      'This idempotency key was used for another request',
      { idempotencyKey: ['This idempotency key was used for another request'] },
    ),
  invoice_not_found: () => new AppError(404, 'not_found', 'Invoice not found'),
  second_factor_required: () =>
    new AppError(
      422,
      'second_factor_required',
      'This destination is new: enter the code from your authenticator app',
      { code: ['Enter the code from your authenticator app'] },
    ),
  invalid_second_factor: () =>
    new AppError(422, 'invalid_second_factor', 'The code is wrong or was already used', {
      code: ['The code is wrong or was already used'],
    }),
  invoice_not_pending: () =>
    new AppError(409, 'invoice_not_pending', 'The invoice is no longer pending'),
  provider_unavailable: () =>
    new AppError(502, 'provider_unavailable', 'The payment provider is not available'),
  amount_out_of_range: () =>
    new AppError(422, 'amount_out_of_range', 'The balance cannot hold this amount'),
  withdrawal_refused: ({ code, message }) => new AppError(422, code, message),
  bonus_forfeit_required: ({ message }) =>
    new AppError(422, 'bonus_forfeit_required', message, { forfeitBonus: [message] }),
  provider_reference_conflict: () =>
    new AppError(
      409,
      'provider_reference_conflict',
      "The provider's payment reference already belongs to another invoice",
    ),
});
