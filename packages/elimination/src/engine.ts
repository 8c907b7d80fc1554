import {
  type BracketView,
  type CoreErrorCode,
  type Engine,
  type EngineReport,
  err,
  ok,
  type Result,
  unreadReportField,
} from '@tcgkit/core';
import { correctResult, createBracket, dropParticipant, reportResult } from './bracket.js';
import { type EliminationErrorCode, EliminationErrors } from './errors.js';
import { isComplete, placements } from './placements.js';
import type { EliminationReport, EliminationSettings, EliminationState } from './types.js';
import { toBracketView } from './view.js';

/** Every code the elimination engine's verbs fail with: the package's own and core's (ratings). */
export type EliminationEngineErrorCode = EliminationErrorCode | CoreErrorCode;

/** The engine interface names the match `match` and the result's fields at the top level. */
const PATHS: readonly (readonly [RegExp, string])[] = [
  [/^\/matchId/, '/match'],
  [/^\/result\/winner/, '/forfeitWinner'],
  [/^\/result/, ''],
];

function reported(
  state: EliminationState,
  report: EngineReport,
  correction: boolean,
): Result<EliminationState, EliminationErrorCode> {
  const unread = unreadReportField(report, ['games', 'drawnGames', 'forfeitWinner']);
  if (unread !== undefined) {
    return err(
      EliminationErrors.invalidResult,
      `A bracket result is games won by each side, or the side that wins by forfeit; ${unread} is not one of them.`,
      `/${unread}`,
    );
  }
  let result: EliminationReport;
  if (report.forfeitWinner !== undefined) {
    result = { type: 'automatic-win', winner: report.forfeitWinner, reason: 'no-show' };
  } else if (report.games !== undefined) {
    result = {
      type: 'played',
      games: report.games,
      ...(report.drawnGames === undefined ? {} : { drawnGames: report.drawnGames }),
    };
  } else {
    return err(
      EliminationErrors.invalidResult,
      'A bracket result needs games ([won, won]) or a forfeit winner (0 or 1).',
      '/games',
    );
  }
  const done = (correction ? correctResult : reportResult)(state, report.match, result);
  if (done.ok || done.error.path === undefined) return done;
  const path = done.error.path;
  const rule = PATHS.find(([from]) => from.test(path));
  return rule === undefined
    ? done
    : err(done.error.code, done.error.message, path.replace(rule[0], rule[1]) || '/games');
}

/**
 * Single and double elimination behind the one engine interface of `@tcgkit/core` (what
 * `@tcgkit/tournament` runs). `create` lays the whole bracket out (the list is the seed order
 * for `manual` and `prior-stage-results` seeding; rating seeding puts players without a rating
 * last), so `start` and `finish` give the bracket back as it is, and `pairNext` and `lateEntry`
 * fail (`elimination/nothing-to-pair`, `elimination/late-entry-closed`). `report` and `correct`
 * take match ids such as `W1.1` with `games` or a `forfeitWinner`. The order is the bracket's, so
 * `standings` rules are ignored; `views` gives the `BracketView`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { eliminationEngine } from '@tcgkit/elimination';
 * let top4 = unwrap(eliminationEngine.create({
 *   settings: { format: 'single-elimination', seeding: 'prior-stage-results' },
 *   participants: ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id })),
 *   seed: 'top4',
 * }));
 * top4 = unwrap(eliminationEngine.report(top4, { match: 'W1.1', games: [2, 1] }));
 * eliminationEngine.isComplete(top4); // false
 * ```
 */
export const eliminationEngine: Engine<
  EliminationState,
  EliminationSettings,
  EliminationEngineErrorCode,
  unknown,
  BracketView
> = {
  format: 'elimination',
  create: (input) =>
    createBracket({
      settings: input.settings,
      participants: input.participants,
      seed: input.seed,
      missingRating: 'last',
    }),
  start: (state) => ok(state),
  pairNext: () =>
    err(
      EliminationErrors.nothingToPair,
      'A bracket has no rounds to pair: its matches are laid out when it starts. Report the matches that are ready (nextMatches) instead.',
      '/stage',
    ),
  report: (state, report) => reported(state, report, false),
  correct: (state, report) => reported(state, report, true),
  drop(state, id) {
    if (!state.participants.some((p) => p.id === id)) return ok(state);
    const done = dropParticipant(state, id);
    return !done.ok && done.error.code === EliminationErrors.alreadyEliminated ? ok(state) : done;
  },
  lateEntry: (_state, p) =>
    err(
      EliminationErrors.lateEntryClosed,
      `A bracket takes no late entrants: its seeds are placed when it starts. Register "${p.id}" before the bracket starts.`,
      '/participant',
    ),
  finish: (state) => ok(state),
  isComplete,
  standings(state) {
    const dropped = new Set(state.dropped);
    // Players still in after an early cutoff share first place: their order is undecided.
    return placements(state).map((p, i) => ({
      participantId: p.participantId,
      rank: p.placement ?? 1,
      position: i + 1,
      points: null,
      dropped: dropped.has(p.participantId),
    }));
  },
  views: (state, options = {}) =>
    toBracketView(state, options.title === undefined ? {} : { title: options.title }),
};
