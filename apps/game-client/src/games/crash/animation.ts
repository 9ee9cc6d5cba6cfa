import type { CrashOutcome } from '@casino/game-engine';
import { BURST, glyphImage } from '../../art.ts';
import { h, reducedMotion } from '../../dom.ts';
import { times } from '../../format.ts';
import type { Shell } from '../../shell.ts';
import { multiplierAt, planFlight } from './state.ts';
import type { CrashView } from './view.ts';

/** The climb frame by frame to the crash point, the cash-out called as it is passed. */
export async function animateFlight(
  shell: Shell,
  view: CrashView,
  outcome: CrashOutcome,
  cashOut: number,
) {
  const { t, boot } = shell;
  const { multiplier, status, rocket } = view;
  const point = outcome.crashPoint;
  const { growth: k, duration } = planFlight(point);
  let passed = false;
  const frame = (elapsed: number) => {
    const m = multiplierAt(point, k, elapsed);
    multiplier.textContent = times(m, boot.lang);
    if (!passed && outcome.cashedOut && m >= outcome.cashOutAt) {
      passed = true;
      status.className = 'crash-status won';
      status.textContent = t('cashed_out_at', { x: times(outcome.cashOutAt, boot.lang) });
    }
    view.draw(elapsed / 1000, m, k, cashOut);
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
  rocket.replaceChildren(glyphImage(BURST, 'rocket-art'));
  if (!outcome.cashedOut) {
    status.className = 'crash-status lost';
    status.textContent = t('crashed_at', { x: times(point, boot.lang) });
  } else {
    status.append(h('small', {}, t('crashed_at', { x: times(point, boot.lang) })));
  }
}
