import { describe, expect, it } from 'vitest';
import { batchLoader } from './batch-loader.ts';

describe('batchLoader', () => {
  it('loads the keys asked for within the window in one call, each caller getting its own value', async () => {
    const calls: string[][] = [];
    const loader = batchLoader(
      5,
      async (keys: string[]) => {
        calls.push(keys);
        return new Map(keys.filter((k) => k !== 'none').map((k) => [k, `value of ${k}`]));
      },
      (key) => `missing ${key}`,
    );
    const answers = await Promise.all([
      loader.load('a'),
      loader.load('b'),
      loader.load('a'),
      loader.load('none'),
    ]);
    expect(answers).toEqual(['value of a', 'value of b', 'value of a', 'missing none']);
    expect(calls).toEqual([['a', 'b', 'none']]);
    // Asked after the batch ran: a batch of its own.
    expect(await loader.load('a')).toBe('value of a');
    expect(calls).toEqual([['a', 'b', 'none'], ['a']]);
  });

  it('rejects the callers of a failed batch only', async () => {
    let fail = true;
    const loader = batchLoader(
      1,
      async (keys: number[]) => {
        if (fail) throw new Error('database gone');
        return new Map(keys.map((k) => [k, k * 2]));
      },
      () => 0,
    );
    const first = Promise.allSettled([loader.load(1), loader.load(2)]);
    expect((await first).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load(3)).toBe(6);
  });

  it('starts the load after the window, so it sees what was done before a caller asked', async () => {
    const seen: number[] = [];
    let state = 0;
    const loader = batchLoader(
      20,
      async (keys: string[]) => {
        seen.push(state);
        return new Map(keys.map((k) => [k, state]));
      },
      () => -1,
    );
    const early = loader.load('x');
    // A change committed after the first caller asked but before a second one joined the window.
    state = 1;
    const late = loader.load('y');
    expect(await Promise.all([early, late])).toEqual([1, 1]);
    expect(seen).toEqual([1]);
  });
});
