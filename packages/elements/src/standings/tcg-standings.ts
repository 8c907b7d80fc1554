import type { StandingsCell, StandingsColumn, StandingsRow, StandingsView } from '@tcgkit/core';
import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { TcgPlayerSelectEvent } from '../shared/events.js';
import { FindPlayer, type SearchMode } from '../shared/find-player.js';
import { fill, formatNumber, languageOf } from '../shared/i18n.js';
import { RowWindow, spacerRow, WINDOW_THRESHOLD } from '../shared/row-window.js';
import { bigTableStyles, tableStyles } from '../shared/table-styles.js';
import { themeStyles, visuallyHidden } from '../shared/theme.js';
import { ViewElement } from '../shared/view-element.js';

/** Every string `<tcg-standings>` shows or speaks; override any through `strings`. */
export interface StandingsStrings {
  readonly caption: string;
  /** Caption when the view says which round it follows; `{n}` is the round. */
  readonly captionAfterRound: string;
  readonly rank: string;
  readonly player: string;
  readonly record: string;
  readonly points: string;
  /** Shown before a shared rank, for example `=3`. */
  readonly sharedRankPrefix: string;
  /** Spoken for a shared rank; `{n}` is the rank. */
  readonly sharedRankSpoken: string;
  readonly dropped: string;
  readonly empty: string;
  readonly loading: string;
  /** Accessible name of an explanation button; `{label}`, `{value}`, `{name}`. */
  readonly explain: string;
  /** Heading of an opened explanation; `{label}`, `{name}`. */
  readonly explanationTitle: string;
  /** Label of the find-a-player box. */
  readonly find: string;
  /** Status while searching; `{n}` rows match out of `{total}`. */
  readonly found: string;
  /** Shown in the table when no name matches. */
  readonly foundNone: string;
  /** Said politely when a live update brings standings after a new round; `{n}` is the round. */
  readonly roundUp: string;
  /** Said politely when a live update changes the standings otherwise. */
  readonly updated: string;
}

/** The English defaults of {@link StandingsStrings}. */
export const defaultStandingsStrings: StandingsStrings = {
  caption: 'Standings',
  captionAfterRound: 'Standings after round {n}',
  rank: 'Rank',
  player: 'Player',
  record: 'Record (W–L–D)',
  points: 'Points',
  sharedRankPrefix: '=',
  sharedRankSpoken: 'tied for {n}',
  dropped: 'dropped',
  empty: 'No standings yet.',
  loading: 'Loading standings…',
  explain: '{label} {value} for {name}: show how it is computed',
  explanationTitle: '{label} of {name}',
  find: 'Find a player',
  found: '{n} of {total} players',
  foundNone: 'No player matches this name.',
  roundUp: 'Standings after round {n} are up.',
  updated: 'Standings updated.',
};

/**
 * `<tcg-standings>`: a Swiss or round robin standings table from a `StandingsView` (see
 * `toStandingsView` in @tcgkit/tiebreakers). Rank with shared placements, record, points and one
 * column per tiebreaker; every tiebreaker cell that carries an explanation is a button that opens
 * the numbers behind it (for OMW%: each opponent and the value used after the floor).
 *
 * Data: the `view` property, a `src` URL, or an inline `<script type="application/json">` child.
 *
 * @fires tcg-player-select - A player's name was activated ({@link TcgPlayerSelectEvent}).
 * @fires tcg-data-error - `src` or inline JSON could not be read.
 * @csspart table - The table.
 * @csspart row - Each player's row.
 * @csspart explanation - An opened explanation row.
 *
 * @tag tcg-standings
 */
export class TcgStandings extends ViewElement<StandingsView> {
  /** Styles: the shared theme and table styles. */
  static override styles = [
    themeStyles,
    visuallyHidden,
    tableStyles,
    bigTableStyles,
    css`
      tr.dropped th[scope='row'] {
        color: var(--_muted);
      }
      tr[part~='explanation'] td {
        white-space: normal;
        background: color-mix(in srgb, var(--_accent) 8%, transparent);
      }
      tr[part~='explanation'] ul {
        margin: 0.25rem 0;
        padding-inline-start: 1.25rem;
      }
    `,
  ];

  protected readonly viewKind = 'standings' as const;

  /** Overrides for any string. */
  @property({ attribute: false }) strings: Partial<StandingsStrings> = {};
  /**
   * Column ids not to show (the group tables fold their tiebreakers this way). `record` and
   * `points` hide those two fixed columns (the ladder shows neither).
   */
  @property({ attribute: false }) hiddenColumns: readonly string[] = [];
  /** Makes player names buttons that fire `tcg-player-select`. */
  @property({ type: Boolean, attribute: 'selectable-players' }) selectablePlayers = false;

  /**
   * The find-a-player box above the table: `auto` (the default) shows it from 20 rows, `on`
   * always, `off` never. Typing lists only the players whose name contains the text (case and
   * accents ignored), keeping their ranks.
   */
  @property({ type: String }) search: SearchMode = 'auto';

  /** Open explanations, as `participantId column-id` keys. */
  @state() private open = new Set<string>();

  readonly #window = new RowWindow(this);
  readonly #find = new FindPlayer<StandingsRow>(this, this.#window, (row) => row.name);

  protected override describeUpdate(previous: StandingsView, next: StandingsView): string {
    const s = { ...defaultStandingsStrings, ...this.strings };
    return next.afterRound !== undefined && next.afterRound !== previous.afterRound
      ? fill(s.roundUp, { n: formatNumber(next.afterRound, languageOf(this)) })
      : s.updated;
  }

  #toggle(key: string): void {
    const next = new Set(this.open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    this.open = next;
  }

