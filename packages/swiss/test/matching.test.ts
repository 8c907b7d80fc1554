import { createRng, seedRng } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching, minCostPerfectMatching, type WeightedEdge } from '../src/matching.js';

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

/** The heaviest matching of any size, by recursion over the first vertex (matched or not). */
function bruteMaxWeight(n: number, weight: (number | undefined)[][]): number {
  const used = new Array<boolean>(n).fill(false);
  const go = (from: number): number => {
    let first = -1;
    for (let i = from; i < n; i++)
      if (!used[i]) {
        first = i;
        break;
      }
    if (first === -1) return 0;
    used[first] = true;
    let best = go(first + 1);
    for (let j = first + 1; j < n; j++) {
      const w = weight[first]?.[j];
      if (used[j] || w === undefined) continue;
      used[j] = true;
      best = Math.max(best, w + go(first + 1));
      used[j] = false;
    }
    used[first] = false;
    return best;
  };
  return go(0);
}

describe('maxWeightMatching without the cardinality requirement', () => {
  it('finds the heaviest matching on 400 random graphs up to 10 vertices', () => {
    const rng = createRng(seedRng('max-weight'));
    for (let trial = 0; trial < 400; trial++) {
      const n = rng.range(1, 10);
      const weight: (number | undefined)[][] = Array.from({ length: n }, () =>
        new Array(n).fill(undefined),
      );
      const edges: WeightedEdge[] = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          if (rng.next() < 0.5) continue;
          const w = 1 + rng.int(40);
          (weight[i] as (number | undefined)[])[j] = w;
          edges.push([i, j, w]);
        }
      const mate = maxWeightMatching(n, edges, false);
      let total = 0;
      for (let i = 0; i < n; i++) {
        const j = mate[i] as number;
        if (j > i) total += (weight[i] as (number | undefined)[])[j] as number;
      }
      expect(total).toBe(bruteMaxWeight(n, weight));
    }
  });
});
