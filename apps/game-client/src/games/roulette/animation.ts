import { h, reducedMotion, wait } from '../../dom.ts';
import { colorOf, nextRotation } from './state.ts';
import type { Wheel } from './wheel.ts';

/** The wheel turns until the winning pocket sits under the marker while the ball lands. */
export async function spinWheel(wheel: Wheel, pocket: number) {
  const { rotor, ball, result } = wheel;
  result.replaceChildren();
  const from = wheel.rotation;
  wheel.rotation = nextRotation(wheel.order, pocket, from);
  if (!reducedMotion()) {
    const easing = 'cubic-bezier(.12,.6,.15,1)';
    const turn = rotor.animate(
      [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${wheel.rotation}deg)` }],
      { duration: 4200, easing },
    );
    ball.animate([{ transform: 'rotate(1080deg)' }, { transform: 'rotate(0deg)' }], {
      duration: 4200,
      easing: 'cubic-bezier(.2,.55,.2,1)',
    });
    await turn.finished;
  }
  rotor.style.transform = `rotate(${wheel.rotation}deg)`;
  result.replaceChildren(h('span', { class: `result-num ${colorOf(pocket)}` }, String(pocket)));
}

/**
 * On a phone the wheel is not on screen beside the table: it comes up for the spin and stays
 * a moment after the ball lands.
 */
export async function spinInView(root: HTMLElement, wheel: Wheel, pocket: number) {
  const overlay = window.matchMedia('(max-width: 900px)').matches;
  root.classList.toggle('show-wheel', overlay);
  await spinWheel(wheel, pocket);
  if (overlay) {
    await wait(1300);
    root.classList.remove('show-wheel');
  }
}
