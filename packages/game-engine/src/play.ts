import { checkCashOut, playCrash } from './crash/engine.ts';
import { checkDiceBet, rollDice } from './dice/engine.ts';
import { BetError, validateStake } from './errors.ts';
import {
  createHmacSource,
  type FairnessInput,
  hashServerSeed,
  validateFairness,
} from './fairness.ts';
import type { FloatSource } from './random.ts';
import { checkRouletteBets, settleRoulette, spinPocket } from './roulette/engine.ts';
import { checkSlotBet, playSlot } from './slot/play.ts';
import type { GameTitle, RoundBet, RoundResult } from './types.ts';

/** Throws a BetError naming the field unless the bet suits the title and the stake. */
export function validateBet(title: GameTitle, bet: RoundBet, stake: number): void {
  resolve(title, bet, stake);
}

type Settle = (source: FloatSource) => { win: number; outcome: RoundResult['outcome'] };

/** Validates everything first and returns how to settle the round from a float source. */
function resolve(title: GameTitle, bet: RoundBet, stake: number): Settle {
  validateStake(stake);
  if (typeof bet !== 'object' || bet === null || bet.kind !== title.kind) {
    throw new BetError('kind', `must be '${title.kind}' for ${title.identity}`);
  }
  const { config } = title;
  if (bet.kind === 'slot' && config.kind === 'slot') {
    checkSlotBet(config, bet.lines);
    return (source) => playSlot(config, source, stake);
  }
  if (bet.kind === 'roulette' && config.kind === 'roulette') {
    const bets = checkRouletteBets(config, bet.bets, stake);
    return (source) => settleRoulette(bets, spinPocket(source));
  }
  if (bet.kind === 'dice' && config.kind === 'dice') {
    const terms = checkDiceBet(config, bet.target, bet.direction);
    return (source) => rollDice(terms, source, stake);
  }
  if (bet.kind === 'crash' && config.kind === 'crash') {
    const cashOut = checkCashOut(config, bet.cashOutAt);
    return (source) => playCrash(config, cashOut, source, stake);
  }
  throw new Error(`title ${title.identity} has a ${config.kind} config for kind ${title.kind}`);
}

/**
 * Validates once and returns the round's settlement from any float source (the HMAC stream in
 * play, a fast stream in simulations): the same outcome mapping either way.
 */
export function prepareRound(
  title: GameTitle,
  bet: RoundBet,
  stake: number,
): (source: FloatSource) => RoundResult {
  const settle = resolve(title, bet, stake);
  return (source) => {
    const { win, outcome } = settle(source);
    return { stake, win, multiplier: win / stake, outcome };
  };
}

/** One round from any float source. */
export function playRoundFrom(
  title: GameTitle,
  bet: RoundBet,
  stake: number,
  source: FloatSource,
): RoundResult {
  return prepareRound(title, bet, stake)(source);
}

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
