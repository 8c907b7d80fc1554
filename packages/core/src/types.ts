/**
 * Plain-data types shared by every tcgkit engine and element. Everything here is JSON: no
 * classes, `Map`s, `Date`s or functions, so state can be saved, sent and reloaded anywhere.
 * @module
 */

/** A player's or team's id within one event. Any non-empty string the organizer chooses. */
export type ParticipantId = string;

/** A player or team as registered. */
export interface Participant {
  readonly id: ParticipantId;
  /** The display name; defaults to the id where a view needs one. */
  readonly name?: string;
  /** Initial seed, 1 is best. Breaks the last tie in standings. */
  readonly seed?: number;
  /** A rating (Elo, Glicko...) for rating-based seeding. Higher is better. */
  readonly rating?: number;
}

/** Games won, lost and drawn, from one side's point of view. */
export interface GameTally {
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
}

/**
 * The result of one match, from the first listed player's point of view.
 *
 * - `played`: both sat down; games won by each side and drawn games.
 * - `bye`: the player had no opponent this round (never an opponent in any tiebreaker).
 * - `automatic-win`: the opponent did not play (no-show or drop): `winner` is the side index.
 * - `late-entry-loss`: a round the player missed by registering late; no opponent.
 */
export type MatchResult =
  | {
      readonly type: 'played';
      readonly games: readonly [number, number];
      readonly drawnGames?: number;
    }
  | { readonly type: 'bye' }
  | { readonly type: 'automatic-win'; readonly winner: 0 | 1; readonly reason: 'no-show' | 'drop' }
  | { readonly type: 'late-entry-loss' };

/** A match's lifecycle as shown to players. */
export type MatchStatus = 'pending' | 'ready' | 'in-progress' | 'completed' | 'bye';

