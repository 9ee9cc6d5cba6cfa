import { BetError } from '../errors.ts';
import { type FloatSource, pick } from '../random.ts';
import type { RouletteBet, RouletteConfig, RouletteOutcome } from '../types.ts';
import { coveredNumbers, payoutMultiple, pocketColor } from './rules.ts';

export interface CheckedRouletteBet extends RouletteBet {
  covered: number[];
}

/** Validates the bets of a round against the stake (their sum); BetError names the field. */
export function checkRouletteBets(
  config: RouletteConfig,
  bets: unknown,
  stake: number,
): CheckedRouletteBet[] {
  if (!Array.isArray(bets) || bets.length === 0) {
    throw new BetError('bets', 'must list at least one bet');
  }
  if (bets.length > config.maxPositions) {
    throw new BetError('bets', `at most ${config.maxPositions} bets a round`);
  }
  let total = 0;
  const checked = bets.map((bet: RouletteBet, i) => {
    const field = `bets[${i}]`;
    if (typeof bet !== 'object' || bet === null) throw new BetError(field, 'must be a bet');
    if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
      throw new BetError(`${field}.amount`, 'must be a positive integer of minor units');
    }
    total += bet.amount;
    return { ...bet, covered: coveredNumbers(bet, field) };
  });
  if (total !== stake) throw new BetError('stake', `must equal the sum of the bets (${total})`);
  return checked;
}

/** The pocket is floor(u × 37) of the round's first float. */
export function spinPocket(source: FloatSource): number {
  return pick(source.next(), 37);
}

export function settleRoulette(
  bets: CheckedRouletteBet[],
  pocket: number,
): { win: number; outcome: RouletteOutcome } {
  let win = 0;
  const settled = bets.map(({ type, covered, amount }) => {
    const payout = amount * payoutMultiple(covered.length);
    const won = covered.includes(pocket);
    if (won) win += payout;
    return { type, numbers: covered, amount, payout, won, win: won ? payout : 0 };
  });
  return { win, outcome: { kind: 'roulette', pocket, color: pocketColor(pocket), bets: settled } };
}
