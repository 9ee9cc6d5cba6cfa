import type { CashbackPeriod } from '@casino/db';

const DAY_MS = 86_400_000;
/** Monday 2024-01-01 00:00 UTC: weeks from Monday midnight. */
export const DEFAULT_ANCHOR = new Date('2024-01-01T00:00:00Z');

/**
 * The period holding `at`: days and weeks are consecutive from `anchor` (the operator's start
 * of a week, e.g. Monday 00:00 UTC); months are calendar months (UTC).
 */
export function periodOf(
  kind: CashbackPeriod,
  at: Date,
  anchor: Date = DEFAULT_ANCHOR,
): { from: Date; to: Date } {
  if (kind === 'monthly') {
    const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    return { from, to: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)) };
  }
  const length = kind === 'daily' ? DAY_MS : 7 * DAY_MS;
  const index = Math.floor((at.getTime() - anchor.getTime()) / length);
  const from = new Date(anchor.getTime() + index * length);
  return { from, to: new Date(from.getTime() + length) };
}

/** The last period that has ended by `now`. */
export function lastFinishedPeriod(kind: CashbackPeriod, now: Date, anchor?: Date) {
  return periodOf(kind, new Date(periodOf(kind, now, anchor).from.getTime() - 1), anchor);
}
