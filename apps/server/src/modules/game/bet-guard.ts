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
export type BetGuard = (bet: BetAttempt, tx: Tx) => Promise<BetVerdict>;

export type BetVerdict = { allowed: true } | { allowed: false; reason: BetRefusalReason };

export const allowAllBets: BetGuard = async () => ({ allowed: true });

/**
 * The guard of a bet whose stake goes out with its reads, before the verdict is known (issue 31,
 * docs/decisions/039 eighth and ninth rounds): the stake, the guard's reads and the rest of the
 * bet's checks in one round trip, the stake rolled back with the rest when a check refuses. The
 * stake is issued after the guard's statements (in `judge`'s tick), so they run before it on
 * the connection: a guard that locks the player and counts their play issues that in `judge`,
 * and the stake neither takes the ledger's locks nor moves the count before them.
 */
export interface StakeFirstGuard {
  /**
   * The verdict, or `again` when it needs a lock or a count it did not issue in this tick: the
   * bet is then made again (a new transaction) with the stake after the guard's verdict.
   */
  judge(bet: BetAttempt, tx: Tx): Promise<BetVerdict | 'again'>;
}

/** With no guard at all, every stake may go first. */
export const allowAllStakesFirst: StakeFirstGuard = {
  judge: async () => ({ allowed: true }),
};
