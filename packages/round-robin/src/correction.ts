import { err, type Issue, ok, type Result } from '@tcgkit/core';
import { type RoundRobinErrorCode, RoundRobinErrors } from './errors.js';
import { checkScore, findMatch, isComplete } from './results.js';
import { checkActor } from './time.js';
import type {
  Actor,
  CorrectedOutcome,
  CorrectionReport,
  DecidedBy,
  LogEntry,
  MatchRecord,
  RoundRobinMatch,
  RoundRobinState,
} from './types.js';

const fail = (problem: Issue<RoundRobinErrorCode>) => ({ ok: false as const, error: problem });

function closedProblem(state: RoundRobinState): Issue<RoundRobinErrorCode> {
  const closed = state.closed as Actor;
  return {
    code: RoundRobinErrors.correctionClosed,
    message: `The playoffs were drawn from this stage (closed by ${closed.by} at ${closed.at}): its results can no longer be corrected.`,
  };
}

function outcomeOf(
  state: RoundRobinState,
  previous: MatchRecord,
  report: CorrectionReport,
): { winner: 0 | 1 | null; decidedBy: DecidedBy } | Issue<RoundRobinErrorCode> {
  const [a, b] = report.games;
  const given = report.winner;
  if (given !== undefined && given !== 0 && given !== 1) {
    return {
      code: RoundRobinErrors.invalidScore,
      message: 'The winner is side 0 (first listed player) or side 1.',
      path: '/winner',
    };
  }
  if (a !== b || state.settings.draws === 'counts') {
    if (given !== undefined) {
      return {
        code: RoundRobinErrors.invalidScore,
        message:
          a !== b
            ? 'The score decides the winner: give a winner only for a drawn score decided by a coin flip.'
            : 'Draws count in this stage: a drawn score has no winner.',
        path: '/winner',
      };
    }
    return { winner: a === b ? null : a > b ? 0 : 1, decidedBy: 'administrator' };
  }
  // A drawn score under the coin-flip setting: never flip again (a correction must not move the
  // stage's PRNG, which later flips and Swiss pairings read). The organizer decides, or the
  // match's earlier flip stands.
  if (given !== undefined) return { winner: given, decidedBy: 'administrator' };
  if (previous.decidedBy === 'coin-flip' && previous.winner !== null) {
    return { winner: previous.winner, decidedBy: 'coin-flip' };
  }
  return {
    code: RoundRobinErrors.invalidScore,
    message:
      'Draws are decided by a coin flip and this match had no flip: say which side wins (winner 0 or 1).',
    path: '/winner',
  };
}

/**
 * An organizer corrects a match's final result during the group stage, for example a score
 * entered the wrong way round. Allowed until the stage is closed ({@link closeStage}, done when the
 * playoffs are drawn from it): afterwards `round-robin/correction-closed`. Everything that
 * depends on results (group tables, qualification, the playoff draw) is derived from the
 * matches, so it follows the corrected result at once.
 *
 * The corrected result is final and `decidedBy: 'administrator'`, keeps the original report
 * (`reportedBy`, `reportedAt`, any confirmation) and gains `correctedBy` / `correctedAt`. The log
 * gets a `correction` entry with who, when, the new result and the one it replaced.
 *
 * A drawn score follows the draw setting: with `counts` the draw stands; with `coin-flip` the
 * coin is never flipped again (a correction leaves the stage's PRNG, and so every later flip and
 * Swiss pairing, untouched). The organizer gives `winner`, or, when the match was itself decided
 * by a flip, that flip stands (still `decidedBy: 'coin-flip'`).
 *
 * With Swiss rounds within groups, rounds already paired stay as they are; later rounds are
 * paired from the corrected tables.
 *
 * Errors: `round-robin/not-laid-out`, `round-robin/unknown-match`,
 * `round-robin/correction-closed`, `round-robin/invalid-time`, `round-robin/invalid-score`
 * (games, or a `winner` that is missing, not 0/1, or given where the score decides),
 * `round-robin/nothing-to-correct` (no final result yet, one awaiting confirmation, or an
 * automatic win after a drop), `round-robin/no-change` (the same result).
 *
 * @example
 * ```ts
 * // A-1-1 was entered as 2-0; it was 0-2.
 * const fixed = correctResult(stage, 'A-1-1', { games: [0, 2] }, { by: 'organizer', at: '2026-05-03T09:00:00Z' });
 * ```
 */
