import type { DiceConfig, DiceOutcome } from '@casino/game-engine';
import { createActionButton } from '../../action-button.ts';
import { icon } from '../../icons.ts';
import type { Shell } from '../../shell.ts';
import { createStakeSelector } from '../../stake.ts';
import { animateRoll } from './animation.ts';
import {
  createSelection,
  type DiceSelection,
  diceTerms,
  formatPayout,
  potentialWin,
  withChance,
  withDirection,
  withPayout,
  withTarget,
} from './state.ts';
import { createDiceView } from './view.ts';

/** Dice: pick a target and a side, roll 0.00–99.99. */
export function mountDice(shell: Shell) {
  const { t, money } = shell;
  const config = shell.title.config as DiceConfig;
  let selection = createSelection(config);
  let busy = false;

  const view = createDiceView(t, (next) => {
    if (!busy) update(withDirection(config, selection, next));
  });
  shell.stage.append(view.element);
  const selector = createStakeSelector(shell, () => render());
  const button = createActionButton(icon('dice'), t('roll'));
  shell.controls.append(selector.element, button);

  function render() {
    const terms = diceTerms(config, selection.target, selection.direction);
    const win = potentialWin(selector.value(), terms.multiplier);
    view.render(selection, {
      chance: terms.chance.toFixed(2),
      payout: formatPayout(terms.multiplier),
      profit: t('potential_win', { amount: money.format(win) }),
    });
  }
  function update(next: DiceSelection) {
    selection = next;
    render();
  }

  const { slider, inputs } = view;
  slider.addEventListener('input', () =>
    update(withTarget(config, selection, Number(slider.value))),
  );
  inputs.target.addEventListener('change', () =>
    update(withTarget(config, selection, Number(inputs.target.value) || selection.target)),
  );
  inputs.chance.addEventListener('change', () =>
    update(withChance(config, selection, Number(inputs.chance.value))),
  );
  inputs.payout.addEventListener('change', () =>
    update(withPayout(config, selection, Number(inputs.payout.value))),
  );

  async function roll() {
    if (busy) return;
    busy = true;
    button.disabled = true;
    selector.setDisabled(true);
    view.rollText.className = 'roll-value rolling';
    const response = await shell.play(selector.value(), {
      kind: 'dice',
      target: selection.target,
      direction: selection.direction,
    });
    if (response) {
      const outcome = response.round.outcome as DiceOutcome;
      await animateRoll(view, outcome);
      view.addRecent(outcome.roll, outcome.won);
      shell.settle(response);
    } else {
      view.rollText.className = 'roll-value';
    }
    busy = false;
    button.disabled = false;
    selector.setDisabled(false);
  }

  render();
  button.addEventListener('click', () => void roll());
  shell.onPrimary(() => void roll());
}
