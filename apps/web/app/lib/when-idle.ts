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
