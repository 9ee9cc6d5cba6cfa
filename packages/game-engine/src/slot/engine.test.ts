import { describe, expect, it } from 'vitest';
import { GAME_TITLES } from '../catalog.ts';
import { createFastSource, createReplaySource } from '../random.ts';
import { simulate } from '../simulate.ts';
import type { SlotConfig } from '../types.ts';
import { createSpinState, drawGrid, lineUnits, playSlotRound, spinUnits } from './engine.ts';
import { expectedFreeSpins, scatterDistribution, slotMath } from './math.ts';
import { compileSlot, ROWS } from './model.ts';
import { paylinesFor } from './paylines.ts';
import { playSlot } from './play.ts';

const symbol = (id: string, kind: 'wild' | 'scatter' | 'high' | 'low') => ({
  id,
  name: id,
  glyph: 'star' as const,
  color: '#000000',
  kind,
});

/** A small slot whose every reel-stop combination can be enumerated (7·6·8·5·7 = 11,760 grids). */
function toySlot(overrides: Partial<SlotConfig> = {}): SlotConfig {
  return {
    kind: 'slot',
    reels: 5,
    rows: 3,
    lines: 5,
    paylines: paylinesFor(5),
    symbols: [symbol('W', 'wild'), symbol('S', 'scatter'), symbol('A', 'high'), symbol('B', 'low')],
    pays: { W: [0, 0, 0, 20, 50, 200], A: [0, 0, 2, 5, 15, 40], B: [0, 0, 0, 2, 4, 10] },
    scatterPays: [0, 0, 0, 3, 10, 50],
    scattersToTrigger: 3,
    reelStrips: [
      ['A', 'B', 'S', 'B', 'A', 'W', 'B'],
      ['B', 'W', 'A', 'S', 'B', 'A'],
      ['A', 'B', 'W', 'B', 'S', 'A', 'B', 'W'],
      ['S', 'A', 'B', 'W', 'B'],
      ['B', 'A', 'S', 'B', 'W', 'A', 'B'],
    ],
    freeSpins: { awards: [0, 0, 0, 2, 3, 4], multiplier: 2, retrigger: true, maxSpins: 6 },
    ...overrides,
  };
}

/** The grid from symbol rows (top to bottom), written as the player sees it. */
function gridOf(config: SlotConfig, rows: string[]) {
  const model = compileSlot(config);
  const state = createSpinState();
  rows.forEach((row, r) => {
    row.split(' ').forEach((id, reel) => {
      state.grid[reel * ROWS + r] = model.ids.indexOf(id);
    });
  });
  return { model, state };
}

describe('slot line evaluation', () => {
  const config = toySlot();

  it('pays left to right with wilds substituting, and the better of wild and symbol pays', () => {
    // middle row is line 1, top row line 2, bottom row line 3
    const { model, state } = gridOf(config, ['W W W A B', 'A W A A B', 'A A S A A']);
    expect(lineUnits(model, state, 1)).toBe(20); // three wilds (20) beat four A (15)
    expect(state.lineSymbol).toBe(model.wild);
    expect(state.lineCount).toBe(3);
    expect(lineUnits(model, state, 0)).toBe(15); // A W A A = four A
    expect(model.ids[state.lineSymbol]).toBe('A');
    expect(state.lineCount).toBe(4);
    expect(lineUnits(model, state, 2)).toBe(2); // A A then the scatter breaks the line
  });

  it('pays nothing when the first reel does not start a run', () => {
    const { model, state } = gridOf(config, ['B A A A A', 'S A A A A', 'A B A B A']);
    expect(lineUnits(model, state, 0)).toBe(0);
    expect(lineUnits(model, state, 1)).toBe(0);
    expect(lineUnits(model, state, 2)).toBe(0);
  });

  it('adds the scatter pay anywhere on the grid', () => {
    const { model, state } = gridOf(config, ['S B A B S', 'B A B A B', 'B A S B A']);
    const units = spinUnits(model, state);
    expect(state.scatterCount).toBe(3);
    expect(units).toBe(3 * 5); // 3× the total stake = 15 line bets, no line pays
  });
});

