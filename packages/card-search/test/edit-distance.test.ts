import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedEditDistance, typoBudget } from '../src/index.js';

/** Unbounded optimal-string-alignment distance, the reference. */
function osa(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

describe('edit distance', () => {
  it('a swapped pair is one edit', () => {
    expect(boundedEditDistance('jnix', 'jinx', 2)).toBe(1);
    expect(boundedEditDistance('gaern', 'garen', 2)).toBe(1);
    expect(boundedEditDistance('ab', 'ba', 2)).toBe(1);
  });
  it('insert, delete, substitute are one edit each', () => {
    expect(boundedEditDistance('pkachu', 'pikachu', 2)).toBe(1);
    expect(boundedEditDistance('pikachuu', 'pikachu', 2)).toBe(1);
    expect(boundedEditDistance('pikaxhu', 'pikachu', 2)).toBe(1);
    expect(boundedEditDistance('', 'ab', 2)).toBe(2);
  });
  it('returns max + 1 beyond the bound', () => {
    expect(boundedEditDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(boundedEditDistance('a', 'abcdef', 2)).toBe(3);
  });
  it('typo budget: 0 for one letter, 1 for 2-5, 2 for 6+', () => {
    expect([1, 2, 3, 5, 6, 12].map(typoBudget)).toEqual([0, 1, 1, 1, 2, 2]);
  });
  it('property: equals the full OSA distance when within the bound, else max + 1', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const full = osa(a, b);
        expect(boundedEditDistance(a, b, max)).toBe(full <= max ? full : max + 1);
      }),
      { numRuns: 2000, seed: 7 },
    );
  });
});
