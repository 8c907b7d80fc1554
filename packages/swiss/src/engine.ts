import {
  type CoreErrorCode,
  type Engine,
  type EngineReport,
  type EngineStanding,
  err,
  ok,
  type PairingsView,
  type Participant,
  type Result,
  type StandingsView,
  unreadReportField,
} from '@tcgkit/core';
import { computeStandings, type StandingsSettings, toStandingsView } from '@tcgkit/tiebreakers';
import { type SwissErrorCode, SwissErrors } from './errors.js';
import { assertStage } from './load.js';
import {
  createSwissStage,
  isRoundComplete,
  pairNextRound,
  registerPlayers,
  startStage,
} from './stage.js';
import { addLateEntrant, dropPlayer, finishStage } from './stage-changes.js';
import { reportResult } from './stage-results.js';
import { standingsInputOf } from './standings.js';
import type { PlayerRegistration, SwissSettings, SwissStage } from './types.js';
import { toPairingsView } from './views.js';

/** What {@link swissEngine}'s `views` gives: the standings and the latest round's pairings. */
export interface SwissViews {
  readonly standings: StandingsView;
  /** `undefined` before the first round is paired. */
  readonly pairings: PairingsView | undefined;
}

/** Every code the Swiss engine's verbs fail with: the package's own and core's (a ratings table). */
export type SwissEngineErrorCode = SwissErrorCode | CoreErrorCode;

const MATCH_ID = /^R([1-9][0-9]*)-T([1-9][0-9]*)$/;

/**
 * The id of a Swiss match in the engine interface: `R<round>-T<table>`.
 *
 * @example
 * ```ts
 * swissMatchId(2, 5); // 'R2-T5'
 * ```
 */
export function swissMatchId(round: number, table: number): string {
  return `R${round}-T${table}`;
}

/**
 * The round and table of a Swiss match id (`R2-T5`), or `undefined` when it is not one.
 *
 * @example
 * ```ts
 * parseSwissMatchId('R2-T5'); // { round: 2, table: 5 }
 * parseSwissMatchId('W1.1'); // undefined
 * ```
 */
export function parseSwissMatchId(
  id: string,
): { readonly round: number; readonly table: number } | undefined {
  const m = MATCH_ID.exec(id);
  return m === null ? undefined : { round: Number(m[1]), table: Number(m[2]) };
}

function registration(p: Participant, seed: number | undefined): PlayerRegistration {
  const reg: { id: string; name?: string; rating?: number; seed?: number } = { id: p.id };
  if (p.name !== undefined) reg.name = p.name;
  if (p.rating !== undefined) reg.rating = p.rating;
  if (seed !== undefined) reg.seed = seed;
  return reg;
}

function record(
  stage: SwissStage,
  report: EngineReport,
  correction: boolean,
): Result<SwissStage, SwissErrorCode> {
  const unread = unreadReportField(report, ['games', 'drawnGames', 'forfeitWinner', 'notPlayed']);
  if (unread !== undefined) {
    return err(
      SwissErrors.invalidResult,
      `A Swiss result is games won by each side (and drawn games), a forfeit winner or notPlayed; ${unread} is only for ${unread === 'winner' ? 'round robin corrections' : 'free-for-all lobbies'}.`,
      `/${unread}`,
    );
  }
  const at = parseSwissMatchId(report.match);
  if (at === undefined) {
    return err(
      SwissErrors.unknownMatch,
      `"${report.match}" is not a Swiss match id: use R<round>-T<table>, as R2-T5 (table 5 of round 2).`,
      '/match',
    );
  }
  if (
    report.games === undefined &&
    report.forfeitWinner === undefined &&
    report.notPlayed === undefined
  ) {
    return err(
      SwissErrors.invalidResult,
      'A Swiss result needs games ([won, won]), a forfeitWinner (0 or 1, the side present) or notPlayed: true.',
      '/games',
    );
  }
  const matches = stage.rounds[at.round - 1]?.matches;
  // Tables are numbered from 1 in order, so the match is usually at table - 1 (no scan per report).
  const atIndex = matches?.[at.table - 1];
  const existing =
    atIndex?.table === at.table ? atIndex : matches?.find((x) => x.table === at.table);
  if (existing !== undefined && (existing.result !== undefined) !== correction) {
    return err(
      SwissErrors.invalidResult,
      correction
        ? `Match ${report.match} has no result to correct: report it first.`
        : `Match ${report.match} already has a result: send a correction to change it.`,
      '/match',
    );
  }
  return reportResult(stage, {
    round: at.round,
    table: at.table,
    ...(report.games === undefined ? {} : { games: report.games }),
    ...(report.drawnGames === undefined ? {} : { drawnGames: report.drawnGames }),
    ...(report.forfeitWinner === undefined ? {} : { forfeitWinner: report.forfeitWinner }),
    ...(report.notPlayed === undefined ? {} : { notPlayed: report.notPlayed }),
  });
}

