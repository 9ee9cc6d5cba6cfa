import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): for
 * content below the fold that should fetch and render only when the visitor scrolls towards
 * it, so a first visit makes fewer requests (docs/decisions/021). `isInitiallyNear` skips the
 * wait (content above the fold, already rendered on the server).
 */
export function useNearViewport<T extends Element>(
  isInitiallyNear = false,
  margin = '100px 0px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(isInitiallyNear);
  useEffect(() => {
    const target = ref.current;
    if (isNear || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return [ref, isNear];
}
