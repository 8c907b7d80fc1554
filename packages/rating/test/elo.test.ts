import { describe, expect, it } from 'vitest';
import { rate } from '../src/index.js';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

const entry = (rating: number, matches = 0) => ({ rating, matches, change: 0 });

describe('Elo', () => {
  it('moves two equal players K/2 apart after one decisive match (K = 32: +16 / −16)', () => {
    const after = must(rate({}, [{ players: ['ana', 'ben'], score: 1 }], { system: 'elo' }));
    expect(after.ana).toEqual({ rating: 1516, matches: 1, change: 16 });
    expect(after.ben).toEqual({ rating: 1484, matches: 1, change: -16 });
  });

  it('uses the logistic expectation on the 400 scale: 200 points apart expect 0.7597', () => {
    const after = must(
      rate({ a: entry(1700), b: entry(1500) }, [{ players: ['a', 'b'], score: 0.5 }], {
        system: 'elo',
        kFactor: 10,
      }),
    );
    const expected = 1 / (1 + 10 ** (-200 / 400));
    expect(expected).toBeCloseTo(0.7597, 4);
    expect(after.a!.change).toBeCloseTo(10 * (0.5 - expected), 12);
    expect(after.b!.change).toBeCloseTo(-10 * (0.5 - expected), 12);
  });

  it('rates every match of a period from the ratings before it', () => {
    const matches = [
      { players: ['a', 'b'], score: 1 },
      { players: ['a', 'c'], score: 1 },
    ] as const;
    const after = must(
      rate({ a: entry(1500), b: entry(1500), c: entry(1500) }, matches, { system: 'elo' }),
    );
    expect(after.a!.rating).toBe(1532);
    expect(after.a!.matches).toBe(2);
  });

  it('has no deviation or volatility, and keeps a player who sat out as they were', () => {
    const after = must(rate({ a: entry(1600, 4), b: entry(1400) }, [], { system: 'elo' }));
    expect(after.a).toEqual({ rating: 1600, matches: 4, change: 0 });
  });

  it('takes K from the first step of the schedule whose conditions hold before the period', () => {
    const kFactor = [{ k: 40, matchesBelow: 30 }, { k: 20, ratingBelow: 2400 }, { k: 10 }];
    const players = { rookie: entry(1500, 3), club: entry(1800, 100), master: entry(2500, 100) };
    const opponents = { x: entry(1500, 100), y: entry(1800, 100), z: entry(2500, 100) };
    const after = must(
      rate(
        { ...players, ...opponents },
        [
          { players: ['rookie', 'x'], score: 1 },
          { players: ['club', 'y'], score: 1 },
          { players: ['master', 'z'], score: 1 },
        ],
        { system: 'elo', kFactor },
      ),
    );
    expect(after.rookie!.change).toBe(20); // 40 × 0.5
    expect(after.club!.change).toBe(10); // 20 × 0.5
    expect(after.master!.change).toBe(5); // 10 × 0.5
    // A match between different K is not zero-sum: each side moves by its own K (x: 20, below 2400).
    expect(after.x!.change).toBe(-10);
    expect(after.z!.change).toBe(-5);
  });

  it('changes the scale', () => {
    const after = must(
      rate({ a: entry(1600), b: entry(1500) }, [{ players: ['a', 'b'], score: 1 }], {
        system: 'elo',
        scale: 100,
        kFactor: 1,
      }),
    );
    expect(after.a!.change).toBeCloseTo(1 - 1 / (1 + 10 ** (-100 / 100)), 12);
  });
});
