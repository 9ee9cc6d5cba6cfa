/**
 * A bet (or fairness input) the engine refuses. `field` names what is wrong in the caller's
 * terms (`target`, `cashOutAt`, `bets[2].numbers`, `stake`…), so a server answers 400 with it.
 */
export class BetError extends Error {
  readonly field: string;
  readonly code = 'invalid_bet';

  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'BetError';
    this.field = field;
  }
}

export function isBetError(error: unknown): error is BetError {
  return error instanceof BetError;
}

/** Largest stake a round takes, so that every win stays an exact integer (below 2^53). */
export const MAX_STAKE = 1_000_000_000_000;

/** A stake: a positive integer of minor units up to MAX_STAKE. */
export function validateStake(stake: number, field = 'stake'): void {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake > MAX_STAKE) {
    throw new BetError(field, `must be a positive integer of minor units up to ${MAX_STAKE}`);
  }
}