describe('slot math against exhaustive enumeration', () => {
  it('the base spin expectation equals the mean over every reel-stop combination', () => {
    const config = toySlot();
    const model = compileSlot(config);
    const lengths = config.reelStrips.map((strip) => strip.length);
    const state = createSpinState();
    let sum = 0;
    let combos = 0;
    const counts = new Array<number>(16).fill(0);
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number) => {
      if (reel === 5) {
        const floats = stops.map((stop, r) => (stop + 0.5) / lengths[r]!);
        drawGrid(model, createReplaySource(floats), state);
        sum += spinUnits(model, state);
        counts[state.scatterCount]! += 1;
        combos++;
        return;
      }
      for (let stop = 0; stop < lengths[reel]!; stop++) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    const math = slotMath(config);
    expect(combos).toBe(7 * 6 * 8 * 5 * 7);
    expect(sum / combos).toBeCloseTo(math.spinUnits, 12);
    const distribution = scatterDistribution(config);
    counts.forEach((count, n) => {
      expect(distribution[n] ?? 0).toBeCloseTo(count / combos, 12);
    });
  });

  it('expected free spins: the award without retrigger, a/(1 − q·a) with rare retriggers', () => {
    const noRetrigger = toySlot({
      freeSpins: { awards: [0, 0, 0, 5, 8, 10], multiplier: 2, retrigger: false, maxSpins: 10 },
    });
    expect(expectedFreeSpins(noRetrigger, [1], 8)).toBe(8);
    // q = 1% chance of 3 scatters awarding 10 more, cap far away: a branching process
    const config = toySlot({
      freeSpins: { awards: [0, 0, 0, 10], multiplier: 1, retrigger: true, maxSpins: 400 },
    });
    expect(expectedFreeSpins(config, [0.99, 0, 0, 0.01], 10)).toBeCloseTo(10 / (1 - 0.1), 9);
    // with the cap at the award, nothing can be added
    const capped = toySlot({
      freeSpins: { awards: [0, 0, 0, 10], multiplier: 1, retrigger: true, maxSpins: 10 },
    });
    expect(expectedFreeSpins(capped, [0.5, 0, 0, 0.5], 10)).toBe(10);
  });

  it('a toy round simulated agrees with the exact RTP within 4σ/√n', () => {
    const config = toySlot();
    const title = { ...GAME_TITLES[0]!, config, identity: 'toy' };
    const n = 100_000;
    const stats = simulate(title, n, { source: createFastSource(11) });
    const { rtp } = slotMath(config);
    expect(Math.abs(stats.rtp - rtp)).toBeLessThanOrEqual((4 * stats.sd) / Math.sqrt(n));
  });
});

describe('slot rounds', () => {
  it('the described round equals the fast path and its wins add up', () => {
    for (const title of GAME_TITLES.filter((t) => t.kind === 'slot').slice(0, 6)) {
      if (title.config.kind !== 'slot') continue;
      const model = compileSlot(title.config);
      const fast = createFastSource(5);
      const described = createFastSource(5);
      const state = createSpinState();
      const problems: string[] = [];
      for (let round = 0; round < 1000; round++) {
        const units = playSlotRound(model, fast, state);
        const stake = model.lines * 10;
        const { win, outcome } = playSlot(title.config, described, stake);
        const spins = [outcome.base, ...outcome.freeSpins];
        const total = spins.reduce((sum, spin) => sum + spin.win, 0);
        const partsMatch = spins.every(
          (spin) =>
            spin.lineWins.reduce((sum, line) => sum + line.win, spin.scatter.win) === spin.win,
        );
        if (outcome.units !== units || win !== units * 10 || total !== win || !partsMatch) {
          problems.push(`${title.identity} round ${round}`);
        }
      }
      expect(problems).toEqual([]);
    }
  });

  it('free spins follow a trigger, carry the multiplier and stop at the cap', () => {
    const title = GAME_TITLES.find((t) => t.identity === 'dragons-hoard')!;
    if (title.config.kind !== 'slot') throw new Error('not a slot');
    const { freeSpins, scattersToTrigger, lines } = title.config;
    const source = createFastSource(21);
    let features = 0;
    const problems: string[] = [];
    for (let round = 0; round < 20_000; round++) {
      const { outcome } = playSlot(title.config, source, lines);
      const spins = [outcome.base, ...outcome.freeSpins];
      const awarded = spins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
      if (outcome.base.scatter.count >= scattersToTrigger) features++;
      else if (outcome.freeSpins.length > 0)
        problems.push(`${round}: free spins without a trigger`);
      if (outcome.freeSpins.length !== awarded) problems.push(`${round}: ${awarded} awarded`);
      if (awarded > freeSpins.maxSpins) problems.push(`${round}: past the cap`);
      if (outcome.freeSpins.some((spin) => spin.multiplier !== freeSpins.multiplier)) {
        problems.push(`${round}: multiplier`);
      }
    }
    expect(problems).toEqual([]);
    expect(features).toBeGreaterThan(20);
  });
});
