import type { PairingsSeat, PairingsView } from '@tcgkit/core';
import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { TcgMatchSelectEvent } from '../shared/events.js';
import { fill, formatNumber, languageOf } from '../shared/i18n.js';
import { tableStyles } from '../shared/table-styles.js';
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
    return html`<div class="scroll" role="group" aria-label=${caption} tabindex="0">
        <table part="table">
          <caption>${caption}</caption>
          <thead>
            <tr>
              <th scope="col" class="num">${s.table}</th>
              <th scope="col">${s.player}</th>
              <th scope="col">${s.opponent}</th>
              <th scope="col">${s.result}</th>
            </tr>
          </thead>
          <tbody>
            ${view.tables.map((t) => {
              const [a, b] = t.seats;
              const reported = a.score !== undefined && b.score !== undefined;
              return html`<tr>
                <th scope="row" class="num">
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
                <td>${this.#seat(a, s, lang)}</td>
                <td>${this.#seat(b, s, lang)}</td>
                <td>
                  ${
                    reported
                      ? `${formatNumber(a.score ?? 0, lang)}–${formatNumber(b.score ?? 0, lang)}`
                      : html`<span class="muted">${s.pending}</span>`
                  }
                </td>
              </tr>`;
            })}
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
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-pairings': TcgPairings;
  }
}
