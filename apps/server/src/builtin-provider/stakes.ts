/** Currency of demo sessions: virtual credits with two decimals, never real money. */
export const DEMO_CURRENCY = 'FUN';

/** Minor-unit digits of the crypto currencies the casino keeps in 10^-8 (ARCHITECTURE "Money"). */
const CRYPTO_DIGITS: Record<string, number> = { BTC: 8, ETH: 8 };

/** Digits after the decimal point of a currency's minor unit (2 for FUN and unknown codes). */
export function currencyDigits(currency: string): number {
  const crypto = CRYPTO_DIGITS[currency];
  if (crypto !== undefined) return crypto;
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 0.10 … 100.00 in a two-decimal currency. */
const FIAT_LADDER = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000];

/**
 * Stake choices (minor units) offered to the player: 0.10–100 in fiat and FUN, scaled by the
 * currency's digits; 0.00001–0.01 BTC and 0.0001–0.1 ETH for crypto.
 */
export function stakeLadder(currency: string): number[] {
  if (currency === 'BTC') return FIAT_LADDER.map((v) => v * 100);
  if (currency === 'ETH') return FIAT_LADDER.map((v) => v * 1000);
  const scale = 10 ** (currencyDigits(currency) - 2);
  return FIAT_LADDER.map((v) => Math.max(1, Math.round(v * scale)));
}

/** Most roulette chips on the table in one round, as multiples of the largest stake. */
const ROULETTE_TABLE_LIMIT = 10;

/**
 * Why a stake is not allowed, or null: one of the ladder's values for slot, dice and crash;
 * for roulette each position at least the smallest stake and the table at most ten times the
 * largest.
 */
export function checkStake(
  kind: string,
  stake: number,
  ladder: number[],
  positions: number[] = [],
): { field: string; message: string } | null {
  const min = ladder[0]!;
  const max = ladder[ladder.length - 1]!;
  if (kind !== 'roulette') {
    return ladder.includes(stake)
      ? null
      : { field: 'stake', message: `must be one of ${ladder.join(', ')}` };
  }
  const small = positions.findIndex((amount) => amount < min);
  if (small >= 0) return { field: `bet.bets.${small}.amount`, message: `must be at least ${min}` };
  if (stake > max * ROULETTE_TABLE_LIMIT) {
    return { field: 'stake', message: `must be at most ${max * ROULETTE_TABLE_LIMIT}` };
  }
  return null;
}
