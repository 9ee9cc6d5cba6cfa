import type { SlotConfig, SlotSpin } from '@casino/game-engine';
import type { Money, Translate } from '../../format.ts';

export const ROWS = 3;

/** A round at or past this multiple of the stake gets the big-win count-up. */
export const BIG_WIN = 15;

type LineWin = SlotSpin['lineWins'][number];

/** One caption of the win cycle: a payline's win, or the scatter win (`line` null). */
export interface WinCaption {
  text: string;
  line: LineWin | null;
}

export const hasWins = (spin: SlotSpin) =>
  spin.lineWins.length > 0 || spin.scatter.win > 0 || spin.freeSpinsAwarded > 0;

/** Scatters light up when they pay or trigger free spins. */
export const isScatterLit = (config: SlotConfig, spin: SlotSpin) =>
  spin.scatter.count >= config.scattersToTrigger || spin.scatter.win > 0;

/** The captions the reels cycle through after a winning spin, one per payline then the scatter. */
export function describeWins(
  config: SlotConfig,
  spin: SlotSpin,
  t: Translate,
  money: Money,
): WinCaption[] {
  const name = (id: string) => config.symbols.find((s) => s.id === id)?.name ?? id;
  const texts: WinCaption[] = spin.lineWins.map((win) => ({
    text: `${t('line_win', { line: win.line, count: win.count, symbol: name(win.symbol) })} · ${money.format(win.win)}`,
    line: win,
  }));
  if (spin.scatter.win > 0) {
    texts.push({
      text: `${t('scatter_win', { count: spin.scatter.count })} · ${money.format(spin.scatter.win)}`,
      line: null,
    });
  }
  return texts;
}

/** A payline as SVG points over a 500×300 reel frame (100 per cell, centred). */
export function linePoints(config: SlotConfig, line: number) {
  const rows = config.paylines[line - 1] ?? [];
  return rows.map((row, reel) => ({ x: reel * 100 + 50, y: row * 100 + 50 }));
}

/** Reel `i` spins longer than the one before; free spins go faster. */
export const reelTiming = (i: number, fast: boolean) => ({
  filler: (fast ? 6 : 12) + i * 3,
  duration: (fast ? 380 : 700) + i * (fast ? 90 : 180),
});

/** The caption once the round is over (null: leave what the spin showed). */
export function finalCaption(win: number, hadFreeSpins: boolean, t: Translate, money: Money) {
  if (win > 0 && hadFreeSpins) return t('youWon', { amount: money.format(win) });
  if (win === 0) return t('noWin');
  return null;
}
