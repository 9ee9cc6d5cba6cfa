import type { SlotSpin } from '@casino/game-engine';
import { h, reducedMotion, wait } from '../../dom.ts';
import { ROWS, reelTiming, type WinCaption } from './state.ts';
import type { SlotView } from './view.ts';

/** Each reel runs a strip of random symbols down to the final grid, the next a little later. */
export async function spinReels(view: SlotView, grid: string[][], fast: boolean) {
  await Promise.all(
    view.reels.map(async (reel, i) => {
      const finals = grid[i]!.map(view.cell);
      if (reducedMotion()) {
        reel.strip.replaceChildren(...finals);
        return;
      }
      const timing = reelTiming(i, fast);
      const filler = Array.from({ length: timing.filler }, () => view.cell(view.anyId()));
      const current = [...reel.strip.children];
      reel.strip.replaceChildren(...finals, ...filler, ...current);
      const total = finals.length + filler.length + current.length;
      reel.el.classList.add('spinning');
      const animation = reel.strip.animate(
        [
          { transform: `translateY(${(-(total - ROWS) / total) * 100}%)` },
          { transform: 'translateY(0%)' },
        ],
        { duration: timing.duration, easing: 'cubic-bezier(.2,.6,.3,1.08)' },
      );
      await animation.finished;
      reel.el.classList.remove('spinning');
      reel.strip.replaceChildren(...finals);
    }),
  );
}

/** Every 1.5 s the next win: its caption, its line and its cells. */
export function cycleWins(view: SlotView, spin: SlotSpin, texts: WinCaption[]) {
  let index = 0;
  return setInterval(() => {
    const item = texts[index++ % texts.length]!;
    view.caption.textContent = item.text;
    view.lines.replaceChildren();
    view.unlight('hit');
    if (item.line) {
      view.light(item.line.positions, 'hit');
      view.drawLine(item.line.line, item.line.count);
    } else {
      view.light(spin.scatter.positions, 'hit');
    }
  }, 1500);
}

export async function showBanner(view: SlotView, title: string, sub: string, ms: number, cls = '') {
  const { banner } = view;
  banner.className = `slot-banner ${cls}`;
  banner.replaceChildren(h('strong', {}, title), ...(sub ? [h('span', {}, sub)] : []));
  banner.hidden = false;
  await wait(ms);
  banner.hidden = true;
}

/** The big-win banner counts up to the win (easing out over 1.6 s), then stays 1.4 s. */
export async function countUp(
  view: SlotView,
  title: string,
  format: (amount: number) => string,
  target: number,
) {
  const { banner } = view;
  const value = h('span', {}, format(0));
  banner.className = 'slot-banner big';
  banner.replaceChildren(h('strong', {}, title), value);
  banner.hidden = false;
  if (!reducedMotion()) {
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const step = (now: number) => {
        const k = Math.min(1, (now - start) / 1600);
        value.textContent = format(Math.floor(target * (1 - (1 - k) ** 3)));
        if (k < 1) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
  }
  value.textContent = format(target);
  await wait(1400);
  banner.hidden = true;
}
