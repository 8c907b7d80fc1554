import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobinSchedule } from '../src/index.js';

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

describe('round robin schedule (circle method)', () => {
  it('four players: three rounds, everyone meets everyone once', () => {
    const rounds = roundRobinSchedule(['ana', 'ben', 'cam', 'dee']);
    expect(rounds.map((r) => r.pairings)).toEqual([
      [
        ['ana', 'dee'],
        ['ben', 'cam'],
      ],
      [
        ['cam', 'ana'],
        ['dee', 'ben'],
      ],
      [
        ['ana', 'ben'],
        ['cam', 'dee'],
      ],
    ]);
    expect(rounds.every((r) => r.rest === null)).toBe(true);
  });

  it('an odd count: one player rests each round, and each rests exactly once', () => {
    const rounds = roundRobinSchedule(['a', 'b', 'c', 'd', 'e']);
    expect(rounds).toHaveLength(5);
    expect(rounds.map((r) => r.pairings.length)).toEqual([2, 2, 2, 2, 2]);
    expect(rounds.map((r) => r.rest).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('two cycles (Round robin cycles): everyone meets everyone twice, sides swapped', () => {
    const rounds = roundRobinSchedule(['a', 'b', 'c'], 2);
    expect(rounds.map((r) => [r.round, r.cycle])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 2],
      [6, 2],
    ]);
    const first = rounds.filter((r) => r.cycle === 1).flatMap((r) => r.pairings);
    const second = rounds.filter((r) => r.cycle === 2).flatMap((r) => r.pairings);
    expect(second).toEqual(first.map(([x, y]) => [y, x]));
  });

  it('fewer than two players: no rounds; bad cycles and duplicate ids throw', () => {
    expect(roundRobinSchedule(['solo'])).toEqual([]);
    expect(() => roundRobinSchedule(['a', 'b'], 0)).toThrow(RangeError);
    expect(() => roundRobinSchedule(['a', 'a'])).toThrow(RangeError);
  });

  it('property: every pair meets exactly once per cycle, nobody plays twice in a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer({ min: 1, max: 3 }), (n, cycles) => {
        const ids = Array.from({ length: n }, (_, i) => `p${i}`);
        const rounds = roundRobinSchedule(ids, cycles);
        const perCycle = n % 2 === 0 ? n - 1 : n;
        expect(rounds).toHaveLength(perCycle * cycles);
        for (let c = 1; c <= cycles; c++) {
          const counts = new Map<string, number>();
          for (const r of rounds.filter((x) => x.cycle === c)) {
            const seen = new Set<string>();
            for (const [a, b] of r.pairings) {
              expect(a).not.toBe(b);
              expect(seen.has(a) || seen.has(b)).toBe(false);
              seen.add(a);
              seen.add(b);
              counts.set(pairKey(a, b), (counts.get(pairKey(a, b)) ?? 0) + 1);
            }
            if (r.rest !== null) seen.add(r.rest);
            expect(seen.size).toBe(n);
          }
          expect(counts.size).toBe((n * (n - 1)) / 2);
          expect([...counts.values()].every((v) => v === 1)).toBe(true);
        }
      }),
      { numRuns: 120 },
    );
  });
});
