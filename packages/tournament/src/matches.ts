import { err, type PairingsView, type ParticipantId, type Result } from '@tcgkit/core';
import { nextMatches } from '@tcgkit/elimination';
import { type SwissStage, toPairingsView } from '@tcgkit/swiss';
import { TournamentErrors as E } from './errors.js';
import type { MatchReport, TournamentState } from './types.js';

/** A Swiss match id: round and table, `R2-T5`. */
export type SwissMatchId = `R${number}-T${number}`;

/** A bracket match id: winners `W1.1`, losers `L2.1`, the third-place match `3P`, grand finals `GF1`, `GF2`. */
export type BracketMatchId = `W${number}.${number}` | `L${number}.${number}` | '3P' | 'GF1' | 'GF2';

/** A free-for-all lobby id: match and lobby, `m1-l2`. */
export type LobbyMatchId = `m${number}-l${number}`;

/** A round robin match id: group, round and match, `A-2-1` (`RR-2-1` without groups). */
export type RoundRobinMatchId = `${string}-${number}-${number}`;

/** The id of a match of any stage, as {@link openMatches} gives it and `reportMatch` takes it. */
export type MatchId = SwissMatchId | BracketMatchId | LobbyMatchId | RoundRobinMatchId;

/** A match waiting for its result, in the shape every format shares. */
export interface OpenMatch {
  /** What `reportMatch` takes as `match`. */
  readonly id: MatchId;
  /** Swiss table, bracket match number in its round, lobby number, or round robin match number. */
  readonly table: number;
  /** Two players one-on-one, the lobby's players in free-for-all. */
  readonly players: readonly ParticipantId[];
  /** Swiss round, bracket round (winners, losers or final), free-for-all match, round robin round. */
  readonly round: number;
}

/**
 * The open matches of a stage: the matches that can be reported now, with the id to report them
 * by. Swiss: the tables of every paired round without a result (a bye is not a match). Brackets:
 * the matches with both players known and no result. Free-for-all: the lobbies of the current
 * match without a result. Round robin: every laid-out match without a result. An unknown or
 * waiting stage, or one whose players have advanced, has none (`[]`).
 *
 * @example
 * ```ts
 * for (const m of openMatches(event, 'swiss')) {
 *   event = unwrap(reportMatch(event, { stage: 'swiss', match: m.id, games: [2, 0] }));
 * }
 * ```
 */
export function openMatches(state: TournamentState, stageId: string): OpenMatch[] {
  const stage = state.stages.find((s) => s.id === stageId);
  const engine = stage?.engine;
  if (engine === undefined || engine === null || stage?.advanced === true) return [];
  switch (engine.format) {
    case 'swiss':
      return engine.state.rounds.flatMap((round) =>
        round.matches
          .filter((m) => m.result === undefined)
          .map((m) => ({
            id: `R${round.number}-T${m.table}` as const,
            table: m.table,
            players: m.players,
            round: round.number,
          })),
      );
    case 'elimination':
      return nextMatches(engine.state).map((m) => ({
        id: m.id as BracketMatchId,
        table: m.number,
        players: m.slots.map((slot) => slot.participantId as ParticipantId),
        round: m.round,
      }));
    case 'ffa': {
      const current = engine.state.matches.at(-1);
      if (current === undefined || engine.state.status === 'complete') return [];
      return current.lobbies
        .filter((l) => l.result === undefined)
        .map((l) => ({
          id: l.id as LobbyMatchId,
          table: l.number,
          players: l.participantIds,
          round: current.number,
        }));
    }
    case 'round-robin':
      return engine.state.matches
        .filter((m) => m.result === null)
        .map((m) => ({
          id: m.id as RoundRobinMatchId,
          table: Number(m.id.slice(m.id.lastIndexOf('-') + 1)),
          players: m.players,
          round: m.round,
        }));
    default: {
      const never: never = engine;
      throw new Error(`Unknown engine ${JSON.stringify(never)}`);
    }
  }
}

/**
 * A Swiss stage's pairings for one round (default: the latest paired) as a `PairingsView` for
 * `<tcg-pairings>`: tables, names, each player's points and record before the round (by the
 * stage's standings rules), and scores once reported. The stage's name is the view's title.
 * `undefined` for an unknown, waiting or non-Swiss stage, or a round not paired.
 *
 * @example
 * ```ts
 * const view = stagePairingsView(event, 'swiss', { round: 2 });
 * view?.tables.map((t) => t.table); // [1, 2, 3, ...]
 * ```
 */
export function stagePairingsView(
  state: TournamentState,
  stageId: string,
  options: { readonly round?: number } = {},
): PairingsView | undefined {
  const engine = state.stages.find((s) => s.id === stageId)?.engine;
  if (engine?.format !== 'swiss') return undefined;
  const title = state.settings.stages.find((s) => s.id === stageId)?.name;
  return toPairingsView(engine.state, {
    ...(options.round === undefined ? {} : { round: options.round }),
    ...(title === undefined ? {} : { title }),
  });
}

/**
 * Why a Swiss match id does not name a paired table, in words that say what to do (the round is
 * not paired yet: pair it; the table is not in the round: the tables it has), at `/match`;
 * `undefined` when it names one.
 */
export function swissMatchProblem(
  stage: SwissStage,
  report: MatchReport,
  round: number,
  table: number,
): Result<never> | undefined {
  const paired = stage.rounds.length;
  const roundState = stage.rounds[round - 1];
  if (roundState === undefined) {
    return err(
      E.unknownMatch,
      paired === 0
        ? `Match ${report.match} is not paired yet: stage "${report.stage}" has no round paired. Pair round 1 with pairStage(event, "${report.stage}"), then report its tables (openMatches lists them).`
        : `Match ${report.match} is not paired yet: stage "${report.stage}" has ${paired} round${paired === 1 ? '' : 's'} paired. Pair the next round with pairStage(event, "${report.stage}") once round ${paired} is reported.`,
      '/match',
    );
  }
  // Tables are numbered from 1 in order, so the match is usually at table - 1 (no scan per report).
  if (
    roundState.matches[table - 1]?.table !== table &&
    !roundState.matches.some((m) => m.table === table)
  ) {
    const tables = roundState.matches.length;
    return err(
      E.unknownMatch,
      tables === 0
        ? `Round ${round} of stage "${report.stage}" has no tables (only a bye): there is nothing to report.`
        : `Round ${round} of stage "${report.stage}" has tables 1 to ${tables}, not ${table}${roundState.bye === undefined ? '' : ` (the bye is not a table: the engine scores it)`}.`,
      '/match',
    );
  }
  return undefined;
}
