import { fold } from '@tcgkit/cards/vocab';
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { fill, formatNumber } from './i18n.js';
import type { RowWindow } from './row-window.js';

/** When the find-a-player box shows: `auto` from this many rows, `on` always, `off` never. */
export type SearchMode = 'auto' | 'on' | 'off';
/** `auto` shows the find-a-player box from this many rows. */
export const SEARCH_FROM_ROWS = 20;

/** Whether a table of `rows` rows shows its find-a-player box. */
export function showsSearch(mode: SearchMode, rows: number): boolean {
  return mode === 'on' || (mode !== 'off' && rows >= SEARCH_FROM_ROWS);
}

/**
 * Folds case and accents, so "jose" finds "José" and "ÅSA" finds "åsa": the one fold of tcgkit
 * (`fold` from `@tcgkit/cards/vocab`), so a player is found as the card search finds a card.
 */
export const foldName: (text: string) => string = fold;

/** The words of the find-a-player box. */
export interface FindPlayerStrings {
  /** Label of the box. */
  readonly find: string;
  /** Status while searching; `{n}` rows match out of `{total}`. */
  readonly found: string;
}

/**
 * The find-a-player box of the tabular elements (standings, pairings) and what it keeps: a
 * labelled search field above the table and a polite status ("3 of 1,024 players"), and the rows
 * whose player names contain the text, case and accents ignored. Typing re-renders the host and
 * starts its row window again from the top; a printout ignores the search (the whole table).
 * It holds the search text and asks the host to update; it needs no lifecycle callbacks.
 */
export class FindPlayer<Row> {
  readonly #host: ReactiveControllerHost;
  readonly #window: RowWindow;
  readonly #names: (row: Row) => string;
  #query = '';
  #folded?: { rows: readonly Row[]; names: readonly string[] };

  /**
   * @param names - The player names of a row, as one string (several names joined by a line break).
   */
  constructor(host: ReactiveControllerHost, window: RowWindow, names: (row: Row) => string) {
    this.#host = host;
    this.#window = window;
    this.#names = names;
  }

  /** The text in the box. */
  get query(): string {
    return this.#query;
  }

  /** Whether there is search text (the table lists only the rows that match it). */
  get searching(): boolean {
    return this.#query.trim() !== '';
  }

  /** The rows the search keeps: all of them with no search text, and always while printing. */
  filter(rows: readonly Row[]): readonly Row[] {
    const query = foldName(this.#query.trim());
    if (query === '' || this.#window.printing) return rows;
    if (this.#folded?.rows !== rows)
      this.#folded = { rows, names: rows.map((r) => foldName(this.#names(r))) };
    const names = this.#folded.names;
    return rows.filter((_, i) => names[i]!.includes(query));
  }

  /**
   * The box, when `mode` shows it for `total` rows (`nothing` otherwise), with the status "`listed`
   * of `total`" while searching, numbers in `lang`.
   */
  render(
    mode: SearchMode,
    strings: FindPlayerStrings,
    listed: number,
    total: number,
    lang: string,
  ): unknown {
    if (!showsSearch(mode, total)) return nothing;
    const status = this.searching
      ? fill(strings.found, { n: formatNumber(listed, lang), total: formatNumber(total, lang) })
      : '';
    return html`<div class="find">
      <label for="find">${strings.find}</label>
      <input
        id="find"
        type="search"
        autocomplete="off"
        spellcheck="false"
        .value=${this.#query}
        @input=${this.#input}
      />
      <span role="status" class="muted">${status}</span>
    </div>`;
  }

  #input = (e: Event): void => {
    this.#query = (e.target as HTMLInputElement).value;
    this.#window.reset();
    this.#host.requestUpdate();
  };
}
