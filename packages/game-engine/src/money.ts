/** floor(a × b / c) for non-negative safe integers, exact even when a × b passes 2^53. */
export function mulDivFloor(a: number, b: number, c: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    let quotient = Math.floor(product / c);
    // NOTE: the division is rounded to a double; nudge the quotient to the exact floor.
    while (quotient * c > product) quotient--;
    while ((quotient + 1) * c <= product) quotient++;
    return quotient;
  }
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** Whether x has at most `decimals` decimals (within float noise); returns x × 10^decimals. */
export function toScaledInteger(x: number, decimals: number): number | null {
  if (!Number.isFinite(x)) return null;
  const scale = 10 ** decimals;
  const scaled = Math.round(x * scale);
  return Math.abs(x * scale - scaled) < 1e-6 ? scaled : null;
}
