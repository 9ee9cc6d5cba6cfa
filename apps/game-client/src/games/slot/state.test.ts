import { GAME_TITLES, type SlotConfig, type SlotSpin } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { createMoney, createTranslate } from '../../format.ts';
import { en } from '../../i18n/en.ts';
import {
  describeWins,
  finalCaption,
  hasWins,
  isScatterLit,
  linePoints,
  reelTiming,
} from './state.ts';

const config = GAME_TITLES.find((t) => t.config.kind === 'slot')!.config as SlotConfig;
const t = createTranslate(en);
const money = createMoney('USD', 'en');
const symbol = config.symbols.find((s) => s.kind === 'high')!;

function spinOf(partial: Partial<SlotSpin>): SlotSpin {
  return {
    grid: [],
    lineWins: [],
    scatter: { count: 0, pay: 0, win: 0, positions: [] },
    freeSpinsAwarded: 0,
    win: 0,
    ...partial,
  } as SlotSpin;
}

describe('slot wins', () => {
  const lineWin = { line: 2, count: 3, symbol: symbol.id, pay: 1.5, win: 150, positions: [] };

  it('knows when a spin has anything to show', () => {
    expect(hasWins(spinOf({}))).toBe(false);
    expect(hasWins(spinOf({ freeSpinsAwarded: 8 }))).toBe(true);
    expect(hasWins(spinOf({ lineWins: [lineWin] }))).toBe(true);
  });

  it('lights scatters that pay or trigger free spins', () => {
    const count = config.scattersToTrigger;
    expect(
      isScatterLit(config, spinOf({ scatter: { count, pay: 0, win: 0, positions: [] } })),
    ).toBe(true);
    expect(
      isScatterLit(config, spinOf({ scatter: { count: 1, pay: 0, win: 0, positions: [] } })),
    ).toBe(false);
  });

  it('captions each payline win, then the scatter win, with the amounts', () => {
    const spin = spinOf({
      lineWins: [lineWin],
      scatter: { count: 3, pay: 5, win: 500, positions: [] },
    });
    const texts = describeWins(config, spin, t, money);
    expect(texts.map((x) => x.text)).toEqual([
      `${t('line_win', { line: 2, count: 3, symbol: symbol.name })} · $1.50`,
      `${t('scatter_win', { count: 3 })} · $5.00`,
    ]);
    expect(texts[1]!.line).toBeNull();
  });

  it('ends the round with the total after free spins, or "no win"', () => {
    expect(finalCaption(2500, true, t, money)).toBe(t('youWon', { amount: '$25.00' }));
    expect(finalCaption(0, false, t, money)).toBe(t('noWin'));
    expect(finalCaption(2500, false, t, money)).toBeNull();
  });
});

describe('slot reels and lines', () => {
  it('draws a payline through the centre of its cells', () => {
    const rows = config.paylines[0]!;
    expect(linePoints(config, 1)).toEqual(
      rows.map((row, reel) => ({ x: reel * 100 + 50, y: row * 100 + 50 })),
    );
    expect(linePoints(config, 999)).toEqual([]);
  });

  it('stops each reel later than the one before, faster in free spins', () => {
    expect(reelTiming(0, false)).toEqual({ filler: 12, duration: 700 });
    expect(reelTiming(4, false)).toEqual({ filler: 24, duration: 1420 });
    expect(reelTiming(4, true)).toEqual({ filler: 18, duration: 740 });
  });
});
