import type { DiceConfig, DiceOutcome } from '@casino/game-engine';
import { h, reducedMotion, setVars } from '../../dom.ts';
import type { Shell } from '../../shell.ts';
import { createStakeSelector } from '../../stake.ts';

type Direction = 'under' | 'over';
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The engine's dice terms (packages/game-engine dice): chance and payout from the target. */
export function diceTerms(config: DiceConfig, target: number, direction: Direction) {
  const hundredths = Math.round(target * 100);
  const chance = direction === 'under' ? hundredths : 9999 - hundredths;
  const multiplier = Math.floor((Math.round(config.rtp * 10_000) * 10_000) / chance) / 10_000;
  return { chance: chance / 100, multiplier };
}

export function targetRange(config: DiceConfig, direction: Direction) {
  return direction === 'under'
    ? { min: config.minChance, max: config.maxChance }
    : { min: round2(99.99 - config.maxChance), max: round2(99.99 - config.minChance) };
}

/** Dice: pick a target and a side, roll 0.00–99.99. */
export function mountDice(shell: Shell) {
  const { t, money } = shell;
  const config = shell.title.config as DiceConfig;
  let direction: Direction = 'under';
  let target = 50;
  let busy = false;

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
  const numberInput = (label: string, suffix: string, step: string) => {
    const input = h('input', { type: 'number', step, inputmode: 'decimal' });
    const box = h(
      'label',
      { class: 'stat-box' },
      h('span', { class: 'label' }, label),
      h('span', { class: 'stat-input' }, input, h('i', {}, suffix)),
    );
    return { input, box };
  };
  const targetBox = numberInput(t('target'), '', '0.01');
  const chanceBox = numberInput(t('win_chance'), '%', '0.01');
  const payoutBox = numberInput(t('payout'), '×', '0.0001');
  const under = h(
    'button',
    { class: 'seg', type: 'button', onclick: () => setDirection('under') },
    `▼ ${t('roll_under')}`,
  );
  const over = h(
    'button',
    { class: 'seg', type: 'button', onclick: () => setDirection('over') },
    `▲ ${t('roll_over')}`,
  );
  const profit = h('div', { class: 'dice-profit' });
  const recent = h('ol', { class: 'recent dice-recent' });

  shell.stage.append(
    h(
      'div',
      { class: 'dice' },
      recent,
      h('div', { class: 'dice-face' }, rollText),
      track,
      h('div', { class: 'segmented', role: 'group' }, under, over),
      h('div', { class: 'stat-row' }, targetBox.box, chanceBox.box, payoutBox.box),
      profit,
    ),
  );
  const selector = createStakeSelector(shell, () => render());
  const button = h(
    'button',
    { class: 'action spin', type: 'button', 'aria-keyshortcuts': 'Space' },
    h('span', { class: 'action-icon', 'aria-hidden': 'true' }, '🎲'),
    h('span', {}, t('roll')),
  );
  shell.controls.append(selector.element, button);

  function clampTarget(value: number) {
    const range = targetRange(config, direction);
    return round2(Math.min(range.max, Math.max(range.min, value)));
  }

  function render(skip?: HTMLInputElement) {
    const terms = diceTerms(config, target, direction);
    slider.value = String(target);
    if (skip !== targetBox.input) targetBox.input.value = target.toFixed(2);
    if (skip !== chanceBox.input) chanceBox.input.value = terms.chance.toFixed(2);
    if (skip !== payoutBox.input) {
      payoutBox.input.value = terms.multiplier.toFixed(4).replace(/(\.\d\d\d*?)0+$/, '$1');
    }
    setVars(track, { '--split': `${target}%` });
    track.dataset.direction = direction;
    under.setAttribute('aria-pressed', String(direction === 'under'));
    over.setAttribute('aria-pressed', String(direction === 'over'));
    const win = Math.floor(selector.value() * terms.multiplier);
    profit.textContent = t('potential_win', { amount: money.format(win) });
  }

  function setDirection(next: Direction) {
    if (next === direction || busy) return;
    // Keep the same win chance on the other side.
    target = clampTarget(99.99 - target);
    direction = next;
    render();
  }

  slider.addEventListener('input', () => {
    target = clampTarget(Number(slider.value));
    render();
  });
  targetBox.input.addEventListener('change', () => {
    target = clampTarget(Number(targetBox.input.value) || target);
    render();
  });
  chanceBox.input.addEventListener('change', () => {
    const chance = Number(chanceBox.input.value);
    if (chance > 0) target = clampTarget(direction === 'under' ? chance : 99.99 - chance);
    render();
  });
  payoutBox.input.addEventListener('change', () => {
    const payout = Number(payoutBox.input.value);
    if (payout > 0) {
      const chance = round2((config.rtp * 100) / payout);
      target = clampTarget(direction === 'under' ? chance : 99.99 - chance);
    }
    render();
  });

  async function animateRoll(outcome: DiceOutcome) {
    marker.hidden = false;
    setVars(marker, { '--at': `${outcome.roll}%` });
    marker.firstElementChild!.textContent = outcome.roll.toFixed(2);
    marker.classList.toggle('won', outcome.won);
    if (!reducedMotion()) {
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const step = (now: number) => {
          const k = Math.min(1, (now - start) / 650);
          rollText.textContent = k < 1 ? (Math.random() * 100).toFixed(2) : outcome.roll.toFixed(2);
          if (k < 1) requestAnimationFrame(step);
          else resolve();
        };
        requestAnimationFrame(step);
      });
    }
    rollText.textContent = outcome.roll.toFixed(2);
    rollText.className = `roll-value ${outcome.won ? 'won' : 'lost'}`;
  }

  async function roll() {
    if (busy) return;
    busy = true;
    button.disabled = true;
    selector.setDisabled(true);
    rollText.className = 'roll-value rolling';
    const response = await shell.play(selector.value(), { kind: 'dice', target, direction });
    if (response) {
      const outcome = response.round.outcome as DiceOutcome;
      await animateRoll(outcome);
      recent.prepend(h('li', { class: outcome.won ? 'won' : 'lost' }, outcome.roll.toFixed(2)));
      while (recent.children.length > 10) recent.lastElementChild!.remove();
      shell.settle(response);
    } else {
      rollText.className = 'roll-value';
    }
    busy = false;
    button.disabled = false;
    selector.setDisabled(false);
  }

  target = clampTarget(target);
  render();
  button.addEventListener('click', () => void roll());
  shell.onPrimary(() => void roll());
}
