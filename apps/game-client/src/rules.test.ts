import { describe, expect, it } from 'vitest';
import { mayCelebrate, waitBeforeRound } from './rules.ts';

const GB = {
  profile: 'gb',
  minRoundIntervalMs: 2_500,
  maxStake: 500,
  isAutoplayAllowed: false,
  isTurboAllowed: false,
  mayCelebrateNetLoss: false,
  showsNetPositionAndClock: true,
};

describe('jurisdiction rules in the game client', () => {
  it('celebrates only a return above the stake where the profile says so', () => {
    expect(mayCelebrate(GB, 40, 100)).toBe(false);
    expect(mayCelebrate(GB, 100, 100)).toBe(false);
    expect(mayCelebrate(GB, 101, 100)).toBe(true);
    // No rules (demo, or profile none): as before.
    expect(mayCelebrate(undefined, 40, 100)).toBe(true);
    expect(mayCelebrate({ ...GB, mayCelebrateNetLoss: true }, 40, 100)).toBe(true);
  });

  it("waits out the profile's interval since the last round's start", () => {
    expect(waitBeforeRound(GB, null, 10_000)).toBe(0);
    expect(waitBeforeRound(GB, 10_000, 11_000)).toBe(1_500);
    expect(waitBeforeRound(GB, 10_000, 13_000)).toBe(0);
    expect(waitBeforeRound(undefined, 10_000, 10_001)).toBe(0);
  });
});
