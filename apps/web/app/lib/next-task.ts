/**
 * Runs `callback` in a new task: the browser may paint and answer input first (a message
 * channel, without the 4 ms clamp of nested timers). Used by the browser runtime's hydration and
 * `startTransition` and by `HydrateLater` (docs/decisions/033).
 */
export function afterThisTask(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(null);
}

/** A promise settled in a new task (see `afterThisTask`). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => afterThisTask(resolve));
}

/**
 * Runs `callback` after the frame the browser is preparing is painted: a task queued from the
 * next animation frame. A hidden page gets no frames, so a timer stands in after 100 ms.
 */
export function afterNextPaint(callback: () => void) {
  let isDone = false;
  const once = () => {
    if (isDone) return;
    isDone = true;
    callback();
  };
  requestAnimationFrame(() => afterThisTask(once));
  setTimeout(once, 100);
}

/**
 * Runs `work` once the main thread is idle (within `timeout` ms at the latest; a short timer where
 * requestIdleCallback is missing). Returns a cancel function.
 */
export function whenMainThreadIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}
