/**
 * A running Swiss stage read into flat arrays: points now, open tables, rounds left and what a
 * match can still add.
 * @module
 */
import type { ParticipantId } from '@tcgkit/core';
import { matchRecordsOf, type SwissStage, standingsInputOf } from '@tcgkit/swiss';
import {
  computeStandings,
  type MatchRecord,
  type StandingsInput,
  type StandingsSettings,
} from '@tcgkit/tiebreakers';

/** Outcomes of an open table, from its first-listed player's side. */
export const A_WINS = 0;
export const DRAW = 1;
export const B_WINS = 2;

/** An open table: player indexes into `Situation.ids`. */
export interface OpenTable {
  readonly table: number;
  readonly a: number;
  readonly b: number;
}

export interface Situation {
  readonly ids: readonly ParticipantId[];
  /** Not dropped: may make the cut and plays the rounds left. */
  readonly eligible: readonly boolean[];
  /** Points now. */
  readonly base: Float64Array;
  /** Position in the current standings (0 is first). */
  readonly order: readonly number[];
  readonly tables: readonly OpenTable[];
  /** Player index to open table index, or -1. */
  readonly tableOf: Int32Array;
  /** The round the open tables belong to, or null. */
  readonly round: number | null;
  /** Rounds not paired yet. */
  readonly future: number;
  /** Rounds paired so far (the open round included). */
  readonly paired: number;
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** What a bye adds, and whether a future round has one (an odd number of eligible players). */
  readonly bye: number;
  readonly futureByes: boolean;
  readonly allowDraws: boolean;
  /** The least and most one future round can add to an eligible player. */
  readonly minGain: number;
  readonly maxGain: number;
  readonly settings: StandingsSettings;
  /** The standings input of the reported results: the base every hypothetical outcome extends. */
  readonly input: StandingsInput;
  /** The stage's reported records. */
  readonly records: readonly MatchRecord[];
  /** Past opponents of each player (the open round's opponent included). */
  readonly opponents: readonly (readonly number[])[];
}

/** Reads a checked, started stage. */
export function readSituation(stage: SwissStage, settings: StandingsSettings): Situation {
  const ids = stage.players.map((p) => p.id);
  const index = new Map<ParticipantId, number>();
  for (let i = 0; i < ids.length; i++) index.set(ids[i]!, i);
  const eligible = stage.players.map((p) => p.droppedAfterRound === undefined);
  const records = matchRecordsOf(stage);
  const input: StandingsInput = { ...standingsInputOf(stage, false), settings, matches: records };
  const rows = computeStandings(input);
  const base = new Float64Array(ids.length);
  const order: number[] = [];
  for (const row of rows) {
    const i = index.get(row.playerId)!;
    base[i] = row.points;
    order.push(i);
  }
  const opponents: number[][] = ids.map(() => []);
  const tables: OpenTable[] = [];
  const tableOf = new Int32Array(ids.length).fill(-1);
  const last = stage.rounds[stage.rounds.length - 1];
  for (const round of stage.rounds) {
    for (const m of round.matches) {
      const a = index.get(m.players[0])!;
      const b = index.get(m.players[1])!;
      opponents[a]!.push(b);
      opponents[b]!.push(a);
      if (m.result === undefined && round === last) {
        tableOf[a] = tables.length;
        tableOf[b] = tables.length;
        tables.push({ table: m.table, a, b });
      }
    }
  }
  const scoring = settings.scoring;
  const draw = scoring.drawsCountAsLosses ? scoring.loss : scoring.draw;
  const bye = scoring.byeHandling === 'full-points' ? scoring.bye : 0;
  const playing = eligible.filter(Boolean).length;
  const future =
    stage.status === 'finished' ? 0 : Math.max(0, stage.settings.rounds - stage.rounds.length);
  const futureByes = playing % 2 === 1;
  const allowDraws = stage.settings.allowDraws;
  const gains = [scoring.win, scoring.loss];
  if (allowDraws) gains.push(draw);
  if (futureByes) gains.push(bye);
  return {
    ids,
    eligible,
    base,
    order,
    tables,
    tableOf,
    round: tables.length > 0 ? (last?.number ?? null) : null,
    future,
    paired: stage.rounds.length,
    win: scoring.win,
    draw,
    loss: scoring.loss,
    bye,
    futureByes,
    allowDraws,
    minGain: Math.min(...gains),
    maxGain: Math.max(...gains),
    settings,
    input,
    records,
    opponents,
  };
}

/** Outcomes an open table can have: a win for either player, and a draw where the stage allows. */
export function outcomesOf(s: Situation): readonly number[] {
  return s.allowDraws ? [A_WINS, DRAW, B_WINS] : [A_WINS, B_WINS];
}

/** What an outcome adds to the first (`side` 0) or second player of its table. */
export function gainOf(s: Situation, outcome: number, side: 0 | 1): number {
  if (outcome === DRAW) return s.draw;
  return (outcome === A_WINS) === (side === 0) ? s.win : s.loss;
}
