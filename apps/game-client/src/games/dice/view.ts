import { h, setVars } from '../../dom.ts';
import type { Translate } from '../../format.ts';
import type { DiceSelection, Direction } from './state.ts';

export type DiceView = ReturnType<typeof createDiceView>;

function createNumberBox(label: string, suffix: string, step: string) {
  const input = h('input', { type: 'number', step, inputmode: 'decimal' });
  const box = h(
    'label',
    { class: 'stat-box' },
    h('span', { class: 'label' }, label),
    h('span', { class: 'stat-input' }, input, h('i', {}, suffix)),
  );
  return { input, box };
}

/** The roll readout, the 0–100 track with its slider, the side switch and the three boxes. */
export function createDiceView(t: Translate, onDirection: (next: Direction) => void) {
  const rollText = h('div', { class: 'roll-value', 'aria-live': 'polite' }, '50.00');
  const marker = h('div', { class: 'roll-marker', hidden: true }, h('span', {}, ''));
  const slider = h('input', {
    type: 'range',
    class: 'dice-range',
    min: 0,
    max: 100,
    step: 0.01,
    'aria-label': t('target'),
  });
  const track = h(
    'div',
    { class: 'track' },
    h('div', { class: 'track-bar' }),
    marker,
    slider,
    h(
      'div',
      { class: 'ticks', 'aria-hidden': 'true' },
      ...[0, 25, 50, 75, 100].map((n) => h('span', {}, String(n))),
    ),
  );
  const target = createNumberBox(t('target'), '', '0.01');
  const chance = createNumberBox(t('win_chance'), '%', '0.01');
  const payout = createNumberBox(t('payout'), '×', '0.0001');
  const side = (direction: Direction, text: string) =>
    h('button', { class: 'seg', type: 'button', onclick: () => onDirection(direction) }, text);
  const under = side('under', `▼ ${t('roll_under')}`);
  const over = side('over', `▲ ${t('roll_over')}`);
  const profit = h('div', { class: 'dice-profit' });
  const recent = h('ol', { class: 'recent dice-recent' });
  const element = h(
    'div',
    { class: 'dice' },
    recent,
    h('div', { class: 'dice-face' }, rollText),
    track,
    h('div', { class: 'segmented', role: 'group' }, under, over),
    h('div', { class: 'stat-row' }, target.box, chance.box, payout.box),
    profit,
  );

  return {
    element,
    rollText,
    marker,
    slider,
    inputs: { target: target.input, chance: chance.input, payout: payout.input },
    render(selection: DiceSelection, shown: { chance: string; payout: string; profit: string }) {
      slider.value = String(selection.target);
      target.input.value = selection.target.toFixed(2);
      chance.input.value = shown.chance;
      payout.input.value = shown.payout;
      setVars(track, { '--split': `${selection.target}%` });
      track.dataset.direction = selection.direction;
      under.setAttribute('aria-pressed', String(selection.direction === 'under'));
      over.setAttribute('aria-pressed', String(selection.direction === 'over'));
      profit.textContent = shown.profit;
    },
    addRecent(roll: number, won: boolean) {
      recent.prepend(h('li', { class: won ? 'won' : 'lost' }, roll.toFixed(2)));
      while (recent.children.length > 10) recent.lastElementChild!.remove();
    },
  };
}
