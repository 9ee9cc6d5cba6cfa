import {
  createHmacSource,
  type FairnessInput,
  hashServerSeed,
  validateFairness,
} from './fairness.ts';
import { prepareRound } from './round.ts';
import type { GameTitle, RoundBet, RoundResult } from './types.ts';

/** A provably fair round: deterministic from the fairness input (see fairness.ts). */
export function playRound(
  title: GameTitle,
  bet: RoundBet,
  stake: number,
  fairness: FairnessInput,
): RoundResult {
  validateFairness(fairness);
  return prepareRound(title, bet, stake)(createHmacSource(fairness));
}

export interface VerifyRoundInput extends FairnessInput {
  title: GameTitle;
  bet: RoundBet;
  stake: number;
  /** The hash shown before the round. */
  serverSeedHash: string;
  /** The round as recorded, to compare with the recomputation. */
  recorded?: RoundResult;
}

export interface VerifyRoundResult {
  /** The hash matches and (when given) the recorded round equals the recomputed one. */
  valid: boolean;
  hashMatches: boolean;
  /** null when nothing was recorded to compare. */
  resultMatches: boolean | null;
  result: RoundResult;
}

/** Recomputes a round from the revealed server seed and checks it against the commitment. */
export function verifyRound(input: VerifyRoundInput): VerifyRoundResult {
  const hashMatches = hashServerSeed(input.serverSeed) === input.serverSeedHash.toLowerCase();
  const result = playRound(input.title, input.bet, input.stake, input);
  const resultMatches = input.recorded === undefined ? null : sameValue(input.recorded, result);
  return { valid: hashMatches && resultMatches !== false, hashMatches, resultMatches, result };
}

/** Deep equality that ignores key order (a JSON column may reorder keys). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
