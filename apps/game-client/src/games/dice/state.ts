import type { DiceConfig } from '@casino/game-engine';

export type Direction = 'under' | 'over';

/** What the player has picked before a roll: the target and the side that wins. */
export interface DiceSelection {
  target: number;
  direction: Direction;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The engine's dice terms (packages/game-engine dice): chance and payout from the target. */
export function diceTerms(config: DiceConfig, target: number, direction: Direction) {
  const hundredths = Math.round(target * 100);
  const chance = direction === 'under' ? hundredths : 9999 - hundredths;
  const multiplier = Math.floor((Math.round(config.rtp * 10_000) * 10_000) / chance) / 10_000;
  return { chance: chance / 100, multiplier };
}

export function targetRange(config: DiceConfig, direction: Direction) {
  return direction === 'under'
    ? { min: config.minChance, max: config.maxChance }
    : { min: round2(99.99 - config.maxChance), max: round2(99.99 - config.minChance) };
}

function clampTarget(config: DiceConfig, direction: Direction, value: number) {
  const range = targetRange(config, direction);
  return round2(Math.min(range.max, Math.max(range.min, value)));
}

export const createSelection = (config: DiceConfig): DiceSelection => ({
  direction: 'under',
  target: clampTarget(config, 'under', 50),
});

export const withTarget = (config: DiceConfig, selection: DiceSelection, target: number) => ({
  ...selection,
  target: clampTarget(config, selection.direction, target),
});

/** A typed win chance (%): ignored unless positive. */
export function withChance(config: DiceConfig, selection: DiceSelection, chance: number) {
  if (!(chance > 0)) return selection;
  return withTarget(config, selection, selection.direction === 'under' ? chance : 99.99 - chance);
}

/** A typed payout (×): the target whose chance pays it at the title's RTP. */
export function withPayout(config: DiceConfig, selection: DiceSelection, payout: number) {
  if (!(payout > 0)) return selection;
  const chance = round2((config.rtp * 100) / payout);
  return withTarget(config, selection, selection.direction === 'under' ? chance : 99.99 - chance);
}

/**
 * The other side with the same win chance. NOTE: the mirrored target is clamped to the range of
 * the side being left, as the client always did; only the extreme targets feel it.
 */
export function withDirection(config: DiceConfig, selection: DiceSelection, next: Direction) {
  if (next === selection.direction) return selection;
  return {
    direction: next,
    target: withTarget(config, selection, 99.99 - selection.target).target,
  };
}

/** The payout box: up to four decimals, at least two. */
export const formatPayout = (multiplier: number) =>
  multiplier.toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');

export const potentialWin = (stake: number, multiplier: number) => Math.floor(stake * multiplier);
