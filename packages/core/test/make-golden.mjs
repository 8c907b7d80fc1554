// Regenerates test/fixtures/prng-golden.json from the built package. Run only when the algorithm
// changes on purpose (that changes every saved event's future draws):
//   pnpm exec tsc -b packages/core && node packages/core/test/make-golden.mjs
import { writeFileSync } from 'node:fs';
import { createRng, seedRng } from '../dist/index.js';

const seeds = ['tcgkit', 'worlds-2026', '', 'ü🂡 unicode seed'];
const sequences = Object.fromEntries(
  seeds.map((seed) => {
    const rng = createRng(seedRng(seed));
    return [seed, Array.from({ length: 1000 }, () => rng.nextUint32())];
  }),
);
writeFileSync(
  new URL('./fixtures/prng-golden.json', import.meta.url),
  `${JSON.stringify({ algorithm: 'sfc32', sequences })}\n`,
);
