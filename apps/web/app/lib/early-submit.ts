/**
 * Forms tapped before hydration (issue 13: no dead taps). The site's forms post through the
 * API from React handlers, so a native submit before the scripts arrive would post the page
 * itself. The inline script holds such a submit (method="post", not marked `data-native`) while
 * React does not own the form yet (no React props on the element), and marks the form busy; once
 * React has hydrated it
 * (modals hydrate after the page, when their code arrives), `replayEarlySubmits` submits it again
 * and React's handler runs with what the player typed.
 */
export const EARLY_SUBMIT_SCRIPT = `window.__early=[];window.__owned=function(f){for(var k in f)if(k.indexOf('__reactProps$')===0)return true;return false};
document.addEventListener('submit',function(e){var f=e.target;
if(!f||f.method!=='post'||f.hasAttribute('data-native')||window.__owned(f))return;
e.preventDefault();f.setAttribute('aria-busy','true');if(window.__early.indexOf(f)<0)window.__early.push(f);if(window.__replay)window.__replay();},true);`;

type EarlyWindow = Window & {
  __early?: HTMLFormElement[];
  __owned?: (form: Element) => boolean;
  __replay?: () => void;
};

const GIVE_UP_MS = 30_000;

/**
 * Runs after the app has hydrated: each held form is sent again once React owns it (a form held
 * later, in a part still hydrating, starts the watch again).
 */
export function replayEarlySubmits() {
  const w = window as EarlyWindow;
  let started = 0;
  let watching = false;
  const check = () => {
    const held = w.__early ?? [];
    w.__early = held.filter((form) => {
      if (!form.isConnected) return false;
      if (!w.__owned?.(form)) return true;
      form.removeAttribute('aria-busy');
      form.requestSubmit();
      return false;
    });
    watching = w.__early.length > 0 && performance.now() - started < GIVE_UP_MS;
    if (watching) requestAnimationFrame(check);
  };
  w.__replay = () => {
    started = performance.now();
    if (!watching) check();
  };
  w.__replay();
}
