import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createServerSeed, hashServerSeed, playRound } from './index.ts';
import {
  createReplaySource,
  findTitle,
  floatsFromHmacBlocks,
  maxFloatsPerRound,
  prepareRound,
} from './rules.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module the file imports at run time (type-only imports are erased). */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    const target = match[1]!;
    if (target.startsWith('.')) runtimeImports(resolve(dirname(file), target), seen);
    else seen.add(target);
  }
  return seen;
}

describe('the browser entry (@casino/game-engine/rules)', () => {
  it('does not load node:crypto or any other Node module', () => {
    const modules = [...runtimeImports(resolve(here, 'rules.ts'))];
    expect(modules.filter((name) => !name.startsWith('/'))).toEqual([]);
    expect([...runtimeImports(resolve(here, 'index.ts'))]).toContain('node:crypto');
  });

  it('recomputes a revealed slot round from HMAC blocks made with WebCrypto', async () => {
    const title = findTitle('dragons-hoard')!;
    const serverSeed = createServerSeed();
    const fairness = { serverSeed, clientSeed: 'browser', nonce: 3 };
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(serverSeed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const blocks = await Promise.all(
      Array.from({ length: Math.ceil(maxFloatsPerRound(title) / 8) }, async (_, cursor) => {
        const message = new TextEncoder().encode(`browser:3:${cursor}`);
        return new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
      }),
    );
    const floats = floatsFromHmacBlocks(blocks);
    expect(floats).toHaveLength(8 * blocks.length);
    const recomputed = prepareRound(title, { kind: 'slot' }, 250)(createReplaySource(floats));
    expect(recomputed).toEqual(playRound(title, { kind: 'slot' }, 250, fairness));
    expect(hashServerSeed(serverSeed)).toMatch(/^[0-9a-f]{64}$/);
  });
});
