import type { CrashConfig } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { clampCashOut, multiplierAt, planFlight, quickCashOuts, scaleGraph } from './state.ts';

const config = { minCashOut: 1.01, maxCashOut: 5 } as CrashConfig;

describe('crash cash-out', () => {
  it('offers only the quick cash-outs the title allows', () => {
    expect(quickCashOuts(config)).toEqual([1.5, 2, 3, 5]);
  });

  it('keeps a typed cash-out inside the limits, to the hundredth', () => {
    expect(clampCashOut(config, 0.5)).toBe(1.01);
    expect(clampCashOut(config, 99)).toBe(5);
    expect(clampCashOut(config, 2.345)).toBe(2.35);
  });
});

describe('crash flight', () => {
  it('reaches 2× in about 1.8 s and ends long flights within 8 s', () => {
    const short = planFlight(2);
    expect(short.duration).toBeCloseTo(1800, -2);
    expect(planFlight(1000).duration).toBeCloseTo(8000, 6);
  });

  it('shows the multiplier floored to the hundredth and never past the crash point', () => {
    const { growth, duration } = planFlight(3.7);
    expect(multiplierAt(3.7, growth, 0)).toBe(1);
    expect(multiplierAt(3.7, growth, duration + 500)).toBe(3.7);
    const mid = multiplierAt(3.7, growth, 1000);
    expect(mid).toBe(Math.floor(Math.exp(growth) * 100) / 100);
  });

  it('keeps the cash-out line and the three highest grid steps in view', () => {
    const idle = scaleGraph(0, 1, 2);
    expect(idle.xMax).toBe(4);
    expect(idle.yMax).toBe(2.2);
    expect(idle.steps).toEqual([1.5, 2]);
    expect(scaleGraph(10, 40, 2).steps).toEqual([5, 10, 20]);
  });
});
