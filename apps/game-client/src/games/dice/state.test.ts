import {
  type DiceConfig,
  diceChance,
  diceMultiplier,
  diceTargetRange,
  GAME_TITLES,
} from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { diceTerms, targetRange } from './index.ts';

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
