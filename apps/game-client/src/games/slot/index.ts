import type { SlotConfig, SlotOutcome, SlotSpin } from '@casino/game-engine';
import { h, reducedMotion, setVars, svg, wait } from '../../dom.ts';
import type { Shell } from '../../shell.ts';
import { createStakeSelector } from '../../stake.ts';

const ROWS = 3;

/** 5×3 video slot: spinning reels, highlighted paylines, free spins played back in order. */
export function mountSlot(shell: Shell) {
  const { t, money } = shell;
  const config = shell.title.config as SlotConfig;
  const symbols = new Map(config.symbols.map((s) => [s.id, s]));
  const plain = config.symbols.filter((s) => s.kind === 'high' || s.kind === 'low');
  // Cosmetic only: what passes by while a reel spins (the result comes from the server).
  const anyId = (pool = config.symbols) => pool[Math.floor(Math.random() * pool.length)]!.id;

  const cell = (id: string) => {
    const symbol = symbols.get(id) ?? config.symbols[0]!;
    const el = h(
      'div',
      { class: `sym sym-${symbol.kind}`, title: symbol.name },
      h('span', { class: 'glyph' }, symbol.emoji),
    );
    setVars(el, { '--c': symbol.color });
    return el;
  };

  const reels = Array.from({ length: 5 }, () => {
    const strip = h('div', { class: 'strip' });
    strip.append(...Array.from({ length: ROWS }, () => cell(anyId(plain))));
    return { el: h('div', { class: 'reel' }, strip), strip };
  });
  const lines = svg('svg', {
    class: 'lines',
    viewBox: '0 0 500 300',
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const banner = h('div', { class: 'slot-banner', hidden: true, 'aria-live': 'assertive' });
  const frame = h('div', { class: 'reels' }, ...reels.map((r) => r.el), lines, banner);
  const hasKeyboard = window.matchMedia('(hover: hover) and (pointer: fine)').matches;
  const caption = h(
    'div',
    { class: 'slot-caption', 'aria-live': 'polite' },
    hasKeyboard ? t('space_hint') : '',
  );
  const feature = h('div', { class: 'feature-bar', hidden: true });
  const scatter = config.symbols.find((s) => s.kind === 'scatter');
  const marquee = h(
    'div',
    { class: 'marquee', 'aria-hidden': 'true' },
    h('span', { class: 'marquee-emoji' }, shell.title.art.emoji),
    h('span', { class: 'marquee-name' }, shell.title.name),
  );
  const facts = h(
    'ul',
    { class: 'slot-facts' },
    h('li', {}, t('lines_chip', { count: config.lines })),
    scatter
      ? h('li', {}, t('fs_chip', { count: config.scattersToTrigger, symbol: scatter.emoji }))
      : null,
    config.freeSpins.multiplier > 1
      ? h('li', {}, t('mult_chip', { multiplier: config.freeSpins.multiplier }))
      : null,
  );
  shell.stage.append(
    h(
      'div',
      { class: 'slot' },
      marquee,
      feature,
      h('div', { class: 'reels-wrap' }, frame),
      caption,
      facts,
    ),
  );

  const selector = createStakeSelector(shell);
  const button = h(
    'button',
    { class: 'action spin', type: 'button', 'aria-keyshortcuts': 'Space' },
    h('span', { class: 'action-icon', 'aria-hidden': 'true' }, '⟳'),
    h('span', {}, t('spin')),
  );
  shell.controls.append(selector.element, button);

  let busy = false;
  let cycle: ReturnType<typeof setInterval> | null = null;

  const at = (reel: number, row: number) => reels[reel]!.strip.children[row] as HTMLElement;

  function clearWins() {
    if (cycle) clearInterval(cycle);
    cycle = null;
    caption.textContent = '';
    frame.classList.remove('has-wins');
    for (const el of frame.querySelectorAll('.hit')) el.classList.remove('hit', 'scatter-hit');
    lines.replaceChildren();
  }

  async function spinTo(grid: string[][], fast: boolean) {
    clearWins();
    await Promise.all(
      reels.map(async (reel, i) => {
        const finals = grid[i]!.map(cell);
        if (reducedMotion()) {
          reel.strip.replaceChildren(...finals);
          return;
        }
        const filler = Array.from({ length: (fast ? 6 : 12) + i * 3 }, () => cell(anyId()));
        const current = [...reel.strip.children];
        reel.strip.replaceChildren(...finals, ...filler, ...current);
        const total = finals.length + filler.length + current.length;
        reel.el.classList.add('spinning');
        const animation = reel.strip.animate(
          [
            { transform: `translateY(${(-(total - ROWS) / total) * 100}%)` },
            { transform: 'translateY(0%)' },
          ],
          {
            duration: (fast ? 380 : 700) + i * (fast ? 90 : 180),
            easing: 'cubic-bezier(.2,.6,.3,1.08)',
          },
        );
        await animation.finished;
        reel.el.classList.remove('spinning');
        reel.strip.replaceChildren(...finals);
      }),
    );
  }

  function drawLine(line: number, count: number) {
    const rows = config.paylines[line - 1] ?? [];
    const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
    lines.append(
      svg('polyline', { points, class: `line line-${line % 6}` }),
      ...rows.slice(0, count).map((row, reel) =>
        svg('circle', {
          cx: reel * 100 + 50,
          cy: row * 100 + 50,
          r: 9,
          class: `dot line-${line % 6}`,
        }),
      ),
    );
  }

  function showWins(spin: SlotSpin) {
    if (spin.lineWins.length === 0 && spin.scatter.win === 0 && spin.freeSpinsAwarded === 0) {
      return;
    }
    frame.classList.add('has-wins');
    for (const win of spin.lineWins) {
      for (const [reel, row] of win.positions) at(reel, row).classList.add('hit');
      drawLine(win.line, win.count);
    }
    if (spin.scatter.count >= config.scattersToTrigger || spin.scatter.win > 0) {
      for (const [reel, row] of spin.scatter.positions)
        at(reel, row).classList.add('hit', 'scatter-hit');
    }
    const texts = spin.lineWins.map((win) => ({
      text: `${t('line_win', { line: win.line, count: win.count, symbol: symbols.get(win.symbol)?.emoji ?? win.symbol })} · ${money.format(win.win)}`,
      line: win,
    }));
    if (spin.scatter.win > 0) {
      texts.push({
        text: `${t('scatter_win', { count: spin.scatter.count })} · ${money.format(spin.scatter.win)}`,
        line: null as never,
      });
    }
    caption.textContent = spin.win > 0 ? t('youWon', { amount: money.format(spin.win) }) : '';
    if (texts.length === 0 || reducedMotion()) return;
    let index = 0;
    cycle = setInterval(() => {
      const item = texts[index++ % texts.length]!;
      caption.textContent = item.text;
      lines.replaceChildren();
      for (const el of frame.querySelectorAll('.hit')) el.classList.remove('hit');
      if (item.line) {
        for (const [reel, row] of item.line.positions) at(reel, row).classList.add('hit');
        drawLine(item.line.line, item.line.count);
      } else {
        for (const [reel, row] of spin.scatter.positions) at(reel, row).classList.add('hit');
      }
    }, 1500);
  }

  async function showBanner(title: string, sub: string, ms: number, cls = '') {
    banner.className = `slot-banner ${cls}`;
    banner.replaceChildren(h('strong', {}, title), ...(sub ? [h('span', {}, sub)] : []));
    banner.hidden = false;
    await wait(ms);
    banner.hidden = true;
  }

  async function countUp(target: number) {
    const value = h('span', {}, money.format(0));
    banner.className = 'slot-banner big';
    banner.replaceChildren(h('strong', {}, t('big_win')), value);
    banner.hidden = false;
    if (!reducedMotion()) {
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const step = (now: number) => {
          const k = Math.min(1, (now - start) / 1600);
          value.textContent = money.format(Math.floor(target * (1 - (1 - k) ** 3)));
          if (k < 1) requestAnimationFrame(step);
          else resolve();
        };
        requestAnimationFrame(step);
      });
    }
    value.textContent = money.format(target);
    await wait(1400);
    banner.hidden = true;
  }

  async function playFreeSpins(outcome: SlotOutcome) {
    let awarded = outcome.base.freeSpinsAwarded;
    await wait(900);
    await showBanner(
      t('free_spins_won', { count: awarded }),
      config.freeSpins.multiplier > 1 ? `× ${config.freeSpins.multiplier}` : '',
      1700,
      'feature',
    );
    shell.stage.classList.add('in-free-spins');
    let total = 0;
    feature.hidden = false;
    const render = (n: number) => {
      feature.replaceChildren(
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
        await showBanner(`+${spin.freeSpinsAwarded}`, t('free_spins'), 1200, 'feature');
      }
      render(i + 1);
      await wait(spin.win > 0 ? 1200 : 450);
    }
    clearWins();
    await showBanner(t('total_win'), money.format(total), 2000, 'feature');
    feature.hidden = true;
    shell.stage.classList.remove('in-free-spins');
  }

  async function spin() {
    if (busy) return;
    busy = true;
    button.disabled = true;
    selector.setDisabled(true);
    clearWins();
    caption.textContent = '';
    const stake = selector.value();
    const response = await shell.play(stake, { kind: 'slot' });
    if (response) {
      const outcome = response.round.outcome as SlotOutcome;
      await spinTo(outcome.base.grid, false);
      showWins(outcome.base);
      if (outcome.freeSpins.length > 0) await playFreeSpins(outcome);
      if (response.round.multiplier >= 15) await countUp(response.round.win);
      if (response.round.win > 0 && outcome.freeSpins.length > 0) {
        caption.textContent = t('youWon', { amount: money.format(response.round.win) });
      } else if (response.round.win === 0) {
        caption.textContent = t('noWin');
      }
      shell.settle(response);
    }
    busy = false;
    button.disabled = false;
    selector.setDisabled(false);
  }

  button.addEventListener('click', () => void spin());
  shell.onPrimary(() => void spin());
}
