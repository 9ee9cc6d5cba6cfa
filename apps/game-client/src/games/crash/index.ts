import type { CrashConfig, CrashOutcome } from '@casino/game-engine';
import { h, reducedMotion, setVars, svg } from '../../dom.ts';
import { times } from '../../format.ts';
import type { Shell } from '../../shell.ts';
import { createStakeSelector } from '../../stake.ts';

const QUICK = [1.5, 2, 3, 5, 10];
const W = 1000;
const H = 500;

/** Crash: a multiplier climbs from 1.00× to the crash point; reach the cash-out to win. */
export function mountCrash(shell: Shell) {
  const { t, money, boot } = shell;
  const config = shell.title.config as CrashConfig;
  let busy = false;
  let cashOut = 2;

  const curve = svg('path', { class: 'curve' });
  const fill = svg('path', { class: 'curve-fill' });
  const targetLine = svg('line', { class: 'target-line', x1: 0, x2: W });
  const grid = svg('g', { class: 'grid' });
  const graph = svg(
    'svg',
    {
      class: 'graph',
      viewBox: `0 0 ${W} ${H}`,
      preserveAspectRatio: 'none',
      'aria-hidden': 'true',
    },
    grid,
    fill,
    curve,
    targetLine,
  );
  const multiplier = h('div', { class: 'multiplier', 'aria-live': 'off' }, times(1, boot.lang));
  const status = h('div', { class: 'crash-status', 'aria-live': 'polite' });
  const rocket = h('div', { class: 'rocket', 'aria-hidden': 'true' }, shell.title.art.emoji);
  const axis = h('div', { class: 'y-axis', 'aria-hidden': 'true' });
  const recent = h('ol', { class: 'recent crash-recent' });
  shell.stage.append(
    h(
      'div',
      { class: 'crash' },
      recent,
      h(
        'div',
        { class: 'graph-box' },
        graph,
        axis,
        rocket,
        h('div', { class: 'readout' }, multiplier, status),
      ),
    ),
  );

  const input = h('input', {
    type: 'number',
    id: 'cash-out',
    min: config.minCashOut,
    max: config.maxCashOut,
    step: 0.01,
    inputmode: 'decimal',
    value: cashOut.toFixed(2),
  });
  const quick = QUICK.filter((v) => v >= config.minCashOut && v <= config.maxCashOut).map((v) =>
    h('button', { class: 'quick', type: 'button', onclick: () => setCashOut(v) }, `${v}×`),
  );
  const selector = createStakeSelector(shell);
  const button = h(
    'button',
    { class: 'action spin', type: 'button', 'aria-keyshortcuts': 'Space' },
    h('span', { class: 'action-icon', 'aria-hidden': 'true' }, '🚀'),
    h('span', {}, t('play')),
  );
  shell.controls.append(
    selector.element,
    h(
      'div',
      { class: 'cashout' },
      h('label', { class: 'label', for: 'cash-out' }, t('cash_out_at')),
      h('div', { class: 'cashout-row' }, input, h('div', { class: 'quicks' }, ...quick)),
    ),
    button,
  );

  function setCashOut(value: number) {
    const clamped = Math.min(config.maxCashOut, Math.max(config.minCashOut, value));
    cashOut = Math.round(clamped * 100) / 100;
    input.value = cashOut.toFixed(2);
    draw(0, 1, 2);
  }
  input.addEventListener('change', () => setCashOut(Number(input.value) || cashOut));

  /** The curve up to time `s` (seconds) at growth `k`, scaled to the current maximum. */
  function draw(s: number, m: number, k: number) {
    const xMax = Math.max(4, s * 1.15);
    const yMax = Math.max(2, m * 1.2, Math.min(cashOut * 1.1, 3));
    const x = (sec: number) => (sec / xMax) * W;
    const y = (value: number) => H - ((value - 1) / (yMax - 1)) * (H - 20);
    const points: string[] = [];
    for (let i = 0; i <= 48; i++) {
      const sec = (s * i) / 48;
      points.push(`${x(sec).toFixed(1)},${y(Math.exp(k * sec)).toFixed(1)}`);
    }
    curve.setAttribute('d', `M ${points.join(' L ')}`);
    fill.setAttribute('d', `M 0,${H} L ${points.join(' L ')} L ${x(s).toFixed(1)},${H} Z`);
    const ty = y(cashOut);
    targetLine.setAttribute('y1', String(ty));
    targetLine.setAttribute('y2', String(ty));
    targetLine.classList.toggle('off', ty < 0);
    setVars(rocket, { '--x': `${(x(s) / W) * 100}%`, '--y': `${(y(m) / H) * 100}%` });
    const steps = [1.5, 2, 3, 5, 10, 20, 50, 100, 250, 1000, 5000]
      .filter((v) => v < yMax)
      .slice(-3);
    grid.replaceChildren(...steps.map((v) => svg('line', { x1: 0, x2: W, y1: y(v), y2: y(v) })));
    axis.replaceChildren(
      ...steps.map((v) => {
        const el = h('span', {}, `${v}×`);
        setVars(el, { '--y': `${(y(v) / H) * 100}%` });
        return el;
      }),
    );
  }

  async function fly(outcome: CrashOutcome) {
    const point = outcome.crashPoint;
    // About 2× after 1.8 s; long flights are sped up to end within 8 s.
    const k = Math.max(0.385, Math.log(point) / 8);
    const duration = (Math.log(point) / k) * 1000;
    let passed = false;
    const frame = (elapsed: number) => {
      const s = elapsed / 1000;
      const m = Math.min(point, Math.floor(Math.exp(k * s) * 100) / 100);
      multiplier.textContent = times(m, boot.lang);
      if (!passed && outcome.cashedOut && m >= outcome.cashOutAt) {
        passed = true;
        status.className = 'crash-status won';
        status.textContent = t('cashed_out_at', { x: times(outcome.cashOutAt, boot.lang) });
      }
      draw(s, m, k);
    };
    if (!reducedMotion() && duration > 0) {
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const step = (now: number) => {
          const elapsed = Math.min(duration, now - start);
          frame(elapsed);
          if (elapsed < duration) requestAnimationFrame(step);
          else resolve();
        };
        requestAnimationFrame(step);
      });
    }
    frame(duration);
    multiplier.textContent = times(point, boot.lang);
    shell.stage.classList.add('crashed');
    shell.stage.classList.toggle('cashed', outcome.cashedOut);
    rocket.textContent = '💥';
    if (!outcome.cashedOut) {
      status.className = 'crash-status lost';
      status.textContent = t('crashed_at', { x: times(point, boot.lang) });
    } else {
      status.append(h('small', {}, t('crashed_at', { x: times(point, boot.lang) })));
    }
  }

  async function play() {
    if (busy) return;
    busy = true;
    button.disabled = true;
    selector.setDisabled(true);
    input.disabled = true;
    shell.stage.classList.remove('crashed', 'cashed');
    rocket.textContent = shell.title.art.emoji;
    status.className = 'crash-status';
    status.textContent = '';
    multiplier.textContent = times(1, boot.lang);
    draw(0, 1, 0.385);
    const response = await shell.play(selector.value(), { kind: 'crash', cashOutAt: cashOut });
    if (response) {
      const outcome = response.round.outcome as CrashOutcome;
      shell.stage.classList.add('flying');
      await fly(outcome);
      shell.stage.classList.remove('flying');
      recent.prepend(
        h(
          'li',
          { class: outcome.cashedOut ? 'won' : 'lost' },
          times(outcome.crashPoint, boot.lang),
        ),
      );
      while (recent.children.length > 10) recent.lastElementChild!.remove();
      shell.settle(response);
    }
    busy = false;
    button.disabled = false;
    selector.setDisabled(false);
    input.disabled = false;
  }

  draw(0, 1, 0.385);
  button.addEventListener('click', () => void play());
  shell.onPrimary(() => void play());
  void money;
}
