import type { PairingsSeat, PairingsTable, PairingsView } from '@tcgkit/core';
import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { TcgMatchSelectEvent } from '../shared/events.js';
import { FindPlayer, type SearchMode } from '../shared/find-player.js';
import { fill, formatNumber, languageOf } from '../shared/i18n.js';
import { RowWindow, spacerRow, WINDOW_THRESHOLD } from '../shared/row-window.js';
import { bigTableStyles, tableStyles } from '../shared/table-styles.js';
import { themeStyles, visuallyHidden } from '../shared/theme.js';
import { ViewElement } from '../shared/view-element.js';

/** Every string `<tcg-pairings>` shows or speaks; override any through `strings`. */
export interface PairingsStrings {
  /** Caption; `{n}` is the round. */
  readonly caption: string;
  readonly table: string;
  readonly player: string;
  readonly opponent: string;
  readonly result: string;
  readonly bye: string;
  readonly byes: string;
  /** Points next to a name; `{n}` is the number. */
  readonly points: string;
  readonly pending: string;
  readonly empty: string;
  readonly loading: string;
  /** Accessible name of a table button; `{n}` is the table number. */
  readonly selectTable: string;
  /** Caption of the printed list by player; `{n}` is the round. */
  readonly captionByPlayer: string;
  /** Label of the find-a-player box. */
  readonly find: string;
  /** Status while searching; `{n}` tables match out of `{total}`. */
  readonly found: string;
  /** Shown in the table when no name matches. */
  readonly foundNone: string;
  /** Said politely when a live update brings a new round; `{n}` is the round. */
  readonly roundUp: string;
  /** Said politely when a live update brings results; `{count}` new results, round `{n}`. */
  readonly resultsIn: string;
  /** Said politely when a live update changes the round otherwise; `{n}` is the round. */
  readonly updated: string;
}

/** The English defaults of {@link PairingsStrings}. */
export const defaultPairingsStrings: PairingsStrings = {
  caption: 'Round {n} pairings',
  table: 'Table',
  player: 'Player',
  opponent: 'Opponent',
  result: 'Result',
  bye: 'Bye',
  byes: 'Byes',
  points: '{n} pts',
  pending: 'In progress',
  empty: 'No pairings yet.',
  loading: 'Loading pairings…',
  selectTable: 'Table {n}',
  captionByPlayer: 'Round {n} pairings by player',
  find: 'Find a player',
  found: '{n} of {total} tables',
  foundNone: 'No player matches this name.',
  roundUp: 'Round {n} pairings are up.',
  resultsIn: '{count} new results in round {n}.',
  updated: 'Round {n} pairings updated.',
};

/**
 * `<tcg-pairings>`: one Swiss round's tables (table number, both players with their points, the
 * result once reported) and its byes, from a `PairingsView`.
 *
 * Data: the `view` property, a `src` URL, or an inline `<script type="application/json">` child.
 *
 * @fires tcg-match-select - A table number was activated (with `selectable-tables`); `matchId` is `table-<n>`.
 * @fires tcg-data-error - `src` or inline JSON could not be read.
 * @csspart table - The table of pairings.
 * @csspart byes - The list of byes.
 *
 * @tag tcg-pairings
 */
export class TcgPairings extends ViewElement<PairingsView> {
  /** Styles: the shared theme and table styles. */
  static override styles = [
    themeStyles,
    visuallyHidden,
    tableStyles,
    bigTableStyles,
    css`
      .winner {
        font-weight: 700;
      }
      ul[part~='byes'] {
        padding-inline-start: 1.25rem;
      }
    `,
  ];

  protected readonly viewKind = 'pairings' as const;

  /** Overrides for any string. */
  @property({ attribute: false }) strings: Partial<PairingsStrings> = {};
  /** Makes table numbers buttons that fire `tcg-match-select`. */
  @property({ type: Boolean, attribute: 'selectable-tables' }) selectableTables = false;
  /**
   * The find-a-player box above the table: `auto` (the default) shows it from 20 tables, `on`
   * always, `off` never. Typing lists only the tables where a player's name contains the text
   * (case and accents ignored).
   */
  @property({ type: String }) search: SearchMode = 'auto';

