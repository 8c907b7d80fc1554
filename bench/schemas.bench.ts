// Loading saved data: validating a saved round robin stage of 128 players (8,128 matches, every
// result reported, its log) with @tcgkit/core's schemaValidator (what every package ships), next
// to ajv compiled from the same schema in the same run (ajv's compiled code is the speed ceiling
// of a JSON Schema validator; tcgkit shipped it as standalone code until issue 16, at 466 KB for
// this schema). The first call includes compiling the schema: the cold start a page pays once.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createRng, type JsonSchema, schemaValidator, seedRng, unwrap } from '@tcgkit/core';
import {
  createStage,
  layOutMatches,
  type RoundRobinState,
  reportResult,
} from '@tcgkit/round-robin';
import { Ajv } from 'ajv';
import { measure, ms, ratio, table } from './lib.ts';

const actor = { by: 'organizer', at: '2026-05-01T10:00:00Z' };
const rng = createRng(seedRng('bench-schemas'));
let stage: RoundRobinState = unwrap(
  createStage({
    participants: Array.from({ length: 128 }, (_, i) => ({ id: `p${i}` })),
    seed: 'bench-schemas',
    actor,
  }),
);
stage = unwrap(layOutMatches(stage, { actor }));
for (const m of stage.matches) {
  const loser = rng.int(2);
  stage = unwrap(
    reportResult(
      stage,
      m.id,
      { games: rng.next() < 0.5 ? [2, loser] : [loser, 2] },
      { by: m.players[0], at: actor.at },
    ),
  );
}
const saved = JSON.parse(JSON.stringify(stage)) as unknown;
const bytes = JSON.stringify(saved).length;

const schema = JSON.parse(
  readFileSync(
    new URL('../packages/round-robin/schemas/round-robin-state.schema.json', import.meta.url),
    'utf8',
  ),
) as JsonSchema;

const ours = schemaValidator(schema);
let start = performance.now();
const oursValid = ours(saved);
const oursCold = performance.now() - start;
start = performance.now();
const ajv = new Ajv({ strict: true, allErrors: false, allowUnionTypes: true }).compile(schema);
const ajvValid = ajv(saved);
const ajvCold = performance.now() - start;
if (!oursValid || !ajvValid) throw new Error('the saved stage should be valid');

const warm = measure(() => ours(saved));
const warmAjv = measure(() => ajv(saved));
console.log(
  `\nValidating a saved round robin stage of 128 players (${stage.matches.length} matches, ${(bytes / 1024).toFixed(0)} KB of JSON)`,
);
table(
  ['', 'tcgkit schemaValidator', 'ajv (compiled in the same run)', 'ratio'],
  [
    ['first call (compile + validate)', ms(oursCold), ms(ajvCold), ratio(oursCold, ajvCold)],
    ['warm, median', ms(warm.median), ms(warmAjv.median), ratio(warm.median, warmAjv.median)],
  ],
);
