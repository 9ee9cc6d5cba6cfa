import type { Db, Tx } from '@casino/db';
import type { Clock } from '../../../shared/clock.ts';
import type { EventSink } from '../../../shared/event-bus.ts';
import type { WalletContext } from '../../wallet/service.ts';

/** The limits port (modules/limits/ports.ts `retentionEligibility`). */
export type RetentionEligibility = (
  playerId: string,
  db: Db,
) => Promise<{ allowed: true } | { allowed: false; reason: string }>;

/** The bonus module's reward grant (modules/bonus/reward-service.ts), in the reward's transaction. */
export type RewardBonus = (
  tx: Tx,
  events: EventSink,
  input: {
    playerId: string;
    currency: string;
    amount: number;
    definitionIdentity: string;
    source: string;
    actor: string;
  },
) => Promise<{ playerBonusId: string } | null>;

/**
 * What happened that the inbox may tell the player (issue 33: the inbox is built beside this
 * part; app.ts plugs it in at merge). Called after the commit, once per reward.
 */
export type OnReward = (
  playerId: string,
  reward: {
    kind: 'quest.completed' | 'wheel.prize';
    title: string;
    body: string;
    amount: number;
    currency: string;
    rewardKind: 'cash' | 'bonus';
    reference: string;
  },
) => void;

/**
 * Spins earned elsewhere (issue 33: the loyalty level's benefit is built beside this part). The
 * loyalty module calls `grantSpins` from the quests plugin's ports with a source such as
 * `level:{levelId}`; each source gives its spins once.
 */

export interface QuestsContext {
  db: Db;
  clock: Clock;
  wallet: WalletContext;
  /** The app's event bus: wallet events of rewards go out on it after the commit. */
  events: EventSink;
  eligibility: RetentionEligibility;
  rewardBonus: RewardBonus | null;
  onReward: OnReward;
  /** The realtime hub's publish (every instance). */
  publish: (channel: string, message: unknown) => Promise<unknown>;
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

export const noReward: OnReward = () => {};
