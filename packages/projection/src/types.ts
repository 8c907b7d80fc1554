/**
 * Options and results of a cut projection. Everything is plain JSON.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';
import type { StandingsSettings } from '@tcgkit/tiebreakers';

/** A player's rating as `@tcgkit/rating` keeps it (only `rating` is read). */
export interface ProjectionRating {
  readonly rating: number;
}

/** Everything `projectCut` reads. Only `cut` is required. */
export interface ProjectionOptions {
  /** How many players make the cut (top 8: 8). Dropped players never do; the cut closes up. */
  readonly cut: number;
  /** The standings rules deciding the order. Default: the stage's own (`standingsSettingsOf`). */
  readonly standings?: StandingsSettings;
  /**
   * The probability that a match ends in a draw, where the stage allows draws. Default 0. The
   * rest is split evenly, or by `ratings` when given.
   */
  readonly drawProbability?: number;
  /**
   * Ratings (a `@tcgkit/rating` table: player id to `{ rating }`): a match's expected score is
   * Elo's `1 / (1 + 10^((rb - ra) / 400))`. Default: none, every match is even.
   */
  readonly ratings?: Readonly<Record<ParticipantId, ProjectionRating>>;
  /** The rating of a player the table does not list. Default 1500. */
  readonly missingRating?: number;
  /** Game scores a hypothetical result is recorded with. Default `win: [2, 1]`, `draw: [1, 1]`. */
  readonly gameScores?: {
    readonly win?: readonly [number, number];
    readonly draw?: readonly [number, number];
  };
  /** Seed of the simulation. Default: the stage's seed followed by `/projection`. */
  readonly seed?: string | number;
  /**
   * Largest number of outcomes enumerated for exact odds (only matches that can move the cut
   * line count). Default 20,000; 0 always simulates.
   */
  readonly exactLimit?: number;
  /** Simulated events when odds are not exact. Default 2,000. */
  readonly samples?: number;
  /**
   * When simulating: a table outcome the model never draws (a draw at probability 0, the
   * default) is played out on this many of the simulated events, for each alive player a proof
   * does not already answer. Outcomes the model draws are read from the events where they
   * happened. Default 200.
   */
  readonly tableSamples?: number;
}

/** A probability: exact (enumerated) or simulated with its 95% Wilson interval. */
export interface Odds {
  readonly probability: number;
  /** True when enumerated over every outcome that can move the cut line. */
  readonly exact: boolean;
  /** When simulated: the 95% Wilson score interval `[low, high]`. */
  readonly interval?: readonly [number, number];
  /** When simulated: how many simulated events the estimate rests on. */
  readonly samples?: number;
}

/**
 * A player's status, a proof and never an estimate: `locked` (in the cut in every outcome of every
 * remaining match and every future pairing, draws included, whatever the tiebreakers become),
 * `eliminated` (in the cut in none) or `alive`.
 */
export type CutStatus = 'locked' | 'eliminated' | 'alive';

/** A record over the remaining matches, and the points it adds. */
export interface RemainingRecord {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Points the record adds to the player's current points. */
  readonly points: number;
}

/** What a player needs, as records over their remaining matches (best records first). */
export interface CutNeeds {
  /** Records that make the cut certain (proofs, like `locked`). */
  readonly lock: readonly RemainingRecord[];
  /** Records with at least even odds of the cut (estimates unless the odds are exact). */
  readonly evenOdds: readonly RemainingRecord[];
  /** Records that end every chance (proofs, like `eliminated`). */
  readonly eliminate: readonly RemainingRecord[];
}

/** One player's projection. */
export interface PlayerProjection {
  readonly id: ParticipantId;
  /** Points now. */
  readonly points: number;
  /** Matches still to play: the open one of the current round, then the unpaired rounds. */
  readonly remaining: number;
  readonly status: CutStatus;
  /** The probability of making the cut. */
  readonly cut: Odds;
  readonly needs: CutNeeds;
  /** The answer in words a player understands. */
  readonly explanation: string;
}

/** One player of a table: their odds of the cut if they win, draw or lose this match. */
export interface TableSide {
  readonly id: ParticipantId;
  readonly win: Odds;
  /** Absent when the stage does not allow draws. */
  readonly draw?: Odds;
  readonly lose: Odds;
}

/**
 * Whether a draw at this table provably puts both players, only the first or second listed, or
 * neither in the cut, in every outcome of every other table and every future round.
 */
export type DrawSafe = 'both' | 'first' | 'second' | 'neither';

/** One open table of the round being played. */
export interface TableProjection {
  readonly table: number;
  readonly players: readonly [TableSide, TableSide];
  readonly drawSafe: DrawSafe;
  readonly explanation: string;
}

/** What `projectCut` returns. */
export interface CutProjection {
  /** The cut size projected. */
  readonly cut: number;
  /** The round being played (its open tables are `tables`), or null when no round is open. */
  readonly round: number | null;
  /** Rounds not yet paired. */
  readonly roundsLeft: number;
  /** True when every probability is exact. */
  readonly exact: boolean;
  /** Every registered player, in the current standings order. */
  readonly players: readonly PlayerProjection[];
  /** Every open table of the round being played, by table number. */
  readonly tables: readonly TableProjection[];
}
