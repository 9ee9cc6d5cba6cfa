import type { CrashConfig } from '@casino/game-engine';
import { glyphImage } from '../../art.ts';
import { h, setVars, svg } from '../../dom.ts';
import { times } from '../../format.ts';
import type { Shell } from '../../shell.ts';
import { quickCashOuts, scaleGraph } from './state.ts';

const W = 1000;
const H = 500;

export type CrashView = ReturnType<typeof createCrashView>;

/** The graph with its rocket and readout, the recent crash points and the cash-out field. */
export function createCrashView(
  shell: Shell,
  config: CrashConfig,
  cashOut: number,
  onQuick: (value: number) => void,
) {
  const { t, boot } = shell;
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
  const hero = shell.title.art.motif[0];
  const flier = () => (hero ? glyphImage(hero, 'rocket-art') : '');
  const rocket = h('div', { class: 'rocket', 'aria-hidden': 'true' }, flier());
  const axis = h('div', { class: 'y-axis', 'aria-hidden': 'true' });
  const recent = h('ol', { class: 'recent crash-recent' });
  const element = h(
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
  const quick = quickCashOuts(config).map((v) =>
    h('button', { class: 'quick', type: 'button', onclick: () => onQuick(v) }, `${v}×`),
  );
  const cashOutField = h(
    'div',
    { class: 'cashout' },
    h('label', { class: 'label', for: 'cash-out' }, t('cash_out_at')),
    h('div', { class: 'cashout-row' }, input, h('div', { class: 'quicks' }, ...quick)),
  );

  return {
    element,
    cashOutField,
    input,
    multiplier,
    status,
    rocket,
    /** The title's main drawing as the flying thing (rocket, moon, plane…). */
    flier,
    /** The curve up to `s` seconds at growth `k`, scaled to the current maximum. */
    draw(s: number, m: number, k: number, target: number) {
      const { xMax, yMax, steps } = scaleGraph(s, m, target);
      const x = (sec: number) => (sec / xMax) * W;
      const y = (value: number) => H - ((value - 1) / (yMax - 1)) * (H - 20);
      const points: string[] = [];
      for (let i = 0; i <= 48; i++) {
        const sec = (s * i) / 48;
        points.push(`${x(sec).toFixed(1)},${y(Math.exp(k * sec)).toFixed(1)}`);
      }
      curve.setAttribute('d', `M ${points.join(' L ')}`);
      fill.setAttribute('d', `M 0,${H} L ${points.join(' L ')} L ${x(s).toFixed(1)},${H} Z`);
      const ty = y(target);
      targetLine.setAttribute('y1', String(ty));
      targetLine.setAttribute('y2', String(ty));
      targetLine.classList.toggle('off', ty < 0);
      setVars(rocket, { '--x': `${(x(s) / W) * 100}%`, '--y': `${(y(m) / H) * 100}%` });
      grid.replaceChildren(...steps.map((v) => svg('line', { x1: 0, x2: W, y1: y(v), y2: y(v) })));
      axis.replaceChildren(
        ...steps.map((v) => {
          const el = h('span', {}, `${v}×`);
          setVars(el, { '--y': `${(y(v) / H) * 100}%` });
          return el;
        }),
      );
    },
    addRecent(crashPoint: number, cashedOut: boolean) {
      recent.prepend(h('li', { class: cashedOut ? 'won' : 'lost' }, times(crashPoint, boot.lang)));
      while (recent.children.length > 10) recent.lastElementChild!.remove();
    },
  };
}
