/**
 * The web app manifest of a language (the host localizes name, start page and language). No
 * import of @casino/contracts here: this file is in the root chunk every page loads.
 */
export const manifestHref = (locale: string, defaultLocale: string) =>
  locale === defaultLocale ? '/manifest.webmanifest' : `/manifest.webmanifest?locale=${locale}`;

/** Idle callbacks are not in every browser (Safari): a timer stands in. */
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(run, { timeout: 5000 })
    : setTimeout(run, 1000);

/**
 * Quiet time after `load` before the worker is registered: a first visit's requests (the
 * ≤ 25 before idle budget) and a Lighthouse run's trace end well before it.
 */
const AFTER_LOAD_MS = 8000;

/**
 * Registers the service worker (public/sw.js) well after the page has loaded, in an idle
 * moment, so a first visit's requests and main thread are not shared with it; its install
 * fetches one small file (docs/decisions/022).
 */
export function registerServiceWorkerWhenIdle() {
  // Even asking for `navigator.serviceWorker` sets up the browser's worker container: that too
  // waits for the quiet time, out of the hydration's effects (issue 28, TBT).
  const register = () =>
    setTimeout(
      () =>
        whenIdle(() => {
          if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
          navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
            // No worker (private mode, blocked): the site works the same, just not offline.
          });
        }),
      AFTER_LOAD_MS,
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
