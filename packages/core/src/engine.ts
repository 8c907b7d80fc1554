import type { Result } from './result.js';
import type { Participant, ParticipantId } from './types.js';

/**
 * Who acted and when, for engines that keep a log (a round robin's `by` and `at`). Engines that
 * keep none ignore it. No engine reads a clock: without `at`, a logging engine records the Unix
 * epoch.
 */
export interface EngineActor {
  /** Who acted: a player id or `organizer`. Defaults to `organizer`. */
  readonly by?: string;
  /** When, as an ISO 8601 date-time. */
  readonly at?: string;
}

/** What {@link Engine.create} takes: the stage's settings, its players and its seed. */
export interface EngineCreateInput<Settings> extends EngineActor {
  /** The engine's own settings (`SwissSettings`, `EliminationSettings`...). */
  readonly settings: Settings;
  /**
   * The players. When `inSeedOrder` is set they are in seed order (best first), as an earlier
   * stage's standings put them; otherwise each one's own `seed` and `rating` are kept.
   */
  readonly participants: readonly Participant[];
  /** The seed of every random draw the engine makes (stored in its state). */
  readonly seed: string;
  /** The list is the seed order (an earlier stage seeds this one): each player's seed is their place in it. */
  readonly inSeedOrder?: boolean;
}

/** What {@link Engine.pairNext} may also take. */
export interface EnginePairOptions extends EngineActor {
  /** A reporting deadline for the matches paired (ISO 8601), for engines that keep one. */
  readonly deadline?: string;
}

/**
 * A result to record, in one shape for every engine. Which fields an engine reads:
 *
 * - one-on-one matches (Swiss, round robin, brackets): `games` (and `drawnGames`); a bracket
 *   and a Swiss stage also take `forfeitWinner` (the side that wins by the other's no-show)
 *   instead of games, and a Swiss stage `notPlayed: true` (neither side played);
 * - free-for-all lobbies: `ranking` (best first; a nested list is a tie) and `eliminations`;
 * - a round robin correction to a drawn score decided by a coin flip: `winner`.
 *
 * A field the engine does not read is refused with its `<package>/invalid-result` code.
 */
export interface EngineReport {
  /** The match id (`R2-T5` in Swiss, `W1.3` in a bracket, a lobby id in free-for-all). */
  readonly match: string;
  /** Games won by each side, in the match's player order. */
  readonly games?: readonly [number, number];
  /** Drawn games. */
  readonly drawnGames?: number;
  /** A match won by forfeit (bracket or Swiss): the side (0 or 1) that was present and wins. */
  readonly forfeitWinner?: 0 | 1;
  /** A Swiss match neither side played (both absent): no points, no games for either. */
  readonly notPlayed?: true;
  /** A lobby's finishing order, best first; a nested list is a tie. */
  readonly ranking?: readonly (ParticipantId | readonly ParticipantId[])[];
  /** A lobby's eliminations (knockouts) by player. */
  readonly eliminations?: Readonly<Record<ParticipantId, number>>;
  /** A round robin correction to a drawn score decided by a coin flip: the side that wins. */
  readonly winner?: 0 | 1;
}

/**
 * One player's row of a stage's standings, in the one shape every engine gives: rank (shared by
 * players the rules cannot separate), position (1, 2, 3... with ties ordered), points (`null`
 * where the format has none, as in a bracket) and whether the player dropped.
 */
export interface EngineStanding {
  readonly participantId: ParticipantId;
  readonly rank: number;
  readonly position: number;
  readonly points: number | null;
  readonly dropped: boolean;
}

/**
 * What {@link Engine.standings} and {@link Engine.views} take. `standings` is the stage's
 * standings rules (a `StandingsSettings` of `@tcgkit/tiebreakers`, such as `presets.playPokemon`)
 * for engines that rank by them (Swiss, round robin); left out, the stage's own settings decide.
 * Engines whose order the rules do not decide (brackets, free-for-all points) ignore it.
 */
export interface EngineStandingsOptions<Rules> {
  readonly standings?: Rules;
  /** A title for the view models. */
  readonly title?: string;
}

