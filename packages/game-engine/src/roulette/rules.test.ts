import { describe, expect, it } from 'vitest';
import { findTitle } from '../catalog.ts';
import { hashServerSeed } from '../fairness.ts';
import { playRound } from '../play.ts';
import type { RouletteBet, RouletteBetType } from '../types.ts';
import {
  coveredNumbers,
  EUROPEAN_WHEEL,
  payoutMultiple,
  pocketColor,
  RED_NUMBERS,
} from './rules.ts';

/**
 * Every inside bet of one type the layout allows, found by trying every set of numbers that
 * spans at most 8 (a table bet spans 4 at most; wider sets are tried so a wrong one would show).
 */
function countLayout(type: RouletteBetType, size: number): number {
  let count = 0;
  const walk = (from: number, chosen: number[]) => {
    if (chosen.length === size) {
      try {
        coveredNumbers({ type, numbers: chosen, amount: 1 }, 'bet');
        count++;
      } catch {}
      return;
    }
    for (let n = from; n <= 36 && (chosen.length === 0 || n - chosen[0]! <= 8); n++) {
      walk(n + 1, [...chosen, n]);
    }
  };
  walk(0, []);
  return count;
}

describe('European roulette layout', () => {
  it('has 37 pockets once each on the wheel and 18 red numbers', () => {
    expect([...EUROPEAN_WHEEL].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 37 }, (_, i) => i),
    );
    expect(RED_NUMBERS.size).toBe(18);
    expect(pocketColor(0)).toBe('green');
    expect(pocketColor(32)).toBe('red');
    expect(pocketColor(15)).toBe('black');
  });

  it('allows exactly the inside bets of the table (with the zero splits, trios and first four)', () => {
    expect(countLayout('split', 2)).toBe(57 + 3);
    expect(countLayout('street', 3)).toBe(12 + 2);
    expect(countLayout('corner', 4)).toBe(22 + 1);
  });

  it('pays 36 / numbers covered, so every bet returns 36/37', () => {
    const cases: [RouletteBet, number][] = [
      [{ type: 'straight', numbers: [0], amount: 1 }, 1],
      [{ type: 'split', numbers: [0, 3], amount: 1 }, 2],
      [{ type: 'street', numbers: [34, 35, 36], amount: 1 }, 3],
      [{ type: 'corner', numbers: [0, 1, 2, 3], amount: 1 }, 4],
      [{ type: 'line', numbers: [31, 32, 33, 34, 35, 36], amount: 1 }, 6],
      [{ type: 'dozen', index: 3, amount: 1 }, 12],
      [{ type: 'column', index: 1, amount: 1 }, 12],
      [{ type: 'black', amount: 1 }, 18],
      [{ type: 'low', amount: 1 }, 18],
    ];
    for (const [bet, size] of cases) {
      const covered = coveredNumbers(bet, 'bet');
      expect(covered).toHaveLength(size);
      expect((covered.length / 37) * payoutMultiple(covered.length)).toBeCloseTo(36 / 37, 15);
    }
    expect(coveredNumbers({ type: 'column', index: 2, amount: 1 }, 'bet')).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ]);
    expect(coveredNumbers({ type: 'dozen', index: 2, amount: 1 }, 'bet')[0]).toBe(13);
  });
});

describe('pocket frequencies from the provably fair stream', () => {
  it('pass a chi-square test (36 degrees of freedom, p = 0.001 critical value 67.99)', () => {
    const title = findTitle('european-roulette')!;
    const serverSeed = hashServerSeed('chi-square pockets');
    const rounds = 37_000;
    const counts = new Array<number>(37).fill(0);
    for (let nonce = 0; nonce < rounds; nonce++) {
      const result = playRound(title, { kind: 'roulette', bets: [{ type: 'red', amount: 1 }] }, 1, {
        serverSeed,
        clientSeed: 'chi',
        nonce,
      });
      if (result.outcome.kind === 'roulette') counts[result.outcome.pocket]!++;
    }
    const expected = rounds / 37;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    console.log(`roulette pockets: chi-square ${chiSquare.toFixed(2)} over ${rounds} rounds`);
    expect(chiSquare).toBeLessThan(67.99);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });
});
