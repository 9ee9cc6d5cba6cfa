import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ui, useUi } from '../../lib/ui-store';

type Placement = 'top' | 'bottom';

/** Runs before paint in the browser; the server has no layout to measure. */
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Where toasts go so they never cover the control that raised them: away from the half of the
 * screen the player last pressed or focused (a phone's bottom-sheet modal keeps its buttons low,
 * so its toasts go to the top). Desktop keeps them top right, clear of centred dialogs (CSS).
 */
export function placementAwayFrom(target: DOMRect | null, viewportHeight: number): Placement {
  if (!target) return 'top';
  const middle = target.top + target.height / 2;
  return middle < viewportHeight / 2 ? 'bottom' : 'top';
}

/** The element the player last pressed, focused or typed in: what a new toast answers. */
function useLastTouched() {
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      if (event.target instanceof Element) last.current = event.target;
    };
    for (const name of ['pointerdown', 'focusin', 'keydown'])
      document.addEventListener(name, remember, true);
    return () => {
      for (const name of ['pointerdown', 'focusin', 'keydown'])
        document.removeEventListener(name, remember, true);
    };
  }, []);
  return last;
}

/** Renders the store's toasts in a polite live region, placed clear of the control that raised them. */
export function Toaster({ closeLabel, label }: { closeLabel: string; label: string }) {
  const toasts = useUi((s) => s.toasts);
  const last = useLastTouched();
  const [placement, setPlacement] = useState<Placement>('top');
  const newest = toasts.at(-1)?.id;
  useBeforePaint(() => {
    if (newest === undefined) return;
    const target = last.current?.isConnected ? last.current.getBoundingClientRect() : null;
    setPlacement(placementAwayFrom(target, window.innerHeight));
  }, [newest]);
  return (
    <section className="toasts" data-placement={placement} aria-live="polite" aria-label={label}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <div style={{ flex: 1 }}>
            <p className="toast__title">{toast.title}</p>
            {toast.text ? <p className="muted">{toast.text}</p> : null}
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--icon btn--sm"
            aria-label={closeLabel}
            onClick={() => ui.dismissToast(toast.id)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      ))}
    </section>
  );
}
