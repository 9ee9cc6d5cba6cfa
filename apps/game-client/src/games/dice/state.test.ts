import {
  type DiceConfig,
  diceChance,
  diceMultiplier,
  diceTargetRange,
  GAME_TITLES,
} from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import {
  createSelection,
  diceTerms,
  formatPayout,
  potentialWin,
  targetRange,
  withChance,
  withDirection,
  withPayout,
  withTarget,
} from './state.ts';

/** The browser shows chance and payout before the round: they must be the engine's, exactly. */
describe('dice terms in the game client', () => {
  const configs = GAME_TITLES.flatMap((t) =>
    t.config.kind === 'dice' ? [t.config as DiceConfig] : [],
  );

  it('match the engine for every dice title, side and allowed target', () => {
    expect(configs.length).toBeGreaterThan(0);
    for (const config of configs) {
      for (const direction of ['under', 'over'] as const) {
        const range = diceTargetRange(config, direction);
        expect(targetRange(config, direction)).toEqual(range);
        for (
          let hundredths = Math.round(range.min * 100);
          hundredths <= Math.round(range.max * 100);
          hundredths += 37
        ) {
          const chance = diceChance(hundredths, direction);
          expect(diceTerms(config, hundredths / 100, direction)).toEqual({
            chance: chance / 100,
            multiplier: diceMultiplier(config, chance) / 10_000,
          });
        }
      }
    }
  });
});

describe('dice selection', () => {
  const config = GAME_TITLES.find((t) => t.config.kind === 'dice')!.config as DiceConfig;
  const start = createSelection(config);

  it('starts rolling under 50', () => {
    expect(start).toEqual({ direction: 'under', target: 50 });
  });

  it('keeps a typed target inside the range of its side, to the hundredth', () => {
    const range = targetRange(config, 'under');
    expect(withTarget(config, start, 1000).target).toBe(range.max);
    expect(withTarget(config, start, -5).target).toBe(range.min);
    expect(withTarget(config, start, 33.333).target).toBe(33.33);
  });

  it('turns a chance or a payout into the target that gives it', () => {
    expect(withChance(config, start, 25).target).toBe(25);
    const over = { direction: 'over' as const, target: 50 };
    expect(withChance(config, over, 25).target).toBe(74.99);
    const payout = withPayout(config, start, 2);
    expect(payout.target).toBe(Math.round(config.rtp * 50 * 100) / 100);
  });

  it('ignores a chance or payout that is not a positive number', () => {
    for (const value of [0, -1, Number.NaN]) {
      expect(withChance(config, start, value)).toBe(start);
      expect(withPayout(config, start, value)).toBe(start);
    }
  });

  it('keeps the win chance when the side changes', () => {
    const over = withDirection(config, { direction: 'under', target: 30 }, 'over');
    expect(over).toEqual({ direction: 'over', target: 69.99 });
    expect(diceTerms(config, over.target, 'over').chance).toBe(30);
    expect(withDirection(config, over, 'over')).toBe(over);
  });

  it('shows the payout with two to four decimals and floors the potential win', () => {
    expect(formatPayout(2)).toBe('2.00');
    expect(formatPayout(1.98)).toBe('1.98');
    expect(formatPayout(1.001)).toBe('1.001');
    expect(formatPayout(9.9)).toBe('9.90');
    expect(formatPayout(1.2345)).toBe('1.2345');
    expect(potentialWin(100, 1.98)).toBe(198);
    expect(potentialWin(333, 1.5)).toBe(499);
  });
});
