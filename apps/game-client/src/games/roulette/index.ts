import type { RouletteConfig, RouletteOutcome } from '@casino/game-engine';
import { h, setVars, wait } from '../../dom.ts';
import type { Shell } from '../../shell.ts';
import { colorOf, createTable, type Spot } from './table.ts';
import { createWheel } from './wheel.ts';

const CHIP_INDEXES = [0, 2, 3, 5, 6, 8];
const CHIP_COLORS = ['#9aa4b8', '#e04f5f', '#3d7cf0', '#2fa36b', '#1c1f2b', '#9b51e0'];

/** European roulette: chips on a table, a spinning wheel, the winning bets lit. */
export function mountRoulette(shell: Shell) {
  const { t, money } = shell;
  const config = shell.title.config as RouletteConfig;
  const stakes = shell.session.stakes;
  const chips = CHIP_INDEXES.map((i) => stakes[i]).filter((v): v is number => v !== undefined);
  let chip = chips[2] ?? chips[0]!;
  const placed: { key: string; amount: number }[] = [];
  const totals = new Map<string, number>();
  const recent: number[] = [];
  let busy = false;

  const wheel = createWheel(config.wheel);
  const table = createTable(t, (spot) => place(spot));
  const results = h(
    'ol',
    { class: 'recent', 'aria-label': t('last_numbers') },
    h('li', { class: 'hint' }, t('place_bets')),
  );
  const wins = h('ul', { class: 'bet-wins', 'aria-live': 'polite' });
  const chipButtons = chips.map((value, i) => {
    const el = h(
      'button',
      {
        class: 'chip',
        type: 'button',
        'aria-pressed': String(value === chip),
        'aria-label': `${t('chip')} ${money.format(value)}`,
        onclick: () => {
          chip = value;
          for (const b of chipButtons) b.setAttribute('aria-pressed', String(b === el));
        },
      },
      money.plain(value).replace(/[.,]00$/, ''),
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
  const undo = tool('↶', t('undo'), () => undoLast());
  const clear = tool('✕', t('clear'), () => clearAll());
  const totalText = h('strong', {}, money.format(0));
  const button = h(
    'button',
    { class: 'action spin', type: 'button', 'aria-keyshortcuts': 'Space' },
    h('span', { class: 'action-icon', 'aria-hidden': 'true' }, '◎'),
    h('span', {}, t('spin')),
  );

  const root = h(
    'div',
    { class: 'roulette' },
    h(
      'div',
      { class: 'wheel-area' },
      wheel.element,
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
      table.element,
    ),
  );
  shell.stage.append(root);
  shell.controls.append(
    h('div', { class: 'stake' }, h('span', { class: 'label' }, t('totalBet')), totalText),
    button,
  );

  const total = () => [...totals.values()].reduce((a, b) => a + b, 0);
  function render() {
    table.show(totals, (amount) => money.plain(amount).replace(/[.,]00$/, ''));
    totalText.textContent = money.format(total());
    button.disabled = busy || total() === 0;
    undo.disabled = busy || placed.length === 0;
    clear.disabled = busy || placed.length === 0;
  }

  function place(spot: Spot) {
    if (busy) return;
    table.mark(null, new Set());
    wins.replaceChildren();
    placed.push({ key: spot.key, amount: chip });
    totals.set(spot.key, (totals.get(spot.key) ?? 0) + chip);
    render();
  }
  function undoLast() {
    const last = placed.pop();
    if (!last) return;
    const left = (totals.get(last.key) ?? 0) - last.amount;
    if (left > 0) totals.set(last.key, left);
    else totals.delete(last.key);
    render();
  }
  function clearAll() {
    placed.length = 0;
    totals.clear();
    table.mark(null, new Set());
    wins.replaceChildren();
    render();
  }

  async function spin() {
    if (busy || total() === 0) return;
    busy = true;
    render();
    wins.replaceChildren();
    table.mark(null, new Set());
    const bets = [...totals].map(([key, amount]) => ({ ...table.spot(key)!.bet, amount }));
    const response = await shell.play(total(), { kind: 'roulette', bets });
    if (response) {
      const outcome = response.round.outcome as RouletteOutcome;
      // On a phone the wheel is not on screen beside the table: it comes up for the spin.
      const overlay = window.matchMedia('(max-width: 900px)').matches;
      root.classList.toggle('show-wheel', overlay);
      await wheel.spinTo(outcome.pocket);
      if (overlay) {
        await wait(1300);
        root.classList.remove('show-wheel');
      }
      const keys = [...totals.keys()];
      const won = new Set(keys.filter((_key, i) => outcome.bets[i]?.won));
      table.mark(outcome.pocket, won);
      recent.unshift(outcome.pocket);
      recent.length = Math.min(recent.length, 12);
      results.replaceChildren(
        ...recent.map((n) => h('li', { class: `num ${colorOf(n)}` }, String(n))),
      );
      const lines = outcome.bets
        .map((bet, i) => ({ bet, key: keys[i]! }))
        .filter(({ bet }) => bet.won)
        .map(({ bet, key }) =>
          h('li', {}, h('span', {}, labelOf(key)), h('strong', {}, `+${money.format(bet.win)}`)),
        );
      wins.replaceChildren(...(lines.length ? lines : [h('li', { class: 'muted' }, t('noWin'))]));
      shell.settle(response);
    }
    busy = false;
    render();
  }

  function labelOf(key: string): string {
    if (key.startsWith('n')) return key.slice(1);
    if (key.startsWith('d')) return t(`dozen${key.slice(1)}` as 'dozen1');
    if (key.startsWith('c')) return t('column_name', { n: key.slice(1) });
    return t(key as 'red');
  }

  button.addEventListener('click', () => void spin());
  shell.onPrimary(() => void spin());
  render();
}