/**
 * The one interface every tcgkit engine implements (`swissEngine`, `eliminationEngine`,
 * `roundRobinEngine`, `ffaEngine`): the same verbs with the same shapes, so an event runs any
 * stage through one lookup. Every verb is a pure function of plain-data state; expected failures
 * are `Result`s carrying the engine's own code union (`Code`), and a verb that does not apply to
 * a format (pairing a bracket, a late entry into a bracket) fails with the engine's code and a
 * message saying why.
 *
 * - `State`: the engine's saved state. `Settings`: what `create` takes.
 * - `Code`: the engine's `<Package>ErrorCode`.
 * - `Rules`: the standings rules `standings` and `views` take (`StandingsSettings` in Swiss and
 *   round robin); `unknown` for engines whose order the rules do not decide, which ignore them.
 * - `View`: what `views` gives, the view models the elements render (Swiss: standings and
 *   pairings; a bracket: its `BracketView`; a round robin: its `GroupsView`; free-for-all:
 *   standings and lobbies).
 *
 * @example
 * ```ts
 * import type { Engine } from '@tcgkit/core';
 * import { swissEngine } from '@tcgkit/swiss';
 *
 * function playRound<S, C extends string>(engine: Engine<S, unknown, C>, state: S) {
 *   return engine.pairNext(state);
 * }
 * const stage = swissEngine.create({ settings: { rounds: 3 }, participants: [{ id: 'a' }, { id: 'b' }], seed: 's' });
 * if (stage.ok) playRound(swissEngine, stage.value);
 * ```
 */
export interface Engine<State, Settings, Code extends string, Rules = unknown, View = unknown> {
  /** The engine's name, as an event's stage records it: `swiss`, `elimination`, `round-robin`, `ffa`. */
  readonly format: string;
  /** Makes a stage with its settings and players; `start` opens it for play. */
  create(input: EngineCreateInput<Settings>): Result<State, Code>;
  /** Starts the stage: registration closes and, where the format lays matches out at once, they are laid out. */
  start(state: State, options?: EngineActor): Result<State, Code>;
  /** Pairs the next round (Swiss, Swiss within groups), lays a round robin's matches out, forms the next lobbies. */
  pairNext(state: State, options?: EnginePairOptions): Result<State, Code>;
  /** Records a match's first result. */
  report(state: State, report: EngineReport, options?: EngineActor): Result<State, Code>;
  /** Replaces a result already recorded. */
  correct(state: State, report: EngineReport, options?: EngineActor): Result<State, Code>;
  /** Drops a player: they are paired no more. A player with nothing left to play is left as is. */
  drop(state: State, participantId: ParticipantId, options?: EngineActor): Result<State, Code>;
  /** Adds a player after the stage started, where the format and its settings allow it. */
  lateEntry(state: State, participant: Participant, options?: EngineActor): Result<State, Code>;
  /**
   * Closes the stage before players advance from it: no result can change any more (Swiss
   * `finishStage`, a round robin's `closeStage`). Brackets and free-for-all stages close as their
   * last match is played and are given back as they are; so is a stage already closed.
   */
  finish(state: State, options?: EngineActor): Result<State, Code>;
  /** True when the stage has nothing left to play. */
  isComplete(state: State): boolean;
  /** The standings, best first, by the given rules or the stage's own. */
  standings(state: State, options?: EngineStandingsOptions<Rules>): EngineStanding[];
  /** The stage's view models, ordered by the given rules or the stage's own. */
  views(state: State, options?: EngineStandingsOptions<Rules>): View;
}

const REPORT_FIELDS: readonly (keyof EngineReport)[] = [
  'games',
  'drawnGames',
  'forfeitWinner',
  'notPlayed',
  'ranking',
  'eliminations',
  'winner',
];

/**
 * The first field of a report that is set but not among those an engine reads, so the engine
 * can refuse it by name instead of silently ignoring it; `undefined` when every field set is read.
 *
 * @example
 * ```ts
 * import { unreadReportField } from '@tcgkit/core';
 * unreadReportField({ match: 'R1-T1', games: [2, 0], winner: 0 }, ['games', 'drawnGames']); // 'winner'
 * ```
 */
export function unreadReportField(
  report: EngineReport,
  reads: readonly (keyof EngineReport)[],
): keyof EngineReport | undefined {
  return REPORT_FIELDS.find((field) => report[field] !== undefined && !reads.includes(field));
}
