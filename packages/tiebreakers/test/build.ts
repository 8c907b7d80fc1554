// Builds an event around one player: each of their opponents gets a given record, round by
// round, with every other match played against a fresh filler player. Used to reproduce the
// spec's per-opponent examples exactly.
import type { MatchRecord, StandingsPlayer } from '../src/index.js';

/** An opponent of the focus player: `record` is one letter a round (W, L, D, B for a bye, - for not played). */
export interface OpponentSpec {
  readonly id: string;
  readonly record: string;
  /** The round (1-based) in which this opponent meets the focus player. */
  readonly vsFocus: number;
  readonly droppedAfterRound?: number;
}

export function eventAround(focus: string, opponents: readonly OpponentSpec[]) {
  const players: StandingsPlayer[] = [{ id: focus }];
  const matches: MatchRecord[] = [];
  let filler = 0;
  for (const o of opponents) {
    players.push(
      o.droppedAfterRound === undefined
        ? { id: o.id }
        : { id: o.id, droppedAfterRound: o.droppedAfterRound },
    );
    [...o.record].forEach((letter, k) => {
      const round = k + 1;
      if (letter === '-') return;
      if (letter === 'B') {
        matches.push({ type: 'bye', round, player: o.id });
        return;
      }
      let other = focus;
      if (round !== o.vsFocus) {
        other = `filler-${++filler}`;
        players.push({ id: other });
      }
      const games: [number, number] = letter === 'W' ? [2, 0] : letter === 'L' ? [0, 2] : [1, 1];
      matches.push({ type: 'played', round, players: [o.id, other], games });
    });
  }
  return { players, matches };
}
