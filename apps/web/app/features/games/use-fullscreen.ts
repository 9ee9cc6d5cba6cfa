import { type RefObject, useCallback, useEffect, useLayoutEffect, useState } from 'react';

/**
 * Full screen for an element through the Fullscreen API; where the API is missing (iPhone
 * Safari) the element is pinned over the page by CSS instead (`data-fullscreen`).
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  // A layout effect: the game is pinned in the same frame as the button changes (a passive
  // effect may run after that frame is painted).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || document.fullscreenElement) return;
    // CSS fallback: Escape leaves it, as it does the real thing.
    if (isFullscreen) element.dataset.fullscreen = 'true';
    else delete element.dataset.fullscreen;
    if (!isFullscreen) return;
    // The page under it stays still (`html[data-game-fullscreen]`; an `html:has(…)` rule was
    // checked again at every change of the page's elements).
    const root = document.documentElement;
    root.dataset.gameFullscreen = 'true';
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFullscreen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      delete root.dataset.gameFullscreen;
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, isFullscreen]);
  const toggle = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenElement) return void document.exitFullscreen();
    if (element.requestFullscreen && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => setFullscreen((value) => !value));
    } else {
      setFullscreen((value) => !value);
    }
  }, [ref]);
  return { isFullscreen, toggle };
}
