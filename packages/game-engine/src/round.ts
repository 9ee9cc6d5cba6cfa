import { checkCashOut, playCrash } from './crash/engine.ts';
import { checkDiceBet, rollDice } from './dice/engine.ts';
import { BetError, validateStake } from './errors.ts';
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

/**
 * Most floats a round of this title can draw: 1 for roulette, dice and crash; 5 per spin for a
 * slot, base spin plus every free spin. A verifier that computes HMAC blocks itself (WebCrypto)
 * needs ceil(maxFloatsPerRound / 8) blocks.
 */
export function maxFloatsPerRound(title: GameTitle): number {
  return title.config.kind === 'slot' ? 5 * (1 + title.config.freeSpins.maxSpins) : 1;
}

/** The floats of HMAC blocks 0, 1, 2… in order: 4 bytes big-endian / 2^32 each (see fairness.ts). */
export function floatsFromHmacBlocks(blocks: readonly Uint8Array[]): number[] {
  const floats: number[] = [];
  for (const block of blocks) {
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    for (let offset = 0; offset + 4 <= block.byteLength; offset += 4) {
      floats.push(view.getUint32(offset) / 0x1_0000_0000);
    }
  }
  return floats;
}
