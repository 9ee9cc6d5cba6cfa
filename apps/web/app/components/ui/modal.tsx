import { X } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId, useLayoutEffect, useRef } from 'react';
import { Button } from './button';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  closeLabel?: string;
  /**
   * Stacking order: modals start at z-index 1000 and step by 2
   * (docs/product/constants.md#modals-and-gestures).
   */
  level?: number;
  /**
   * Start in the first field (default). A long form passes false: it starts on the dialog's first
   * control, so a first tap elsewhere does not leave an empty field and move the form under it.
   */
  isFieldFirst?: boolean;
  /**
   * Its content is still loading: the focus goes to the dialog itself (named, busy), not to its
   * Close, so a key pressed meanwhile closes nothing; the loaded content's first field takes it.
   */
  isBusy?: boolean;
}

/** What whoever opens modals from the URL tells the modal it shows. */
export interface ModalFrameValue {
  /** The page without the modal: the close control is a link to it (works before hydration). */
  closeHref: string | null;
  /** A stand-in of this modal is already on screen: no second entrance animation. */
  isEntered: boolean;
}
export const ModalFrame = createContext<ModalFrameValue>({ closeHref: null, isEntered: false });

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';
const SWIPE_RATIO = 0.1;
const SWIPE_FAST_MS = 300;

/** Is another modal's backdrop stacked above this dialog's? */
function isCovered(dialog: HTMLElement) {
  const own = Number(dialog.parentElement?.style.zIndex || 0);
  return [...document.querySelectorAll<HTMLElement>('.modal-backdrop')].some(
    (backdrop) => backdrop !== dialog.parentElement && Number(backdrop.style.zIndex || 0) > own,
  );
}

/** Dialog that traps focus, closes on Escape and backdrop click, and is a swipeable sheet on phones. */
export function Modal({
  title,
  onClose,
  children,
  closeLabel = 'Close',
  level = 0,
  isFieldFirst = true,
  isBusy = false,
}: ModalProps) {
  const titleId = useId();
  const { closeHref, isEntered } = useContext(ModalFrame);
  const dialogRef = useRef<HTMLDivElement>(null);

  // A layout effect: the keys are the modal's from the frame it first shows in (a passive effect
  // runs a frame later, and an Escape pressed at once was lost), and leave with it.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // Start where the player types: the first field, else the first control (the close button);
    // a modal the server rendered may already have the player's focus (typing before hydration).
    if (isBusy) dialog?.focus();
    else if (!dialog?.contains(document.activeElement))
      (
        (isFieldFirst
          ? dialog?.querySelector<HTMLElement>('input:not([disabled]), select, textarea')
          : null) ?? dialog?.querySelector<HTMLElement>(FOCUSABLE)
      )?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A modal opened above this one (a higher level) takes the keys while it is open; one
      // already gone from the page has none (its cleanup may run after a key arrives).
      if (dialog && (!dialog.isConnected || isCovered(dialog))) return;
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose, isFieldFirst, isBusy]);

  const swipe = useRef<{ y: number; at: number } | null>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a pointer shortcut; Escape and the close button are the accessible ways out
    <div
      className={isEntered ? 'modal-backdrop is-entered' : 'modal-backdrop'}
      style={{ zIndex: 1000 + level * 2 }}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={isBusy || undefined}
        tabIndex={isBusy ? -1 : undefined}
        onTouchStart={(event) => {
          swipe.current = { y: event.touches[0]?.clientY ?? 0, at: Date.now() };
        }}
        onTouchEnd={(event) => {
          const start = swipe.current;
          const dialog = dialogRef.current;
          swipe.current = null;
          if (!start || !dialog || dialog.scrollTop > 0) return;
          const distance = (event.changedTouches[0]?.clientY ?? 0) - start.y;
          const isFar = distance > dialog.offsetHeight * SWIPE_RATIO;
          const isFast = distance > 30 && Date.now() - start.at < SWIPE_FAST_MS;
          if (isFar || isFast) onClose();
        }}
      >
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          {closeHref === null ? (
            <Button variant="ghost" isIcon onClick={onClose} aria-label={closeLabel}>
              <X size={20} aria-hidden="true" />
            </Button>
          ) : (
            <a
              href={closeHref}
              className="btn btn--ghost btn--icon"
              aria-label={closeLabel}
              onClick={(event) => {
                event.preventDefault();
                onClose();
              }}
            >
              <X size={20} aria-hidden="true" />
            </a>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
