/**
 * The arithmetic of `<tcg-card-search>`'s windowed result list: which results to render for a
 * scroll position, when to move the window, and where to scroll so a result shows. Every result
 * row has the same height (one line, ellipsis beyond), so positions are `index * rowHeight`.
 */

/** The results rendered now: `[start, end)` of the whole list. */
export interface ResultRange {
  readonly start: number;
  readonly end: number;
}

/** Results rendered beyond each edge of the visible part of the list. */
export const RESULT_OVERSCAN = 12;

/** The rows at least partly visible in `[scrollTop, scrollTop + viewport)`, within `[0, total)`. */
export function visibleRows(
  total: number,
  scrollTop: number,
  viewport: number,
  rowHeight: number,
): ResultRange {
  if (total <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const start = Math.min(total - 1, Math.floor(top / rowHeight));
  const end = Math.min(
    total,
    Math.max(start + 1, Math.ceil((top + Math.max(0, viewport)) / rowHeight)),
  );
  return { start, end };
}

/** The rows to render for a scroll position: the visible ones and `overscan` more on each side. */
export function resultWindow(
  total: number,
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  overscan = RESULT_OVERSCAN,
): ResultRange {
  const seen = visibleRows(total, scrollTop, viewport, rowHeight);
  if (seen.end === 0) return seen;
  return { start: Math.max(0, seen.start - overscan), end: Math.min(total, seen.end + overscan) };
}

/**
 * Whether the rendered window must move for a new scroll position: the visible rows come within
 * `margin` rows of an edge of the window that is not the list's own edge (or leave it). Moving
 * only then keeps scrolling from re-rendering on every row.
 */
export function windowMustMove(
  rendered: ResultRange,
  total: number,
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  margin = RESULT_OVERSCAN >> 1,
): boolean {
  const seen = visibleRows(total, scrollTop, viewport, rowHeight);
  if (seen.end === 0) return rendered.end !== 0;
  return (
    (rendered.start > 0 && seen.start < rendered.start + margin) ||
    (rendered.end < total && seen.end > rendered.end - margin)
  );
}

/** The scroll position, nearest to `scrollTop`, at which row `index` is wholly visible. */
export function scrollToShow(
  index: number,
  scrollTop: number,
  viewport: number,
  rowHeight: number,
): number {
  const top = index * rowHeight;
  const bottom = top + rowHeight;
  if (top < scrollTop || rowHeight >= viewport) return top;
  if (bottom > scrollTop + viewport) return Math.max(0, bottom - viewport);
  return scrollTop;
}
