import type { DiceOutcome } from '@casino/game-engine';
import { reducedMotion, setVars } from '../../dom.ts';
import type { DiceView } from './view.ts';

/** Random numbers flicker for 0.65 s, then the roll lands on the track's marker. */
export async function animateRoll(view: DiceView, outcome: DiceOutcome) {
  const { marker, rollText } = view;
  marker.hidden = false;
  setVars(marker, { '--at': `${outcome.roll}%` });
  marker.firstElementChild!.textContent = outcome.roll.toFixed(2);
  marker.classList.toggle('won', outcome.won);
  if (!reducedMotion()) {
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const step = (now: number) => {
        const k = Math.min(1, (now - start) / 650);
        rollText.textContent = k < 1 ? (Math.random() * 100).toFixed(2) : outcome.roll.toFixed(2);
        if (k < 1) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
  }
  rollText.textContent = outcome.roll.toFixed(2);
  rollText.className = `roll-value ${outcome.won ? 'won' : 'lost'}`;
}
