import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';

/** The rows one table renders now: `[start, end)` of the (filtered) list, and a row height estimate. */
export interface RowRange {
  readonly start: number;
  readonly end: number;
  /** Estimated height of a row, px, for the spacers that stand in for the rows not rendered. */
  readonly rowHeight: number;
}

/** Tables of up to this many rows render every row; longer ones render a window around the viewport. */
export const WINDOW_THRESHOLD = 150;
/** Rows rendered in the first frame of a long table (before it knows where the viewport is). */
const INITIAL_ROWS = 50;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 24;
/** A row height guess until one is measured (0.3rem padding twice plus a line, at 16 px). */
const GUESS_PX = 33;

/**
 * Row windowing for the tabular elements (standings, pairings), kept inside a real `<table>` so
 * the table semantics, sticky columns and the print stylesheet all keep working: a long table
 * renders the rows near the viewport plus spacer rows of the estimated height for the rest, and
 * follows every scroll (page or any scroll container, captured at the window) one frame later.
 * While the page prints (`beforeprint` to `afterprint`) it renders every row.
 *
 * Why not `@lit-labs/virtualizer`: it positions its children absolutely, which a `<table>` cannot
 * hold (rows would lose their columns, the header and table semantics), and it measured about as
 * fast (74 vs 94 ms for 1,024 standings rows, 65 vs 45 ms for 512 tables); why not
 * `content-visibility: auto` alone: containment does not apply to table rows, so Chromium still
 * builds and lays out every row (0.74-1.63x the bare table). Figures:
 * bench/elements-bracket-standings.bench.ts.
 */
export class RowWindow implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #start = 0;
  #end = INITIAL_ROWS;
  #total = 0;
  #rowHeight = 0;
  #printing = false;
  #frame = 0;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /** True while the page is being printed (every row is rendered). */
  get printing(): boolean {
    return this.#printing;
  }

  hostConnected(): void {
    addEventListener('scroll', this.#schedule, { capture: true, passive: true });
    addEventListener('resize', this.#schedule, { passive: true });
    addEventListener('beforeprint', this.#beforePrint);
    addEventListener('afterprint', this.#afterPrint);
  }

  hostDisconnected(): void {
    removeEventListener('scroll', this.#schedule, { capture: true });
    removeEventListener('resize', this.#schedule);
    removeEventListener('beforeprint', this.#beforePrint);
    removeEventListener('afterprint', this.#afterPrint);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  hostUpdated(): void {
    // The second sticky column starts where the first ends: measured once the frame is laid out.
    requestAnimationFrame(() => {
      const table = this.#host.shadowRoot?.querySelector<HTMLElement>('table[part~="table"]');
      const first = table?.querySelector('thead th');
      if (table && first)
        table.style.setProperty('--_pin', `${first.getBoundingClientRect().width}px`);
    });
    if (this.#total <= WINDOW_THRESHOLD || this.#printing) return;
    if (this.#rowHeight === 0) {
      const rows = this.#body()?.querySelectorAll(':scope > tr:not(.spacer)');
      if (rows !== undefined && rows.length > 1) {
        const first = rows[0]!.getBoundingClientRect();
        const last = rows[rows.length - 1]!.getBoundingClientRect();
        const measured = (last.bottom - first.top) / rows.length;
        if (measured > 0) {
          this.#rowHeight = measured;
          // The spacers used the guess; the one below the rows takes the measured height now.
          if (Math.abs(measured - GUESS_PX) >= 0.5) this.#host.requestUpdate();
        }
      }
    }
    // The first frame does not know the viewport yet: check it once the frame is out.
    this.#schedule();
  }

  /** Starts again from the top, for a new list (a search changed which rows are listed). */
  reset(): void {
    this.#start = 0;
    this.#end = INITIAL_ROWS;
  }

  /** The rows to render out of `total`; every row when the table is short or the page prints. */
  range(total: number): RowRange {
    this.#total = total;
    const rowHeight = this.#rowHeight || GUESS_PX;
    if (total <= WINDOW_THRESHOLD || this.#printing) return { start: 0, end: total, rowHeight };
    const start = Math.min(this.#start, Math.max(0, total - INITIAL_ROWS));
    const end = Math.min(total, Math.max(this.#end, start + 1));
    return { start, end, rowHeight };
  }

  /** Makes sure row `index` is rendered (before focusing or scrolling to it). */
  include(index: number): void {
    if (index >= this.#start && index < this.#end) return;
    this.#start = Math.max(0, index - OVERSCAN);
    this.#end = index + OVERSCAN;
    this.#host.requestUpdate();
  }

  #body(): HTMLElement | null | undefined {
    return this.#host.shadowRoot?.querySelector('tbody[data-window]');
  }

  #schedule = (): void => {
    if (this.#frame !== 0 || this.#total <= WINDOW_THRESHOLD || this.#printing) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#follow();
    });
  };

  // Re-centres the window when the viewport nears (or passes) an edge of the rendered rows.
  #follow(): void {
    const body = this.#body();
    if (!body) return;
    const box = body.getBoundingClientRect();
    const h = this.#rowHeight || GUESS_PX;
    const total = this.#total;
    if (box.bottom < 0 || box.top > innerHeight) return;
    const first = Math.max(0, Math.floor(-box.top / h));
    const last = Math.min(total, Math.ceil((innerHeight - box.top) / h));
    const margin = OVERSCAN >> 1;
    const nearStart = this.#start > 0 && first < this.#start + margin;
    const nearEnd = this.#end < total && last > this.#end - margin;
    if (!nearStart && !nearEnd) return;
    this.#start = Math.max(0, first - OVERSCAN);
    this.#end = Math.min(total, Math.max(last + OVERSCAN, this.#start + INITIAL_ROWS));
    this.#host.requestUpdate();
  }

  #beforePrint = (): void => {
    this.#printing = true;
    // Print layout starts right after this event: render now, not in a microtask.
    this.#host.requestUpdate();
    (this.#host as unknown as { performUpdate(): void }).performUpdate();
  };

  #afterPrint = (): void => {
    if (!this.#printing) return;
    this.#printing = false;
    this.#host.requestUpdate();
  };
}

/** A spacer row standing in for `rows` rows that are not rendered (hidden from assistive technology). */
export function spacerRow(rows: number, rowHeight: number, columns: number) {
  return rows <= 0
    ? nothing
    : html`<tr class="spacer" aria-hidden="true"><td colspan=${columns} style=${`height:${rows * rowHeight}px`}></td></tr>`;
}
