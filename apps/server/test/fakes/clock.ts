import type { Clock } from '../../src/shared/clock.ts';

export interface TestClock extends Clock {
  advance(ms: number): void;
}

/** Follows the real time, plus however far the test has moved it forward. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}