  readonly #window = new RowWindow(this);
  /** Finds a table by either player's name. */
  readonly #find = new FindPlayer<PairingsTable>(
    this,
    this.#window,
    (t) => `${t.seats[0].name}\n${t.seats[1].name}`,
  );

  protected override describeUpdate(previous: PairingsView, next: PairingsView): string {
    const s = { ...defaultPairingsStrings, ...this.strings };
    const lang = languageOf(this);
    const n = formatNumber(next.round, lang);
    if (next.round !== previous.round) return fill(s.roundUp, { n });
    const reported = (v: PairingsView) =>
      v.tables.filter((t) => t.seats[0].score !== undefined && t.seats[1].score !== undefined)
        .length;
    const count = reported(next) - reported(previous);
    return count > 0
      ? fill(s.resultsIn, { count: formatNumber(count, lang), n })
      : fill(s.updated, { n });
  }

  /**
   * The printed list by player, as organizers post it beside the one by table: every seated
   * player and every bye, alphabetically in the page's language.
   */
  #byPlayer(view: PairingsView, s: PairingsStrings, lang: string) {
    const entries: { seat: PairingsSeat; table?: number; opponent?: PairingsSeat }[] = [];
    for (const t of view.tables) {
      entries.push({ seat: t.seats[0], table: t.table, opponent: t.seats[1] });
      entries.push({ seat: t.seats[1], table: t.table, opponent: t.seats[0] });
    }
    for (const seat of view.byes) entries.push({ seat });
    const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    entries.sort((a, b) => collator.compare(a.seat.name, b.seat.name));
    return html`<div class="print-only page-break">
      <table part="table by-player">
        <caption>${fill(s.captionByPlayer, { n: formatNumber(view.round, lang) })}</caption>
        <thead>
          <tr>
            <th scope="col">${s.player}</th>
            <th scope="col" class="num">${s.table}</th>
            <th scope="col">${s.opponent}</th>
          </tr>
        </thead>
        <tbody>
          ${entries.map(
            (e) => html`<tr>
              <th scope="row">${this.#seat(e.seat, s, lang)}</th>
              <td class="num">${e.table === undefined ? s.bye : formatNumber(e.table, lang)}</td>
              <td>${e.opponent === undefined ? '' : e.opponent.name}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  #seat(seat: PairingsSeat, s: PairingsStrings, lang: string) {
    return html`<span class=${seat.outcome === 'win' ? 'winner' : ''}>${seat.name}</span>${
      seat.points === undefined
        ? nothing
        : html` <span class="muted">(${fill(s.points, { n: formatNumber(seat.points, lang) })})</span>`
    }`;
  }

  protected override render() {
    const s = { ...defaultPairingsStrings, ...this.strings };
    const view = this.view;
    if (this.loadState === 'error') return html`<p role="alert">${this.loadError}</p>`;
    if (view === undefined) {
      return html`<p class="muted" role="status">${this.loadState === 'loading' ? s.loading : s.empty}</p>`;
    }
    const lang = languageOf(this);
    const caption = view.title ?? fill(s.caption, { n: formatNumber(view.round, lang) });
    const listed = this.#find.filter(view.tables);
    const { start, end, rowHeight } = this.#window.range(listed.length);
    const windowed = listed.length > WINDOW_THRESHOLD;
    const searching = this.#find.searching;
    return html`${this.#find.render(this.search, s, listed.length, view.tables.length, lang)}<div class="scroll" role="group" aria-label=${caption} tabindex="0">
        <table part="table" aria-rowcount=${windowed ? listed.length + 1 : nothing}>
          <caption>${caption}</caption>
          <thead>
            <tr>
              <th scope="col" class="num pin0">${s.table}</th>
              <th scope="col" class="pin1">${s.player}</th>
              <th scope="col">${s.opponent}</th>
              <th scope="col">${s.result}</th>
            </tr>
          </thead>
          <tbody data-window>
            ${
              listed.length === 0 && searching
                ? html`<tr><td colspan="4" class="muted">${s.foundNone}</td></tr>`
                : nothing
            }
            ${spacerRow(start, rowHeight, 4)}
            ${repeat(
              listed.slice(start, end),
              (t) => t.table,
              (t, i) => {
                const [a, b] = t.seats;
                const reported = a.score !== undefined && b.score !== undefined;
                return html`<tr aria-rowindex=${windowed ? start + i + 2 : nothing}>
                <th scope="row" class="num pin0">
                  ${
                    this.selectableTables
                      ? html`<button
                        class="link"
                        aria-label=${fill(s.selectTable, { n: formatNumber(t.table, lang) })}
                        @click=${() => this.dispatchEvent(new TcgMatchSelectEvent(`table-${t.table}`))}
                      >
                        ${formatNumber(t.table, lang)}
                      </button>`
                      : formatNumber(t.table, lang)
                  }
                </th>
                <td class="pin1">${this.#seat(a, s, lang)}</td>
                <td>${this.#seat(b, s, lang)}</td>
                <td>
                  ${
                    reported
                      ? `${formatNumber(a.score ?? 0, lang)}–${formatNumber(b.score ?? 0, lang)}`
                      : html`<span class="muted">${s.pending}</span>`
                  }
                </td>
              </tr>`;
              },
            )}
            ${spacerRow(listed.length - end, rowHeight, 4)}
          </tbody>
        </table>
      </div>
      ${
        view.byes.length > 0
          ? html`<p id="byes-title"><strong>${s.byes}</strong></p>
            <ul part="byes" aria-labelledby="byes-title">
              ${view.byes.map((seat) => html`<li>${this.#seat(seat, s, lang)}</li>`)}
            </ul>`
          : nothing
      }${this.#window.printing ? this.#byPlayer(view, s, lang) : nothing}
      <p class="visually-hidden" role="status" data-live>${this.announcement}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-pairings': TcgPairings;
  }
}
