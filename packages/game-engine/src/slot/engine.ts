import type { FloatSource } from '../random.ts';
import type { SlotModel } from './model.ts';

// NOTE: the hot loops' constants live here, not imported: vitest's module runner turns every
// use of an imported binding into a getter call, which made simulations 5× slower.
export const REELS = 5;
export const ROWS = 3;
export const CELLS = REELS * ROWS;
/** Pays are indexed by count 0..5. */
export const PAY_STRIDE = 6;

/** Scratch state of one spin; reused so simulations allocate nothing per spin. */
export interface SpinState {
  /** Symbol index by cell: grid[reel × 3 + row]. */
  grid: Uint8Array;
  stops: Int32Array;
  /** Set by lineUnits: the paying symbol and count of the last evaluated line. */
  lineSymbol: number;
  lineCount: number;
  /** Set by spinUnits: scatters on the grid. */
  scatterCount: number;
}

export function createSpinState(): SpinState {
  return {
    grid: new Uint8Array(CELLS),
    stops: new Int32Array(REELS),
    lineSymbol: -1,
    lineCount: 0,
    scatterCount: 0,
  };
}

/** Draws one float per reel (reel 1 first): stop = floor(u × strip length). */
export function drawGrid(model: SlotModel, source: FloatSource, state: SpinState): void {
  for (let reel = 0; reel < REELS; reel++) {
    const strip = model.strips[reel]!;
    // pick(u, length), inlined for the same reason as the constants above
    const stop = Math.floor(source.next() * strip.length);
    state.stops[reel] = stop;
    for (let row = 0; row < ROWS; row++) {
      state.grid[reel * ROWS + row] = strip[(stop + row) % strip.length]!;
    }
  }
}

/**
 * Pay of one payline in line-bet multiples, left to right: leading wilds pay as wilds, or
 * substitute for the first other symbol; the higher of the two pays. A scatter breaks a line.
 */
export function lineUnits(model: SlotModel, state: SpinState, line: number): number {
  const { grid } = state;
  const { lineRows, wild, scatter, pay } = model;
  const base = line * REELS;
  let wilds = 0;
  while (wilds < REELS && grid[wilds * ROWS + lineRows[base + wilds]!] === wild) wilds++;
  const wildPay = wilds > 0 ? pay[wild * PAY_STRIDE + wilds]! : 0;
  state.lineSymbol = wild;
  state.lineCount = wilds;
  if (wilds === REELS) return wildPay;
  const symbol = grid[wilds * ROWS + lineRows[base + wilds]!]!;
  if (symbol === scatter) return wildPay;
  let count = wilds + 1;
  while (count < REELS) {
    const next = grid[count * ROWS + lineRows[base + count]!];
    if (next !== symbol && next !== wild) break;
    count++;
  }
  const symbolPay = pay[symbol * PAY_STRIDE + count]!;
  if (symbolPay >= wildPay) {
    state.lineSymbol = symbol;
    state.lineCount = count;
    return symbolPay;
  }
  return wildPay;
}

/** All line pays plus the scatter pay of the grid, in line-bet multiples (no multiplier). */
export function spinUnits(model: SlotModel, state: SpinState): number {
  let units = 0;
  for (let line = 0; line < model.lines; line++) units += lineUnits(model, state, line);
  let scatters = 0;
  for (let cell = 0; cell < CELLS; cell++) if (state.grid[cell] === model.scatter) scatters++;
  state.scatterCount = scatters;
  return units + model.scatterUnits[scatters]!;
}

/** Called after each spin of a round with the spin's state (used to describe the round). */
export type SpinObserver = (
  state: SpinState,
  multiplier: number,
  freeSpinsAwarded: number,
  units: number,
) => void;

/**
 * One round: a base spin, then every free spin it awards (retriggers included, capped at
 * maxSpins), all from the same float source. Returns the round's total in line-bet multiples.
 */
export function playSlotRound(
  model: SlotModel,
  source: FloatSource,
  state: SpinState,
  observe?: SpinObserver,
): number {
  drawGrid(model, source, state);
  let total = spinUnits(model, state);
  let remaining = model.awards[state.scatterCount]!;
  let awarded = remaining;
  observe?.(state, 1, remaining, total);
  while (remaining > 0) {
    remaining--;
    drawGrid(model, source, state);
    const units = spinUnits(model, state);
    total += units * model.multiplier;
    let added = 0;
    if (model.retrigger) {
      added = Math.min(model.awards[state.scatterCount]!, model.maxSpins - awarded);
      remaining += added;
      awarded += added;
    }
    observe?.(state, model.multiplier, added, units);
  }
  return total;
}
