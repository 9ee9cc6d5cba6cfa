/** Why a guard refuses a bet (the seamless answer's `reason`). */
export type BetRefusalReason = 'limit' | 'self_exclusion';

export interface BetAttempt {
  playerId: string;
  currency: string;
  /** Minor units of `currency`. */
  amount: number;
  gameIdentity: string;
}

/**
 * Asked at every bet, not only at launch (DOMAIN.md "Responsible gaming"): a game already open
 * must stop taking bets. The responsible-gaming issue brings the real one (bet and loss
 * limits, time-out, self-exclusion); until then every bet is allowed. Like DepositLimitCheck.
 */
export type BetGuard = (
  bet: BetAttempt,
) => Promise<{ allowed: true } | { allowed: false; reason: BetRefusalReason }>;

export const allowAllBets: BetGuard = async () => ({ allowed: true });
