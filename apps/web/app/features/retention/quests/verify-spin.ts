import { floatOfDigest, wheelHmacMessage, wheelSegmentOf } from '@casino/contracts/wheel-fairness';

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** What the browser recomputed from a spin's revealed seed (docs/decisions/043). */
export interface SpinCheck {
  /** sha256(server seed) equals the hash shown before the spin. */
  isHashMatching: boolean;
  /** The segment the seeds give. */
  segmentIndex: number;
  /** Both hold, and the segment is the one the server paid. */
  isFair: boolean;
}

/**
 * Recomputes a spin in the browser with Web Crypto: the seed's hash against the commitment
 * shown before the spin, then HMAC-SHA256(server seed, `clientSeed:nonce:0`) to the segment.
 */
export async function verifySpin(spin: {
  segmentIndex: number;
  fairness: {
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    weights: number[];
  };
}): Promise<SpinCheck> {
  const { serverSeed, serverSeedHash, clientSeed, nonce, weights } = spin.fairness;
  const encoder = new TextEncoder();
  const hash = hex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const digest = await crypto.subtle.sign(
    'HMAC',
    key,
    encoder.encode(wheelHmacMessage(clientSeed, nonce)),
  );
  const segmentIndex = wheelSegmentOf(floatOfDigest(new Uint8Array(digest)), weights);
  const isHashMatching = hash === serverSeedHash;
  return {
    isHashMatching,
    segmentIndex,
    isFair: isHashMatching && segmentIndex === spin.segmentIndex,
  };
}
