import type { SlotConfig, SlotOutcome, SlotSpin } from '@casino/game-engine';
import { createActionButton } from '../../action-button.ts';
import { h, reducedMotion, wait } from '../../dom.ts';
import type { Shell } from '../../shell.ts';
import { createStakeSelector } from '../../stake.ts';
import { countUp, cycleWins, showBanner, spinReels } from './animation.ts';
import { BIG_WIN, describeWins, finalCaption, hasWins, isScatterLit } from './state.ts';
import { createSlotView } from './view.ts';

/** 5×3 video slot: spinning reels, highlighted paylines, free spins played back in order. */
export function mountSlot(shell: Shell) {
  const { t, money } = shell;
  const config = shell.title.config as SlotConfig;
  const view = createSlotView(shell, config);
  shell.stage.append(view.element);
  const selector = createStakeSelector(shell);
  const button = createActionButton('⟳', t('spin'));
  shell.controls.append(selector.element, button);

  let busy = false;
  let cycle: ReturnType<typeof setInterval> | null = null;

  function clearWins() {
    if (cycle) clearInterval(cycle);
    cycle = null;
    view.caption.textContent = '';
    view.frame.classList.remove('has-wins');
    view.unlight('hit', 'scatter-hit');
    view.lines.replaceChildren();
  }

  async function spinTo(grid: string[][], fast: boolean) {
    clearWins();
    await spinReels(view, grid, fast);
  }

  /** `quiet`: a return the jurisdiction does not let us celebrate (no more than the stake). */
  function showWins(spin: SlotSpin, quiet = false) {
    if (!hasWins(spin)) return;
    if (quiet) {
      view.caption.textContent = '';
      return;
    }
    view.frame.classList.add('has-wins');
    for (const win of spin.lineWins) {
      view.light(win.positions, 'hit');
      view.drawLine(win.line, win.count);
    }
    if (isScatterLit(config, spin)) view.light(spin.scatter.positions, 'hit', 'scatter-hit');
    const texts = describeWins(config, spin, t, money);
    view.caption.textContent = spin.win > 0 ? t('youWon', { amount: money.format(spin.win) }) : '';
    if (texts.length === 0 || reducedMotion()) return;
    cycle = cycleWins(view, spin, texts);
  }

  async function playFreeSpins(outcome: SlotOutcome) {
    let awarded = outcome.base.freeSpinsAwarded;
    await wait(900);
    await showBanner(
      view,
      t('free_spins_won', { count: awarded }),
      config.freeSpins.multiplier > 1 ? `× ${config.freeSpins.multiplier}` : '',
      1700,
      'feature',
    );
    shell.stage.classList.add('in-free-spins');
    let total = 0;
    view.feature.hidden = false;
    const render = (n: number) => {
      view.feature.replaceChildren(
        h('span', {}, `★ ${t('free_spin_of', { n, total: awarded })}`),
        h('span', {}, `${t('total_win')}: `, h('strong', {}, money.format(total))),
      );
    };
    for (const [i, spin] of outcome.freeSpins.entries()) {
      render(i + 1);
      await spinTo(spin.grid, true);
      showWins(spin);
      total += spin.win;
      if (spin.freeSpinsAwarded > 0) {
        awarded += spin.freeSpinsAwarded;
        await showBanner(view, `+${spin.freeSpinsAwarded}`, t('free_spins'), 1200, 'feature');
      }
      render(i + 1);
      await wait(spin.win > 0 ? 1200 : 450);
    }
    clearWins();
    await showBanner(view, t('total_win'), money.format(total), 2000, 'feature');
    view.feature.hidden = true;
    shell.stage.classList.remove('in-free-spins');
  }

  async function spin() {
    if (busy) return;
    busy = true;
    button.disabled = true;
    selector.setDisabled(true);
    clearWins();
    view.caption.textContent = '';
    const response = await shell.play(selector.value(), { kind: 'slot' });
    if (response) {
      const { round } = response;
      const outcome = round.outcome as SlotOutcome;
      const quiet = round.win > 0 && !shell.celebrates(round.win, round.stake);
      await spinTo(outcome.base.grid, false);
      showWins(outcome.base, quiet && outcome.freeSpins.length === 0);
      if (outcome.freeSpins.length > 0) await playFreeSpins(outcome);
      if (round.multiplier >= BIG_WIN) await countUp(view, t('big_win'), money.format, round.win);
      const caption = quiet
        ? t('returned', { amount: money.format(round.win), stake: money.format(round.stake) })
        : finalCaption(round.win, outcome.freeSpins.length > 0, t, money);
      if (caption !== null) view.caption.textContent = caption;
      shell.settle(response);
    }
    busy = false;
    button.disabled = false;
    selector.setDisabled(false);
  }

  button.addEventListener('click', () => void spin());
  shell.onPrimary(() => void spin());
}
