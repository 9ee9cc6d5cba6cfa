import { useEffect, useState } from 'react';
import { EARLY_SUBMIT_SCRIPT } from '../../lib/early-submit';

declare global {
  interface Window {
    /** Set by the inline script once the preloader has been dismissed for this page load. */
    __preloaderDismissed?: boolean;
  }
}

/** Set once the first render in the browser has been hydrated. */
let isHydrated = false;

/**
 * Full-screen preloader in the server HTML, dismissed by an inline script once the page's HTML
 * has been parsed (not when scripts have loaded: the server-rendered page already answers taps,
 * issue 13): it fades out within 500 ms and is removed at 1000 ms
 * (docs/product/routes-and-modals.md#rule-6-preloader). On the identity-provider return pages with
 * their query params it stays until they finish.
 */
export function Preloader({ label = 'Loading' }: { label?: string }) {
  // React mounts the document afresh when the root switches to its error page (a navigation whose
  // data failed): the new element must not bring back a preloader that was already dismissed, as
  // nothing would dismiss it again. Hydration keeps the server's markup (the script owns it then).
  const [isGone] = useState(() => isHydrated && window.__preloaderDismissed === true);
  useEffect(() => {
    isHydrated = true;
  }, []);
  return (
    <>
      <div
        id="preloader"
        className={isGone ? 'preloader is-fading is-hidden' : 'preloader'}
        suppressHydrationWarning
        role="progressbar"
        aria-label={label}
        aria-busy="true"
      >
        <span className="logo__mark preloader__mark" style={{ width: 56, height: 56 }}>
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M12 2l3.1 6.3L22 9.3l-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
              fill="currentColor"
            />
          </svg>
        </span>
      </div>
      <noscript>
        <style>{'#preloader{display:none}'}</style>
      </noscript>
    </>
  );
}

/**
 * Marks a game row scrolled before hydration too (its art past the first screen then loads;
 * game-row.tsx does the same once hydrated), and a frame loaded before hydration (the game
 * stage's server-rendered frame: React hears no `load` that fired before it hydrated). Also sets the viewport-height variables before the first paint (the shell's effect keeps
 * them current), so layouts sized by --app-height (the game frame on phones) never jump.
 */
export const PRELOADER_SCRIPT = `${EARLY_SUBMIT_SCRIPT}(function(){
document.addEventListener('scroll',function(e){var t=e.target;if(t&&t.classList&&t.classList.contains('row__track'))t.setAttribute('data-scrolled','true')},{capture:true,passive:true});
document.addEventListener('load',function(e){var t=e.target;if(t&&t.tagName==='IFRAME')t.setAttribute('data-loaded','true')},true);
var s=document.documentElement.style;s.setProperty('--vh',innerHeight*0.01+'px');s.setProperty('--app-height',innerHeight+'px');
var q=new URLSearchParams(location.search),p=location.pathname.replace(/^\\/[a-z]{2}(-[a-z]{2})?(?=\\/)/,'');
var held=(p==='/auth/callback'&&q.has('code')&&q.has('state'))||(p==='/auth/autologin'&&q.has('state'));
window.__dismissPreloader=function(){window.__preloaderDismissed=true;var el=document.getElementById('preloader');if(!el)return;
el.classList.add('is-fading');setTimeout(function(){el.classList.add('is-hidden')},1000);};
if(held)return;
if(document.readyState!=='loading')window.__dismissPreloader();else document.addEventListener('readystatechange',window.__dismissPreloader,{once:true});
})();`;
