import { svg } from './dom.ts';

/** Line icons drawn here (24-unit grid, 2-unit stroke), so no emoji font is needed. */
const SHAPES = {
  dice: () => [
    svg('rect', { x: 4, y: 4, width: 16, height: 16, rx: 4 }),
    ...[
      [9, 9],
      [15, 15],
      [12, 12],
    ].map(([cx, cy]) => svg('circle', { cx, cy, r: 1.2, fill: 'currentColor' })),
  ],
  rocket: () => [
    svg('path', { d: 'M12 2.5c2.8 2 4.5 5.5 4.5 9.5l-1.5 4h-6l-1.5-4c0-4 1.7-7.5 4.5-9.5z' }),
    svg('circle', { cx: 12, cy: 9.5, r: 1.8 }),
    svg('path', { d: 'M7.5 12L5 15.5l3.5 1M16.5 12l2.5 3.5-3.5 1M10.5 19l1.5 2.5 1.5-2.5' }),
  ],
} as const;

export type IconName = keyof typeof SHAPES;

export function icon(name: IconName): SVGSVGElement {
  return svg(
    'svg',
    {
      class: 'ico',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      'aria-hidden': 'true',
    },
    ...SHAPES[name](),
  );
}
