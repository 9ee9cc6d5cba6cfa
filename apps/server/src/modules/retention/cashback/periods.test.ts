import { describe, expect, it } from 'vitest';
import { lastFinishedPeriod, periodOf } from './periods.ts';

const iso = (p: { from: Date; to: Date }) => [p.from.toISOString(), p.to.toISOString()];

describe('cashback periods', () => {
  it('weeks run Monday to Monday (UTC) by default, days midnight to midnight, months by calendar', () => {
    const sunday = new Date('2026-11-29T23:59:59Z');
    expect(iso(periodOf('weekly', sunday))).toEqual([
      '2026-11-23T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(iso(periodOf('daily', sunday))).toEqual([
      '2026-11-29T00:00:00.000Z',
      '2026-11-30T00:00:00.000Z',
    ]);
    expect(iso(periodOf('monthly', sunday))).toEqual([
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    expect(iso(periodOf('monthly', new Date('2026-12-31T12:00:00Z')))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('counts weeks from the operator-set start, and the last finished period is the one before', () => {
    const anchor = new Date('2024-01-05T18:00:00Z'); // Friday 18:00
    const at = new Date('2026-11-29T10:00:00Z');
    expect(iso(periodOf('weekly', at, anchor))).toEqual([
      '2026-11-27T18:00:00.000Z',
      '2026-12-04T18:00:00.000Z',
    ]);
    expect(iso(lastFinishedPeriod('weekly', at, anchor))).toEqual([
      '2026-11-20T18:00:00.000Z',
      '2026-11-27T18:00:00.000Z',
    ]);
    // The boundary itself opens the next week.
    expect(periodOf('weekly', new Date('2026-11-27T18:00:00Z'), anchor).from.toISOString()).toBe(
      '2026-11-27T18:00:00.000Z',
    );
  });
});
