import type {
  PairingsSeat,
  PairingsTable,
  PairingsView,
  ParticipantId,
  StandingsView,
} from '@tcgkit/core';
import { computeStandings, type Standing, toStandingsView } from '@tcgkit/tiebreakers';
import { assertStage } from './load.js';
import { standingsInputOf } from './standings.js';
import type { SwissStage } from './types.js';

/** Options of {@link toPairingsView}. */
export interface PairingsViewOptions {
  /** The round to show, 1-based. Default: the latest paired round. */
  readonly round?: number;
  /** A heading for the element. */
  readonly title?: string;
}

/**
 * One round's tables and bye as a `PairingsView` for the pairings element: table numbers,
 * names, each player's points and record before the round, and scores once reported.
 * Returns `undefined` when the round has not been paired (or `round` is not a whole number). A
 * stage that fails the stage check throws a `TcgkitError` with its code and path.
 *
 * @example
 * ```ts
 * const view = toPairingsView(stage);
 * view?.tables[0]?.seats.map((s) => s.name); // ['Ana', 'Cy']
 * ```
 */
export function toPairingsView(
  stage: SwissStage,
  options: PairingsViewOptions = {},
): PairingsView | undefined {
  assertStage(stage);
  const asked: unknown = (options as PairingsViewOptions | null)?.round;
  if (asked !== undefined && !Number.isInteger(asked)) return undefined;
  const number = (asked as number | undefined) ?? stage.rounds.length;
  const round = stage.rounds[number - 1];
  if (round === undefined) return undefined;
  // Standings before this round: the records and points shown next to the names.
  const before = computeStandings({ ...standingsInputOf(stage, false), throughRound: number - 1 });
  const rows = new Map<ParticipantId, Standing>(before.map((row) => [row.playerId, row]));
  const names = new Map(stage.players.map((p) => [p.id, p.name ?? p.id]));
  const seat = (
    id: ParticipantId,
    score?: number,
    outcome?: 'win' | 'loss' | 'draw',
  ): PairingsSeat => {
    const row = rows.get(id);
    const out: { -readonly [K in keyof PairingsSeat]: PairingsSeat[K] } = {
      participantId: id,
      name: names.get(id) ?? id,
    };
    if (row) {
      out.points = row.points;
      out.record = { wins: row.record.wins, losses: row.record.losses, draws: row.record.draws };
    }
    if (score !== undefined) out.score = score;
    if (outcome !== undefined) out.outcome = outcome;
    return out;
  };
  const tables: PairingsTable[] = round.matches.map((m) => {
    const r = m.result;
    if (r === undefined) {
      return { table: m.table, seats: [seat(m.players[0]), seat(m.players[1])], status: 'ready' };
    }
    if (r.forfeitWinner !== undefined || r.notPlayed === true) {
      // No games to show: the side present wins; a match neither played has no outcome.
      const w = r.forfeitWinner;
      const side = (k: 0 | 1) => (w === undefined ? undefined : w === k ? 'win' : 'loss');
      return {
        table: m.table,
        seats: [seat(m.players[0], undefined, side(0)), seat(m.players[1], undefined, side(1))],
        status: 'completed',
      };
    }
    const [a, b] = r.games;
    const first = a > b ? 'win' : a < b ? 'loss' : 'draw';
    const second = a > b ? 'loss' : a < b ? 'win' : 'draw';
    return {
      table: m.table,
      seats: [seat(m.players[0], a, first), seat(m.players[1], b, second)],
      status: 'completed',
    };
  });
  const view: { -readonly [K in keyof PairingsView]: PairingsView[K] } = {
    kind: 'pairings',
    round: number,
    tables,
    byes: round.bye === undefined ? [] : [seat(round.bye)],
  };
  if (options.title !== undefined) view.title = options.title;
  return view;
}

/**
 * The stage's standings as a `StandingsView` for the standings element (through
 * `@tcgkit/tiebreakers`' `toStandingsView`), after the latest reported results.
 *
 * @example
 * ```ts
 * const view = toSwissStandingsView(stage, { title: 'After round 3' });
 * ```
 */
export function toSwissStandingsView(
  stage: SwissStage,
  options: { readonly title?: string } = {},
): StandingsView {
  assertStage(stage);
  const rows = computeStandings(standingsInputOf(stage, true));
  return toStandingsView(rows, {
    players: stage.players.map((p) =>
      p.name === undefined ? { id: p.id } : { id: p.id, name: p.name },
    ),
    afterRound: stage.rounds.length,
    ...(options.title === undefined ? {} : { title: options.title }),
  });
}
