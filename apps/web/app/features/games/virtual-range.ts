/** Where a grid of equal rows sits and what the window shows of it. */
export interface GridViewport {
  /** window.scrollY */
  scrollY: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** Top of the grid in document coordinates (its bounding top + scrollY). */
  gridTop: number;
  /** Height of one row plus the gap below it. */
  rowStride: number;
  rowCount: number;
  /** Extra rows rendered above and below what is on screen. */
  overscan: number;
}

export interface RowRange {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
}

export function rowCountOf(itemCount: number, columns: number): number {
  return columns > 0 ? Math.ceil(itemCount / columns) : 0;
}

/**
 * Rows of the grid that intersect the window, widened by `overscan` on each side and clamped
 * to the grid. An unmeasured grid (stride 0) renders every row.
 */
export function visibleRows({
  scrollY,
  viewportHeight,
  gridTop,
  rowStride,
  rowCount,
  overscan,
}: GridViewport): RowRange {
  if (rowCount <= 0) return { start: 0, end: 0 };
  if (rowStride <= 0) return { start: 0, end: rowCount };
  const top = scrollY - gridTop;
  const bottom = top + viewportHeight;
  const first = Math.floor(top / rowStride);
  const last = Math.ceil(bottom / rowStride);
  const start = Math.min(rowCount, Math.max(0, first - overscan));
  const end = Math.min(rowCount, Math.max(0, last + overscan));
  return end > start ? { start, end } : { start: end, end };
}

/** Items [from, to) of the rendered rows. */
export function itemRange(range: RowRange, columns: number, itemCount: number) {
  return {
    from: Math.min(itemCount, range.start * columns),
    to: Math.min(itemCount, range.end * columns),
  };
}

/** Space above the first rendered row and the height of the whole grid (last row has no gap). */
export function gridSpace(range: RowRange, rowStride: number, rowCount: number, gap: number) {
  return {
    paddingTop: range.start * rowStride,
    height: rowCount > 0 ? rowCount * rowStride - gap : 0,
  };
}
