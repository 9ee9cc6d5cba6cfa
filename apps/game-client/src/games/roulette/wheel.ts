import { h, svg } from '../../dom.ts';
import { colorOf } from './state.ts';

const EUROPEAN = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

const polar = (r: number, deg: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(Math.cos(a) * r).toFixed(2)} ${(Math.sin(a) * r).toFixed(2)}`;
};

export type Wheel = ReturnType<typeof createWheel>;

/** The wheel as SVG: pockets on a rotor, the ball on its orbit, the marker at the top. */
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
  // The angle the rotor rests at; each spin starts from where the last one stopped.
  return { element, rotor, ball, result, order, rotation: 0 };
}
