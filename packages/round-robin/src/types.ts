/**
 * The plain-data model of a round robin stage (optionally split into groups, optionally followed
 * by crossover playoffs): settings, the saved state, matches, results and the organizer's log.
 * Everything is JSON, so a stage can be saved, sent and reloaded anywhere.
 * @module
 */
import type { Participant, ParticipantId, RngState } from '@tcgkit/core';

/** Points for a win, a draw and a loss. */
export interface PointsTable {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/**
 * How a drawn match is settled (the tournament's draw setting):
 * - `counts`: the draw stands and gives draw points.
 * - `coin-flip`: a seeded coin flip (the Chaos Orb flip) picks a winner; the result is recorded
 *   as decided by the flip.
 */
export type DrawSetting = 'counts' | 'coin-flip';

/**
 * How players are split into groups:
 * - `none`: one round robin among everyone.
 * - `group-count`: this many groups.
 * - `players-per-group`: groups of at most this many players (as many groups as that needs).
 */
export type Grouping =
  | { readonly type: 'none' }
  | { readonly type: 'group-count'; readonly groups: number }
  | { readonly type: 'players-per-group'; readonly players: number };

/**
 * How each group is played:
 * - `round-robin`: everyone meets everyone `cycles` times, all matches laid out at once.
 * - `swiss`: a fixed number of Swiss rounds inside each group (needs `@tcgkit/swiss`).
 */
export type GroupPlay =
  | { readonly type: 'round-robin' }
  | { readonly type: 'swiss'; readonly rounds: number };

/** A tiebreaker of a plain round robin (tournaments page), applied in order after points. */
export type RoundRobinTiebreaker =
  | 'head_to_head'
  | 'score_difference'
  | 'game_win_percentage'
  | 'points_scored';

/**
 * How players level on points are ordered:
 * - `group-stage`: the exact order of the group stage page (head-to-head of exactly two, GW%,
 *   OGW%, OMW%, head-to-head again, draw order).
 * - a list of {@link RoundRobinTiebreaker}s applied in order, then the initial seed.
 */
export type TiebreakOrder = 'group-stage' | readonly RoundRobinTiebreaker[];

/** The playoffs after the group stage. */
export interface PlayoffSettings {
  /** How many go straight through from each group (the best N). */
  readonly advancePerGroup: number;
  /** The number of playoff places, a power of two; places beyond the direct qualifiers are filled with the best of the next. */
  readonly size: number;
}

/** The settings of a round robin stage as the organizer sets them. Every field is optional. */
export interface RoundRobinSettings {
  /** Default `{ type: 'none' }`, or `{ type: 'group-count', groups: 4 }` when `playoffs` is set. */
  readonly grouping?: Grouping;
  /** How many times everyone meets everyone (Round robin cycles). Default 1. */
  readonly cycles?: number;
  /** Round robin laid out at once (default) or Swiss rounds within each group. */
  readonly groupPlay?: GroupPlay;
  /** Default 3 / 1 / 0. */
  readonly points?: PointsTable;
  /** Default `counts`. */
  readonly draws?: DrawSetting;
  /** When true, the opponent must confirm a reported result before it counts. Default false. */
  readonly requireConfirmation?: boolean;
  /** Default `group-stage` with playoffs, otherwise `['head_to_head', 'score_difference']` (grouped or not). */
  readonly tiebreakers?: TiebreakOrder;
  /** The lowest value an opponent's percentage counts as (group-stage order). Default 0.33. */
  readonly opponentFloor?: number;
  /** Crossover playoffs after the groups. Absent: no playoffs. */
  readonly playoffs?: PlayoffSettings | null;
  /** A title for views. */
  readonly title?: string;
}

/** {@link RoundRobinSettings} with every default filled in, as stored in the state. */
export interface ResolvedRoundRobinSettings {
  readonly grouping: Grouping;
  readonly cycles: number;
  readonly groupPlay: GroupPlay;
  readonly points: PointsTable;
  readonly draws: DrawSetting;
  readonly requireConfirmation: boolean;
  readonly tiebreakers: TiebreakOrder;
  readonly opponentFloor: number;
  readonly playoffs: PlayoffSettings | null;
  readonly title: string | null;
}

/** One group: its id (`A`, `B`...) and its players in draw order. */
export interface Group {
  readonly id: string;
  readonly name: string;
  /** The players in the order they were dealt into the group (the draw order). */
  readonly playerIds: readonly ParticipantId[];
}

/** Who did something and when: the time is passed in by the caller (ISO 8601). */
export interface Actor {
  /** Who acted: an organizer's or player's id, as the caller names them. */
  readonly by: string;
  /** When, as an ISO 8601 date-time such as `2026-05-01T18:00:00Z`. */
  readonly at: string;
}

/** How a match result came about. */
export type DecidedBy = 'score' | 'coin-flip' | 'administrator' | 'drop';

/** A match's result as stored. Games are from the first listed player's point of view. */
export interface MatchRecord {
  /** Games won by each side. Empty (0-0) for an automatic win. */
  readonly games: readonly [number, number];
  /** Games drawn. */
  readonly drawnGames: number;
  /** The side that won (0 or 1), or `null` for a draw that counts. */
  readonly winner: 0 | 1 | null;
  readonly decidedBy: DecidedBy;
  /** `awaiting-confirmation` until the opponent confirms (when the stage requires it). */
  readonly status: 'awaiting-confirmation' | 'final';
  readonly reportedBy: string;
  readonly reportedAt: string;
  readonly confirmedBy?: string;
  readonly confirmedAt?: string;
  /** Who last corrected the result ({@link correctResult}); the report fields keep the original report. */
  readonly correctedBy?: string;
  /** When it was last corrected (ISO 8601, passed in by the caller). */
  readonly correctedAt?: string;
}

/** One match of the stage. */
export interface RoundRobinMatch {
  /** `A-2-1`: group A, round 2, match 1 (`RR-2-1` without groups). */
  readonly id: string;
  readonly group: string;
  /** 1-based, counted across cycles (or the Swiss round). */
  readonly round: number;
  /** 1-based cycle (always 1 for Swiss rounds). */
  readonly cycle: number;
  readonly players: readonly [ParticipantId, ParticipantId];
  readonly result: MatchRecord | null;
}

/** A player who sits out a round of an odd-sized group. */
export interface Rest {
  readonly group: string;
  readonly round: number;
  readonly playerId: ParticipantId;
}

/**
 * A match room: suggested times (When are you playing?), the agreed time once the opponent taps
 * Suits me, stream addresses (Are you streaming the match?) and the players' messages.
 */
export interface MatchRoom {
  readonly proposals: readonly {
    readonly time: string;
    readonly by: string;
    readonly at: string;
  }[];
  /** The agreed time, or `null` until a suggestion is accepted. */
  readonly scheduledAt: string | null;
  readonly streams: readonly { readonly url: string; readonly by: string }[];
  readonly messages: readonly { readonly text: string; readonly by: string; readonly at: string }[];
}

/** A notification for the caller to deliver: both players when a match is scheduled. */
export interface RoomNotification {
  readonly type: 'match-scheduled';
  readonly to: ParticipantId;
  readonly matchId: string;
  readonly time: string;
}

/** One entry of the stage's log: who, what, when. */
export type LogEntry = Actor &
  (
    | { readonly type: 'draw'; readonly groups: readonly Group[] }
    | {
        readonly type: 'swap';
        readonly players: readonly [ParticipantId, ParticipantId];
        readonly groups: readonly [string, string];
      }
    | {
        readonly type: 'move';
        readonly playerId: ParticipantId;
        readonly from: string;
        readonly to: string;
      }
    | { readonly type: 'add-latecomer'; readonly playerId: ParticipantId; readonly to: string }
    | { readonly type: 'redraw'; readonly groups: readonly Group[] }
    | { readonly type: 'lay-out'; readonly deadline: string | null }
    | {
        readonly type: 'result';
        readonly matchId: string;
        readonly games: readonly [number, number];
        /** Games drawn (absent in logs written before it was recorded). */
        readonly drawnGames?: number;
        readonly winner: 0 | 1 | null;
        readonly decidedBy: DecidedBy;
      }
    | { readonly type: 'confirm'; readonly matchId: string }
    | {
        readonly type: 'correction';
        readonly matchId: string;
        readonly games: readonly [number, number];
        readonly drawnGames: number;
        readonly winner: 0 | 1 | null;
        readonly decidedBy: DecidedBy;
        /** The result it replaced. */
        readonly previous: CorrectedOutcome;
      }
    | { readonly type: 'close' }
    | {
        readonly type: 'drop';
        readonly playerId: ParticipantId;
        readonly matchIds: readonly string[];
      }
  );

/** The outcome of a match a correction replaced, as the log keeps it. */
export interface CorrectedOutcome {
  readonly games: readonly [number, number];
  readonly drawnGames: number;
  readonly winner: 0 | 1 | null;
  readonly decidedBy: DecidedBy;
}

/** Where a stage is: groups provisional, matches laid out (groups locked). */
export type StageStatus = 'provisional' | 'laid-out';

/** The saved state of a round robin stage. Change it only through this package's functions. */
export interface RoundRobinState {
  readonly schemaVersion: 1;
  readonly settings: ResolvedRoundRobinSettings;
  /** Everyone in the stage, in registration order (latecomers appended). */
  readonly participants: readonly Participant[];
  readonly status: StageStatus;
  readonly groups: readonly Group[];
  /** Every player in the order they were dealt (latecomers appended): the last tiebreaker. */
  readonly drawOrder: readonly ParticipantId[];
  readonly matches: readonly RoundRobinMatch[];
  readonly rests: readonly Rest[];
  readonly dropped: readonly ParticipantId[];
  /** The group stage deadline (with Swiss rounds within groups: the current round's). */
  readonly deadline: string | null;
  /** Swiss rounds within groups: each round's own deadline, round 1 first. Empty for a round robin. */
  readonly roundDeadlines: readonly (string | null)[];
  readonly rng: RngState;
  readonly log: readonly LogEntry[];
  /** Match rooms by match id (only matches whose room was used). */
  readonly rooms: Readonly<Record<string, MatchRoom>>;
  /**
   * Set by {@link closeStage} when the playoffs (or the next stage) are drawn from this stage: who
   * closed it and when. Absent while the stage is open. Once set, {@link correctResult} refuses
   * every correction (`round-robin/correction-closed`).
   */
  readonly closed?: Actor;
}

/** What {@link createStage} needs. */
export interface CreateStageInput {
  readonly settings?: RoundRobinSettings;
  /** The players who have shown up. */
  readonly participants: readonly Participant[];
  /** The stage seed: drives the group draw and every coin flip. */
  readonly seed: string | number;
  /** Who started the stage and when (recorded as the draw in the log). */
  readonly actor: Actor;
}

/** A result as a player taps it: games won by each side (first listed player first). */
export interface ScoreReport {
  readonly games: readonly [number, number];
  /** Games drawn. Default 0. */
  readonly drawnGames?: number;
}

/**
 * An organizer's correction of a final result ({@link correctResult}): the corrected games, and
 * for a drawn score under the coin-flip draw setting, the side they declare the winner.
 */
export interface CorrectionReport extends ScoreReport {
  /**
   * Only for a drawn score when draws are decided by a coin flip: the side (0 or 1) the organizer
   * declares the winner. Without it, the match's earlier coin flip stands (when its result was a
   * flip); a correction never flips the coin again.
   */
  readonly winner?: 0 | 1;
}

/** One player's numbers in a table. Percentages are fractions (0.5 is 50%), rounded to 4 places. */
export interface StandingEntry {
  readonly playerId: ParticipantId;
  readonly group: string;
  /** 1-based place in the table. */
  readonly rank: number;
  /** True when another entry has the same rank (only with a tiebreaker list, never in group-stage order). */
  readonly shared: boolean;
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** Matches won automatically (an opponent dropped); included in points, left out of percentages. */
  readonly automaticWins: number;
  readonly matchesPlayed: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly gamesDrawn: number;
  /** Match-win %: match points over the points for a win times matches played (automatic wins left out). */
  readonly matchWinPercentage: number;
  readonly gameWinPercentage: number;
  readonly opponentGameWinPercentage: number;
  readonly opponentMatchWinPercentage: number;
  /** Points earned against the others on the same points (tiebreaker list order). */
  readonly headToHead: number;
  readonly scoreDifference: number;
  readonly pointsScored: number;
  /** Position in the group draw (0 is first dealt). */
  readonly drawPosition: number;
  readonly dropped: boolean;
  /**
   * What put this player above the next one in the table (`tied` when they share the placement
   * with the next), or `null` for the last.
   */
  readonly decidedBy: TableDecider | null;
}

/** Which rule separated a player from the one below them. */
export type TableDecider =
  | 'points'
  | 'head-to-head'
  | 'game-win-percentage'
  | 'opponent-game-win-percentage'
  | 'opponent-match-win-percentage'
  | 'head-to-head-again'
  | 'draw-order'
  | 'score-difference'
  | 'points-scored'
  | 'tied';

/** One group's table. */
export interface GroupTable {
  readonly group: string;
  readonly name: string;
  readonly entries: readonly StandingEntry[];
}

/** Where a first-round playoff place comes from. */
export type PlanSlot =
  | { readonly type: 'group-place'; readonly group: string; readonly place: number }
  | { readonly type: 'seeded-group-winner'; readonly seed: number }
  | { readonly type: 'best-of-next'; readonly rank: number };

/** One first-round playoff match of the plan. */
export interface PlanMatch {
  /** 1-based position in the bracket: the winner of 1 meets the winner of 2, and so on. */
  readonly number: number;
  readonly slots: readonly [PlanSlot, PlanSlot];
  /** True for an `X1 v Y2` match between paired groups. */
  readonly crossover: boolean;
  /** True when a slot is only known after the group stage (best of the next, seeded winners). */
  readonly decidedAfterGroupStage: boolean;
  /** True when a same-group clash could force a swap once the places are known. */
  readonly mayBeSwapped: boolean;
}

/** The first playoff round, known from the setup alone. */
export interface CrossoverPlan {
  readonly groupCount: number;
  readonly advancePerGroup: number;
  readonly playoffSize: number;
  /** How many places are filled with the best of the next. */
  readonly fillUpPlaces: number;
  /** The groups paired for the crossover, for example `[['A', 'B'], ['C', 'D']]`. */
  readonly groupPairs: readonly (readonly [string, string])[];
  /** The places outside the crossover in line order (strongest first). */
  readonly line: readonly PlanSlot[];
  readonly matches: readonly PlanMatch[];
}

/** One qualifier with where they qualified from. */
export interface Qualifier {
  readonly playerId: ParticipantId;
  readonly group: string;
  /** Place in the group table. */
  readonly groupRank: number;
  /** The qualifying place: 1 for a group winner, 2 for a runner-up... (counting only players who did not drop). */
  readonly place: number;
  /** `direct` for the best N of a group, `best-of-next` for a fill-up place. */
  readonly via: 'direct' | 'best-of-next';
  /** 1-based rank among the best of the next, when `via` is `best-of-next`. */
  readonly bestOfNextRank?: number;
  readonly entry: StandingEntry;
}

/** Who advances, and the qualification order used to place the playoffs. */
export interface Qualification {
  /** Direct qualifiers then the best of the next. */
  readonly qualifiers: readonly Qualifier[];
  /** Group winners, then runners-up, ..., then the best of the next, each by their tiebreakers. */
  readonly order: readonly ParticipantId[];
  /** The players compared for the fill-up places, in the order they were ranked. */
  readonly bestOfNextCandidates: readonly ParticipantId[];
}

/** A swap made by the same-group clash rule. */
export interface ClashSwap {
  /** The weaker player of the clash. */
  readonly playerId: ParticipantId;
  /** The player they were swapped with. */
  readonly swappedWith: ParticipantId;
  /** The group both clashing players came from. */
  readonly group: string;
}

/** The first playoff round with real players, after the group stage. */
export interface PlayoffDraw {
  readonly plan: CrossoverPlan;
  readonly qualification: Qualification;
  /** The first-round matches in bracket order, after any clash swaps. */
  readonly matches: readonly {
    readonly number: number;
    readonly players: readonly [ParticipantId, ParticipantId];
    readonly slots: readonly [PlanSlot, PlanSlot];
  }[];
  readonly swaps: readonly ClashSwap[];
  /** Players in bracket slot order (match 1 side 0, match 1 side 1, match 2 side 0...). */
  readonly bracketOrder: readonly ParticipantId[];
}

/** The setup the app recommends for a field. */
export interface SetupRecommendation {
  readonly groupCount: number;
  readonly advancePerGroup: number;
  readonly playoffSize: number;
  /** The group sizes the draw will give. */
  readonly groupSizes: readonly number[];
  /** Settings ready to pass to {@link RoundRobinSettings}. */
  readonly settings: RoundRobinSettings;
}

/** How a playoff player ended: the round they lost in (1 = first round), or the champion. */
export interface PlayoffOutcome {
  readonly playerId: ParticipantId;
  /** The playoff round they lost in; `null` for the champion. */
  readonly lostInRound: number | null;
}

/** A final playoff placement. */
export interface PlayoffPlacement {
  readonly playerId: ParticipantId;
  readonly placement: number;
}
