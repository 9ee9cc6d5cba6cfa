/**
 * Runs work that changes the layout (a field's error appearing when it is left) only once a
 * tap or click in progress has landed. Leaving a field by tapping a link or button under it
 * fires `blur` between the press and the release: an error line shown then pushes the link
 * down, the release lands elsewhere and the browser sends no click (the tap is swallowed).
 */
const TAP_WINDOW_MS = 800;
const LONGEST_WAIT_MS = 1000;

let isPointerDown = false;
let lastPointerDownAt = Number.NEGATIVE_INFINITY;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      isPointerDown = true;
      lastPointerDownAt = performance.now();
    },
    { capture: true, passive: true },
  );
  const release = () => {
    isPointerDown = false;
  };
  document.addEventListener('pointerup', release, { capture: true, passive: true });
  document.addEventListener('pointercancel', release, { capture: true, passive: true });
}

export function afterTap(run: () => void) {
  // Touch sends its compatibility mouse events (which move focus) after `pointerup`, so a
  // press just before counts as a tap in progress too.
  const isTapping = isPointerDown || performance.now() - lastPointerDownAt < TAP_WINDOW_MS;
  if (!isTapping) {
    run();
    return;
  }
  let isDone = false;
  const finish = () => {
    if (isDone) return;
    isDone = true;
    window.removeEventListener('click', finish, true);
    clearTimeout(timer);
    // After the click has been dispatched to its target (and its handlers have run).
    setTimeout(run, 0);
  };
  window.addEventListener('click', finish, true);
  const timer = setTimeout(finish, LONGEST_WAIT_MS);
}
