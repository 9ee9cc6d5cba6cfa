import { type RefObject, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { gridSpace, itemRange, type RowRange, rowCountOf, visibleRows } from './virtual-range';

interface Measure {
  columns: number;
  rowStride: number;
  gap: number;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Window-scroll virtualizer for a CSS grid of equal rows (tiles have a fixed aspect ratio, so
 * every row is as tall as the first). The columns come from the grid's computed style, so CSS
 * media queries stay the only place they are defined. Until measured (server render,
 * hydration) every item renders, which keeps the first HTML complete and hydration exact.
 */
export function useWindowVirtualizer(
  gridRef: RefObject<HTMLElement | null>,
  itemCount: number,
  overscan = 3,
) {
  const [measure, setMeasure] = useState<Measure | null>(null);
  const [range, setRange] = useState<RowRange | null>(null);

  useIsomorphicLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const remeasure = () => {
      const style = getComputedStyle(grid);
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
      const gap = Number.parseFloat(style.rowGap) || 0;
      const tile = grid.firstElementChild as HTMLElement | null;
      if (!tile || columns === 0) return;
      const rowStride = tile.getBoundingClientRect().height + gap;
      // Every item is on the page until measured, so narrowing them to the screen's rows
      // changes nothing the visitor sees: a transition (time-sliced), not a synchronous
      // re-render of the whole grid inside the hydration's commit (issue 28, TBT).
      startTransition(() =>
        setMeasure((old) =>
          old &&
          old.columns === columns &&
          Math.abs(old.rowStride - rowStride) < 0.5 &&
          old.gap === gap
            ? old
            : { columns, rowStride, gap },
        ),
      );
    };
    remeasure();
    const observer = new ResizeObserver(remeasure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, [gridRef, itemCount > 0]);

  const rowCount = measure ? rowCountOf(itemCount, measure.columns) : 0;

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || !measure) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = visibleRows({
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        gridTop: grid.getBoundingClientRect().top + window.scrollY,
        rowStride: measure.rowStride,
        rowCount,
        overscan,
      });
      setRange((old) => (old && old.start === next.start && old.end === next.end ? old : next));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    // The first range only takes off-screen rows away: in the background too.
    startTransition(update);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [gridRef, measure, rowCount, overscan]);

  if (!measure || !range) return { from: 0, to: itemCount, style: undefined };
  const { from, to } = itemRange(range, measure.columns, itemCount);
  const space = gridSpace(range, measure.rowStride, rowCount, measure.gap);
  return {
    from,
    to,
    style: { paddingTop: space.paddingTop, height: space.height, alignContent: 'start' } as const,
  };
}
