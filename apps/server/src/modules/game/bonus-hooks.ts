import type { SeamlessFreeRoundsRequest } from '@casino/contracts';
import type { Tx } from '@casino/db';
import type { EventSink } from '../../shared/event-bus.ts';

/** A settled round as the bonus engine needs it. */
export interface RoundForBonus {
  roundId: string;
  playerId: string;
  currency: string;
  gameId: string;
  /** The game's categories (its contribution to wagering). */
  categories: readonly string[];
  /** The round's stakes not rolled back (minor units). */
  stake: number;
  /** The player's bonus money now, under the lock the round's win took (minor units). */
  bonusBalance: number;
  /**
   * Nothing is issued on the transaction after the rules' statements: they may send its COMMIT
   * with their last one (issue 31).
   */
  last?: boolean;
}

/** Bonus money a win, a resettlement or a rollback just returned to the player. */
export interface ReturnedBonusMoney {
  playerId: string;
  currency: string;
  roundId: string;
  /** The bonus part returned (minor units). */
  amount: number;
  /** Ledger keys of the bonus parts of the stakes it comes from. */
  stakeKeys: string[];
  /** The movement's ledger key (a forfeit of it is keyed on it, once). */
  key: string;
}

/**
 * What the seamless wallet asks the bonus engine (docs/decisions/027), inside the money
 * call's transaction. app.ts passes the bonus module's; without one, no bonus rules apply.
 */
export interface GameBonusHooks {
  /** Before a stake: the active bonus's maximum when the stake is above it, else null. */
  stakeAboveMaximum(
    tx: Tx,
    bet: { playerId: string; currency: string; amount: number },
  ): Promise<{ maxStake: number } | null>;
  /**
   * Has the player an active bonus in `currency` (one statement, a read without a lock)? With
   * none and no bonus money, `roundSettled` would do nothing: a win then leaves it out and sends
   * its commit with its last statements (issue 31).
   */
  hasActive(tx: Tx, player: { playerId: string; currency: string }): Promise<boolean>;
  /** After a round closed (the player's money locked by its win): wagering, completion, loss. */
  roundSettled(tx: Tx, events: EventSink, round: RoundForBonus): Promise<void>;
  /**
   * After bonus money came back (the player's money locked by that movement): it stays bonus
   * money only for the active bonus it was staked under, else it is forfeited at once.
   * Answers the amount forfeited.
   */
  bonusMoneyReturned(tx: Tx, events: EventSink, back: ReturnedBonusMoney): Promise<number>;
  /** Has the player free spins to play in this game (a launch needs no money then)? */
  hasFreeSpins(playerId: string, gameIdentity: string, currency: string): Promise<boolean>;
  /** A provider reports finished free rounds: their total win is paid once per reference. */
  freeRoundsFinished(
    provider: string,
    report: SeamlessFreeRoundsRequest,
  ): Promise<
    | {
        ok: true;
        balance: number;
        currency: string;
        /** Paid clipped to what the game can pay: the seamless wallet flags it. */
        flag?: { playerId: string; reported: number; allowed: number };
      }
    | { ok: false; status: number; code: string; message: string }
  >;
}

export const noBonusRules: GameBonusHooks = {
  stakeAboveMaximum: async () => null,
  hasActive: async () => false,
  roundSettled: async () => {},
  bonusMoneyReturned: async () => 0,
  hasFreeSpins: async () => false,
  freeRoundsFinished: async () => ({
    ok: false,
    status: 404,
    code: 'not_found',
    message: 'No free rounds are granted here',
  }),
};
