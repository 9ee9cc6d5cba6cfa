/**
 * How a fortune-wheel spin's float picks its segment (docs/decisions/043-quests-and-fortune-wheel.md).
 * Zod-free and free of node APIs: the server decides with it and the site verifies with it.
 *
 * The float is the games' provably fair stream's first one (packages/game-engine fairness.ts):
 * HMAC_SHA256(key = server seed as UTF-8, message = `${clientSeed}:${nonce}:0`), its first four
 * bytes read big-endian and divided by 2^32. The ticket floor(float × total weight) falls in the
 * segment whose cumulative weight first passes it.
 */
export function wheelSegmentOf(float: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0) || !(float >= 0 && float < 1)) throw new Error('no weight to spin');
  const ticket = Math.floor(float * total);
  let cumulative = 0;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i]!;
    if (ticket < cumulative) return i;
  }
  return weights.length - 1;
}

/** The message the spin's HMAC signs. */
export const wheelHmacMessage = (clientSeed: string, nonce: number) => `${clientSeed}:${nonce}:0`;

/** The float of an HMAC digest: its first four bytes big-endian over 2^32. */
export function floatOfDigest(digest: Uint8Array): number {
  const value = ((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0;
  return value / 0x1_0000_0000;
}
