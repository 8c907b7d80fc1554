/**
 * Input, settings and output types of the tiebreakers package. Everything is plain JSON.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';

/** A player as the standings see them. */
export interface StandingsPlayer {
  readonly id: ParticipantId;
  /** Display name, used by {@link toStandingsView}; defaults to the id. */
  readonly name?: string;
  /**
   * Initial seed, 1 is best: breaks the last tie (and is the draw order of a group). Defaults to
   * the player's position in `players` (first is seed 1).
   */
  readonly seed?: number;
  /** True for a player who arrived late: the `tardiness` tiebreaker ranks them below. */
  readonly late?: boolean;
  /** The last round the player took part in before dropping. Absent for a player still in. */
  readonly droppedAfterRound?: number;
}

/**
 * A match both players sat down for. `games` are games won by each side; the match winner is
 * the side with more games won (equal games: a drawn match) unless `outcome` says otherwise.
 */
export interface PlayedMatchRecord {
  readonly type: 'played';
  readonly round: number;
  readonly players: readonly [ParticipantId, ParticipantId];
  /** Games won by each side. Absent when only the outcome is known (games then add nothing). */
  readonly games?: readonly [number, number];
  /** Games that ended in a draw (unfinished games count as drawn games in Magic). */
  readonly drawnGames?: number;
  /**
   * Who won the match, when it is not simply the side with more games won (or games are not
   * recorded): `0` or `1` is the index in `players`, `'draw'` a drawn match.
   */
  readonly outcome?: 0 | 1 | 'draw';
  /**
   * The side (index in `players`) that lost the match on time. Its opponent wins the match and
   * is given the last, unfinished game (Magic: "the last game is won by the opponent").
   */
  readonly lostOnTime?: 0 | 1;
  /** A playoff (top cut) match: never counted in standings or tiebreakers. */
  readonly playoff?: boolean;
}

/** A round a player sat out with no opponent. A bye is never an opponent. */
export interface ByeRecord {
  readonly type: 'bye';
  readonly round: number;
  readonly player: ParticipantId;
}

/**
 * A match won because the opponent dropped or did not show: `winner` gets the points for a win
 * and `loser` the points for a loss, but neither counts it in any percentage, and they are not
 * each other's opponent for Buchholz or opponent percentages.
 */
export interface AutomaticWinRecord {
  readonly type: 'automatic-win';
  readonly round: number;
  readonly winner: ParticipantId;
  readonly loser: ParticipantId;
  readonly reason?: 'drop' | 'no-show';
}

/**
 * A round a late registrant missed: a loss in their record with no opponent, so it adds
 * nothing to anyone's tiebreakers. It is not a bye.
 */
export interface LateEntryLossRecord {
  readonly type: 'late-entry-loss';
  readonly round: number;
  readonly player: ParticipantId;
}

/** One result of a stage, as recorded. Discriminated on `type`. */
export type MatchRecord = PlayedMatchRecord | ByeRecord | AutomaticWinRecord | LateEntryLossRecord;

/**
 * What sitting out is worth: `full-points` (a match win worth `bye` points), `zero-points` or
 * `no-byes` (the player gets nothing and the round is not added to their record).
 */
export type ByeHandling = 'full-points' | 'zero-points' | 'no-byes';

/** The stage's points. */
export interface ScoringSettings {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** Points for a bye when `byeHandling` is `full-points`. */
  readonly bye: number;
  readonly byeHandling: ByeHandling;
  /** Magic Online: a drawn match counts as a loss for both players. Default false. */
  readonly drawsCountAsLosses?: boolean;
}

/**
 * How a record becomes a match-win %: `not_set` (wins plus half of draws over matches),
 * `match_points` (match points over points-for-a-win times matches, Magic Appendix C) or
 * `wins_over_rounds` (wins over rounds played, Play! Pokémon; a bye is neither).
 */
export type MatchWinFormula = 'not_set' | 'match_points' | 'wins_over_rounds';

/** How a game-win % is counted. */
export type GameWinMethod =
  /** Games won over games played (a drawn game is played, not won). */
  | 'games'
  /** Magic game points: 3 per game won, 1 per drawn game, over 3 per game played. */
  | 'game-points';

/** Every tiebreaker id this package computes. */
export type TiebreakerId =
  | 'head_to_head'
  | 'head_to_head_pair'
  | 'score_difference'
  | 'game_win_percentage'
  | 'points_scored'
  | 'buchholz'
  | 'median_buchholz'
  | 'sonneborn_berger'
  | 'opponent_match_win_percentage'
  | 'opponent_opponent_match_win_percentage'
  | 'opponent_game_win_percentage'
  | 'tardiness'
  | 'standing_of_last_opponent'
  | 'match_win_percentage';

