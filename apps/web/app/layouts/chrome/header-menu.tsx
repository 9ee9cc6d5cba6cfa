import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * A header menu on a native `<details>`: its summary opens it before hydration (and without
 * script); after hydration a press outside or Escape closes it too, and a chosen item closes it.
 * The element's `open` is the truth and React never writes it: a tap before hydration can open
 * it while the state still says closed, and closing through the state alone then did nothing
 * (the menu stayed open over the next page).
 */
export function HeaderMenu({
  summary,
  summaryClassName,
  label,
  testId,
  children,
}: {
  summary: ReactNode;
  summaryClassName: string;
  label: string;
  testId: string;
  children: (close: () => void) => ReactNode;
}) {
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (ref.current) ref.current.open = false;
    setOpen(false);
  };
  useDismiss(ref, isOpen, close);
  // Opened before hydration: the state catches up, so outside presses close it.
  useEffect(() => {
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details className="lang" ref={ref} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={summaryClassName} aria-label={label} data-testid={testId}>
        {summary}
      </summary>
      {children(close)}
    </details>
  );
}
