import { createRng, seedRng } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';
import {
  type IndexPairingProblem,
  newEngineStats,
  pairWithoutRematches,
} from '../src/pairing-engine.js';
import type { PairingStyle } from '../src/types.js';
import {
  adjacentKey,
  compareVectors,
  criterionVector,
  everyRematchFreePairing,
} from './helpers/brute-force.js';

function randomProblem(seed: string, style: PairingStyle, sparse: boolean): IndexPairingProblem {
  const rng = createRng(seedRng(seed));
  const n = sparse ? 12 : 2 * rng.range(1, 5);
  const group: number[] = [];
  let g = 0;
  for (let i = 0; i < n; i++) {
    if (i > 0 && rng.next() < 0.35) g++;
    group.push(g);
  }
  const forbidden: number[][] = Array.from({ length: n }, () => []);
  const density = sparse ? 0.15 : rng.next() * 0.7;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      // Sparse fields: at most one earlier opponent each, so the fast paths (Dirac) apply.
      if (
        rng.next() < density &&
        !(
          sparse &&
          ((forbidden[i] as number[]).length > 0 || (forbidden[j] as number[]).length > 0)
        )
      ) {
        (forbidden[i] as number[]).push(j);
        (forbidden[j] as number[]).push(i);
      }
  return { size: n, group, forbidden, style, floater: 'lowest-ranked' };
}

describe('pairing engine against an independent exhaustive search', () => {
  it('returns an optimal rematch-free pairing (or none exactly when none exists) on 1,500 fields of 2-10 and 40 sparse fields of 12', () => {
    const styles: PairingStyle[] = ['adjacent', 'fold', 'random'];
    const stats = newEngineStats();
    let feasible = 0;
    let styleChecks = 0;
    let infeasible = 0;
    for (let t = 0; t < 1540; t++) {
      const problem = randomProblem(`engine-${t}`, styles[t % 3] as PairingStyle, t >= 1500);
      const all = everyRematchFreePairing(problem.size, problem.forbidden);
      const got = pairWithoutRematches(problem, createRng(seedRng(t)), stats);
      if (all.length === 0) {
        infeasible++;
        expect(got).toBeUndefined();
        continue;
      }
      feasible++;
      expect(got).toBeDefined();
      const pairs = got as [number, number][];
      // A perfect matching without rematches.
      const seen = new Set<number>();
      for (const [a, b] of pairs) {
        expect(problem.forbidden[a]).not.toContain(b);
        seen.add(a);
        seen.add(b);
      }
      expect(seen.size).toBe(problem.size);
      let best = criterionVector(problem.group, all[0] as [number, number][]);
      for (const p of all) {
        const v = criterionVector(problem.group, p);
        if (compareVectors(v, best) < 0) best = v;
      }
      expect(criterionVector(problem.group, pairs)).toEqual(best);
      if (problem.style === 'adjacent') {
        // The style level too: among the optimal pairings, the adjacent style's first choice.
        let bestKey: number[] | undefined;
        for (const p of all) {
          if (compareVectors(criterionVector(problem.group, p), best) !== 0) continue;
          const key = adjacentKey(problem.group, p);
          if (bestKey === undefined || compareVectors(key, bestKey) < 0) bestKey = key;
        }
        expect(adjacentKey(problem.group, pairs)).toEqual(bestKey);
        styleChecks++;
      }
    }
    expect(feasible).toBeGreaterThan(600);
    expect(infeasible).toBeGreaterThan(50);
    expect(styleChecks).toBeGreaterThan(200);
    // Every case of the proof sketch was exercised.
    for (const c of [1, 2, 3, 4]) expect(stats.cases[c]).toBeGreaterThan(0);
  });
});
