import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BetError } from './errors.ts';
import {
  createClientSeed,
  createHmacSource,
  createServerSeed,
  hashServerSeed,
  validateFairness,
} from './fairness.ts';

const serverSeed = '7665bef6298d05397a86fa21ca51d3c5f1b5809e4dbfa340a1cd37282b68481d';

describe('seeds', () => {
  it('server seeds are 32 random bytes in hex, never repeated', () => {
    const seeds = new Set(Array.from({ length: 200 }, createServerSeed));
    expect(seeds.size).toBe(200);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('the commitment is sha256 of the seed text', () => {
    expect(hashServerSeed('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashServerSeed(serverSeed)).toBe(
      '184e2cbc375c3e3422fec40e9eda9559631323c7ead4110a07aa7828b65c5ed2',
    );
  });
});

describe('the HMAC float stream', () => {
  const fairness = { serverSeed, clientSeed: 'player-chosen seed', nonce: 42 };

  it('reads 4 bytes per float, 8 floats per HMAC block, then moves the cursor', () => {
    const source = createHmacSource(fairness);
    const floats = Array.from({ length: 10 }, () => source.next());
    const block = (cursor: number) =>
      createHmac('sha256', serverSeed).update(`player-chosen seed:42:${cursor}`).digest();
    const first = block(0);
    const second = block(1);
    for (let i = 0; i < 8; i++) expect(floats[i]).toBe(first.readUInt32BE(4 * i) / 2 ** 32);
    expect(floats[8]).toBe(second.readUInt32BE(0) / 2 ** 32);
    expect(floats[9]).toBe(second.readUInt32BE(4) / 2 ** 32);
    // the same bytes read as b0/256 + b1/256² + b2/256³ + b3/256⁴
    const [b0, b1, b2, b3] = first;
    expect(floats[0]).toBe(b0! / 256 + b1! / 256 ** 2 + b2! / 256 ** 3 + b3! / 256 ** 4);
    expect(floats[0]).toBeCloseTo(0.448898892, 9);
  });

  it('is deterministic and changes with every input', () => {
    const first = (input: typeof fairness) => createHmacSource(input).next();
    expect(first(fairness)).toBe(first({ ...fairness }));
    const others = [
      first({ ...fairness, nonce: 43 }),
      first({ ...fairness, clientSeed: 'another' }),
      first({ ...fairness, serverSeed: createServerSeed() }),
    ];
    for (const other of others) expect(other).not.toBe(first(fairness));
  });

  it('refuses inputs that cannot decide a round, naming the field', () => {
    const fieldOf = (input: typeof fairness) => {
      try {
        validateFairness(input);
        return null;
      } catch (error) {
        return error instanceof BetError ? error.field : 'not a BetError';
      }
    };
    expect(fieldOf(fairness)).toBeNull();
    expect(fieldOf({ ...fairness, serverSeed: 'short' })).toBe('serverSeed');
    expect(fieldOf({ ...fairness, serverSeed: serverSeed.toUpperCase() })).toBe('serverSeed');
    expect(fieldOf({ ...fairness, clientSeed: '' })).toBe('clientSeed');
    expect(fieldOf({ ...fairness, clientSeed: 'x'.repeat(65) })).toBe('clientSeed');
    expect(fieldOf({ ...fairness, clientSeed: 'tab\there' })).toBe('clientSeed');
    expect(fieldOf({ ...fairness, nonce: -1 })).toBe('nonce');
    expect(fieldOf({ ...fairness, nonce: 1.5 })).toBe('nonce');
  });
});
