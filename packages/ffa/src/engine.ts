import {
  type Engine,
  type EngineReport,
  err,
  type LobbiesView,
  ok,
  type Result,
  type StandingsView,
  unreadReportField,
} from '@tcgkit/core';
import { type FfaErrorCode, FfaErrors } from './errors.js';
import { correctLobby, createFfaStage, dropPlayer, reportLobby, startMatch } from './stage.js';
import { ffaStandings } from './standings.js';
import type { FfaSettingsInput, FfaState } from './types.js';
import { toLobbiesView, toStandingsView } from './views.js';

/** What {@link ffaEngine}'s `views` gives: the standings and the current match's lobbies. */
export interface FfaViews {
  readonly standings: StandingsView;
  /** `undefined` before the first match is started. */
  readonly lobbies: LobbiesView | undefined;
}

function placed(
  state: FfaState,
  report: EngineReport,
  correction: boolean,
): Result<FfaState, FfaErrorCode> {
  const unread = unreadReportField(report, ['ranking', 'eliminations']);
  if (unread !== undefined) {
    return err(
      FfaErrors.invalidRanking,
      `A lobby result is a finishing order (ranking) and any eliminations; ${unread} is for one-on-one matches.`,
      `/${unread}`,
    );
  }
  if (report.ranking === undefined) {
    return err(
      FfaErrors.invalidRanking,
      'A lobby result needs a finishing order: ranking, best first (a nested list is a tie).',
      '/ranking',
    );
  }
  const lobby = {
    lobbyId: report.match,
    ranking: report.ranking,
    ...(report.eliminations === undefined ? {} : { eliminations: report.eliminations }),
  };
  const done = (correction ? correctLobby : reportLobby)(state, lobby);
  return !done.ok && done.error.path === '/lobbyId'
    ? err(done.error.code, done.error.message, '/match')
    : done;
}

/**
 * Free-for-all stages (Cumulative Points, Threshold Win) behind the one engine interface of
 * `@tcgkit/core` (what `@tcgkit/tournament` runs). `create` takes the players in seed order;
 * `pairNext` starts the next match (forms its lobbies); `report` and `correct` take a lobby id as
 * `match` with its `ranking`; `lateEntry` fails (`ffa/late-entry-closed`); `start` and `finish`
 * give the stage back as it is (it ends by itself). The order is by points, so `standings` rules
 * are ignored; `views` gives the standings and the current lobbies.
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { ffaEngine } from '@tcgkit/ffa';
 * let stage = unwrap(ffaEngine.create({
 *   settings: { format: 'cumulative-points', numberOfMatches: 1 },
 *   participants: ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id })),
 *   seed: 'night-1',
 * }));
 * stage = unwrap(ffaEngine.pairNext(stage));
 * const lobby = stage.matches[0]?.lobbies[0];
 * if (lobby) stage = unwrap(ffaEngine.report(stage, { match: lobby.id, ranking: [...lobby.participantIds] }));
 * ```
 */
export const ffaEngine: Engine<FfaState, FfaSettingsInput, FfaErrorCode, unknown, FfaViews> = {
  format: 'ffa',
  create: (input) =>
    createFfaStage({
      participants: input.participants.map((p) =>
        p.name === undefined ? { id: p.id } : { id: p.id, name: p.name },
      ),
      seed: input.seed,
      settings: input.settings,
    }),
  start: (state) => ok(state),
  pairNext: (state) => startMatch(state),
  report: (state, report) => placed(state, report, false),
  correct: (state, report) => placed(state, report, true),
  drop: (state, id) =>
    state.participants.some((p) => p.id === id) ? dropPlayer(state, id) : ok(state),
  lateEntry: (_state, p) =>
    err(
      FfaErrors.lateEntryClosed,
      `A free-for-all stage takes its players when it starts: register "${p.id}" before the stage starts.`,
      '/participant',
    ),
  finish: (state) => ok(state),
  isComplete: (state) => state.status === 'complete',
  standings: (state) =>
    ffaStandings(state).map((row, i) => ({
      participantId: row.participantId,
      rank: row.rank,
      position: i + 1,
      points: row.points,
      dropped: row.dropped,
    })),
  views(state, options = {}) {
    const title = options.title === undefined ? {} : { title: options.title };
    return { standings: toStandingsView(state, title), lobbies: toLobbiesView(state, title) };
  },
};
