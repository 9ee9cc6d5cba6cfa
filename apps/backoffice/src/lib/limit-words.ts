import type { PlayerLimit } from '@casino/contracts';
import { money, when } from './format.ts';

/** Limit definitions (docs/product/entities.md) in words. */
export const LIMIT_KIND: Record<number, string> = {
  1: 'Bet',
  2: 'Loss',
  3: 'Deposit',
  4: 'Self-exclusion',
  5: 'Time-out',
};

/** "daily · 20.00 USD of 50.00 USD used", "until 01/12/2026, 10:00" or "permanent". */
export function limitText(l: PlayerLimit) {
  if (l.amount !== null && l.currency) {
    return `${l.period} · ${money(l.used ?? 0, l.currency)} of ${money(l.amount, l.currency)} used`;
  }
  return l.endsAt ? `until ${when(l.endsAt)}` : 'permanent';
}

/** A waiting raise or removal in words ("" when none). */
export function pendingText(l: PlayerLimit) {
  if (!l.pending) return '';
  const what =
    l.pending.amount === null || !l.currency
      ? 'removal'
      : `raise to ${money(l.pending.amount, l.currency)}`;
  return `waiting: ${what} from ${when(l.pending.availableAt)}`;
}
