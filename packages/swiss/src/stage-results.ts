import { err, type Result } from '@tcgkit/core';
import { isObject, shown } from './check.js';
import { type SwissErrorCode, SwissErrors } from './errors.js';
import { checkStage, okStage } from './load.js';
import type { ResultReport, SwissMatch, SwissRound, SwissStage } from './types.js';

/**
 * Reports (or corrects) the result of a match: games won by each side, in the order the match
 * lists its players, and optionally drawn games. The side with more games wins; equal games is
 * a drawn match. Reporting an already reported match replaces its result.
 *
 * Errors: `swiss/not-started`, `swiss/stage-finished`, `swiss/unknown-match`,
 * `swiss/invalid-result`, `swiss/draws-not-allowed`.
 *
 * @example
 * ```ts
 * stage = unwrap(reportResult(stage, { table: 1, games: [2, 1] }));
 * ```
 */
export function reportResult(
  stage: SwissStage,
  report: ResultReport,
): Result<SwissStage, SwissErrorCode> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  const done = reportChecked(stage, [report]);
  if (done.ok || done.error.path === undefined) return done;
  return err(done.error.code, done.error.message, done.error.path.replace(/^\/0/, ''));
}

/**
 * Reports (or corrects) several results at once, all or nothing: the first bad report stops it
 * and its path starts with the report's index (`/3/games`).
 *
 * Errors: as {@link reportResult}.
 *
 * @example
 * ```ts
 * stage = unwrap(reportResults(stage, [{ table: 1, games: [2, 0] }, { table: 2, games: [1, 2] }]));
 * ```
 */
export function reportResults(
  stage: SwissStage,
  reports: readonly ResultReport[],
): Result<SwissStage, SwissErrorCode> {
  const checked = checkStage(stage);
  if (!checked.ok) return checked;
  return reportChecked(stage, reports);
}

/** {@link reportResults} on a stage that passed {@link checkStage}. */
function reportChecked(
  stage: SwissStage,
  reports: readonly ResultReport[],
): Result<SwissStage, SwissErrorCode> {
  if (stage.status === 'registration')
    return err(SwissErrors.notStarted, 'The stage has not started.');
  if (stage.status === 'finished') return err(SwissErrors.stageFinished, 'The stage is finished.');
  if (!Array.isArray(reports)) {
    return err(
      SwissErrors.invalidResult,
      `reportResults takes a list of results ({ table, games }), not ${shown(reports)}.`,
      '',
    );
  }
  const rounds = stage.rounds.slice();
  const copied = new Set<number>();
  const tableIndex = new Map<number, Map<number, number>>();
  /** The entry that reported each match so far: `round:matchIndex` -> report index. */
  const reported = new Map<string, number>();
  for (let k = 0; k < reports.length; k++) {
    const report = reports[k] as ResultReport;
    if (!isObject(report)) {
      return err(
        SwissErrors.invalidResult,
        `A result must be an object ({ table, games }), not ${shown(report)}.`,
        `/${k}`,
      );
    }
    if (report.round !== undefined && !(Number.isInteger(report.round) && report.round >= 1)) {
      return err(
        SwissErrors.unknownMatch,
        `round must be a round number from 1, not ${shown(report.round)}.`,
        `/${k}/round`,
      );
    }
    const roundNumber = report.round ?? stage.rounds.length;
    const roundIndex = roundNumber - 1;
    const round = rounds[roundIndex];
    if (round === undefined)
      return err(SwissErrors.unknownMatch, `There is no round ${roundNumber}.`, `/${k}/round`);
    let tables = tableIndex.get(roundIndex);
    if (tables === undefined) {
      tables = new Map(round.matches.map((m, i) => [m.table, i]));
      tableIndex.set(roundIndex, tables);
    }
    const matchIndex = tables.get(report.table);
    if (matchIndex === undefined) {
      return err(
        SwissErrors.unknownMatch,
        `Round ${roundNumber} has no table ${shown(report.table)}.`,
        `/${k}/table`,
      );
    }
    const key = `${roundIndex}:${matchIndex}`;
    const earlier = reported.get(key);
    if (earlier !== undefined) {
      return err(
        SwissErrors.duplicateReport,
        `Round ${roundNumber}, table ${report.table} is reported twice in this batch (entries ${earlier} and ${k}): send one result per match.`,
        `/${k}`,
      );
    }
    reported.set(key, k);
    const games = report.games;
    if (
      !Array.isArray(games) ||
      games.length !== 2 ||
      !games.every((g) => Number.isInteger(g) && g >= 0) ||
      (report.drawnGames !== undefined &&
        (!Number.isInteger(report.drawnGames) || report.drawnGames < 0))
    ) {
      return err(
        SwissErrors.invalidResult,
        'Games must be two whole numbers from 0 (and drawn games one).',
        `/${k}/games`,
      );
    }
    if (games[0] === games[1] && !stage.settings.allowDraws) {
      return err(
        SwissErrors.drawsNotAllowed,
        'This stage does not allow drawn matches.',
        `/${k}/games`,
      );
    }
    const result =
      report.drawnGames === undefined || report.drawnGames === 0
        ? { games: [games[0], games[1]] as const }
        : { games: [games[0], games[1]] as const, drawnGames: report.drawnGames };
    if (!copied.has(roundIndex)) {
      rounds[roundIndex] = { ...round, matches: round.matches.slice() };
      copied.add(roundIndex);
    }
    const target = rounds[roundIndex] as SwissRound;
    (target.matches as SwissMatch[])[matchIndex] = {
      ...(target.matches[matchIndex] as SwissMatch),
      result,
    };
  }
  return okStage({ ...stage, rounds });
}
