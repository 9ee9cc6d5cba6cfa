import { h, reducedMotion, svg } from '../../dom.ts';
import { colorOf } from './table.ts';

const EUROPEAN = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

const polar = (r: number, deg: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(Math.cos(a) * r).toFixed(2)} ${(Math.sin(a) * r).toFixed(2)}`;
};

/** The wheel as SVG: it turns until the winning pocket sits under the marker, the ball lands. */
export function createWheel(order: number[] = EUROPEAN) {
  const seg = 360 / order.length;
  const rotor = svg('g', { class: 'rotor' });
  order.forEach((n, i) => {
    const a0 = i * seg - seg / 2;
    const a1 = i * seg + seg / 2;
    rotor.append(
      svg('path', {
        class: `pocket ${colorOf(n)}`,
        d: `M ${polar(98, a0)} A 98 98 0 0 1 ${polar(98, a1)} L ${polar(66, a1)} A 66 66 0 0 0 ${polar(66, a0)} Z`,
      }),
      svg(
        'text',
        { class: 'pocket-num', transform: `rotate(${i * seg}) translate(0 -84)` },
        String(n),
      ),
    );
  });
  rotor.append(
    svg('circle', { class: 'rotor-inner', r: 66 }),
    svg('circle', { class: 'hub', r: 40 }),
  );
  const ball = svg(
    'g',
    { class: 'ball-orbit' },
    svg('circle', { class: 'ball', cx: 0, cy: -58, r: 5 }),
  );
  const result = h('div', { class: 'wheel-result', 'aria-live': 'polite' });
  const element = h(
    'div',
    { class: 'wheel' },
    svg(
      'svg',
      { viewBox: '-105 -105 210 210', 'aria-hidden': 'true' },
      svg('circle', { class: 'rim', r: 104 }),
      rotor,
      ball,
      svg('path', { class: 'marker', d: 'M -6 -106 L 6 -106 L 0 -94 Z' }),
    ),
    result,
  );
  let rotation = 0;

  return {
    element,
    async spinTo(pocket: number) {
      result.replaceChildren();
      const index = order.indexOf(pocket);
      const delta = (((-index * seg - rotation) % 360) + 360) % 360;
      const from = rotation;
      rotation = from + 4 * 360 + delta;
      if (!reducedMotion()) {
        const easing = 'cubic-bezier(.12,.6,.15,1)';
        const wheel = rotor.animate(
          [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${rotation}deg)` }],
          { duration: 4200, easing },
        );
        ball.animate([{ transform: 'rotate(1080deg)' }, { transform: 'rotate(0deg)' }], {
          duration: 4200,
          easing: 'cubic-bezier(.2,.55,.2,1)',
        });
        await wheel.finished;
      }
      rotor.style.transform = `rotate(${rotation}deg)`;
      result.replaceChildren(h('span', { class: `result-num ${colorOf(pocket)}` }, String(pocket)));
    },
  };
}
