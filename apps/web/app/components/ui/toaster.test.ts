import { describe, expect, it } from 'vitest';
import { placementAwayFrom } from './toaster';

const box = (top: number, height: number) => ({ top, height }) as DOMRect;

describe('toast placement', () => {
  it('goes to the top when the control that raised it is in the lower half (a bottom sheet)', () => {
    expect(placementAwayFrom(box(760, 48), 844)).toBe('top');
    expect(placementAwayFrom(box(400, 48), 640)).toBe('top');
  });

  it('goes above the bottom bar when the control is in the upper half (the header)', () => {
    expect(placementAwayFrom(box(14, 36), 844)).toBe('bottom');
  });

  it('defaults to the top when nothing was touched', () => {
    expect(placementAwayFrom(null, 844)).toBe('top');
  });
});
