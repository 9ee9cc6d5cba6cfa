import { BetError } from '../errors.ts';
import type { RouletteBet, RouletteBetType } from '../types.ts';

/** The European wheel from 0, clockwise. */
export const EUROPEAN_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const RED_NUMBERS = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const ROULETTE_BET_TYPES: readonly RouletteBetType[] = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

export function pocketColor(pocket: number): 'red' | 'black' | 'green' {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

const key = (numbers: number[]) => [...numbers].sort((a, b) => a - b).join(',');

/** Every inside bet the table layout allows, by type, keyed by its sorted numbers. */
function insideBets(): Record<'split' | 'street' | 'corner' | 'line', Set<string>> {
  const split = new Set<string>(['0,1', '0,2', '0,3']);
  const street = new Set<string>(['0,1,2', '0,2,3']);
  const corner = new Set<string>(['0,1,2,3']);
  const line = new Set<string>();
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 === 1) street.add(key([n, n + 1, n + 2]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (n % 3 === 1 && n <= 31) line.add(key(range(n, n + 5)));
  }
  return { split, street, corner, line };
}

const INSIDE = insideBets();
const SIZES = { straight: 1, split: 2, street: 3, corner: 4, line: 6 } as const;

/** The numbers a bet covers; throws a BetError naming the field when the layout has no such bet. */
export function coveredNumbers(bet: RouletteBet, field: string): number[] {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const size = SIZES[bet.type];
      const numbers = bet.numbers;
      if (
        !Array.isArray(numbers) ||
        numbers.length !== size ||
        numbers.some((n) => !Number.isInteger(n) || n < 0 || n > 36)
      ) {
        throw new BetError(`${field}.numbers`, `a ${bet.type} bet takes ${size} numbers 0–36`);
      }
      const sorted = [...numbers].sort((a, b) => a - b);
      if (bet.type !== 'straight' && !INSIDE[bet.type].has(key(sorted))) {
        throw new BetError(
          `${field}.numbers`,
          `${sorted.join(', ')} is not a ${bet.type} on the table`,
        );
      }
      return sorted;
    }
    case 'dozen':
    case 'column': {
      const index = bet.index;
      if (index !== 1 && index !== 2 && index !== 3) {
        throw new BetError(`${field}.index`, `a ${bet.type} bet takes index 1, 2 or 3`);
      }
      return bet.type === 'dozen' ? range(12 * (index - 1) + 1, 12 * index) : range(index, 36, 3);
    }
    case 'red':
      return range(1, 36).filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return range(1, 36, 2);
    case 'even':
      return range(2, 36, 2);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    default:
      throw new BetError(`${field}.type`, `must be one of ${ROULETTE_BET_TYPES.join(', ')}`);
  }
}

/** What a winning bet returns per unit staked (stake included): 36 / numbers covered. */
export function payoutMultiple(covered: number): number {
  return 36 / covered;
}
