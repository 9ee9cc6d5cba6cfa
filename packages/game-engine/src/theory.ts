import { DICE_OUTCOMES, diceMultiplier } from './dice/engine.ts';
import { slotMath } from './slot/math.ts';
import type { GameTitle } from './types.ts';

export interface TheoreticalRtp {
  /** The exact RTP (slots: of the round; others: of the best bet the title allows). */
  rtp: number;
  /** Lowest and highest RTP over the bets a player may choose. */
  range: [number, number];
  /** How the figure was obtained. */
  method: string;
}

/** RTP over every chance a dice title allows (the multiplier's 4-decimal floor costs < 0.0001). */
function diceRange(title: GameTitle & { config: { kind: 'dice' } }): [number, number] {
  const { config } = title;
  let min = 1;
  let max = 0;
  for (
    let chance = Math.round(config.minChance * 100);
    chance <= config.maxChance * 100;
    chance++
  ) {
    const rtp = (diceMultiplier(config, chance) * chance) / (10_000 * DICE_OUTCOMES);
    min = Math.min(min, rtp);
    max = Math.max(max, rtp);
  }
  return [min, max];
}

/** The exact theoretical RTP of a title, computed from its rules (not simulated). */
export function theoreticalRtp(title: GameTitle): TheoreticalRtp {
  const { config } = title;
  switch (config.kind) {
    case 'slot': {
      const rtp = slotMath(config).rtp;
      return { rtp, range: [rtp, rtp], method: 'line enumeration + scatter convolution + Wald' };
    }
    case 'roulette':
      return { rtp: 36 / 37, range: [36 / 37, 36 / 37], method: 'k/37 × 36/k for every bet' };
    case 'dice': {
      const range = diceRange({ ...title, config });
      return { rtp: config.rtp, range, method: 'chance × floor4(RTP × 100 / chance)' };
    }
    case 'crash': {
      // P(point ≥ c) = floor((1 − edge) × 2^32 / c) / 2^32: short of (1 − edge) / c by < 2^-32.
      const rtp = 1 - config.houseEdge;
      const lowest = rtp - config.maxCashOut / 2 ** 32;
      return { rtp, range: [lowest, rtp], method: 'c × (1 − edge) / c' };
    }
  }
}
