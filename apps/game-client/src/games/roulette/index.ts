import type { RouletteConfig, RouletteOutcome } from '@casino/game-engine';
import { createActionButton } from '../../action-button.ts';
import { h } from '../../dom.ts';
import type { Shell } from '../../shell.ts';
import { spinInView } from './animation.ts';
import { addRecent, createBetSlip, labelSpot, pickChips } from './state.ts';
import { createTable, type Spot } from './table.ts';
import { createChipText, createRouletteView } from './view.ts';
import { createWheel } from './wheel.ts';

/** European roulette: chips on a table, a spinning wheel, the winning bets lit. */
export function mountRoulette(shell: Shell) {
  const { t, money } = shell;
  const config = shell.title.config as RouletteConfig;
  const { chips, first } = pickChips(shell.session.stakes);
  let chip = first;
  const slip = createBetSlip();
  let recent: number[] = [];
  let busy = false;

  const wheel = createWheel(config.wheel);
  const table = createTable(t, (spot) => place(spot));
  const view = createRouletteView(shell, {
    wheel,
    table,
    chips,
    chip,
    onChip: (value) => {
      chip = value;
    },
    onUndo: () => {
      slip.undo();
      render();
    },
    onClear: () => {
      slip.clear();
      table.mark(null, new Set());
      view.clearWins();
      render();
    },
  });
  const totalText = h('strong', {}, money.format(0));
  const button = createActionButton('◎', t('spin'));
  shell.stage.append(view.element);
  shell.controls.append(
    h('div', { class: 'stake' }, h('span', { class: 'label' }, t('totalBet')), totalText),
    button,
  );

  const chipText = createChipText(shell);
  function render() {
    table.show(slip.totals, chipText);
    totalText.textContent = money.format(slip.total());
    button.disabled = busy || slip.total() === 0;
    view.undo.disabled = busy || slip.isEmpty();
    view.clear.disabled = busy || slip.isEmpty();
  }

  function place(spot: Spot) {
    if (busy) return;
    table.mark(null, new Set());
    view.clearWins();
    slip.place(spot.key, chip);
    render();
  }

  async function spin() {
    if (busy || slip.total() === 0) return;
    busy = true;
    render();
    view.clearWins();
    table.mark(null, new Set());
    const keys = [...slip.totals.keys()];
    const bets = [...slip.totals].map(([key, amount]) => ({ ...table.spot(key)!.bet, amount }));
    const response = await shell.play(slip.total(), { kind: 'roulette', bets });
    if (response) {
      const outcome = response.round.outcome as RouletteOutcome;
      await spinInView(view.element, wheel, outcome.pocket);
      table.mark(outcome.pocket, new Set(keys.filter((_key, i) => outcome.bets[i]?.won)));
      recent = addRecent(recent, outcome.pocket);
      view.showRecent(recent);
      view.showWins(
        outcome.bets.flatMap((bet, i) =>
          bet.won ? [{ label: labelSpot(t, keys[i]!), win: bet.win }] : [],
        ),
      );
      shell.settle(response);
    }
    busy = false;
    render();
  }

  button.addEventListener('click', () => void spin());
  shell.onPrimary(() => void spin());
  render();
}
