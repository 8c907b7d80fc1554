/**
 * Orders players: points, then each applied tiebreaker in order, then the better initial seed.
 * @module
 */
import { TIEBREAKERS } from './tiebreakers.js';
import type { TiebreakerId } from './types.js';

/** What the ranking needs, indexed by player. Internal. */
export interface RankingData {
  readonly ids: readonly string[];
  readonly seeds: readonly number[];
  readonly points: readonly number[];
  /** Values used for ranking (rounded), for every tiebreaker that does not depend on the tie. */
  readonly values: Readonly<Record<TiebreakerId, Float64Array>>;
  /** Points player `a` earned in matches against player `b`. */
  readonly pointsAgainst: (a: number, b: number) => number;
  /** Index of each player's last opponent, -1 for none. */
  readonly lastOpponent: Int32Array;
}

/** The final order. Internal. */
export interface Ranking {
  /** Player indexes, best first. */
  readonly order: number[];
  /** Placement by player index. */
  readonly rank: Int32Array;
  /** Whether a player shares their placement. */
  readonly shared: Uint8Array;
  /** The `head_to_head_pair` value each player got when it was applied to a pair (else 0). */
  readonly pairValue: Float64Array;
}

/**
 * Splits players tied on points into ever smaller tie groups, one tiebreaker at a time, so a
 * tiebreaker that depends on who is tied (head-to-head between exactly two, the standing of the
 * last opponent) sees the ties left by the ones before it.
 */
export function rankPlayers(
  data: RankingData,
  tiebreakers: readonly TiebreakerId[],
  shareTiedPlacements: boolean,
): Ranking {
  const n = data.ids.length;
  const { points, seeds, ids } = data;
  const pairValue = new Float64Array(n);
  const start = Array.from({ length: n }, (_, i) => i).sort((a, b) => points[b]! - points[a]!);
  let groups = splitBy(start, (a, b) => points[b]! - points[a]!);

  for (const id of tiebreakers) {
    if (groups.length === n) break;
    const next: number[][] = [];
    if (id === 'head_to_head_pair') {
      for (const group of groups) {
        if (group.length !== 2) {
          next.push(group);
          continue;
        }
        const [a, b] = group as [number, number];
        const pa = data.pointsAgainst(a, b);
        const pb = data.pointsAgainst(b, a);
        pairValue[a] = pa;
        pairValue[b] = pb;
        if (pa === pb) next.push(group);
        else if (pa > pb) next.push([a], [b]);
        else next.push([b], [a]);
      }
    } else if (id === 'standing_of_last_opponent') {
      const groupOf = new Int32Array(n);
      groups.forEach((group, g) => {
        for (const p of group) groupOf[p] = g;
      });
      const compare = lastOpponentComparator(data.lastOpponent, groupOf, n);
      for (const group of groups) {
        if (group.length === 1) next.push(group);
        else next.push(...splitBy([...group].sort(compare), compare));
      }
    } else {
      const values = data.values[id];
      const sign = TIEBREAKERS[id].better === 'higher' ? -1 : 1;
      const compare = (a: number, b: number) => sign * (values[a]! - values[b]!);
      for (const group of groups) {
        if (group.length === 1) next.push(group);
        else next.push(...splitBy([...group].sort(compare), compare));
      }
    }
    groups = next;
  }

  const order: number[] = [];
  const rank = new Int32Array(n);
  const shared = new Uint8Array(n);
  const bySeed = (a: number, b: number) =>
    seeds[a]! - seeds[b]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
  for (const group of groups) {
    const first = order.length + 1;
    const sorted = group.length === 1 ? group : [...group].sort(bySeed);
    for (const p of sorted) {
      order.push(p);
      rank[p] = shareTiedPlacements ? first : order.length;
      shared[p] = shareTiedPlacements && group.length > 1 ? 1 : 0;
    }
  }
  return { order, rank, shared, pairValue };
}

/** Cuts a sorted list into runs that `compare` calls equal. */
function splitBy(sorted: readonly number[], compare: (a: number, b: number) => number): number[][] {
  const out: number[][] = [];
  let run: number[] = [];
  for (const p of sorted) {
    if (run.length > 0 && compare(run[run.length - 1]!, p) !== 0) {
      out.push(run);
      run = [];
    }
    run.push(p);
  }
  if (run.length > 0) out.push(run);
  return out;
}

/**
 * Compares two tied players by the standing of their last opponents; when those are tied too,
 * by the standing of the last opponents' last opponents, and so on (Play! Pokémon: "this
 * tiebreaker goes through all of the previous tiebreakers for the last opponents"). A player with
 * no last opponent ranks below one with a last opponent. Chains that never separate (two players
 * who were each other's last opponent) are equal after `n` steps and fall to the seed.
 */
function lastOpponentComparator(last: Int32Array, groupOf: Int32Array, n: number) {
  return (a: number, b: number): number => {
    let x = a;
    let y = b;
    for (let step = 0; step <= n; step++) {
      x = last[x]!;
      y = last[y]!;
      if (x < 0 || y < 0) return x < 0 && y < 0 ? 0 : x < 0 ? 1 : -1;
      if (x === y) return 0;
      const d = groupOf[x]! - groupOf[y]!;
      if (d !== 0) return d;
    }
    return 0;
  };
}
