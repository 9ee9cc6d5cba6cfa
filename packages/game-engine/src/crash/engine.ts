import { BetError } from '../errors.ts';
import { mulDivFloor, toScaledInteger } from '../money.ts';
import { type FloatSource, TWO_POW_32 } from '../random.ts';
import type { CrashConfig, CrashOutcome } from '../types.ts';

/**
 * Crash point × 100 from u = k / 2^32: max(100, floor((1 − edge) / (1 − u) × 100)), computed in
 * integers as floor((10000 − edge in basis points) × 2^32 / (100 × (2^32 − k))) so no float
 * rounding can move a point across a cash-out boundary.
 */
export function crashPoint(config: CrashConfig, u: number): number {
  const edge = Math.round(config.houseEdge * 10_000);
  const k = u * TWO_POW_32;
  const numerator = (10_000 - edge) * TWO_POW_32;
  const denominator = 100 * (TWO_POW_32 - k);
  let point = Math.floor(numerator / denominator);
  while (point * denominator > numerator) point--;
  while ((point + 1) * denominator <= numerator) point++;
  return Math.max(100, point);
}

/** Cash-out in hundredths; throws a BetError naming cashOutAt when out of the title's range. */
export function checkCashOut(config: CrashConfig, cashOutAt: unknown): number {
  const scaled = typeof cashOutAt === 'number' ? toScaledInteger(cashOutAt, 2) : null;
  const min = Math.round(config.minCashOut * 100);
  const max = Math.round(config.maxCashOut * 100);
  if (scaled === null || scaled < min || scaled > max) {
    throw new BetError(
      'cashOutAt',
      `must be ${config.minCashOut.toFixed(2)}–${config.maxCashOut.toFixed(2)} with at most 2 decimals`,
    );
  }
  return scaled;
}

export function playCrash(
  config: CrashConfig,
  cashOut: number,
  source: FloatSource,
  stake: number,
): { win: number; outcome: CrashOutcome } {
  const point = crashPoint(config, source.next());
  const cashedOut = point >= cashOut;
  return {
    win: cashedOut ? mulDivFloor(stake, cashOut, 100) : 0,
    outcome: { kind: 'crash', crashPoint: point / 100, cashOutAt: cashOut / 100, cashedOut },
  };
}
