import { h } from './dom.ts';
import type { Shell } from './shell.ts';

const key = (currency: string) => `provider.stake.${currency}`;

function remembered(currency: string): number | null {
  try {
    return Number(localStorage.getItem(key(currency))) || null;
  } catch {
    return null;
  }
}

/** − amount + over the session's stake ladder, remembering the choice per currency. */
export function createStakeSelector(shell: Shell, onChange: (stake: number) => void = () => {}) {
  const { stakes, currency } = shell.session;
  let index = Math.max(0, stakes.indexOf(remembered(currency) ?? stakes[3] ?? stakes[0]!));
  const value = h('output', { class: 'stake-value', 'aria-live': 'polite' });
  const label = h('span', { class: 'label' }, shell.t('stake'));
  const down = h('button', { class: 'step', type: 'button', 'aria-label': shell.t('lower') }, '−');
  const up = h('button', { class: 'step', type: 'button', 'aria-label': shell.t('higher') }, '+');
  let disabled = false;
  // While the casino's free spins last, their stake is the one played and shown.
  const render = () => {
    const free = shell.freeStake();
    value.textContent = shell.money.format(free ?? stakes[index]!);
    down.disabled = disabled || free !== null || index === 0;
    up.disabled = disabled || free !== null || index === stakes.length - 1;
  };
  const move = (step: number) => {
    index = Math.min(stakes.length - 1, Math.max(0, index + step));
    try {
      localStorage.setItem(key(currency), String(stakes[index]));
    } catch {}
    render();
    onChange(stakes[index]!);
  };
  down.addEventListener('click', () => move(-1));
  up.addEventListener('click', () => move(1));
  render();
  return {
    element: h('div', { class: 'stake' }, label, h('div', { class: 'stake-row' }, down, value, up)),
    value: () => shell.freeStake() ?? stakes[index]!,
    setDisabled(value: boolean) {
      disabled = value;
      render();
    },
  };
}
