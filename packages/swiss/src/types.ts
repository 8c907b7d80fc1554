/**
 * State, settings and inputs of a Swiss stage. Everything is plain JSON.
 * @module
 */
import type { ParticipantId, RngState } from '@tcgkit/core';
import type {
  ByeHandling,
  MatchWinFormula,
  StandingsSettings,
  TiebreakerId,
} from '@tcgkit/tiebreakers';

/**
 * Who meets whom inside a score group: `random` (the default), `fold` (top half against bottom
 * half, 1st against the first of the bottom half) or `adjacent` (1st-2nd, 3rd-4th).
 */
export type PairingStyle = 'random' | 'fold' | 'adjacent';

/**
 * Which player of an odd score group drops into the next one: the `lowest-ranked` (the spec's
 * rule) or a `random` one (Play! Pokémon).
 */
export type FloaterChoice = 'lowest-ranked' | 'random';

/** How round 1 is ordered: by the players' `seed`, at random, by `rating`, or prior stage results. */
export type FirstRoundSeeding = 'manual' | 'random' | 'rating' | 'prior-stage';

/** Every setting of a Swiss stage. */
export interface SwissSettings {
  /** Number of rounds; the stage plays exactly this many. Default 5. */
  readonly rounds: number;
  /** Points for a match win. Default 3. */
  readonly pointsForWin: number;
  /** Points for a drawn match. Default 1. */
  readonly pointsForDraw: number;
  /** Points for a match loss (and for each round a late entrant missed). Default 0. */
  readonly pointsForLoss: number;
  /** Points for a bye when `byeHandling` is `full-points`. Default: `pointsForWin`. */
  readonly pointsPerBye: number;
  /** What sitting out is worth. Default `full-points`. */
  readonly byeHandling: ByeHandling;
  /** Whether a match may end in a draw. Default true. */
  readonly allowDraws: boolean;
  /** Default `random`. */
  readonly pairingStyle: PairingStyle;
  /** Default `lowest-ranked`. */
  readonly floater: FloaterChoice;
  /** Never pair two players who already met, whenever possible. Default true. */
  readonly preventRepeatMatchups: boolean;
  /** Default `random`. */
  readonly firstRoundSeeding: FirstRoundSeeding;
  /** Whether players may join after the start. Default false. */
  readonly lateEntry: boolean;
  /** The last round a late entrant can still be paired in. Default 1 (when late entry is on). */
  readonly lateEntryThroughRound: number;
  /** Tiebreakers applied in order after points. Default: opponent match win %, then OOMW%. */
  readonly tiebreakers: readonly TiebreakerId[];
  /** The match-win % formula. Default `not_set`. */
  readonly matchWinFormula: MatchWinFormula;
  /** Opponent match-win floor as a fraction (0.25). Default 0. */
  readonly opponentMatchWinFloor: number;
  /** Game-win floor as a fraction (0.33). Default 0. */
  readonly gameWinFloor: number;
  /**
   * The full standings rules, when the flat fields above cannot say them all: any
   * `StandingsSettings` of `@tcgkit/tiebreakers` (`presets.playPokemon`, `presets.mtg`,
   * `presets.melee`). When set, it decides the standings, the pairing order and every view, and
   * {@link resolveSwissSettings} fills points, byes, tiebreakers, formula and floors from it (a
   * flat field given with a different value is refused). Absent by default.
   */
  readonly standings?: StandingsSettings;
}

/** A player as registered for a stage. */
export interface SwissPlayer {
  readonly id: ParticipantId;
  readonly name?: string;
  /** Rating for `rating` seeding; higher is better. */
  readonly rating?: number;
  /** Manual (or prior-stage) seed, 1 is best. */
  readonly seed?: number;
  /** The initial seed the stage assigned when it started (or when the player joined late). */
  readonly initialSeed?: number;
  /**
   * For a late entrant: the number of rounds already completed when they joined (each one a
   * late-entry loss); a round still being played then is neither a loss nor a bye for them.
   */
  readonly joinedAfterRound?: number;
  /** Set when the player dropped: the number of rounds paired at that moment. */
  readonly droppedAfterRound?: number;
}

/**
 * A reported result: games won by each side, and drawn games. A match that was not played is
 * stored with `games` `[0, 0]` and one of:
 * - `forfeitWinner`: the side (0 or 1) that was present and wins by forfeit (the opponent did
 *   not show, or had dropped). It scores the points of a win for that side and a loss for the
 *   other, and no games: it counts in neither side's percentages, and the two are not each
 *   other's opponents for tiebreakers.
 * - `notPlayed: true`: neither side played (both absent, or the match was called off). It gives
 *   neither side points, games or an opponent.
 *
 * Neither is a game for a rating (`@tcgkit/rating` leaves both out).
 */
export interface SwissResult {
  readonly games: readonly [number, number];
  readonly drawnGames?: number;
  readonly forfeitWinner?: 0 | 1;
  readonly notPlayed?: true;
}

/** One table of a round. */
export interface SwissMatch {
  /** Table number, 1-based. */
  readonly table: number;
  readonly players: readonly [ParticipantId, ParticipantId];
  /** Absent until reported. */
  readonly result?: SwissResult;
}

/** One paired round. */
export interface SwissRound {
  /** 1-based. */
  readonly number: number;
  readonly matches: readonly SwissMatch[];
  /** The player sitting out, if any. */
  readonly bye?: ParticipantId;
}

/** The lifecycle of a stage. */
export type SwissStatus = 'registration' | 'running' | 'finished';

/** A whole Swiss stage: save it as JSON, load it with {@link loadSwissStage}. */
export interface SwissStage {
  readonly schemaVersion: 1;
  /** The seed the stage was created with. */
  readonly seed: string | number;
  /** The generator state; every random choice advances it. */
  readonly rng: RngState;
  readonly settings: SwissSettings;
  readonly status: SwissStatus;
  /** In registration order. */
  readonly players: readonly SwissPlayer[];
  readonly rounds: readonly SwissRound[];
}

/** A player to register: an id, and optionally a name, rating and seed. */
export interface PlayerRegistration {
  readonly id: ParticipantId;
  readonly name?: string;
  readonly rating?: number;
  readonly seed?: number;
}

/**
 * Which match a result is for: the round (default: the latest) and its table number, and the
 * result: `games` (and `drawnGames`), or `forfeitWinner` (0 or 1), or `notPlayed: true` (see
 * {@link SwissResult}; `games` may then be left out, or be `[0, 0]`).
 */
export interface ResultReport extends Omit<SwissResult, 'games'> {
  readonly games?: readonly [number, number];
  readonly table: number;
  readonly round?: number;
}