function standingsOf(
  stage: SwissStage,
  rules: StandingsSettings | undefined,
  explain: boolean,
): ReturnType<typeof computeStandings> {
  assertStage(stage);
  const input = standingsInputOf(stage, explain);
  return computeStandings(rules === undefined ? input : { ...input, settings: rules });
}

/**
 * The Swiss stage behind the one engine interface of `@tcgkit/core` (what `@tcgkit/tournament`
 * runs): `create` registers the players (their place in the list is their seed with
 * `inSeedOrder`), `start` seeds them, `pairNext` pairs the next round, `report` and `correct`
 * take `R<round>-T<table>` match ids, `drop`, `lateEntry` (Late entry must be on in the
 * settings), `finish`, and `standings`/`views` by the stage's own settings or any
 * `StandingsSettings` given (`presets.playPokemon`, `presets.mtg`).
 *
 * @example
 * ```ts
 * import { unwrap } from '@tcgkit/core';
 * import { swissEngine } from '@tcgkit/swiss';
 * let stage = unwrap(swissEngine.create({
 *   settings: { rounds: 3 },
 *   participants: ['ana', 'ben', 'cam', 'dee'].map((id) => ({ id })),
 *   seed: 'league-7',
 * }));
 * stage = unwrap(swissEngine.start(stage));
 * stage = unwrap(swissEngine.pairNext(stage));
 * stage = unwrap(swissEngine.report(stage, { match: 'R1-T1', games: [2, 0] }));
 * swissEngine.standings(stage)[0]?.participantId;
 * ```
 */
export const swissEngine: Engine<
  SwissStage,
  Partial<SwissSettings>,
  SwissEngineErrorCode,
  StandingsSettings,
  SwissViews
> = {
  format: 'swiss',
  create(input) {
    const created = createSwissStage(input.settings, { seed: input.seed });
    if (!created.ok) return created;
    return registerPlayers(
      created.value,
      input.participants.map((p, i) => registration(p, input.inSeedOrder ? i + 1 : p.seed)),
    );
  },
  start: (stage) => startStage(stage),
  pairNext: (stage) => pairNextRound(stage),
  report: (stage, report) => record(stage, report, false),
  correct: (stage, report) => record(stage, report, true),
  drop: (stage, id) => (stage.players.some((p) => p.id === id) ? dropPlayer(stage, id) : ok(stage)),
  lateEntry: (stage, p) => addLateEntrant(stage, registration(p, undefined)),
  finish: (stage) => (stage.status === 'finished' ? ok(stage) : finishStage(stage)),
  isComplete: (stage) =>
    stage.status === 'finished' ||
    (stage.rounds.length >= stage.settings.rounds && isRoundComplete(stage)),
  standings(stage, options = {}): EngineStanding[] {
    return standingsOf(stage, options.standings, false).map((s) => ({
      participantId: s.playerId,
      rank: s.rank,
      position: s.position,
      points: s.points,
      dropped: s.dropped,
    }));
  },
  views(stage, options = {}) {
    const title = options.title === undefined ? {} : { title: options.title };
    return {
      standings: toStandingsView(standingsOf(stage, options.standings, true), {
        players: stage.players.map((p) =>
          p.name === undefined ? { id: p.id } : { id: p.id, name: p.name },
        ),
        afterRound: stage.rounds.length,
        ...title,
      }),
      pairings: toPairingsView(stage, title),
    };
  },
};