/** Everything that decides standings: points, the tiebreakers in order, formulas and floors. */
export interface StandingsSettings {
  readonly scoring: ScoringSettings;
  /** Applied in order after points; the better initial seed breaks what is left. */
  readonly tiebreakers: readonly TiebreakerId[];
  /** Default `not_set`. */
  readonly matchWinFormula?: MatchWinFormula;
  /** An opponent's match-win % below this counts as this (0.25, 0.33). Default 0 (none). */
  readonly opponentMatchWinFloor?: number;
  /** Game-win % below this counts as this, for opponents' values (OGW%). Default 0 (none). */
  readonly gameWinFloor?: number;
  /** Whether `gameWinFloor` also raises a player's own GW%. Default true (spec); Magic: false. */
  readonly gameWinFloorOnOwn?: boolean;
  /** Default `games`; Magic uses `game-points`. */
  readonly gameWinMethod?: GameWinMethod;
  /**
   * Games a full-points bye adds to the player's OWN game-win %, as `[won, lost]`. Default
   * `[0, 0]` (a bye adds no games); Magic: `[2, 0]`.
   */
  readonly byeGames?: readonly [number, number];
  /**
   * Whether a player's byes count in the match-win and game-win figures their opponents use
   * (OMW%, OOMW%, OGW%). Default true (spec: a full-points bye is a won match); Magic: false.
   */
  readonly byesInOpponentFigures?: boolean;
  /**
   * How OOMW% averages: `weighted` (by how many opponents each opponent played: the spec's
   * OOMW%) or `plain` (the plain average of opponents' OMW%: Play! Pokémon's OOWP). Default
   * `weighted`.
   */
  readonly opponentOpponentAverage?: 'weighted' | 'plain';
  /**
   * Match-win % cap for a player who dropped, used in opponents' figures (Play! Pokémon uses
   * 0.75). Default 1 (none).
   */
  readonly droppedMatchWinCap?: number;
  /**
   * A dropped player's tiebreakers keep the values they had after the round they dropped
   * (Play! Pokémon, as TOM exports show). Default false: values use every result.
   */
  readonly freezeDroppedTiebreakers?: boolean;
  /**
   * Players equal on points and every tiebreaker share a placement (default true). False gives
   * every player a distinct placement in the final order (group draw order, Play! Pokémon).
   */
  readonly shareTiedPlacements?: boolean;
}

/** Everything `computeStandings` needs. */
export interface StandingsInput {
  readonly players: readonly StandingsPlayer[];
  readonly matches: readonly MatchRecord[];
  readonly settings: StandingsSettings;
  /** Only count rounds up to and including this one (values frozen after a round). */
  readonly throughRound?: number;
  /**
   * Which tiebreakers get an explanation: `true` (the default) the applied ones, `'all'` every
   * one, `false` none (fastest). Values are always computed for every tiebreaker.
   */
  readonly explain?: boolean | 'all';
}

/** One line of why a tiebreaker has its value. */
export interface ExplanationItem {
  /** What the line is about: `Ben`, `Games won`, `Bye`... */
  readonly label: string;
  /** The number this line contributes (a fraction for percentages). */
  readonly value: number;
  /** For opponent lines: the value before the floor was applied, when the floor raised it. */
  readonly beforeFloor?: number;
  /** The opponent the line is about. */
  readonly participantId?: ParticipantId;
  /** How much the line weighs in the average (OOMW%: the opponent's opponent count). */
  readonly weight?: number;
}

/** Why a tiebreaker has its value: the lines behind it and the formula in words. */
export interface TiebreakerExplanation {
  /** The formula with the numbers: `(33.33% + 66.67% + 50%) / 3 = 50%`. */
  readonly summary: string;
  readonly items: readonly ExplanationItem[];
}

/** A player's win-loss-draw record as standings count it. */
export interface StandingRecord {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

/** One ranked row of the standings. */
export interface Standing {
  readonly playerId: ParticipantId;
  /** Placement, 1 is best. Players equal on points and every tiebreaker share one. */
  readonly rank: number;
  /** 1-based position in the final order (distinct for every row). */
  readonly position: number;
  /** True when another row has the same rank. */
  readonly shared: boolean;
  /** The initial seed used for the last tie. */
  readonly seed: number;
  /** Wins, losses and draws; a full-points bye is a win, a late-entry loss a loss. */
  readonly record: StandingRecord;
  readonly points: number;
  /** Full-points byes received. */
  readonly byes: number;
  /** Opponents in the order played (byes and automatic wins are not opponents). */
  readonly opponents: readonly ParticipantId[];
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly gamesDrawn: number;
  readonly late: boolean;
  readonly dropped: boolean;
  /**
   * Every tiebreaker's value, whether applied or not, as used for ranking (percentages are
   * fractions rounded to four decimals: 0.7143 is 71.43%).
   */
  readonly values: Readonly<Record<TiebreakerId, number>>;
  /** The tiebreakers applied, in order (from the settings). */
  readonly applied: readonly TiebreakerId[];
  /** Why each value is what it is: the applied tiebreakers (all with `explain: 'all'`). */
  readonly explanations: Readonly<Partial<Record<TiebreakerId, TiebreakerExplanation>>>;
}
