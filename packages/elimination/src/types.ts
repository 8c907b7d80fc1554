/**
 * The plain-data model of an elimination stage: settings, the saved state and its matches.
 * Everything is JSON, so a bracket can be saved, sent and reloaded anywhere.
 * @module
 */
import type {
  BracketSection,
  MissingRating,
  Participant,
  ParticipantId,
  RatingTable,
  RngState,
  SeedBy,
} from '@tcgkit/core';

/** The two elimination formats. */
export type EliminationFormat = 'single-elimination' | 'double-elimination';

/**
 * How players get their seeds:
 * - `manual`: the order of the list you pass is the seed order.
 * - `random`: a seeded random order (needs `seed` when creating the bracket).
 * - `rating`: highest {@link Participant.rating} first; equal ratings keep the list order.
 * - `prior-stage-results`: the order of the list you pass, best finisher first.
 */
export type SeedingMethod = 'manual' | 'random' | 'rating' | 'prior-stage-results';

/** How the grand final of a double elimination is played. */
export type GrandFinalMode = 'single-set' | 'bracket-reset';

/**
 * How players knocked out at the same point are placed:
 * - `shared`: they share the placement (two semifinal losers are both 3rd).
 * - `qualification-order`: they are ranked by the qualification order given when the bracket was
 *   created (by default the seed order), so the better qualified semifinal loser is 3rd.
 */
export type TiedPlacements = 'shared' | 'qualification-order';

/**
 * What an early cutoff waits for:
 * - `play-until-decided` (the default): the stage stops only when play has fixed every player's
 *   place inside or outside the range. Every player still in must be sure to finish inside it,
 *   together with everyone who could end up level with them, so the cut never separates players
 *   who are still in. Only players knocked out at the same point can straddle the line (a shared
 *   placement reaching past its end); no match is left that could separate them, and the cut
 *   tiebreaker of the event decides between them.
 * - `cut-when-sure`: the stage stops as soon as every player still in is sure of a placement
 *   inside the range, even a shared one that reaches past its end (a top 6 of 16 stops with the
 *   8 quarterfinalists, all sure of at least a shared 5th). The event's cut tiebreaker then
 *   chooses among players who have not lost, without play.
 */
export type EarlyCutoffMode = 'play-until-decided' | 'cut-when-sure';

/** The settings of an elimination stage, as the organizer sets them. Every field but `format` is optional. */
export interface EliminationSettings {
  readonly format: EliminationFormat;
  /** How seeds are given. Default `random` (the spec's default for a first stage). */
  readonly seeding?: SeedingMethod;
  /**
   * Allow byes. Off by default: the stage only starts when the player count fills the bracket
   * exactly (2, 4, 8, 16...). On: the top seeds get byes into round two.
   */
  readonly allowByes?: boolean;
  /** Hold a third-place match between the two semifinal losers (single elimination). Default false. */
  readonly thirdPlaceMatch?: boolean;
  /** Double elimination: a single set, or a bracket reset. Default `bracket-reset`. */
  readonly grandFinal?: GrandFinalMode;
  /**
   * Allow early cutoff: stop as soon as placements 1 to this number are decided (for example 8
   * for a day-one bracket that only needs its top 8). `null` or absent plays to a single winner.
   */
  readonly earlyCutoff?: number | null;
  /** What the early cutoff waits for. Default `play-until-decided`. */
  readonly earlyCutoffMode?: EarlyCutoffMode;
  /** How players knocked out at the same point are placed. Default `shared`. */
  readonly tiedPlacements?: TiedPlacements;
  /** A title for the bracket view. */
  readonly title?: string;
}

/** {@link EliminationSettings} with every default filled in, as stored in the state. */
export interface ResolvedEliminationSettings {
  readonly format: EliminationFormat;
  readonly seeding: SeedingMethod;
  readonly allowByes: boolean;
  readonly thirdPlaceMatch: boolean;
  readonly grandFinal: GrandFinalMode;
  readonly earlyCutoff: number | null;
  readonly earlyCutoffMode: EarlyCutoffMode;
  readonly tiedPlacements: TiedPlacements;
  readonly title: string | null;
}

/** What {@link createBracket} needs. */
export interface CreateBracketInput {
  readonly settings: EliminationSettings;
  /** The players. For `manual` and `prior-stage-results` seeding, in seed order (best first). */
  readonly participants: readonly Participant[];
  /** The seed of the random draw; required for `random` seeding, stored in the state. */
  readonly seed?: string | number;
  /**
   * The qualification order used to rank players knocked out at the same point when
   * `tiedPlacements` is `qualification-order` (best first). Defaults to the seed order.
   */
  readonly qualificationOrder?: readonly ParticipantId[];
  /**
   * `rating` seeding: ratings by player id, as `rate` of @tcgkit/rating returns them. A player in
   * the table is seeded by it, over their own `rating`.
   */
  readonly ratings?: RatingTable;
  /**
   * `rating` seeding: a player with no rating is refused (`error`, the default:
   * `elimination/missing-rating`), seeded after every rated player (`last`), or seeded as if rated
   * the number given.
   */
  readonly missingRating?: MissingRating;
  /**
   * `rating` seeding: seed by the rating (`rating`, the default) or by rating − 2 × deviation
   * where the table gives a deviation (`conservative`: an uncertain newcomer is not seeded high).
   */
  readonly seedBy?: SeedBy;
}

