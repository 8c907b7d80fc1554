import { createRng, seedRng } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import { minCostPerfectMatching, type WeightedEdge } from '../src/matching.js';

/** Every perfect matching by recursion: the cheapest cost, or Infinity when there is none. */
function bruteMinCost(n: number, cost: (number | undefined)[][]): number {
  const used = new Array<boolean>(n).fill(false);
  const go = (): number => {
    let first = -1;
    for (let i = 0; i < n; i++)
      if (!used[i]) {
        first = i;
        break;
      }
    if (first === -1) return 0;
    used[first] = true;
    let best = Number.POSITIVE_INFINITY;
    for (let j = first + 1; j < n; j++) {
      const c = cost[first]?.[j];
      if (used[j] || c === undefined) continue;
      used[j] = true;
      best = Math.min(best, c + go());
      used[j] = false;
    }
    used[first] = false;
    return best;
  };
  return go();
}

describe('minCostPerfectMatching (blossom) against brute force', () => {
  it('finds the exact optimum on 600 random graphs up to 12 vertices', () => {
    const rng = createRng(seedRng('matching'));
    for (let trial = 0; trial < 600; trial++) {
      const n = 2 * rng.range(1, 6);
      const density = rng.next();
      const cost: (number | undefined)[][] = Array.from({ length: n }, () =>
        new Array(n).fill(undefined),
      );
      const edges: WeightedEdge[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          if (rng.next() > density) continue;
          const c = rng.int(trial % 3 === 0 ? 3 : 50);
          (cost[i] as (number | undefined)[])[j] = c;
          edges.push([i, j, c]);
        }
      const expected = bruteMinCost(n, cost);
      const mate = minCostPerfectMatching(n, edges);
      if (expected === Number.POSITIVE_INFINITY) {
        expect(mate).toBeUndefined();
        continue;
      }
      expect(mate).toBeDefined();
      let total = 0;
      for (let i = 0; i < n; i++) {
        const j = (mate as number[])[i] as number;
        expect((mate as number[])[j]).toBe(i);
        if (i < j) total += (cost[i] as (number | undefined)[])[j] as number;
      }
      expect(total).toBe(expected);
    }
  });
});
