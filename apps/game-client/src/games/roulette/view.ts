import { h, setVars } from '../../dom.ts';
import type { Shell } from '../../shell.ts';
import { colorOf } from './state.ts';
import type { createTable } from './table.ts';
import type { Wheel } from './wheel.ts';

const CHIP_COLORS = ['#9aa4b8', '#e04f5f', '#3d7cf0', '#2fa36b', '#1c1f2b', '#9b51e0'];

/** Chip values as the chips print them: `5`, `0.50`, never `5.00`. */
export const createChipText = (shell: Shell) => (amount: number) =>
  shell.money.plain(amount).replace(/[.,]00$/, '');

interface Parts {
  wheel: Wheel;
  table: ReturnType<typeof createTable>;
  chips: number[];
  chip: number;
  onChip: (value: number) => void;
  onUndo: () => void;
  onClear: () => void;
}

/** The wheel with the last numbers and winning bets beside it; the chip bar above the table. */
export function createRouletteView(shell: Shell, parts: Parts) {
  const { t, money } = shell;
  const chipText = createChipText(shell);
  const results = h(
    'ol',
    { class: 'recent', 'aria-label': t('last_numbers') },
    h('li', { class: 'hint' }, t('place_bets')),
  );
  const wins = h('ul', { class: 'bet-wins', 'aria-live': 'polite' });
  const chipButtons = parts.chips.map((value, i) => {
    const el = h(
      'button',
      {
        class: 'chip',
        type: 'button',
        'aria-pressed': String(value === parts.chip),
        'aria-label': `${t('chip')} ${money.format(value)}`,
        onclick: () => {
          parts.onChip(value);
          for (const b of chipButtons) b.setAttribute('aria-pressed', String(b === el));
        },
      },
      chipText(value),
    );
    setVars(el, { '--chip': CHIP_COLORS[i] ?? '#888' });
    return el;
  });
  const tool = (glyph: string, label: string, onclick: () => void) =>
    h(
      'button',
      { class: 'btn ghost', type: 'button', 'aria-label': label, title: label, onclick },
      h('span', { 'aria-hidden': 'true' }, glyph),
      h('span', { class: 'btn-text' }, label),
    );
  const undo = tool('↶', t('undo'), parts.onUndo);
  const clear = tool('✕', t('clear'), parts.onClear);
  const element = h(
    'div',
    { class: 'roulette' },
    h(
      'div',
      { class: 'wheel-area' },
      parts.wheel.element,
      h('div', { class: 'wheel-side' }, results, wins),
    ),
    h(
      'div',
      { class: 'table-area' },
      h(
        'div',
        { class: 'chip-bar' },
        h('div', { class: 'chips' }, ...chipButtons),
        h('div', { class: 'chip-tools' }, undo, clear),
      ),
      parts.table.element,
    ),
  );

  return {
    element,
    undo,
    clear,
    clearWins: () => wins.replaceChildren(),
    showRecent(recent: number[]) {
      results.replaceChildren(
        ...recent.map((n) => h('li', { class: `num ${colorOf(n)}` }, String(n))),
      );
    },
    /** The bets that won with their wins, or "no win". */
    showWins(lines: { label: string; win: number }[]) {
      const items = lines.map(({ label, win }) =>
        h('li', {}, h('span', {}, label), h('strong', {}, `+${money.format(win)}`)),
      );
      wins.replaceChildren(...(items.length ? items : [h('li', { class: 'muted' }, t('noWin'))]));
    },
  };
}
