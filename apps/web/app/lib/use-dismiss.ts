import { type RefObject, useEffect } from 'react';

/** Closes a popup on a press outside `ref` or on Escape, while it is open. */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  isOpen: boolean,
  onDismiss: () => void,
) {
  useEffect(() => {
    if (!isOpen) return;
    const onDown = (event: MouseEvent) =>
      !ref.current?.contains(event.target as Node) && onDismiss();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onDismiss();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, isOpen, onDismiss]);
}
