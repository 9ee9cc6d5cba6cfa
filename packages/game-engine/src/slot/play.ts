import { BetError } from '../errors.ts';
import { mulDivFloor } from '../money.ts';
import type { FloatSource } from '../random.ts';
import type { Cell, SlotConfig, SlotLineWin, SlotOutcome, SlotSpin } from '../types.ts';
import { createSpinState, lineUnits, playSlotRound, type SpinState } from './engine.ts';
import { CELLS, compileSlot, REELS, ROWS, type SlotModel } from './model.ts';

export function checkSlotBet(config: SlotConfig, lines: unknown): void {
  if (lines !== undefined && lines !== config.lines) {
    throw new BetError('lines', `this game always plays its ${config.lines} lines`);
  }
}

/** The spin as the UI shows it, re-evaluating each line with the engine's own evaluator. */
function describeSpin(
  model: SlotModel,
  state: SpinState,
  stake: number,
  multiplier: number,
  freeSpinsAwarded: number,
  units: number,
): SlotSpin {
  const { ids, lines, lineRows } = model;
  const grid = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => ids[state.grid[reel * ROWS + row]!]!),
  );
  const lineWins: SlotLineWin[] = [];
  for (let line = 0; line < lines; line++) {
    const pay = lineUnits(model, state, line);
    if (pay === 0) continue;
    const positions: Cell[] = [];
    for (let reel = 0; reel < state.lineCount; reel++) {
      positions.push([reel, lineRows[line * REELS + reel]!]);
    }
    lineWins.push({
      line: line + 1,
      symbol: ids[state.lineSymbol]!,
      count: state.lineCount,
      positions,
      pay,
      win: mulDivFloor(stake, pay * multiplier, lines),
    });
  }
  const positions: Cell[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (state.grid[cell] === model.scatter) positions.push([Math.floor(cell / ROWS), cell % ROWS]);
  }
  const scatterUnits = model.scatterUnits[positions.length]!;
  return {
    grid,
    stops: [...state.stops],
    lineWins,
    scatter: {
      count: positions.length,
      positions,
      pay: scatterUnits / lines,
      win: mulDivFloor(stake, scatterUnits * multiplier, lines),
    },
    multiplier,
    freeSpinsAwarded,
    win: mulDivFloor(stake, units * multiplier, lines),
  };
}

/** A slot round with everything the UI draws; win = floor(stake × units / lines). */
export function playSlot(
  config: SlotConfig,
  source: FloatSource,
  stake: number,
): { win: number; outcome: SlotOutcome } {
  const model = compileSlot(config);
  const spins: SlotSpin[] = [];
  const units = playSlotRound(model, source, createSpinState(), (state, multiplier, awarded, u) => {
    spins.push(describeSpin(model, state, stake, multiplier, awarded, u));
  });
  return {
    win: mulDivFloor(stake, units, model.lines),
    outcome: {
      kind: 'slot',
      lines: model.lines,
      base: spins[0]!,
      freeSpins: spins.slice(1),
      units,
    },
  };
}
