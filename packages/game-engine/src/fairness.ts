import { createHash, createHmac, randomBytes } from 'node:crypto';
import { BetError } from './errors.ts';
import { type FloatSource, TWO_POW_32 } from './random.ts';

/** What decides a round: the committed server seed, the player's client seed and the nonce. */
export interface FairnessInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const SERVER_SEED = /^[0-9a-f]{64}$/;
const MAX_CLIENT_SEED = 64;

/** A new server seed: 32 bytes from the operating system's CSPRNG, as lowercase hex. */
export function createServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before the round: sha256 of the seed's text, lowercase hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A client seed the browser may propose (any printable text up to 64 characters). */
export function createClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** Throws a BetError naming the field when the fairness input cannot decide a round. */
export function validateFairness(input: FairnessInput): void {
  if (typeof input.serverSeed !== 'string' || !SERVER_SEED.test(input.serverSeed)) {
    throw new BetError('serverSeed', 'must be 64 lowercase hex characters');
  }
  if (
    typeof input.clientSeed !== 'string' ||
    input.clientSeed.length === 0 ||
    input.clientSeed.length > MAX_CLIENT_SEED ||
    !/^[\x20-\x7e]+$/.test(input.clientSeed)
  ) {
    throw new BetError('clientSeed', `must be 1 to ${MAX_CLIENT_SEED} printable ASCII characters`);
  }
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) {
    throw new BetError('nonce', 'must be a non-negative integer');
  }
}

/**
 * The provably fair stream. Block `cursor` (0, 1, 2…) is
 * HMAC_SHA256(key = serverSeed as UTF-8 text, message = `${clientSeed}:${nonce}:${cursor}`),
 * 32 bytes giving 8 floats; float i of a block is bytes 4i..4i+3 read big-endian / 2^32
 * (= b0/256 + b1/256² + b2/256³ + b3/256⁴). Floats are consumed in order, a new block when
 * the previous one is used up.
 */
export function createHmacSource({ serverSeed, clientSeed, nonce }: FairnessInput): FloatSource {
  let cursor = 0;
  let block: Buffer | null = null;
  let offset = 32;
  return {
    next: () => {
      if (offset >= 32 || block === null) {
        block = createHmac('sha256', serverSeed)
          .update(`${clientSeed}:${nonce}:${cursor}`)
          .digest();
        cursor++;
        offset = 0;
      }
      const value = block.readUInt32BE(offset);
      offset += 4;
      return value / TWO_POW_32;
    },
  };
}
