import { createRng, seedRng } from '../src/index.js';

/** The first `count` outputs (unsigned 32-bit) for a seed; shared by the node and browser tests. */
export function firstValues(seed: string | number, count: number): number[] {
  const rng = createRng(seedRng(seed));
  return Array.from({ length: count }, () => rng.nextUint32());
}
