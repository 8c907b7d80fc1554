import type { LobbiesView, LobbyTable } from '@tcgkit/core';
import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { TcgMatchSelectEvent } from '../shared/events.js';
import { fill, formatNumber, languageOf } from '../shared/i18n.js';
import { tableStyles } from '../shared/table-styles.js';
import { themeStyles, visuallyHidden } from '../shared/theme.js';
import { ViewElement } from '../shared/view-element.js';

/** Every string `<tcg-lobbies>` shows or speaks; override any through `strings`. */
export interface LobbiesStrings {
  /** Heading of the whole view; `{n}` is the match number. */
  readonly caption: string;
  /** Caption of one lobby; `{n}` is its number. */
  readonly lobby: string;
  readonly seat: string;
  readonly place: string;
  readonly player: string;
  readonly pointsBefore: string;
  readonly pointsEarned: string;
  readonly eliminations: string;
  readonly status: Readonly<Record<LobbyTable['status'], string>>;
  readonly empty: string;
  /** Shown while `src` loads. */
  readonly loading: string;
  /** Accessible name of a lobby's select button; `{n}`. */
  readonly selectLobby: string;
}

/** The English defaults of {@link LobbiesStrings}. */
export const defaultLobbiesStrings: LobbiesStrings = {
  caption: 'Match {n} lobbies',
  lobby: 'Lobby {n}',
  seat: 'Seat',
  place: 'Place',
  player: 'Player',
  pointsBefore: 'Points before',
  pointsEarned: 'Points earned',
  eliminations: 'Eliminations',
  status: {
    pending: 'not started',
    ready: 'ready',
    'in-progress': 'in progress',
    completed: 'finished',
    bye: 'bye',
  },
  empty: 'No lobbies yet.',
  loading: 'Loading lobbies…',
  selectLobby: 'Open lobby {n}',
};

/**
 * `<tcg-lobbies>`: one free-for-all match's lobbies (pods) from a `LobbiesView` (see
 * `toLobbiesView` in @tcgkit/ffa): seats in seating order before a result, then finishing order
 * with each player's place (tied players share it), points earned and eliminations.
 *
 * @fires tcg-match-select - A lobby's number was activated (with `selectable-lobbies`); `matchId` is the lobby id.
 * @fires tcg-data-error - `src` or inline JSON could not be read.
 * @csspart grid - The grid of lobbies.
 * @csspart lobby - One lobby's table.
 *
 * @tag tcg-lobbies
 */
export class TcgLobbies extends ViewElement<LobbiesView> {
  /** Styles: the shared theme, table styles and the grid. */
  static override styles = [
    themeStyles,
    visuallyHidden,
    tableStyles,
    css`
      .grid {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
        gap: 1rem;
      }
      .status {
        font-weight: 400;
        color: var(--_muted);
      }
      /* Column headers wrap ("Points / earned") so a finished lobby's five columns fit a grid
         cell at 1280 px; the numbers below never wrap. */
      thead th {
        white-space: normal;
        vertical-align: bottom;
        min-width: 3.5em;
      }
    `,
  ];

  protected readonly viewKind = 'lobbies' as const;

  /** Overrides for any string. */
  @property({ attribute: false }) strings: Partial<LobbiesStrings> = {};
  /** Makes lobby captions buttons that fire `tcg-match-select`. */
  @property({ type: Boolean, attribute: 'selectable-lobbies' }) selectableLobbies = false;

  #lobby(lobby: LobbyTable, s: LobbiesStrings, lang: string) {
    const reported = lobby.seats.some((seat) => seat.place !== undefined);
    const showElims = lobby.seats.some((seat) => seat.eliminations !== undefined);
    const title = fill(s.lobby, { n: formatNumber(lobby.number, lang) });
    return html`<div class="scroll" role="group" aria-label=${title} tabindex="0">
      <table part="lobby">
        <caption>
          ${
            this.selectableLobbies
              ? html`<button
                class="link"
                aria-label=${fill(s.selectLobby, { n: formatNumber(lobby.number, lang) })}
                @click=${() => this.dispatchEvent(new TcgMatchSelectEvent(lobby.id))}
              >
                ${title}
              </button>`
              : title
          }
          <span class="status">(${s.status[lobby.status]})</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" class="num">${reported ? s.place : s.seat}</th>
            <th scope="col">${s.player}</th>
            <th scope="col" class="num">${s.pointsBefore}</th>
            ${reported ? html`<th scope="col" class="num">${s.pointsEarned}</th>` : nothing}
            ${showElims ? html`<th scope="col" class="num">${s.eliminations}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${lobby.seats.map(
            (seat, i) => html`<tr>
              <td class="num">${formatNumber(reported ? (seat.place ?? 0) : i + 1, lang)}</td>
              <th scope="row">${seat.name}</th>
              <td class="num">${formatNumber(seat.pointsBefore ?? 0, lang)}</td>
              ${reported ? html`<td class="num">${formatNumber(seat.pointsEarned ?? 0, lang)}</td>` : nothing}
              ${showElims ? html`<td class="num">${formatNumber(seat.eliminations ?? 0, lang)}</td>` : nothing}
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  protected override render() {
    if (this.loadState === 'error') return html`<p role="alert">${this.loadError}</p>`;
    const s = { ...defaultLobbiesStrings, ...this.strings };
    const view = this.view;
    if (view === undefined || view.lobbies.length === 0)
      return html`<p role="status">${this.loadState === 'loading' ? s.loading : s.empty}</p>`;
    const lang = languageOf(this);
    return html`<p><strong>${view.title ?? fill(s.caption, { n: formatNumber(view.match, lang) })}</strong></p>
      <div class="grid" part="grid">${view.lobbies.map((lobby) => this.#lobby(lobby, s, lang))}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-lobbies': TcgLobbies;
  }
}
