import type { LadderRow, LadderView, StandingsRow, StandingsView } from '@tcgkit/core';
import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { fill, formatNumber, languageOf } from '../shared/i18n.js';
import { themeStyles } from '../shared/theme.js';
import { ViewElement } from '../shared/view-element.js';
import type { StandingsStrings } from '../standings/tcg-standings.js';

/** Every string `<tcg-ladder>` shows; override any through `strings`. */
export interface LadderStrings {
  readonly caption: string;
  readonly rating: string;
  readonly ratingDescription: string;
  /** Header of the deviation column. */
  readonly deviation: string;
  readonly deviationDescription: string;
  /** A deviation as shown; `{n}` is the deviation. */
  readonly deviationDisplay: string;
  /** Explanation line: the likely range, `{low}` to `{high}`. */
  readonly likelyRange: string;
  readonly likelyRangeDisplay: string;
  readonly change: string;
  readonly changeDescription: string;
  /** Shown for a player new in the last event (no earlier rating to compare with). */
  readonly newPlayer: string;
  readonly matches: string;
  readonly empty: string;
  readonly loading: string;
}

/** The English defaults of {@link LadderStrings}. */
export const defaultLadderStrings: LadderStrings = {
  caption: 'Ladder',
  rating: 'Rating',
  ratingDescription: 'The player’s rating: higher is stronger.',
  deviation: 'Deviation',
  deviationDescription:
    'How sure the rating is: the true strength is within two deviations of it about 95% of the time.',
  deviationDisplay: '±{n}',
  likelyRange: 'Likely range (two deviations, about 95%)',
  likelyRangeDisplay: '{low} to {high}',
  change: 'Change',
  changeDescription: 'Rating change since the last event.',
  newPlayer: 'new',
  matches: 'Matches',
  empty: 'No rated players yet.',
  loading: 'Loading ladder…',
};

/**
 * `<tcg-ladder>`: a rated standings table from a `LadderView` (see `toLadderView` in
 * @tcgkit/rating): rank (shared for equal ratings), player, rating, deviation shown as a ± range
 * (a button opens the likely range), change since the last event, and rated matches. It is a
 * `<tcg-standings>` inside, so it looks, reads and behaves like the other tables.
 *
 * Data: the `view` property, a `src` URL, or an inline `<script type="application/json">` child.
 *
 * @fires tcg-player-select - A player's name was activated (with `selectable-players`).
 * @fires tcg-data-error - `src` or inline JSON could not be read.
 * @csspart table - The standings table inside.
 *
 * @tag tcg-ladder
 */
export class TcgLadder extends ViewElement<LadderView> {
  /** Styles: the shared theme; the table brings its own. */
  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
      }
    `,
  ];

  protected readonly viewKind = 'ladder' as const;

  /** Overrides for any string. */
  @property({ attribute: false }) strings: Partial<LadderStrings> = {};
  /** Makes player names buttons that fire `tcg-player-select`. */
  @property({ type: Boolean, attribute: 'selectable-players' }) selectablePlayers = false;

  protected override render() {
    if (this.loadState === 'error') return html`<p role="alert">${this.loadError}</p>`;
    const s = { ...defaultLadderStrings, ...this.strings };
    const view = this.view;
    if (view === undefined)
      return html`<p class="muted" role="status">${this.loadState === 'loading' ? s.loading : s.empty}</p>`;
    const standingsStrings: Partial<StandingsStrings> = { caption: s.caption, empty: s.empty };
    return html`<tcg-standings
      exportparts="table"
      .view=${toStandings(view, s, languageOf(this))}
      .hiddenColumns=${['record', 'points']}
      .strings=${standingsStrings}
      ?selectable-players=${this.selectablePlayers}
      theme=${this.theme ?? nothing}
    ></tcg-standings>`;
  }
}

const whole = (n: number, lang: string) => formatNumber(Math.round(n), lang);

/** The ladder as the standings table shows it: rating, deviation, change and matches as cells. */
function toStandings(view: LadderView, s: LadderStrings, lang: string): StandingsView {
  const hasDeviation = view.rows.some((r) => r.deviation !== undefined);
  const columns = [
    { id: 'rating', label: s.rating, description: s.ratingDescription },
    ...(hasDeviation
      ? [{ id: 'deviation', label: s.deviation, description: s.deviationDescription }]
      : []),
    { id: 'change', label: s.change, description: s.changeDescription },
    { id: 'matches', label: s.matches },
  ];
  return {
    kind: 'standings',
    ...(view.title === undefined ? {} : { title: view.title }),
    columns,
    rows: view.rows.map((row) => toRow(row, s, lang)),
  };
}

function toRow(row: LadderRow, s: LadderStrings, lang: string): StandingsRow {
  const cells: Record<
    string,
    { value: number; display: string; explanation?: { label: string; display: string }[] }
  > = {
    rating: { value: row.rating, display: whole(row.rating, lang) },
    matches: { value: row.matches, display: formatNumber(row.matches, lang) },
  };
  if (row.deviation !== undefined) {
    const range = fill(s.likelyRangeDisplay, {
      low: whole(row.rating - 2 * row.deviation, lang),
      high: whole(row.rating + 2 * row.deviation, lang),
    });
    cells.deviation = {
      value: row.deviation,
      display: fill(s.deviationDisplay, { n: whole(row.deviation, lang) }),
      explanation: [{ label: s.likelyRange, display: range }],
    };
  }
  if (row.change === undefined) {
    cells.change = { value: 0, display: s.newPlayer };
  } else {
    const rounded = Math.round(row.change);
    const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
    cells.change = {
      value: row.change,
      display: `${sign}${formatNumber(Math.abs(rounded), lang)}`,
    };
  }
  return {
    participantId: row.participantId,
    name: row.name,
    rank: row.rank,
    shared: row.shared,
    record: { wins: 0, losses: 0, draws: 0 },
    points: 0,
    cells,
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-ladder': TcgLadder;
  }
}
