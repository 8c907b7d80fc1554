// Random Swiss-like events from a seed: pairing by points (random inside a score group, the
// lowest player of an odd group floating down), a bye for an odd field, random best-of-three
// results with draws, drops and late entries. Used by the property tests and the benchmark.
import { createRng, seedRng } from '@tcgkit/core';
import type { MatchRecord, StandingsPlayer } from '../src/index.js';

export interface RandomEventOptions {
  readonly players: number;
  readonly rounds: number;
  /** Chance that a match is drawn (games 1-1). */
  readonly drawRate?: number;
  /** Chance that a player still in drops after a round. */
  readonly dropRate?: number;
  /** How many players join late (after round 1, with a late-entry loss for it). */
  readonly lateEntries?: number;
  /** Chance that a match is a recorded automatic win (opponent no-show). */
  readonly noShowRate?: number;
}

export interface RandomEvent {
  readonly players: StandingsPlayer[];
  readonly matches: MatchRecord[];
  readonly rounds: number;
}

export function randomEvent(seed: number | string, options: RandomEventOptions): RandomEvent {
  const rng = createRng(seedRng(seed));
  const { rounds, drawRate = 0.05, dropRate = 0, lateEntries = 0, noShowRate = 0 } = options;
  const n = options.players;
  const ids = Array.from({ length: n }, (_, i) => `p${i + 1}`);
  const lateIds = new Set(rng.shuffle(ids).slice(0, Math.min(lateEntries, n - 2)));
  const points = new Map(ids.map((id) => [id, 0]));
  const dropAfter = new Map<string, number>();
  const matches: MatchRecord[] = [];
  const byeTaken = new Set<string>();
  for (let round = 1; round <= rounds; round++) {
    const active = ids.filter((id) => !dropAfter.has(id) && !(round === 1 && lateIds.has(id)));
    if (round === 1) {
      for (const id of lateIds) matches.push({ type: 'late-entry-loss', round, player: id });
    }
    // Order by points, random inside a score group.
    const order = rng.shuffle(active).sort((a, b) => points.get(b)! - points.get(a)!);
    if (order.length % 2 === 1) {
      // Bye: the lowest player who has not had one yet (or the lowest at all).
      let k = order.length - 1;
      while (k > 0 && byeTaken.has(order[k]!)) k--;
      const [bye] = order.splice(k, 1);
      byeTaken.add(bye!);
      matches.push({ type: 'bye', round, player: bye! });
      points.set(bye!, points.get(bye!)! + 3);
    }
    for (let k = 0; k + 1 < order.length; k += 2) {
      const a = order[k]!;
      const b = order[k + 1]!;
      if (rng.next() < noShowRate) {
        matches.push({ type: 'automatic-win', round, winner: a, loser: b, reason: 'no-show' });
        points.set(a, points.get(a)! + 3);
        continue;
      }
      const r = rng.next();
      const games: [number, number] =
        r < drawRate
          ? [1, 1]
          : rng.pick([
              [2, 0],
              [2, 1],
              [1, 2],
              [0, 2],
            ] as [number, number][]);
      matches.push({ type: 'played', round, players: [a, b], games });
      if (games[0] === games[1]) {
        points.set(a, points.get(a)! + 1);
        points.set(b, points.get(b)! + 1);
      } else {
        const w = games[0] > games[1] ? a : b;
        points.set(w, points.get(w)! + 3);
      }
    }
    if (round < rounds && dropRate > 0) {
      for (const id of active) if (rng.next() < dropRate) dropAfter.set(id, round);
    }
  }
  const players: StandingsPlayer[] = ids.map((id, i) => {
    const late = lateIds.has(id);
    const dropped = dropAfter.get(id);
    return {
      id,
      seed: i + 1,
      ...(late ? { late: true } : {}),
      ...(dropped !== undefined ? { droppedAfterRound: dropped } : {}),
    };
  });
  return { players, matches, rounds };
}
