import type { GroupsView, StandingsView } from '@tcgkit/core';
import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { themeStyles } from '../shared/theme.js';
import { ViewElement } from '../shared/view-element.js';
import type { StandingsStrings } from '../standings/tcg-standings.js';

/** Every string `<tcg-groups>` shows; override any through `strings`. */
export interface GroupsStrings {
  readonly showTiebreakers: string;
  readonly hideTiebreakers: string;
  readonly empty: string;
  /** Shown while `src` loads. */
  readonly loading: string;
}

/** The English defaults of {@link GroupsStrings}. */
export const defaultGroupsStrings: GroupsStrings = {
  showTiebreakers: 'Show tiebreakers',
  hideTiebreakers: 'Hide tiebreakers',
  empty: 'No groups yet.',
  loading: 'Loading groups…',
};

/**
 * `<tcg-groups>`: the tables of a group stage from a `GroupsView` (one `StandingsView` per group,
 * see `toGroupTableView` in @tcgkit/round-robin): rank, record, points and the pinned columns
 * (such as "In the knockout") always shown, the tiebreaker columns folded behind one toggle that
 * opens them in every table at once. Each table is a `<tcg-standings>`, so every tiebreaker cell
 * still explains itself.
 *
 * @fires tcg-player-select - From the tables, with `selectable-players`.
 * @fires tcg-data-error - `src` or inline JSON could not be read.
 * @csspart toggle - The show/hide tiebreakers button.
 * @csspart grid - The grid of group tables.
 *
 * @tag tcg-groups
 */
export class TcgGroups extends ViewElement<GroupsView> {
  /** Styles: the shared theme and the grid of tables. */
  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
      }
      .grid {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 36rem), 1fr));
        gap: 1rem;
      }
      button {
        font: inherit;
        color: var(--_accent);
        background: none;
        border: 1px solid var(--_border);
        border-radius: 4px;
        padding: 0.25rem 0.75rem;
        margin-block-end: 0.5rem;
        cursor: pointer;
      }
      button:focus-visible {
        outline: 2px solid var(--_accent);
        outline-offset: 2px;
      }
    `,
  ];

  protected readonly viewKind = 'groups' as const;

  /** Overrides for this element's strings. */
  @property({ attribute: false }) strings: Partial<GroupsStrings> = {};
  /** Overrides passed to every table. */
  @property({ attribute: false }) standingsStrings: Partial<StandingsStrings> = {};
  /** Makes player names buttons that fire `tcg-player-select`. */
  @property({ type: Boolean, attribute: 'selectable-players' }) selectablePlayers = false;
  /** Whether the tiebreaker columns are shown. */
  @state() protected expanded = false;

  protected override render() {
    if (this.loadState === 'error') return html`<p role="alert">${this.loadError}</p>`;
    const s = { ...defaultGroupsStrings, ...this.strings };
    const view = this.view;
    if (view === undefined || view.groups.length === 0)
      return html`<p role="status">${this.loadState === 'loading' ? s.loading : s.empty}</p>`;
    const pinned = new Set(view.pinnedColumns ?? []);
    const folded = this.expanded
      ? []
      : [...new Set(view.groups.flatMap((g) => g.columns.map((c) => c.id)))].filter(
          (id) => id !== 'points' && !pinned.has(id),
        );
    return html`${view.title ? html`<p><strong>${view.title}</strong></p>` : nothing}
      <button
        part="toggle"
        aria-expanded=${this.expanded ? 'true' : 'false'}
        aria-controls="grid"
        @click=${() => (this.expanded = !this.expanded)}
      >
        ${this.expanded ? s.hideTiebreakers : s.showTiebreakers}
      </button>
      <div class="grid" part="grid" id="grid">
        ${view.groups.map(
          (g) => html`<tcg-standings
            .view=${pinnedFirst(g, pinned)}
            .hiddenColumns=${folded}
            .strings=${this.standingsStrings}
            ?selectable-players=${this.selectablePlayers}
            theme=${this.theme ?? nothing}
          ></tcg-standings>`,
        )}
      </div>`;
  }
}

/**
 * A group's table with its pinned columns right after the fixed ones (rank, player, record,
 * points), before every tiebreaker: what each place led to stays in view in a table that
 * scrolls sideways, folded or not. Same view when nothing is pinned.
 */
function pinnedFirst(group: StandingsView, pinned: ReadonlySet<string>): StandingsView {
  if (pinned.size === 0) return group;
  const first = group.columns.filter((c) => pinned.has(c.id));
  if (first.length === 0) return group;
  return { ...group, columns: [...first, ...group.columns.filter((c) => !pinned.has(c.id))] };
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-groups': TcgGroups;
  }
}
