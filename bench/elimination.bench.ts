// A 1,024-player double elimination with a bracket reset, built and played to a champion
// (slot 0 wins every match 2-1), next to brackets-manager + brackets-memory-db doing the same in
// the same run; then the bracket view of that finished bracket and of a 256-player one.
// Issue 5 asks for the time; it sets no numeric target, so no target line is printed.
import { performance } from 'node:perf_hooks';
import { unwrap } from '@tcgkit/core';
import {
  championOf,
  createBracket,
  type EliminationState,
  nextMatches,
  reportResult,
  toBracketView,
} from '@tcgkit/elimination';
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { measure, ms, ratio, summarise, table } from './lib.ts';

const N = 1024;
const ids = Array.from({ length: N }, (_, i) => `p${i + 1}`);

function ours(n: number): { state: EliminationState; played: number } {
  let state = unwrap(
    createBracket({
      settings: { format: 'double-elimination', seeding: 'manual', grandFinal: 'bracket-reset' },
      participants: ids.slice(0, n).map((id) => ({ id })),
    }),
  );
  let played = 0;
  for (;;) {
    const ready = nextMatches(state);
    if (ready.length === 0) break;
    for (const m of ready) {
      state = unwrap(reportResult(state, m.id, { type: 'played', games: [2, 1] }));
      played++;
    }
  }
  if (championOf(state) === null) throw new Error('no champion');
  return { state, played };
}

async function theirs(n: number): Promise<number> {
  const db = new InMemoryDatabase();
  const manager = new BracketsManager(db);
  await manager.create.stage({
    tournamentId: 0,
    name: 'Bench',
    type: 'double_elimination',
    seeding: ids.slice(0, n),
    settings: { grandFinal: 'double' },
  });
  let played = 0;
  for (;;) {
    // Status 2 is "Ready" in brackets-model.
    const ready = ((await db.select('match')) as { id: number; status: number }[]).filter(
      (m) => m.status === 2,
    );
    if (ready.length === 0) break;
    for (const m of ready) {
      await manager.update.match({
        id: m.id,
        opponent1: { score: 2, result: 'win' },
        opponent2: { score: 1 },
      });
      played++;
    }
  }
  return played;
}

const ourTiming = measure(() => ours(N), { warmup: 2, minSamples: 5, minMs: 1000, maxSamples: 30 });
const { state, played } = ours(N);

const peerTimes: number[] = [];
let peerPlayed = 0;
for (let i = 0; i < 4; i++) {
  const start = performance.now();
  peerPlayed = await theirs(N);
  if (i > 0) peerTimes.push(performance.now() - start); // the first run warms up
}
const peer = summarise(peerTimes);

console.log(`1,024-player double elimination, bracket reset, built and played to a champion:`);
table(
  ['library', 'median', 'fastest', 'samples', 'matches played', 'vs brackets-manager'],
  [
    [
      '@tcgkit/elimination',
      ms(ourTiming.median),
      ms(ourTiming.min),
      String(ourTiming.samples),
      String(played),
      ratio(ourTiming.median, peer.median),
    ],
    [
      'brackets-manager 1.11.1 + brackets-memory-db',
      ms(peer.median),
      ms(peer.min),
      String(peer.samples),
      String(peerPlayed),
      '',
    ],
  ],
);

const view1024 = measure(() => toBracketView(state), { minSamples: 10, minMs: 300 });
const small = ours(256).state;
const view256 = measure(() => toBracketView(small), { minSamples: 20, minMs: 300 });
console.log('');
table(
  ['toBracketView (finished double elimination)', 'median', 'fastest'],
  [
    ['256 players (511 matches)', ms(view256.median), ms(view256.min)],
    ['1,024 players (2,047 matches)', ms(view1024.median), ms(view1024.min)],
  ],
);