/** A win-loss-draw record. */
export interface WinLossDraw {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

/** One column of a standings table: points or a tiebreaker. */
export interface StandingsColumn {
  /** A stable id, for example `points` or a tiebreaker id such as `opponent_match_win_percentage`. */
  readonly id: string;
  /** The short header, for example `OMW%`. */
  readonly label: string;
  /** A sentence that says what the column measures. */
  readonly description?: string;
  /**
   * True for a column folded away on narrow screens until the reader asks for it (a group
   * table's tiebreaker percentages, under Show tiebreakers).
   */
  readonly foldable?: boolean;
}

/** One value in a standings cell, with what a person needs to trust it. */
export interface StandingsCell {
  /** The raw number used for ranking. */
  readonly value: number;
  /** The value as shown, for example `57.76%`. */
  readonly display: string;
  /** Why the value is what it is (for example each opponent and the value used after the floor). */
  readonly explanation?: readonly StandingsExplanationLine[];
}

/** One line of a cell's explanation: a label, and the number it contributes. */
export interface StandingsExplanationLine {
  readonly label: string;
  readonly display: string;
  /** The participant the line is about, when it is about one (an opponent). */
  readonly participantId?: ParticipantId;
}

/** One row of a standings table. */
export interface StandingsRow {
  readonly participantId: ParticipantId;
  readonly name: string;
  /** Placement, 1 is best. Rows that share a placement have the same rank. */
  readonly rank: number;
  /** True when another row has the same rank. */
  readonly shared: boolean;
  readonly record: WinLossDraw;
  readonly points: number;
  /** Cells keyed by {@link StandingsColumn.id}. */
  readonly cells: Readonly<Record<string, StandingsCell>>;
  /** True for a player who dropped. */
  readonly dropped?: boolean;
}

/** One rated player on a ladder. */
export interface LadderRow {
  readonly participantId: ParticipantId;
  readonly name: string;
  /** Placement by rating, 1 is best. Rows with the same rating share a rank. */
  readonly rank: number;
  /** True when another row has the same rank. */
  readonly shared: boolean;
  readonly rating: number;
  /** The rating deviation (Glicko-2), shown as a ± range; absent under Elo. */
  readonly deviation?: number;
  /** The rating change since the last event rated; absent for a player new in it. */
  readonly change?: number;
  /** Rated matches played. */
  readonly matches: number;
}

/** What a ladder element renders: rated players, best first (see `toLadderView` in @tcgkit/rating). */
export interface LadderView {
  readonly kind: 'ladder';
  readonly title?: string;
  readonly rows: readonly LadderRow[];
}

/** What a standings element renders: columns in order, and ranked rows. */
export interface StandingsView {
  readonly kind: 'standings';
  readonly title?: string;
  /** The round the standings are after, when they belong to a round-based stage. */
  readonly afterRound?: number;
  readonly columns: readonly StandingsColumn[];
  readonly rows: readonly StandingsRow[];
}

/** Where a bracket slot's player comes from. */
export type SlotSource =
  | { readonly type: 'seed'; readonly seed: number }
  | { readonly type: 'winner'; readonly matchId: string; readonly label: string }
  | { readonly type: 'loser'; readonly matchId: string; readonly label: string }
  | { readonly type: 'bye' };

/** One side of a bracket match. */
export interface BracketSlot {
  readonly participantId?: ParticipantId;
  readonly name?: string;
  readonly seed?: number;
  readonly score?: number;
  readonly source?: SlotSource;
  /** Set once the match is decided. */
  readonly outcome?: 'win' | 'loss' | 'draw';
  /** True when no player will ever fill this slot (a bye), so it can be drawn as `Bye`. */
  readonly bye?: boolean;
}

/** One match in a bracket view. */
export interface BracketMatch {
  readonly id: string;
  /** Short label such as `W2.3` (winners round 2, match 3). */
  readonly label: string;
  readonly status: MatchStatus;
  readonly slots: readonly [BracketSlot, BracketSlot];
  /** The match the winner goes to, if any. */
  readonly winnerTo?: string;
  /** The match the loser goes to, if any. */
  readonly loserTo?: string;
  /** Which slot (0 or 1) of {@link BracketMatch.winnerTo} the winner fills. */
  readonly winnerToSlot?: 0 | 1;
  /** Which slot (0 or 1) of {@link BracketMatch.loserTo} the loser fills. */
  readonly loserToSlot?: 0 | 1;
  /** True for a match played only if needed (a grand final reset). */
  readonly conditional?: boolean;
  /** True for a match that will not be played (a reset the winners-bracket player made unnecessary). */
  readonly skipped?: boolean;
}

/** Which part of a bracket a round belongs to. */
export type BracketSection = 'winners' | 'losers' | 'grand-final' | 'third-place';

/** One column of a bracket. */
export interface BracketRound {
  readonly id: string;
  readonly section: BracketSection;
  /** 1-based within its section. */
  readonly number: number;
  /** A human name: `Final`, `Semifinals`, `Losers round 2`... */
  readonly name: string;
  readonly matches: readonly BracketMatch[];
}

/** What a bracket element renders, with no tournament rules needed to draw it. */
export interface BracketView {
  readonly kind: 'bracket';
  readonly format: 'single-elimination' | 'double-elimination';
  readonly title?: string;
  readonly rounds: readonly BracketRound[];
  /** True once the bracket is over: a champion is decided, or an early cutoff stopped it. */
  readonly complete?: boolean;
}

/** One player at a table in a pairings view. */
export interface PairingsSeat {
  readonly participantId: ParticipantId;
  readonly name: string;
  /** Points before the round, shown next to the name. */
  readonly points?: number;
  /** Record before the round. */
  readonly record?: WinLossDraw;
  /** Games won in this round's match, once reported. */
  readonly score?: number;
  readonly outcome?: 'win' | 'loss' | 'draw';
}

/** One table of a round: two seats, or one seat and a bye. */
export interface PairingsTable {
  /** Table number, 1-based. */
  readonly table: number;
  readonly seats: readonly [PairingsSeat, PairingsSeat];
  readonly status: MatchStatus;
}

/** What a pairings element renders: one round's tables and byes. */
export interface PairingsView {
  readonly kind: 'pairings';
  readonly title?: string;
  readonly round: number;
  readonly tables: readonly PairingsTable[];
  /** Players with a bye this round. */
  readonly byes: readonly PairingsSeat[];
}

/** One coloured part of a donut, gauge or bars widget in a dashboard view. */
export interface DashboardSegment {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** CSS color; empty lets the renderer pick from its palette. */
  readonly color: string;
}

/** Fields every dashboard widget carries. */
export interface DashboardWidgetBase {
  readonly label: string;
  /** True when the widget has nothing to show: the renderer draws a "No data" placeholder. */
  readonly noData: boolean;
}

/**
 * One widget of a calculator dashboard, as normalized by `@tcgkit/calculator`
 * (`normalizeCalculatorResult`): every field present, every list within the caps.
 */
export type DashboardWidget =
  | (DashboardWidgetBase & {
      readonly kind: 'stat';
      readonly value: number | string;
      readonly unit?: string;
    })
  | (DashboardWidgetBase & {
      readonly kind: 'histogram';
      readonly buckets: readonly number[];
      readonly labels: readonly string[];
    })
  | (DashboardWidgetBase & {
      readonly kind: 'donut';
      readonly segments: readonly DashboardSegment[];
    })
  | (DashboardWidgetBase & {
      readonly kind: 'gauge';
      readonly segments: readonly DashboardSegment[];
    })
  | (DashboardWidgetBase & {
      readonly kind: 'bars';
      readonly segments: readonly DashboardSegment[];
    })
  | (DashboardWidgetBase & {
      readonly kind: 'table';
      readonly columns: readonly string[];
      readonly rows: readonly (readonly (number | string)[])[];
    })
  | (DashboardWidgetBase & {
      readonly kind: 'hypergeometric';
      readonly population: number;
      readonly successCount: number;
      readonly draws: number;
      readonly odds: {
        readonly atLeastOne: number;
        readonly exact: readonly { readonly count: number; readonly probability: number }[];
      };
    })
  | (DashboardWidgetBase & {
      readonly kind: 'ratio';
      readonly numerator: number;
      readonly denominator: number;
      readonly format?: 'number' | 'percent' | 'multiplier' | 'ratio';
      readonly quotient: number | null;
    });

/** What a calculator dashboard element renders: widgets in order. */
export interface DashboardView {
  readonly kind: 'dashboard';
  readonly title?: string;
  readonly widgets: readonly DashboardWidget[];
}

/** What a group-stage element renders: one standings table per group. */
export interface GroupsView {
  readonly kind: 'groups';
  readonly title?: string;
  /** One table per group, in group order; each table's `title` names the group. */
  readonly groups: readonly StandingsView[];
  /**
   * Column ids always shown (for example `knockout`, "In the knockout"); the other tiebreaker
   * columns fold away until the reader asks for them.
   */
  readonly pinnedColumns?: readonly string[];
}

/** One player's seat in a free-for-all lobby. */
export interface LobbySeat {
  readonly participantId: ParticipantId;
  readonly name: string;
  /** Total points before this match. */
  readonly pointsBefore?: number;
  /** Finishing place in this match, once reported (tied players share it). */
  readonly place?: number;
  /** Points earned in this match, once reported. */
  readonly pointsEarned?: number;
  /** Opponents eliminated in this match, when any. */
  readonly eliminations?: number;
}

/** One lobby (pod) of a free-for-all match. */
export interface LobbyTable {
  readonly id: string;
  /** 1-based within the match. */
  readonly number: number;
  readonly status: MatchStatus;
  /** In seating order before a result; in finishing order after one. */
  readonly seats: readonly LobbySeat[];
}

/** What a free-for-all element renders: one match's lobbies. */
export interface LobbiesView {
  readonly kind: 'lobbies';
  readonly title?: string;
  /** The match number, 1-based. */
  readonly match: number;
  readonly lobbies: readonly LobbyTable[];
}