  protected override render() {
    const s = { ...defaultStandingsStrings, ...this.strings };
    const view = this.view;
    if (this.loadState === 'error') return html`<p role="alert">${this.loadError}</p>`;
    if (view === undefined) {
      return html`<p class="muted" role="status">${this.loadState === 'loading' ? s.loading : s.empty}</p>`;
    }
    const lang = languageOf(this);
    const columns = view.columns.filter(
      (c) => c.id !== 'points' && !this.hiddenColumns.includes(c.id),
    );
    const caption =
      view.title ??
      (view.afterRound === undefined
        ? s.caption
        : fill(s.captionAfterRound, { n: formatNumber(view.afterRound, lang) }));
    const showRecord = !this.hiddenColumns.includes('record');
    const showPoints = !this.hiddenColumns.includes('points');
    const width = 2 + (showRecord ? 1 : 0) + (showPoints ? 1 : 0) + columns.length;
    const listed = this.#find.filter(view.rows);
    const { start, end, rowHeight } = this.#window.range(listed.length);
    const windowed = listed.length > WINDOW_THRESHOLD;
    const searching = this.#find.searching;
    return html`${this.#find.render(this.search, s, listed.length, view.rows.length, lang)}<div class="scroll" role="group" aria-label=${caption} tabindex="0">
      <table part="table" aria-rowcount=${windowed ? listed.length + 1 : nothing}>
        <caption>${caption}</caption>
        <thead>
          <tr>
            <th scope="col" class="num pin0">${s.rank}</th>
            <th scope="col" class="pin1">${s.player}</th>
            ${showRecord ? html`<th scope="col">${s.record}</th>` : nothing}
            ${showPoints ? html`<th scope="col" class="num">${s.points}</th>` : nothing}
            ${columns.map(
              (c) =>
                html`<th scope="col" class="num" title=${c.description ?? nothing}>${c.label}</th>`,
            )}
          </tr>
        </thead>
        <tbody data-window>
          ${
            listed.length === 0
              ? html`<tr><td colspan=${width} class="muted">${searching ? s.foundNone : s.empty}</td></tr>`
              : nothing
          }
          ${spacerRow(start, rowHeight, width)}
          ${repeat(
            listed.slice(start, end),
            (row) => row.participantId,
            (row, i) =>
              this.#row(
                row,
                columns,
                s,
                lang,
                width,
                showRecord,
                showPoints,
                windowed ? start + i + 2 : undefined,
              ),
          )}
          ${spacerRow(listed.length - end, rowHeight, width)}
        </tbody>
      </table>
    </div>
    <p class="visually-hidden" role="status" data-live>${this.announcement}</p>`;
  }

  #row(
    row: StandingsRow,
    columns: readonly StandingsColumn[],
    s: StandingsStrings,
    lang: string,
    width: number,
    showRecord: boolean,
    showPoints: boolean,
    rowIndex: number | undefined,
  ) {
    const { wins, losses, draws } = row.record;
    const rank = formatNumber(row.rank, lang);
    const openHere = columns.filter((c) => this.open.has(`${row.participantId} ${c.id}`));
    return html`<tr part="row" class=${row.dropped ? 'dropped' : ''} aria-rowindex=${rowIndex ?? nothing}>
        <td class="num pin0">
          ${
            row.shared
              ? html`<span aria-hidden="true">${s.sharedRankPrefix}${rank}</span
                ><span class="visually-hidden">${fill(s.sharedRankSpoken, { n: rank })}</span>`
              : rank
          }
        </td>
        <th scope="row" class="pin1">
          ${
            this.selectablePlayers
              ? html`<button class="link" @click=${() => this.dispatchEvent(new TcgPlayerSelectEvent(row.participantId))}>
                ${row.name}
              </button>`
              : row.name
          }
          ${row.dropped ? html` <span class="muted">(${s.dropped})</span>` : nothing}
        </th>
        ${showRecord ? html`<td>${formatNumber(wins, lang)}–${formatNumber(losses, lang)}–${formatNumber(draws, lang)}</td>` : nothing}
        ${showPoints ? html`<td class="num">${formatNumber(row.points, lang)}</td>` : nothing}
        ${columns.map((c) => this.#cell(row, c, row.cells[c.id], s))}
      </tr>
      ${openHere.map(
        (c) => html`<tr part="explanation" id=${this.#explanationId(row, c)}>
          <td colspan=${width}>
            <strong>${fill(s.explanationTitle, { label: c.label, name: row.name })}</strong>
            <ul>
              ${(row.cells[c.id]?.explanation ?? []).map(
                (line) =>
                  html`<li>${line.label === '' || line.label === '=' ? `${line.label} ${line.display}`.trim() : `${line.label}: ${line.display}`}</li>`,
              )}
            </ul>
          </td>
        </tr>`,
      )}`;
  }

  #explanationId(row: StandingsRow, column: StandingsColumn): string {
    return `why-${row.participantId}-${column.id}`.replace(/[^\w-]/g, '_');
  }

  #cell(
    row: StandingsRow,
    column: StandingsColumn,
    cell: StandingsCell | undefined,
    s: StandingsStrings,
  ) {
    if (cell === undefined) return html`<td class="num muted">–</td>`;
    if (cell.explanation === undefined || cell.explanation.length === 0) {
      return html`<td class="num">${cell.display}</td>`;
    }
    const key = `${row.participantId} ${column.id}`;
    const expanded = this.open.has(key);
    return html`<td class="num">
      <button
        class="link"
        aria-expanded=${expanded ? 'true' : 'false'}
        aria-controls=${expanded ? this.#explanationId(row, column) : nothing}
        aria-label=${fill(s.explain, { label: column.label, value: cell.display, name: row.name })}
        @click=${() => this.#toggle(key)}
      >
        ${cell.display}
      </button>
    </td>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-standings': TcgStandings;
  }
}
