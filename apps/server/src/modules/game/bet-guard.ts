import type { Tx } from '@casino/db';

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
 * must stop taking bets. Runs inside the bet's transaction (`tx`), before the stake, so a
 * guard may lock and count what was staked before (the limits module: docs/decisions/026).
 */
export type BetGuard = (
  bet: BetAttempt,
  tx: Tx,
) => Promise<{ allowed: true } | { allowed: false; reason: BetRefusalReason }>;

export const allowAllBets: BetGuard = async () => ({ allowed: true });
