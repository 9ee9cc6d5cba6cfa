import { randomUUID } from 'node:crypto';
import { GAME_TITLES } from '@casino/game-engine';
import { signSeamless } from '../apps/server/src/modules/game/seamless/signature.ts';

/** The built-in provider's seamless secret the benchmark's server is started with. */
export const PROVIDER_SECRET = 'bench-builtin-provider-secret-0123456789abcdef';
/** A built-in slot (its stakes count 100 % towards a bonus's wagering). */
export const SLOT = GAME_TITLES.find((t) => t.categories.includes('slots'))!.identity;
/** Minor units of USD staked per round. */
export const STAKE = 10;

export interface BenchPlayer {
  /** The launch token of the player's open slot. */
  token: string;
  /** Deposit and loss limits, and an active bonus. */
  limited: boolean;
}

/** One round's calls: a bet, then the win that closes it (0 or twice the stake). */
export function roundCalls(token: string, round: number) {
  const transactionId = `b-${randomUUID()}`;
  const bet = {
    token,
    transactionId,
    roundId: `r-${randomUUID()}`,
    gameIdentity: SLOT,
    amount: STAKE,
    currency: 'USD',
  };
  const win = {
    ...bet,
    transactionId: `${transactionId}-w`,
    amount: round % 2 === 0 ? 0 : STAKE * 2,
    roundClosed: true,
  };
  return [
    { kind: 'bet' as const, body: JSON.stringify(bet) },
    { kind: 'win' as const, body: JSON.stringify(win) },
  ];
}

/** The headers of a signed seamless call with this body. */
export const signedHeaders = (body: string) => ({
  'content-type': 'application/json',
  ...signSeamless(PROVIDER_SECRET, body),
});
