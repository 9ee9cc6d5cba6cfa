/**
 * Sources of uniform floats in [0, 1). Every float is a 32-bit integer divided by 2^32, so the
 * HMAC stream (fairness.ts) and the fast simulation stream below feed the same outcome
 * mapping with floats of the same form.
 */
export interface FloatSource {
  /** The next float in [0, 1), always k / 2^32 for an integer k. */
  next(): number;
}

export const TWO_POW_32 = 0x1_0000_0000;

/** An integer in [0, n) from a float: floor(u × n). NOTE: bias below n / 2^32 (≤ 1e-8 here). */
export function pick(u: number, n: number): number {
  return Math.floor(u * n);
}

/**
 * sfc32 (Chris Doty-Humphrey's small fast chaotic generator): fast, well distributed, NOT
 * cryptographic. Used only by simulations; real rounds use the HMAC stream.
 */
export function createFastSource(seed: number): FloatSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) nextUint32();
  return { next: () => nextUint32() / TWO_POW_32 };
}

/** Replays recorded floats (tests, and proving that two streams give one outcome). */
export function createReplaySource(floats: readonly number[]): FloatSource {
  let index = 0;
  return {
    next: () => {
      const value = floats[index++];
      if (value === undefined) throw new Error('replay source exhausted');
      return value;
    },
  };
}

/** Wraps a source and records what it hands out. */
export function recordingSource(source: FloatSource): { source: FloatSource; floats: number[] } {
  const floats: number[] = [];
  return {
    floats,
    source: {
      next: () => {
        const value = source.next();
        floats.push(value);
        return value;
      },
    },
  };
}
