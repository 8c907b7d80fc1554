import { err, ok, type Result } from '@tcgkit/core';
import { isObject, shown } from './check.js';
import { type SwissErrorCode, SwissErrors } from './errors.js';
import { checkStage, okStage } from './load.js';
import type { ResultReport, SwissMatch, SwissResult, SwissRound, SwissStage } from './types.js';

/**
 * Reports (or corrects) the result of a match: games won by each side, in the order the match
 * lists its players, and optionally drawn games. The side with more games wins; equal games is
 * a drawn match. A no-show is `{ table, forfeitWinner }` (the side present wins by forfeit: the
 * points of a win, no games), a match neither side played `{ table, notPlayed: true }` (nothing
 * for either). Reporting an already reported match replaces its result.
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
    const read = resultOf(report, stage.settings.allowDraws, k);
    if (!read.ok) return read;
    const result = read.value;
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

/** The stored result of one report: played games, a forfeit or a match not played. */
function resultOf(
  report: ResultReport,
  allowDraws: boolean,
  k: number,
): Result<SwissResult, SwissErrorCode> {
  const forfeit = report.forfeitWinner;
  const notPlayed = report.notPlayed;
  if (forfeit !== undefined || notPlayed !== undefined) {
    if (forfeit !== undefined && forfeit !== 0 && forfeit !== 1)
      return err(
        SwissErrors.invalidResult,
        `forfeitWinner is the side present, 0 or 1, not ${shown(forfeit)}.`,
        `/${k}/forfeitWinner`,
      );
    if (notPlayed !== undefined && notPlayed !== true)
      return err(
        SwissErrors.invalidResult,
        `notPlayed is true or absent, not ${shown(notPlayed)}.`,
        `/${k}/notPlayed`,
      );
    if (forfeit !== undefined && notPlayed !== undefined)
      return err(
        SwissErrors.invalidResult,
        'A match is won by forfeit (forfeitWinner) or not played by either side (notPlayed), not both.',
        `/${k}`,
      );
    const g = report.games;
    if (
      (g !== undefined && !(Array.isArray(g) && g.length === 2 && g[0] === 0 && g[1] === 0)) ||
      (report.drawnGames !== undefined && report.drawnGames !== 0)
    )
      return err(
        SwissErrors.invalidResult,
        'A forfeit or a match not played has no games: leave games out (or [0, 0]).',
        `/${k}/games`,
      );
    return ok(
      forfeit !== undefined
        ? { games: [0, 0] as const, forfeitWinner: forfeit }
        : { games: [0, 0] as const, notPlayed: true },
    );
  }
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
      'Games must be two whole numbers from 0 (and drawn games one); a no-show is forfeitWinner (the side present), a match neither played notPlayed: true.',
      `/${k}/games`,
    );
  }
  if (games[0] === games[1] && !allowDraws) {
    return err(
      SwissErrors.drawsNotAllowed,
      'This stage does not allow drawn matches.',
      `/${k}/games`,
    );
  }
  return ok(
    report.drawnGames === undefined || report.drawnGames === 0
      ? { games: [games[0], games[1]] as const }
      : { games: [games[0], games[1]] as const, drawnGames: report.drawnGames },
  );
}
