import { AppError } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

export type Fields = Record<string, string[]>;

/** Expected failures of the bonus services; the table below gives each its HTTP answer. */
export type BonusFailure =
  | { kind: 'invalid_fields'; fields: Fields }
  | { kind: 'not_found' }
  | { kind: 'player_not_found' }
  | { kind: 'not_issued' }
  | { kind: 'not_active' }
  | { kind: 'active_bonus_exists'; currency: string }
  | { kind: 'cancel_not_allowed' }
  | { kind: 'not_eligible'; reason: string }
  /** An operator's direct grant to a player who may get no bonus now (exclusion, block). */
  | { kind: 'player_not_eligible'; reason: string }
  | { kind: 'no_account'; currency: string }
  | { kind: 'wagering_cap'; cap: number }
  /** The offer spans casino and sports where a jurisdiction profile it reaches forbids it. */
  | { kind: 'mixed_products'; profiles: string[] }
  | { kind: 'provider_unavailable' };

export const invalidFields = (fields: Fields): BonusFailure => ({ kind: 'invalid_fields', fields });

export const { toAppError, unwrap } = defineFailures<BonusFailure>({
  invalid_fields: ({ fields }) =>
    new AppError(400, 'validation_failed', 'Some fields are invalid', fields),
  not_found: () => new AppError(404, 'not_found', 'Bonus not found'),
  player_not_found: () => new AppError(404, 'not_found', 'Player not found'),
  not_issued: () => new AppError(409, 'bonus_not_issued', 'Only an issued bonus can be activated'),
  not_active: () => new AppError(409, 'bonus_finished', 'This bonus has already finished'),
  active_bonus_exists: ({ currency }) =>
    new AppError(
      409,
      'active_bonus_exists',
      `Another ${currency} bonus is active: finish or cancel it first`,
    ),
  cancel_not_allowed: () =>
    new AppError(
      409,
      'cancel_not_allowed',
      'This bonus cannot be cancelled once wagering has started',
    ),
  not_eligible: ({ reason }) => new AppError(403, 'bonus_not_allowed', reason),
  player_not_eligible: ({ reason }) =>
    new AppError(409, 'player_not_eligible', `The player may get no bonus now: ${reason}`),
  no_account: ({ currency }) =>
    new AppError(422, 'account_not_found', `You have no ${currency} account`),
  provider_unavailable: () =>
    new AppError(502, 'provider_unavailable', 'The game provider does not answer: try again'),
  mixed_products: ({ profiles }) =>
    new AppError(
      422,
      'mixed_products_forbidden',
      `An offer may not count both casino games and sports bets in ${profiles.join(', ')}`,
      { contributions: ['Give sports or every casino game 0%: one product per offer'] },
    ),
  wagering_cap: ({ cap }) =>
    new AppError(
      422,
      'wagering_above_cap',
      `The wagering multiplier may not exceed ${cap}× in this jurisdiction`,
      { wageringMultiplier: [`At most ${cap}×`] },
    ),
});