export function correctResult(
  state: RoundRobinState,
  matchId: string,
  report: CorrectionReport,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  const found = findMatch(state, matchId);
  if ('code' in found) return fail(found);
  if (state.closed !== undefined) return fail(closedProblem(state));
  const bad = checkActor(actor) ?? checkScore(report);
  if (bad) return fail(bad);
  const { match, index } = found;
  const previous = match.result;
  if (previous === null || previous.status !== 'final' || previous.decidedBy === 'drop') {
    return err(
      RoundRobinErrors.nothingToCorrect,
      previous?.decidedBy === 'drop'
        ? `Match ${matchId} is an automatic win after a drop: there is no played result to correct.`
        : `Match ${matchId} has no final result to correct.`,
    );
  }
  const outcome = outcomeOf(state, previous, report);
  if ('code' in outcome) return fail(outcome);
  const games = [report.games[0], report.games[1]] as const;
  const drawnGames = report.drawnGames ?? 0;
  if (
    games[0] === previous.games[0] &&
    games[1] === previous.games[1] &&
    drawnGames === previous.drawnGames &&
    outcome.winner === previous.winner
  ) {
    return err(RoundRobinErrors.noChange, `Match ${matchId} already has this result.`);
  }
  const corrected: MatchRecord = {
    ...previous,
    games,
    drawnGames,
    winner: outcome.winner,
    decidedBy: outcome.decidedBy,
    correctedBy: actor.by,
    correctedAt: actor.at,
  };
  const replaced: CorrectedOutcome = {
    games: previous.games,
    drawnGames: previous.drawnGames,
    winner: previous.winner,
    decidedBy: previous.decidedBy,
  };
  const entry: LogEntry = {
    type: 'correction',
    by: actor.by,
    at: actor.at,
    matchId,
    games,
    drawnGames,
    winner: outcome.winner,
    decidedBy: outcome.decidedBy,
    previous: replaced,
  };
  const matches = state.matches.slice();
  matches[index] = { ...(match as RoundRobinMatch), result: corrected };
  return ok({ ...state, matches, log: [...state.log, entry] });
}

/**
 * Closes a complete stage when the playoffs (or the next stage of an event) are drawn from it:
 * records who and when in `closed` and in the log. This is what "the playoffs are drawn" means
 * in the state: {@link drawPlayoffs} and {@link qualify} only read the stage (a preview can be
 * taken at any time), so the caller closes the stage at the moment the playoff bracket is
 * created. From then on {@link correctResult} refuses with `round-robin/correction-closed`.
 *
 * Errors: `round-robin/group-stage-not-complete` (a match is not final yet),
 * `round-robin/already-closed`, `round-robin/invalid-time`.
 *
 * @example
 * ```ts
 * const draw = unwrap(drawPlayoffs(stage));
 * stage = unwrap(closeStage(stage, { by: 'organizer', at: '2026-05-09T10:00:00Z' }));
 * const bracket = unwrap(createPlayoffBracket(draw));
 * ```
 */
export function closeStage(
  state: RoundRobinState,
  actor: Actor,
): Result<RoundRobinState, RoundRobinErrorCode> {
  if (state.closed !== undefined) {
    return err(RoundRobinErrors.alreadyClosed, 'The stage is already closed.');
  }
  const bad = checkActor(actor);
  if (bad) return fail(bad);
  if (!isComplete(state)) {
    return err(
      RoundRobinErrors.groupStageNotComplete,
      'Every group match needs a final result before the stage can be closed.',
    );
  }
  const entry: LogEntry = { type: 'close', by: actor.by, at: actor.at };
  return ok({ ...state, closed: { by: actor.by, at: actor.at }, log: [...state.log, entry] });
}
