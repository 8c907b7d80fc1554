import { createRng, seedRng } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import { minCostPerfectMatching, type WeightedEdge } from '../src/matching.js';
import { newEngineStats, pairWithoutRematches } from '../src/pairing-engine.js';
import type { PairingStyle } from '../src/types.js';

/** |F_k| for every score boundary k of a pairing. */
function crossingCounts(
  group: ArrayLike<number>,
  groups: number,
  pairs: readonly (readonly [number, number])[],
): number[] {
  const counts = new Array<number>(groups - 1).fill(0);
  for (const [a, b] of pairs) {
    const lo = Math.min(group[a] as number, group[b] as number);
    const hi = Math.max(group[a] as number, group[b] as number);
    for (let k = lo; k < hi; k++) counts[k] = (counts[k] as number) + 1;
  }
  return counts;
}

describe('pairing engine against one global exact search (medium fields)', () => {
  it('has the lexicographically smallest crossing counts |F_0|, |F_1|, ... on 250 fields of 14-60 players', () => {
    const rng = createRng(seedRng('global'));
    const stats = newEngineStats();
    let infeasible = 0;
    for (let t = 0; t < 250; t++) {
      const n = 2 * rng.range(7, 30);
      const groups = 2 + rng.int(4);
      const group: number[] = [];
      for (let i = 0; i < n; i++) group.push(0);
      // Random non-decreasing groups, some of them small (the hard case).
      const cuts = Array.from({ length: groups - 1 }, () => rng.int(n)).sort((a, b) => a - b);
      for (let i = 0; i < n; i++) group[i] = cuts.filter((c) => c <= i).length;
      const used = [...new Set(group)].sort((a, b) => a - b);
      for (let i = 0; i < n; i++) group[i] = used.indexOf(group[i] as number);
      const m = used.length;
      // Earlier rounds: a few random perfect matchings, plus extra rematch edges in places.
      const forbidden: number[][] = Array.from({ length: n }, () => []);
      const add = (a: number, b: number) => {
        if (a === b || (forbidden[a] as number[]).includes(b)) return;
        (forbidden[a] as number[]).push(b);
        (forbidden[b] as number[]).push(a);
      };
      const rounds = 1 + rng.int(6);
      for (let r = 0; r < rounds; r++) {
        const perm = rng.shuffle(Array.from({ length: n }, (_, i) => i));
        for (let i = 0; i + 1 < n; i += 2) add(perm[i] as number, perm[i + 1] as number);
      }
      if (t % 4 === 0) for (let e = 0; e < n; e++) add(rng.int(n), rng.int(n));
      const style = (['adjacent', 'fold', 'random'] as PairingStyle[])[t % 3] as PairingStyle;
      const got = pairWithoutRematches(
        { size: n, group, forbidden, style, floater: 'lowest-ranked' },
        rng,
        stats,
      );

      // Independent: one min-cost perfect matching over the whole field where crossing boundary k
      // costs W^(m-2-k), W larger than any count, so the cost orders pairings by (|F_0|, |F_1|, ...).
      const W = n + 1;
      const edges: WeightedEdge[] = [];
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++) {
          if ((forbidden[a] as number[]).includes(b)) continue;
          let cost = 0;
          for (
            let k = Math.min(group[a] as number, group[b] as number);
            k < Math.max(group[a] as number, group[b] as number);
            k++
          )
            cost += W ** (m - 2 - k);
          edges.push([a, b, cost]);
        }
      const mate = minCostPerfectMatching(n, edges);
      if (mate === undefined) {
        infeasible++;
        expect(got).toBeUndefined();
        continue;
      }
      const best: [number, number][] = [];
      for (let a = 0; a < n; a++) if ((mate[a] as number) > a) best.push([a, mate[a] as number]);
      expect(got).toBeDefined();
      for (const [a, b] of got ?? []) expect(forbidden[a]).not.toContain(b);
      expect(crossingCounts(group, m, got ?? [])).toEqual(crossingCounts(group, m, best));
    }
    expect(infeasible).toBeLessThan(250);
    // The fast paths and the exact cases all ran.
    for (const c of [1, 2, 3, 4]) expect(stats.cases[c]).toBeGreaterThan(0);
  });
});