/** Where a slot's player comes from, by structure. */
export type SlotOrigin =
  | { readonly type: 'seed'; readonly seed: number }
  | { readonly type: 'winner'; readonly matchId: string }
  | { readonly type: 'loser'; readonly matchId: string };

/** A reference to one side of a match. */
export interface SlotRef {
  readonly matchId: string;
  readonly slot: 0 | 1;
}

/** One side of a match in the saved state. */
export interface EliminationSlot {
  /** Where the player comes from. */
  readonly origin: SlotOrigin;
  /** True when, by the bracket's structure, no player will ever fill this slot. */
  readonly bye: boolean;
  /** The player, once known. */
  readonly participantId: ParticipantId | null;
}

/**
 * A decided match:
 * - `played`: games won by each side (slot 0 first), and drawn games; the winner has more games.
 * - `automatic-win`: the other side did not play. `byEngine` is true when the engine awarded it
 *   because a player had dropped (it is recomputed if players are re-routed).
 * - `bye`: one side is a bye; `winner` is the real side, or `null` when both sides are byes.
 */
export type EliminationMatchResult =
  | {
      readonly type: 'played';
      readonly winner: 0 | 1;
      readonly games: readonly [number, number];
      readonly drawnGames: number;
    }
  | {
      readonly type: 'automatic-win';
      readonly winner: 0 | 1;
      readonly reason: 'no-show' | 'drop';
      readonly byEngine: boolean;
    }
  | { readonly type: 'bye'; readonly winner: 0 | 1 | null };

/** One match of the saved state. */
export interface EliminationMatch {
  /** Stable id and short label: `W2.3` (winners round 2, match 3), `L1.2`, `GF1`, `GF2`, `3P`. */
  readonly id: string;
  readonly section: BracketSection;
  /** 1-based within the section. */
  readonly round: number;
  /** 1-based within the round. */
  readonly number: number;
  readonly slots: readonly [EliminationSlot, EliminationSlot];
  /** Where the winner goes; `null` for the last match of a path. */
  readonly winnerTo: SlotRef | null;
  /** Where the loser goes; `null` when a loss eliminates. */
  readonly loserTo: SlotRef | null;
  /** True for a grand final reset: played only if the losers-bracket player wins the first set. */
  readonly conditional: boolean;
  /** True when the match will not be played (a bracket reset the winners-bracket player made unnecessary). */
  readonly skipped: boolean;
  readonly result: EliminationMatchResult | null;
}

/** The saved state of an elimination stage. Change it only through this package's functions. */
export interface EliminationState {
  readonly schemaVersion: 1;
  readonly kind: 'elimination';
  readonly settings: ResolvedEliminationSettings;
  /** Players in seed order: index 0 is seed 1, and each `seed` is set to the seed in this bracket. */
  readonly participants: readonly Participant[];
  /** Best first; ranks players knocked out at the same point under `qualification-order`. */
  readonly qualificationOrder: readonly ParticipantId[];
  /** The bracket size: the player count rounded up to a power of two. */
  readonly size: number;
  /** 1 for a fresh bracket; one more for each {@link continueBracket}. */
  readonly stage: number;
  /** The random state after the seeding draw, or `null` when nothing was drawn. */
  readonly rng: RngState | null;
  /** Players who dropped: they forfeit every match they are still due to play. */
  readonly dropped: readonly ParticipantId[];
  readonly matches: readonly EliminationMatch[];
}

/**
 * A result to report, from slot 0's point of view:
 * - `played`: games won by each side; a match must have a winner, so they cannot be equal.
 * - `automatic-win`: one side did not play (`no-show`); the winner's side index.
 */
export type EliminationReport =
  | {
      readonly type: 'played';
      readonly games: readonly [number, number];
      readonly drawnGames?: number;
    }
  | {
      readonly type: 'automatic-win';
      readonly winner: 0 | 1;
      readonly reason?: 'no-show' | 'drop';
    };

/** Where a player stands in the stage. */
export interface EliminationPlacement {
  readonly participantId: ParticipantId;
  /** The final placement (1 is best), or `null` while the player is still in. */
  readonly placement: number | null;
  /** True when another player has the same placement. */
  readonly shared: boolean;
  /** `champion`, `eliminated`, or `alive` (still in: the stage is running or was stopped by early cutoff). */
  readonly status: 'champion' | 'eliminated' | 'alive';
  /** The match in which the player was knocked out (or the third-place match), if any. */
  readonly decidedIn: string | null;
  /** Losses so far (0 or 1 for a player still in a double elimination). */
  readonly losses: number;
  readonly dropped: boolean;
}
