import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RESULT_OVERSCAN,
  resultWindow,
  scrollToShow,
  visibleRows,
  windowMustMove,
} from '../src/card-search/result-window.js';

// A list of up to 100,000 results, rows of 16 to 64 px, a visible part of 1 to 40 rows.
const list = fc
  .record({
    total: fc.integer({ min: 0, max: 100_000 }),
    rowHeight: fc.integer({ min: 16, max: 64 }),
    rowsInView: fc.integer({ min: 1, max: 40 }),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ total, rowHeight, rowsInView, at }) => {
    const viewport = rowsInView * rowHeight;
    const maxTop = Math.max(0, total * rowHeight - viewport);
    return { total, rowHeight, viewport, scrollTop: Math.round(at * maxTop) };
  });

describe('the windowed result list', () => {
  it('20,000 rows of 32 px, 320 px in view: 10 visible rows, 12 more each side, clipped at the ends', () => {
    expect(visibleRows(20_000, 0, 320, 32)).toEqual({ start: 0, end: 10 });
    expect(resultWindow(20_000, 0, 320, 32)).toEqual({ start: 0, end: 22 });
    expect(resultWindow(20_000, 320_000, 320, 32)).toEqual({ start: 9_988, end: 10_022 });
    // Scrolled to the end: the last row is rendered.
    expect(resultWindow(20_000, 20_000 * 32 - 320, 320, 32)).toEqual({
      start: 19_978,
      end: 20_000,
    });
    expect(resultWindow(0, 0, 320, 32)).toEqual({ start: 0, end: 0 });
  });

  it('renders every visible row and at most the visible rows plus the overscan on each side', () => {
    fc.assert(
      fc.property(list, ({ total, rowHeight, viewport, scrollTop }) => {
        const w = resultWindow(total, scrollTop, viewport, rowHeight);
        expect(w.start).toBeGreaterThanOrEqual(0);
        expect(w.end).toBeLessThanOrEqual(total);
        if (total === 0) {
          expect(w).toEqual({ start: 0, end: 0 });
          return;
        }
        // Every row that intersects [scrollTop, scrollTop + viewport) is in the window.
        const firstSeen = Math.floor(scrollTop / rowHeight);
        const lastSeen = Math.min(total - 1, Math.ceil((scrollTop + viewport) / rowHeight) - 1);
        expect(w.start).toBeLessThanOrEqual(firstSeen);
        expect(w.end).toBeGreaterThan(lastSeen);
        expect(w.end - w.start).toBeLessThanOrEqual(viewport / rowHeight + 1 + 2 * RESULT_OVERSCAN);
      }),
    );
  });

  it('a window computed for a scroll position need not move for it, and must move once the view leaves it', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 100_000 }), (l, jump) => {
        const w = resultWindow(l.total, l.scrollTop, l.viewport, l.rowHeight);
        expect(windowMustMove(w, l.total, l.scrollTop, l.viewport, l.rowHeight)).toBe(false);
        const maxTop = Math.max(0, l.total * l.rowHeight - l.viewport);
        const to = Math.min(maxTop, jump * l.rowHeight);
        const seen = visibleRows(l.total, to, l.viewport, l.rowHeight);
        const outside = seen.start < w.start || seen.end > w.end;
        if (outside) expect(windowMustMove(w, l.total, to, l.viewport, l.rowHeight)).toBe(true);
      }),
    );
  });

  it('scrollToShow: the row is wholly in view afterwards, and the list does not move when it already was', () => {
    fc.assert(
      fc.property(list, fc.double({ min: 0, max: 1, noNaN: true }), (l, pick) => {
        if (l.total === 0) return;
        const index = Math.min(l.total - 1, Math.floor(pick * l.total));
        const top = scrollToShow(index, l.scrollTop, l.viewport, l.rowHeight);
        expect(index * l.rowHeight).toBeGreaterThanOrEqual(top);
        expect((index + 1) * l.rowHeight).toBeLessThanOrEqual(top + l.viewport);
        const w = resultWindow(l.total, top, l.viewport, l.rowHeight);
        expect(index).toBeGreaterThanOrEqual(w.start);
        expect(index).toBeLessThan(w.end);
        const wasInView =
          index * l.rowHeight >= l.scrollTop &&
          (index + 1) * l.rowHeight <= l.scrollTop + l.viewport;
        if (wasInView) expect(top).toBe(l.scrollTop);
      }),
    );
  });
});
