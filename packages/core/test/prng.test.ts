import { describe, expect, it } from 'vitest';
import { createRng, isRngState, rngState, seedRng, withRng } from '../src/index.js';
import golden from './fixtures/prng-golden.json' with { type: 'json' };
import { firstValues } from './prng-shared.js';

describe('seeded PRNG', () => {
  it('gives the same first 1,000 values as the golden file for every golden seed', () => {
    for (const [seed, values] of Object.entries(golden.sequences)) {
      expect(firstValues(seed, 1000)).toEqual(values);
    }
  });

  it('gives the same sequence for the same seed and different ones for different seeds', () => {
    expect(firstValues('a', 50)).toEqual(firstValues('a', 50));
    expect(firstValues('a', 50)).not.toEqual(firstValues('b', 50));
    expect(firstValues(1, 50)).not.toEqual(firstValues('1', 50).slice(0, 49).concat([0]));
  });

  it('spreads the first draw evenly across related seeds (seeding mixes well)', () => {
    const counts = new Array(8).fill(0);
    for (let s = 0; s < 8000; s++) counts[createRng(seedRng(`league-night-${s}`)).int(8)]++;
    const chi = counts.reduce((sum, c) => sum + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(24.3); // p = 0.001 for 7 degrees of freedom
  });

  it('resumes exactly from a snapshot that went through JSON', () => {
    const rng = createRng(seedRng('resume'));
    for (let i = 0; i < 37; i++) rng.nextUint32();
    const saved = JSON.parse(JSON.stringify(rng.snapshot()));
    const expected = Array.from({ length: 20 }, () => rng.nextUint32());
    const resumed = createRng(saved);
    expect(Array.from({ length: 20 }, () => resumed.nextUint32())).toEqual(expected);
  });

  it('does not change the state it was created from', () => {
    const state = seedRng('immutable');
    const copy = structuredClone(state);
    const rng = createRng(state);
    rng.nextUint32();
    expect(state).toEqual(copy);
  });

  it('spreads int() evenly (chi-square over 60,000 draws in 6 buckets)', () => {
    const rng = createRng(seedRng('dice'));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it('keeps next() in [0, 1) and range() within both bounds', () => {
    const rng = createRng(seedRng(42));
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const r = rng.range(-2, 2);
      seen.add(r);
    }
    expect([...seen].sort()).toEqual([-1, -2, 0, 1, 2].sort());
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = Object.freeze(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    const shuffled = createRng(seedRng('shuffle')).shuffle(items);
    expect([...shuffled].sort()).toEqual([...items]);
    expect(shuffled).not.toEqual(items);
  });

  it('makes every permutation of three items about equally likely', () => {
    const rng = createRng(seedRng('perm'));
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const key = rng.shuffle([1, 2, 3]).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });

  it('draws distinct lots in draw order and caps the count', () => {
    const rng = createRng(seedRng('lots'));
    const drawn = rng.drawLots(['a', 'b', 'c', 'd'], 2);
    expect(drawn).toHaveLength(2);
    expect(new Set(drawn).size).toBe(2);
    expect(createRng(seedRng('lots')).drawLots(['a', 'b', 'c', 'd'], 9)).toHaveLength(4);
    expect(createRng(seedRng('lots')).drawLots(['a'], -1)).toEqual([]);
  });

  it('rejects programmer errors loudly', () => {
    const rng = createRng(seedRng('x'));
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(() => seedRng(Number.NaN)).toThrow(RangeError);
    expect(() => createRng({ algorithm: 'sfc32', state: [1, 2, 3] } as never)).toThrow(TypeError);
  });

  it('withRng returns the value and the advanced state, purely', () => {
    const start = seedRng('pure');
    const a = withRng(start, (rng) => rng.shuffle([1, 2, 3, 4, 5]));
    const b = withRng(start, (rng) => rng.shuffle([1, 2, 3, 4, 5]));
    expect(a).toEqual(b);
    expect(a.state).not.toEqual(start);
  });

  it('validates stored states with a path to the problem', () => {
    expect(isRngState(seedRng('ok'))).toBe(true);
    const bad = rngState.parse({ algorithm: 'sfc32', state: [1, 2, -3, 4] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('core/invalid-rng-state');
      expect(bad.error.path).toBe('/state/2');
      expect(bad.error.message).toMatch(/RNG state is invalid at \/state\/2/);
    }
    const missing = rngState.parse({ state: [1, 2, 3, 4] });
    expect(!missing.ok && missing.error.path).toBe('/algorithm');
  });
});
