/**
 * Forms tapped before hydration (issue 13: no dead taps). The site's forms post through the
 * API from React handlers, so a native submit before the scripts arrive would post the page
 * itself. The inline script holds such a submit (method="post", not marked `data-native`) while
 * React does not own the form yet (no React props on the element), and marks the form busy; once
 * React has hydrated it (modals and the player's chrome hydrate after the page, when their code
 * arrives), `replayEarlySubmits` submits it again and React's handler runs with what the player
 * typed.
 *
 * React sets a form's props while it renders it, before that render is committed: a slow phone
 * can fire a submit at a form that has props but whose handler React does not run yet (its part
 * of the page is still hydrating). React's handlers all prevent the native submit, so a submit
 * still not prevented once it has passed React (a listener on `window`, after React's on
 * `document`) is one React did not take: it is held too, never posted as the page itself.
 */
export const EARLY_SUBMIT_SCRIPT = `window.__early=[];window.__owned=function(f){for(var k in f)if(k.indexOf('__reactProps$')===0)return true;return false};
window.__hold=function(f){f.setAttribute('aria-busy','true');if(!f.__heldAt)f.__heldAt=performance.now();if(window.__early.indexOf(f)<0)window.__early.push(f);if(window.__replay)window.__replay();};
document.addEventListener('submit',function(e){var f=e.target;
if(!f||f.method!=='post'||f.hasAttribute('data-native'))return;
if(!window.__owned(f)){e.preventDefault();window.__hold(f);return;}
window.addEventListener('submit',function(late){if(late===e&&!e.defaultPrevented){e.preventDefault();window.__hold(f);}},{once:true});},true);`;

type HeldForm = HTMLFormElement & { __heldAt?: number };

type EarlyWindow = Window & {
  __early?: HeldForm[];
  __owned?: (form: Element) => boolean;
  __replay?: () => void;
};

/** Held forms are looked at every frame for this long after their tap, then every second. */
const EVERY_FRAME_MS = 30_000;

/**
 * Runs after the app has hydrated: each held form is sent again once React owns it. A form React
 * still does not take comes back to the list (the inline script holds it again) and is tried
 * again. A held form is never dropped while it is on the page, however slow the phone: the player
 * asked for it (a busy form shows it is coming); one React renders anew in its place is gone.
 */
export function replayEarlySubmits() {
  const w = window as EarlyWindow;
  let watching = false;
  const check = () => {
    watching = true;
    const held = w.__early ?? [];
    w.__early = [];
    for (const form of held) {
      if (!form.isConnected) continue;
      if (!w.__owned?.(form)) {
        w.__early.push(form);
        continue;
      }
      form.removeAttribute('aria-busy');
      form.requestSubmit();
      // Not back in the list: React took it.
      if (!w.__early.includes(form)) form.__heldAt = undefined;
    }
    watching = w.__early.length > 0;
    if (!watching) return;
    const now = performance.now();
    const isRecent = w.__early.some((form) => now - (form.__heldAt ?? now) < EVERY_FRAME_MS);
    if (isRecent) requestAnimationFrame(check);
    else setTimeout(check, 1_000);
  };
  w.__replay = () => {
    if (!watching) check();
  };
  w.__replay();
}
