/**
 * A seeded pseudo-random number generator whose whole state is four unsigned 32-bit integers,
 * so it fits in JSON and an event can be saved, reloaded and replayed to the same draws.
 *
 * The algorithm is SFC32 (Chris Doty-Humphrey's Small Fast Counting generator), seeded from a
 * string or number through a 128-bit FNV-1a-style mix. It uses only 32-bit integer arithmetic
 * (`Math.imul`, `>>> 0`), so Node and every browser produce the same sequence.
 */

/** The serializable state of a {@link Rng}. Store it in engine state; never edit it by hand. */
export interface RngState {
  readonly algorithm: 'sfc32';
  readonly state: readonly [number, number, number, number];
}

/** A generator created from a {@link RngState}. It advances in place; {@link Rng.snapshot} saves it. */
export interface Rng {
  /** The next unsigned 32-bit integer. */
  nextUint32(): number;
  /** The next float in [0, 1), with 32 bits of randomness. */
  next(): number;
  /** A uniformly random integer in [0, `maxExclusive`), without modulo bias. */
  int(maxExclusive: number): number;
  /** A uniformly random integer in [`min`, `max`], both included. */
  range(min: number, max: number): number;
  /** A new array with the items in a uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One item chosen uniformly; throws a `RangeError` for an empty list (a programmer error). */
  pick<T>(items: readonly T[]): T;
  /**
   * Draws `count` distinct items by lot, in the order they were drawn; the items not drawn are
   * left out. `count` larger than the list draws every item.
   */
  drawLots<T>(items: readonly T[], count: number): T[];
  /** The current state, to store and later resume from with {@link createRng}. */
  snapshot(): RngState;
}

import { validateRngState } from './generated/rng-state.validator.js';
import { createValidator, type Validator } from './schema.js';

const UINT32 = 0x1_0000_0000;

function mixSeed(seed: string | number): [number, number, number, number] {
  const text = typeof seed === 'number' ? `#${seed}` : seed;
  // Four FNV-1a lanes with different offsets, each folding every UTF-16 unit.
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x9e3779b9;
  let h3 = 0x85ebca6b;
  let h4 = 0xc2b2ae35;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h3 = Math.imul(h3 ^ c, 0x27d4eb2f);
    h4 = Math.imul(h4 ^ c, 0x165667b1);
  }
  // Final avalanche (murmur3 fmix32) so short seeds spread over all bits.
  const fmix = (h: number): number => {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
  };
  return [fmix(h1 ^ text.length), fmix(h2), fmix(h3), fmix(h4)];
}

/**
 * The starting state for a seed. The same seed always gives the same sequence.
 *
 * @example
 * ```ts
 * import { seedRng, createRng } from '@tcgkit/core';
 * const rng = createRng(seedRng('worlds-2026'));
 * rng.shuffle(['ana', 'ben', 'cy', 'dee']); // the same order on every machine
 * ```
 */
export function seedRng(seed: string | number): RngState {
  if (typeof seed === 'number' && !Number.isFinite(seed)) {
    throw new RangeError('A numeric seed must be finite.');
  }
  const state = mixSeed(seed);
  const rng = createRng({ algorithm: 'sfc32', state });
  // Discard the first outputs, as SFC32's author recommends, to leave the seeding transient.
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng.snapshot();
}

/**
 * Checks a stored {@link RngState} (for example in a loaded save) with its JSON Schema
 * (`schemas/rng-state.schema.json`). Error code: `core/invalid-rng-state`.
 */
export const rngState: Validator<RngState> = /* @__PURE__ */ createValidator<RngState>(
  validateRngState,
  {
    code: 'core/invalid-rng-state',
    subject: 'RNG state',
  },
);

/**
 * True when `value` is a well-formed {@link RngState}: exactly what the schema accepts, checked
 * directly (it runs on every {@link createRng}, and keeps the schema validator out of a bundle
 * that only seeds and draws).
 *
 * @example
 * ```ts
 * import { isRngState, seedRng } from '@tcgkit/core';
 * console.log(isRngState(seedRng('weekly-42'))); // true
 * console.log(isRngState(JSON.parse('{"algorithm":"sfc32","state":[1,2]}'))); // false: not four words
 * ```
 */
export function isRngState(value: unknown): value is RngState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as { algorithm?: unknown; state?: unknown };
  if (v.algorithm !== 'sfc32' || !Array.isArray(v.state) || v.state.length !== 4) return false;
  for (const key of Object.keys(v)) if (key !== 'algorithm' && key !== 'state') return false;
  return v.state.every((n) => Number.isInteger(n) && n >= 0 && n <= 0xffffffff);
}

/**
 * A generator that continues from `from`. The argument is not changed: the generator keeps its
 * own copy, and {@link Rng.snapshot} returns a new state.
 *
 * @example
 * ```ts
 * import { createRng, seedRng } from '@tcgkit/core';
 * const rng = createRng(seedRng('regional-day-2'));
 * console.log(rng.int(6) + 1); // a die roll, the same on every machine for this seed
 * const saved = rng.snapshot(); // plain JSON: store it, and carry on later
 * console.log(createRng(saved).next() === rng.next()); // true: the copy continues where it stopped
 * ```
 */
export function createRng(from: RngState): Rng {
  if (!isRngState(from)) {
    throw new TypeError('createRng expects an RngState made by seedRng or Rng.snapshot.');
  }
  let [a, b, c, d] = from.state;

  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };

  const int = (maxExclusive: number): number => {
    if (!Number.isInteger(maxExclusive) || maxExclusive <= 0 || maxExclusive > UINT32) {
      throw new RangeError(`int() needs a whole number from 1 to 2^32, got ${maxExclusive}.`);
    }
    // Rejection sampling: drop the top partial bucket so every value is equally likely.
    const limit = UINT32 - (UINT32 % maxExclusive);
    let x = nextUint32();
    while (x >= limit) x = nextUint32();
    return x % maxExclusive;
  };

  const rng: Rng = {
    nextUint32,
    next: () => nextUint32() / UINT32,
    int,
    range: (min, max) => min + int(max - min + 1),
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick() needs at least one item.');
      return items[int(items.length)] as T;
    },
    drawLots<T>(items: readonly T[], count: number): T[] {
      const pool = items.slice();
      const drawn: T[] = [];
      const n = Math.min(Math.max(0, Math.floor(count)), pool.length);
      for (let i = 0; i < n; i++) {
        const j = i + int(pool.length - i);
        const tmp = pool[i] as T;
        pool[i] = pool[j] as T;
        pool[j] = tmp;
        drawn.push(pool[i] as T);
      }
      return drawn;
    },
    snapshot: () => ({ algorithm: 'sfc32', state: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] }),
  };
  return rng;
}

/**
 * Runs `draw` with a generator resumed from `state` and returns what it produced with the
 * advanced state: the pure way for an engine to use randomness.
 *
 * @example
 * ```ts
 * const { value: order, state: next } = withRng(stage.rng, (rng) => rng.shuffle(players));
 * ```
 */
export function withRng<T>(state: RngState, draw: (rng: Rng) => T): { value: T; state: RngState } {
  const rng = createRng(state);
  const value = draw(rng);
  return { value, state: rng.snapshot() };
}
