import { BetError } from '../errors.ts';
import { mulDivFloor, toScaledInteger } from '../money.ts';
import { type FloatSource, pick } from '../random.ts';
import type { DiceConfig, DiceOutcome } from '../types.ts';

/** Rolls are hundredths 0..9999 (shown 0.00–99.99). */
export const DICE_OUTCOMES = 10_000;

export interface DiceTerms {
  /** Target in hundredths. */
  target: number;
  direction: 'under' | 'over';
  /** Win chance in hundredths of a percent = winning rolls out of 10,000. */
  chance: number;
  /** Payout multiplier × 10,000. */
  multiplier: number;
}

/**
 * Win chance in hundredths of a percent: under wins when roll < target (target × 100 rolls),
 * over wins when roll > target (9999 − target × 100 rolls).
 */
export function diceChance(target: number, direction: 'under' | 'over'): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

/** Payout multiplier × 10,000 = floor(RTP × 100 / chance%, 4 decimals), never above the RTP. */
export function diceMultiplier(config: DiceConfig, chance: number): number {
  const rtp = Math.round(config.rtp * 10_000);
  return Math.floor((rtp * DICE_OUTCOMES) / chance);
}

/** The target range (2 decimals) a direction allows under the title's chance limits. */
export function diceTargetRange(config: DiceConfig, direction: 'under' | 'over') {
  const min = Math.round(config.minChance * 100);
  const max = Math.round(config.maxChance * 100);
  return direction === 'under'
    ? { min: min / 100, max: max / 100 }
    : { min: (DICE_OUTCOMES - 1 - max) / 100, max: (DICE_OUTCOMES - 1 - min) / 100 };
}

export function checkDiceBet(config: DiceConfig, target: unknown, direction: unknown): DiceTerms {
  if (direction !== 'under' && direction !== 'over') {
    throw new BetError('direction', "must be 'under' or 'over'");
  }
  const scaled = typeof target === 'number' ? toScaledInteger(target, 2) : null;
  const range = diceTargetRange(config, direction);
  if (scaled === null || scaled < range.min * 100 || scaled > range.max * 100) {
    throw new BetError(
      'target',
      `must be ${range.min.toFixed(2)}–${range.max.toFixed(2)} with at most 2 decimals`,
    );
  }
  const chance = diceChance(scaled, direction);
  return { target: scaled, direction, chance, multiplier: diceMultiplier(config, chance) };
}

export function rollDice(
  terms: DiceTerms,
  source: FloatSource,
  stake: number,
): { win: number; outcome: DiceOutcome } {
  const roll = pick(source.next(), DICE_OUTCOMES);
  const won = terms.direction === 'under' ? roll < terms.target : roll > terms.target;
  return {
    win: won ? mulDivFloor(stake, terms.multiplier, 10_000) : 0,
    outcome: {
      kind: 'dice',
      roll: roll / 100,
      target: terms.target / 100,
      direction: terms.direction,
      chance: terms.chance / 100,
      payoutMultiplier: terms.multiplier / 10_000,
      won,
    },
  };
}
