import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7 UUID whose first 48 bits are the time in milliseconds', () => {
    const at = Date.UTC(2026, 10, 29, 5, 0, 0, 123);
    const id = uuidv7(at);
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at);
  });

  it('sorts by time, and ids of the same millisecond differ', () => {
    const ids = [1, 2, 3, 1_000, 86_400_000].map((ms) => uuidv7(1_764_000_000_000 + ms));
    expect([...ids].sort()).toEqual(ids);
    const same = new Set(Array.from({ length: 1_000 }, () => uuidv7(1_764_000_000_000)));
    expect(same.size).toBe(1_000);
  });
});
