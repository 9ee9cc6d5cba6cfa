import { h, setVars } from '../../dom.ts';
import type { Translate } from '../../format.ts';
import { colorOf, isRed } from './state.ts';

/** One place on the table a chip can go, as the engine's bet (without the amount). */
export interface Spot {
  key: string;
  bet: { type: string; numbers?: number[]; index?: number };
  /** Pockets it covers (to light up winners). */
  covers: (pocket: number) => boolean;
}

interface Cell {
  spot: Spot;
  label: string;
  cls: string;
  /** Grid placement: wide table (row, column, spans) and narrow, upright table. */
  wide: [number, number, number, number];
  tall: [number, number, number, number];
}

const OUTSIDE = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
const OUTSIDE_TEST: Record<(typeof OUTSIDE)[number], (n: number) => boolean> = {
  low: (n) => n >= 1 && n <= 18,
  high: (n) => n >= 19,
  red: isRed,
  black: (n) => n > 0 && !isRed(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n > 0 && n % 2 === 0,
};

function cells(t: Translate): Cell[] {
  const list: Cell[] = [];
  const straight = (n: number): Spot => ({
    key: `n${n}`,
    bet: { type: 'straight', numbers: [n] },
    covers: (p) => p === n,
  });
  list.push({
    spot: straight(0),
    label: '0',
    cls: 'num green',
    wide: [1, 1, 3, 1],
    tall: [1, 3, 1, 3],
  });
  for (let n = 1; n <= 36; n++) {
    const col = Math.ceil(n / 3);
    list.push({
      spot: straight(n),
      label: String(n),
      cls: `num ${colorOf(n)}`,
      wide: [3 - ((n - 1) % 3), col + 1, 1, 1],
      tall: [col + 1, 3 + ((n - 1) % 3), 1, 1],
    });
  }
  for (let i = 1; i <= 3; i++) {
    list.push({
      spot: {
        key: `c${i}`,
        bet: { type: 'column', index: i },
        covers: (p) => p > 0 && p % 3 === i % 3,
      },
      label: t('column'),
      cls: 'out col',
      wide: [4 - i, 14, 1, 1],
      tall: [14, 2 + i, 1, 1],
    });
    list.push({
      spot: {
        key: `d${i}`,
        bet: { type: 'dozen', index: i },
        covers: (p) => p > 12 * (i - 1) && p <= 12 * i,
      },
      label: t(`dozen${i}` as 'dozen1'),
      cls: 'out dozen',
      wide: [4, 2 + (i - 1) * 4, 1, 4],
      tall: [2 + (i - 1) * 4, 2, 4, 1],
    });
  }
  OUTSIDE.forEach((type, k) => {
    list.push({
      spot: { key: type, bet: { type }, covers: OUTSIDE_TEST[type] },
      label: type === 'red' || type === 'black' ? '' : t(type),
      cls: `out ${type}`,
      wide: [5, 2 + k * 2, 1, 2],
      tall: [2 + k * 2, 1, 2, 1],
    });
  });
  return list;
}

/** The betting table: numbers, columns, dozens and even-money bets, each a button. */
export function createTable(t: Translate, onPick: (spot: Spot) => void) {
  const byKey = new Map<string, { el: HTMLButtonElement; chip: HTMLElement; spot: Spot }>();
  const table = h('div', { class: 'table', role: 'group', 'aria-label': t('place_bets') });
  for (const cell of cells(t)) {
    const chip = h('span', { class: 'placed', hidden: true });
    const label =
      cell.spot.key === 'red' || cell.spot.key === 'black'
        ? h('span', { class: 'diamond', 'aria-label': t(cell.spot.key as 'red') })
        : h('span', { class: 'lbl' }, cell.label);
    const el = h(
      'button',
      {
        class: `spot ${cell.cls}`,
        type: 'button',
        'data-key': cell.spot.key,
        onclick: () => onPick(cell.spot),
      },
      label,
      chip,
    );
    const [r, c, rs, cs] = cell.wide;
    const [vr, vc, vrs, vcs] = cell.tall;
    setVars(el, {
      '--r': r,
      '--c': c,
      '--rs': rs,
      '--cs': cs,
      '--vr': vr,
      '--vc': vc,
      '--vrs': vrs,
      '--vcs': vcs,
    });
    byKey.set(cell.spot.key, { el, chip, spot: cell.spot });
    table.append(el);
  }
  return {
    element: table,
    spot: (key: string) => byKey.get(key)?.spot,
    /** Shows the chip total on each spot. */
    show(totals: ReadonlyMap<string, number>, format: (amount: number) => string) {
      for (const [key, { chip }] of byKey) {
        const amount = totals.get(key);
        chip.hidden = !amount;
        chip.textContent = amount ? format(amount) : '';
      }
    },
    /** Lights the pocket and the spots that won. */
    mark(pocket: number | null, won: Set<string>) {
      for (const [key, { el, spot }] of byKey) {
        el.classList.toggle('won', won.has(key));
        el.classList.toggle(
          'pocket',
          pocket !== null && spot.bet.type === 'straight' && spot.covers(pocket),
        );
      }
    },
  };
}
