import { describe, expect, it } from 'vitest';
import { gridSpace, itemRange, rowCountOf, visibleRows } from './virtual-range';

const base = { viewportHeight: 800, gridTop: 300, rowStride: 200, rowCount: 50, overscan: 2 };

describe('window virtualizer range math', () => {
  it('counts rows of a grid, the last one partial', () => {
    expect(rowCountOf(0, 5)).toBe(0);
    expect(rowCountOf(24, 5)).toBe(5);
    expect(rowCountOf(25, 5)).toBe(5);
    expect(rowCountOf(26, 5)).toBe(6);
    expect(rowCountOf(10, 0)).toBe(0);
  });

  it('renders the rows on screen plus overscan at the top of the page', () => {
    // Grid starts 300 px down; the window shows 0..800 → grid rows 0..2 (0..500 px of grid).
    expect(visibleRows({ ...base, scrollY: 0 })).toEqual({ start: 0, end: 5 });
  });

  it('moves the range as the page scrolls', () => {
    // Window 5300..6100 → grid 5000..5800 → rows 25..29, overscan 2 → 23..31.
    expect(visibleRows({ ...base, scrollY: 5300 })).toEqual({ start: 23, end: 31 });
  });

  it('renders a bounded number of rows however long the grid is', () => {
    for (const rowCount of [100, 10_000]) {
      const { start, end } = visibleRows({ ...base, rowCount, scrollY: 9_000 });
      expect(end - start).toBeLessThanOrEqual(Math.ceil(800 / 200) + 1 + 2 * 2);
    }
  });

  it('clamps at the end of the grid', () => {
    expect(visibleRows({ ...base, scrollY: 300 + 49 * 200 })).toEqual({ start: 47, end: 50 });
    expect(visibleRows({ ...base, scrollY: 100_000 })).toEqual({ start: 50, end: 50 });
  });

  it('renders nothing of a grid far below the window, and everything when unmeasured', () => {
    expect(visibleRows({ ...base, gridTop: 5000, scrollY: 0 })).toEqual({ start: 0, end: 0 });
    expect(visibleRows({ ...base, rowStride: 0, scrollY: 0 })).toEqual({ start: 0, end: 50 });
    expect(visibleRows({ ...base, rowCount: 0, scrollY: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('maps rows to items and to the space kept above and in total', () => {
    expect(itemRange({ start: 2, end: 5 }, 6, 100)).toEqual({ from: 12, to: 30 });
    expect(itemRange({ start: 2, end: 5 }, 6, 20)).toEqual({ from: 12, to: 20 });
    expect(gridSpace({ start: 3, end: 8 }, 216, 10, 16)).toEqual({
      paddingTop: 648,
      height: 2144,
    });
    expect(gridSpace({ start: 0, end: 0 }, 216, 0, 16)).toEqual({ paddingTop: 0, height: 0 });
  });
});
