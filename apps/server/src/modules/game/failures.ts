import { AppError, notFound } from '../../shared/errors.ts';
import { defineFailures } from '../../shared/failures.ts';

/** Expected failures of the game services, each with its HTTP answer below. */
export type GameFailure =
  | { kind: 'game_not_found' }
  | { kind: 'login_required' }
  | { kind: 'no_funds' }
  | { kind: 'self_exclusion' }
  | { kind: 'demo_unavailable' }
  | { kind: 'provider_unavailable' }
  | { kind: 'unavailable_in_country' };

export const { toAppError, unwrap } = defineFailures<GameFailure>({
  game_not_found: () => notFound('Game'),
  login_required: () => new AppError(401, 'unauthorized', 'Log in to play for real money'),
  no_funds: () =>
    new AppError(
      422,
      'no_funds',
      'Real-money play needs an active account with money in it: make a deposit first',
    ),
  // 422, not 403: the site takes a 403 for an ended session (docs/decisions/015).
  self_exclusion: () =>
    new AppError(
      422,
      'self_exclusion',
      'Real-money play is closed during a time-out or self-exclusion; demo games stay open',
    ),
  demo_unavailable: () => new AppError(422, 'demo_unavailable', 'This game has no demo mode'),
  provider_unavailable: () =>
    new AppError(503, 'provider_unavailable', 'The game provider is not available'),
  // 451 like a restricted country, with its own code: only this game's provider is closed here.
  unavailable_in_country: () =>
    new AppError(
      451,
      'game_unavailable_in_country',
      'This game is not offered in your country: its provider is switched off here',
    ),
});
