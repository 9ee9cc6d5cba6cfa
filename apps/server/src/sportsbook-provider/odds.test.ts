import { describe, expect, it } from 'vitest';
import { findEvent, fixtures, gridAt } from './feed.ts';
import {
  legFactor,
  MARGIN,
  marketsOf,
  payoutOf,
  priceMarket,
  scoreGrid,
  settleLeg,
} from './odds.ts';

describe('sportsbook odds and settlement', () => {
  it('settles Asian quarter lines half won and half lost', () => {
    expect(settleLeg('ah@-0.25', 'home', { home: 1, away: 1 })).toBe('half_lost');
    expect(settleLeg('ah@-0.25', 'away', { home: 1, away: 1 })).toBe('half_won');
    expect(settleLeg('ah@-0.75', 'home', { home: 2, away: 1 })).toBe('half_won');
    expect(settleLeg('ah@-1', 'home', { home: 2, away: 1 })).toBe('void');
    expect(settleLeg('total@2.25', 'over', { home: 1, away: 1 })).toBe('half_lost');
    expect(settleLeg('total@2.5', 'under', { home: 1, away: 1 })).toBe('won');
    expect(settleLeg('btts', 'yes', { home: 1, away: 0 })).toBe('lost');
    expect(settleLeg('1x2', 'draw', { home: 2, away: 2 })).toBe('won');
  });

  it('pays stake × the product of leg factors, rounded down once', () => {
    // 10.01 at 1.85 × void × half won at 2.10 (factor 1.55): 10.01 × 1.85 × 1.55 = 28.703675.
    const factors = [legFactor('won', 185), legFactor('void', 300), legFactor('half_won', 210)];
    expect(payoutOf(1_001, factors)).toBe(2_870);
    expect(payoutOf(1_001, [...factors, legFactor('lost', 150)])).toBe(0);
    expect(payoutOf(999, [legFactor('half_lost', 190)])).toBe(499);
  });

  it('prices every market with the margin: implied probabilities sum above one', () => {
    const grid = scoreGrid({ home: 0, away: 0 }, 1.6, 1.1);
    for (const market of marketsOf({ hasBtts: true }, { home: 1.6, away: 1.1 })) {
      const odds = Object.values(priceMarket(grid, market));
      const book = odds.reduce((sum, o) => sum + 100 / o, 0);
      expect(book).toBeGreaterThan(1);
      expect(book).toBeLessThan(1 + MARGIN * 1.6);
    }
  });

  it('the same seed gives the same fixtures, and odds move before kick-off', () => {
    const now = Date.UTC(2026, 10, 24, 8);
    const a = fixtures('seed', now);
    expect(fixtures('seed', now)).toEqual(a);
    expect(fixtures('other', now)).not.toEqual(a);
    const event = findEvent('seed', a.at(-1)!.id)!;
    expect(event).toEqual(a.at(-1));
    const prices = new Set(
      [0, 1, 2, 3, 4, 5].map((i) => {
        const grid = gridAt('seed', event, now + i * 120_000);
        return priceMarket(grid, { id: '1x2', selections: ['home', 'draw', 'away'] }).home;
      }),
    );
    expect(prices.size).toBeGreaterThan(1);
  });
});
