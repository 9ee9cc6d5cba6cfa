import type { SlotConfig } from '@casino/game-engine';
import { symbolImage, titleImage, withSymbol } from '../../art.ts';
import { h, setVars, svg } from '../../dom.ts';
import type { Shell } from '../../shell.ts';
import { linePoints, ROWS } from './state.ts';

export type SlotView = ReturnType<typeof createSlotView>;

/** The marquee, five reels with paylines and a banner over them, the caption and the facts. */
export function createSlotView(shell: Shell, config: SlotConfig) {
  const { t } = shell;
  const symbols = new Map(config.symbols.map((s) => [s.id, s]));
  const plain = config.symbols.filter((s) => s.kind === 'high' || s.kind === 'low');
  // Cosmetic only: what passes by while a reel spins (the result comes from the server).
  const anyId = (pool = config.symbols) => pool[Math.floor(Math.random() * pool.length)]!.id;

  const cell = (id: string) => {
    const symbol = symbols.get(id) ?? config.symbols[0]!;
    const el = h(
      'div',
      { class: `sym sym-${symbol.kind}`, title: symbol.name },
      symbolImage(symbol, symbol.kind),
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
    titleImage(shell.title.art.motif, 'marquee-art'),
    h('span', { class: 'marquee-name' }, shell.title.name),
  );
  const facts = h(
    'ul',
    { class: 'slot-facts' },
    h('li', {}, t('lines_chip', { count: config.lines })),
    scatter
      ? h(
          'li',
          {},
          ...withSymbol(
            ({ symbol }) => t('fs_chip', { count: config.scattersToTrigger, symbol }),
            () => symbolImage(scatter, 'scatter', 'chip-sym'),
          ),
        )
      : null,
    config.freeSpins.multiplier > 1
      ? h('li', {}, t('mult_chip', { multiplier: config.freeSpins.multiplier }))
      : null,
  );
  const element = h(
    'div',
    { class: 'slot' },
    marquee,
    feature,
    h('div', { class: 'reels-wrap' }, frame),
    caption,
    facts,
  );
  const at = (reel: number, row: number) => reels[reel]!.strip.children[row] as HTMLElement;

  return {
    element,
    reels,
    frame,
    lines,
    banner,
    caption,
    feature,
    cell,
    anyId,
    /** Lights the cells at these [reel, row] positions. */
    light(positions: [number, number][], ...classes: string[]) {
      for (const [reel, row] of positions) at(reel, row).classList.add(...classes);
    },
    unlight(...classes: string[]) {
      for (const el of frame.querySelectorAll('.hit')) el.classList.remove(...classes);
    },
    drawLine(line: number, count: number) {
      const points = linePoints(config, line);
      lines.append(
        svg('polyline', {
          points: points.map((p) => `${p.x},${p.y}`).join(' '),
          class: `line line-${line % 6}`,
        }),
        ...points
          .slice(0, count)
          .map((p) => svg('circle', { cx: p.x, cy: p.y, r: 9, class: `dot line-${line % 6}` })),
      );
    },
  };
}
