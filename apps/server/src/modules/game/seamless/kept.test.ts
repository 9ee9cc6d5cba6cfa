import { describe, expect, it } from 'vitest';
import { createKept } from './launch.ts';

describe('values kept per instance (launches, round states)', () => {
  it('drops the value written longest ago when a new key comes, never for a key written again', () => {
    const kept = createKept<number>(2);
    kept.set('a', 1);
    kept.set('b', 1);
    // A round's next call rewrites its state: nothing else may go for it.
    kept.set('b', 2);
    expect([kept.get('a'), kept.get('b')]).toEqual([1, 2]);
    // Rewritten, `a` is the newest: a new key pushes `b` out.
    kept.set('a', 3);
    kept.set('c', 1);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([3, undefined, 1]);
  });
});
