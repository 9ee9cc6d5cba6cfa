import { AppError, notFound } from '../../shared/errors.ts';
import type { Result } from '../../shared/result.ts';

/** Expected failures of the game services; `toAppError` gives each its HTTP answer. */
export type GameFailure =
  | { kind: 'game_not_found' }
  | { kind: 'login_required' }
  | { kind: 'no_funds' }
  | { kind: 'demo_unavailable' }
  | { kind: 'provider_unavailable' };

export function toAppError(failure: GameFailure): AppError {
  switch (failure.kind) {
    case 'game_not_found':
      return notFound('Game');
    case 'login_required':
      return new AppError(401, 'unauthorized', 'Log in to play for real money');
    case 'no_funds':
      return new AppError(
        422,
        'no_funds',
        'Real-money play needs an active account with money in it: make a deposit first',
      );
    case 'demo_unavailable':
      return new AppError(422, 'demo_unavailable', 'This game has no demo mode');
    case 'provider_unavailable':
      return new AppError(503, 'provider_unavailable', 'The game provider is not available');
  }
}

export function unwrap<T>(result: Result<T, GameFailure>): T {
  if (!result.ok) throw toAppError(result.error);
  return result.value;
}
