import type { Translate } from '../../format.ts';

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
const CHIP_INDEXES = [0, 2, 3, 5, 6, 8];

export const isRed = (n: number) => RED.has(n);
export const colorOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

/** The chip values: six rungs of the session's stake ladder; the third is picked at first. */
export function pickChips(stakes: number[]) {
  const chips = CHIP_INDEXES.map((i) => stakes[i]).filter((v): v is number => v !== undefined);
  return { chips, first: chips[2] ?? chips[0]! };
}

/** The chips on the table: each placement in order (for undo) and the total per spot. */
export function createBetSlip() {
  const placed: { key: string; amount: number }[] = [];
  const totals = new Map<string, number>();
  return {
    totals: totals as ReadonlyMap<string, number>,
    isEmpty: () => placed.length === 0,
    total: () => [...totals.values()].reduce((a, b) => a + b, 0),
    place(key: string, amount: number) {
      placed.push({ key, amount });
      totals.set(key, (totals.get(key) ?? 0) + amount);
    },
    undo() {
      const last = placed.pop();
      if (!last) return;
      const left = (totals.get(last.key) ?? 0) - last.amount;
      if (left > 0) totals.set(last.key, left);
      else totals.delete(last.key);
    },
    clear() {
      placed.length = 0;
      totals.clear();
    },
  };
}

/** The last numbers, newest first, at most twelve. */
export const addRecent = (recent: number[], pocket: number) => [pocket, ...recent].slice(0, 12);

/** The wheel's next angle: four full turns, then the pocket under the marker at the top. */
export function nextRotation(order: number[], pocket: number, from: number) {
  const seg = 360 / order.length;
  const delta = (((-order.indexOf(pocket) * seg - from) % 360) + 360) % 360;
  return from + 4 * 360 + delta;
}

/** A spot's name in the list of winning bets: `17`, `Red`, `2nd 12`, `Column 3`. */
export function labelSpot(t: Translate, key: string): string {
  if (key.startsWith('n')) return key.slice(1);
  if (key.startsWith('d')) return t(`dozen${key.slice(1)}` as 'dozen1');
  if (key.startsWith('c')) return t('column_name', { n: key.slice(1) });
  return t(key as 'red');
}
