import type { CrashConfig, CrashOutcome } from '@casino/game-engine';
import { createActionButton } from '../../action-button.ts';
import { times } from '../../format.ts';
import { icon } from '../../icons.ts';
import type { Shell } from '../../shell.ts';
import { createStakeSelector } from '../../stake.ts';
import { animateFlight } from './animation.ts';
import { clampCashOut, IDLE_GROWTH } from './state.ts';
import { createCrashView } from './view.ts';

/** Crash: a multiplier climbs from 1.00× to the crash point; reach the cash-out to win. */
export function mountCrash(shell: Shell) {
  const { t, boot } = shell;
  const config = shell.title.config as CrashConfig;
  let busy = false;
  let cashOut = 2;

  const view = createCrashView(shell, config, cashOut, (v) => setCashOut(v));
  shell.stage.append(view.element);
  const selector = createStakeSelector(shell);
  const button = createActionButton(icon('rocket'), t('play'));
  shell.controls.append(selector.element, view.cashOutField, button);

  const { input } = view;
  function setCashOut(value: number) {
    cashOut = clampCashOut(config, value);
    input.value = cashOut.toFixed(2);
    view.draw(0, 1, 2, cashOut);
  }
  input.addEventListener('change', () => setCashOut(Number(input.value) || cashOut));

  async function play() {
    if (busy) return;
    busy = true;
    button.disabled = true;
    selector.setDisabled(true);
    input.disabled = true;
    shell.stage.classList.remove('crashed', 'cashed');
    view.rocket.replaceChildren(view.flier());
    view.status.className = 'crash-status';
    view.status.textContent = '';
    view.multiplier.textContent = times(1, boot.lang);
    view.draw(0, 1, IDLE_GROWTH, cashOut);
    const response = await shell.play(selector.value(), { kind: 'crash', cashOutAt: cashOut });
    if (response) {
      const outcome = response.round.outcome as CrashOutcome;
      shell.stage.classList.add('flying');
      await animateFlight(shell, view, outcome, cashOut);
      shell.stage.classList.remove('flying');
      view.addRecent(outcome.crashPoint, outcome.cashedOut);
      shell.settle(response);
    }
    busy = false;
    button.disabled = false;
    selector.setDisabled(false);
    input.disabled = false;
  }

  view.draw(0, 1, IDLE_GROWTH, cashOut);
  button.addEventListener('click', () => void play());
  shell.onPrimary(() => void play());
}
