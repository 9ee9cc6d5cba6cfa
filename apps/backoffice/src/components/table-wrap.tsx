import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The box a wide table scrolls sideways in (on a phone). While it overflows it is a named region
 * in the tab order, so a keyboard user can focus it and scroll it with the arrow keys (WCAG
 * 2.1.1; axe's scrollable-region-focusable); a table that fits adds no tab stop.
 */
export function TableWrap({
  label = 'Table (scrolls sideways)',
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  });
  return (
    <div
      ref={ref}
      className={className ? `table-wrap ${className}` : 'table-wrap'}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
