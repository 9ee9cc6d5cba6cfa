import { AppError } from '../../../shared/errors.ts';
import { defineFailures } from '../../../shared/failures.ts';

/** Expected failures of quests and the wheel; the table gives each its HTTP answer. */
export type QuestFailure =
  | { kind: 'invalid_fields'; fields: Record<string, string[]> }
  | { kind: 'not_found' }
  /** A time-out or self-exclusion runs: retention offers nothing (issue 33). */
  | { kind: 'not_eligible' }
  | { kind: 'no_account'; currency: string }
  | { kind: 'already_taken' }
  | { kind: 'not_active' }
  | { kind: 'no_spins' }
  | { kind: 'identity_taken' };

export const { toAppError, unwrap } = defineFailures<QuestFailure>({
  invalid_fields: ({ fields }) =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', fields),
  not_found: () => new AppError(404, 'not_found', 'Not found'),
  not_eligible: () =>
    new AppError(
      403,
      'retention_unavailable',
      'Quests, wheels and rewards are paused while a time-out or self-exclusion runs',
    ),
  no_account: ({ currency }) =>
    new AppError(422, 'account_not_found', `You have no ${currency} account`),
  already_taken: () => new AppError(409, 'quest_already_taken', 'You already took this quest'),
  not_active: () => new AppError(409, 'quest_not_active', 'This quest has already finished'),
  no_spins: () => new AppError(422, 'no_spins', 'You have no spins left on this wheel'),
  identity_taken: () =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', {
      identity: ['This identity is taken'],
    }),
});
