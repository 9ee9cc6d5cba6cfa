import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

/** Expected failures of the limits services (docs/decisions/026). */
export type LimitFailure =
  | { kind: 'invalid_fields'; fields: Record<string, string[]> }
  | { kind: 'limit_not_found' }
  | { kind: 'nothing_pending' }
  | { kind: 'not_yet'; availableAt: Date }
  | { kind: 'cannot_shorten'; endsAt: Date | null }
  | { kind: 'operator_may_only_tighten' }
  | { kind: 'affordability_not_offered' }
  | { kind: 'affordability_pending' }
  | { kind: 'affordability_not_found' }
  | { kind: 'affordability_decided' }
  | { kind: 'twin_entry_not_found' };

export const { toAppError, unwrap } = defineFailures<LimitFailure>({
  invalid_fields: ({ fields }) =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', fields),
  limit_not_found: () => new AppError(404, 'not_found', 'Limit not found'),
  nothing_pending: () => new AppError(409, 'nothing_pending', 'This limit has no waiting change'),
  not_yet: ({ availableAt }) =>
    new AppError(
      409,
      'limit_change_waiting',
      `This change can be confirmed from ${availableAt.toISOString()}`,
    ),
  cannot_shorten: ({ endsAt }) =>
    new AppError(
      409,
      'exclusion_cannot_be_shortened',
      endsAt
        ? `An exclusion already runs until ${endsAt.toISOString()}; it cannot be shortened`
        : 'A permanent exclusion already runs; it cannot be shortened',
      { periodId: ['A longer exclusion already runs'] },
    ),
  affordability_not_offered: () =>
    new AppError(
      422,
      'affordability_raise_not_offered',
      'Your monthly deposit cap cannot be raised where you play',
    ),
  affordability_pending: () =>
    new AppError(
      409,
      'affordability_request_pending',
      'Your earlier request for a higher cap is still being checked',
    ),
  affordability_not_found: () => new AppError(404, 'not_found', 'Affordability request not found'),
  twin_entry_not_found: () =>
    new AppError(404, 'not_found', "This entry is not on the register twin's list"),
  affordability_decided: () =>
    new AppError(409, 'affordability_request_decided', 'This request has already been decided'),
  operator_may_only_tighten: () =>
    new AppError(
      422,
      'operator_may_only_tighten',
      'An operator may only lower a limit or add one',
      { amount: ['An operator may only lower a limit'] },
    ),
});
