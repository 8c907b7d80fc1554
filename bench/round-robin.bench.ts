// Round robin and group stages (issue 6 sets no performance targets; these are the figures to
// watch). In the same run, on the same random results:
// 1. A whole single round robin of N players (16, 64, 128): schedule laid out, every result
//    reported one by one through reportResult, then the table. Next to tournament-organizer's
//    'round-robin' format run the same way (start, enter every result, next round, standings).
// 2. A group stage of 256 players in 64 groups of 4, top 2 to a 128-player playoff: draw, lay
//    out, report, group tables and the crossover draw (no peer offers the crossover).
import { createRng, type Rng, seedRng, unwrap } from '@tcgkit/core';
import {
  createStage,
  drawPlayoffs,
  groupTables,
  layOutMatches,
  type RoundRobinState,
  reportResult,
} from '@tcgkit/round-robin';
import { measure, ms, ratio, table } from './lib.ts';

const actor = { by: 'organizer', at: '2026-05-01T10:00:00Z' };

function randomGames(rng: Rng): [number, number] {
  if (rng.next() < 0.05) return [1, 1];
  const loser = rng.int(2);
  return rng.next() < 0.5 ? [2, loser] : [loser, 2];
}

function ourEvent(n: number, settings: Parameters<typeof createStage>[0]['settings'] = {}) {
  const rng = createRng(seedRng(`bench-${n}`));
  let s: RoundRobinState = unwrap(
    createStage({
      participants: Array.from({ length: n }, (_, i) => ({ id: `p${i}` })),
      seed: `bench-${n}`,
      settings,
      actor,
    }),
  );
  s = unwrap(layOutMatches(s, { actor }));
  for (const m of s.matches) {
    s = unwrap(
      reportResult(s, m.id, { games: randomGames(rng) }, { by: m.players[0], at: actor.at }),
    );
  }
  return s;
}

async function peerEvent(n: number): Promise<() => void> {
  const { default: TournamentOrganizer } = await import('tournament-organizer');
  return () => {
    const rng = createRng(seedRng(`bench-${n}`));
    const manager = new TournamentOrganizer();
    const t = manager.createTournament('bench', {
      stageOne: { format: 'round-robin' },
      scoring: { bestOf: 3, win: 3, draw: 1, loss: 0, bye: 0 },
    } as never);
    for (let i = 0; i < n; i++) t.createPlayer(`p${i}`, `p${i}`);
    t.startTournament();
    const rounds = n % 2 === 0 ? n - 1 : n;
    for (let r = 1; r <= rounds; r++) {
      for (const m of t.getActiveMatches()) {
        const [a, b] = randomGames(rng);
        t.enterResult(m.getId(), a, b, a === b ? 1 : 0);
      }
      if (r < rounds) t.nextRound();
    }
    t.getStandings();
  };
}

const rows: string[][] = [];
for (const n of [16, 64, 128]) {
  const ours = measure(
    () => {
      groupTables(ourEvent(n));
    },
    { minSamples: n >= 128 ? 3 : 10, minMs: n >= 128 ? 0 : 300, warmup: 1 },
  );
  const peerRun = await peerEvent(n);
  let peerMs = Number.NaN;
  try {
    peerMs = measure(peerRun, {
      minSamples: n >= 128 ? 3 : 10,
      minMs: n >= 128 ? 0 : 300,
      warmup: 1,
    }).median;
  } catch (e) {
    console.log(`tournament-organizer failed at ${n}: ${(e as Error).message}`);
  }
  rows.push([
    String(n),
    String((n * (n - 1)) / 2),
    ms(ours.median),
    ms(peerMs),
    ratio(ours.median, peerMs),
  ]);
}
console.log('Whole round robin: lay out, report every match one by one, final table');
table(['players', 'matches', '@tcgkit/round-robin', 'tournament-organizer', 'ours vs peer'], rows);

const stage = ourEvent(256, {
  grouping: { type: 'group-count', groups: 64 },
  playoffs: { advancePerGroup: 2, size: 128 },
});
const t = measure(() => groupTables(stage), { minSamples: 10 });
const d = measure(() => drawPlayoffs(stage), { minSamples: 10 });
const whole = measure(
  () =>
    drawPlayoffs(
      ourEvent(256, {
        grouping: { type: 'group-count', groups: 64 },
        playoffs: { advancePerGroup: 2, size: 128 },
      }),
    ),
  { minSamples: 3, minMs: 0, warmup: 1 },
);
console.log('\nGroup stage: 256 players, 64 groups of 4, top 2 to a 128-player playoff (no peer)');
table(
  ['step', 'median'],
  [
    ['64 group tables', ms(t.median)],
    ['qualification + crossover draw', ms(d.median)],
    ['whole stage (draw, lay out, 384 reports, playoff draw)', ms(whole.median)],
  ],
);
