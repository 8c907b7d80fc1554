// Cut projection (issue 32) on seeded Swiss events played with the real pairing engine, beside the
// time to compute the standings once. Targets: the last round of 256 players, every player's odds
// and every table's draw answer in <= 200 ms; 2,000 players in <= 2 s; the proofs alone for 2,000
// players in <= 100 ms; two rounds left, 512 players, simulated to +-1% in <= 2 s. Kept short (a
// few runs each): the machine is shared.

import { loadavg } from 'node:os';
import { createRng, type Rng, seedRng, unwrap } from '@tcgkit/core';
import { projectCut } from '@tcgkit/projection';
import {
  createSwissStage,
  pairNextRound,
  registerPlayers,
  reportResult,
  type SwissStage,
  standingsSettingsOf,
  startStage,
  swissStandings,
} from '@tcgkit/swiss';
import { proveCut } from '../packages/projection/src/proofs.ts';
import { readSituation } from '../packages/projection/src/situation.ts';
import { measure, ms, table, target } from './lib.ts';

function playRound(stage: SwissStage, rng: Rng): SwissStage {
  let s = unwrap(pairNextRound(stage));
  const round = s.rounds[s.rounds.length - 1]!;
  for (const m of round.matches) {
    const x = rng.int(20);
    const games: [number, number] = x === 0 ? [1, 1] : x < 10 ? [2, rng.int(2)] : [rng.int(2), 2];
    s = unwrap(reportResult(s, { table: m.table, games }));
  }
  return s;
}

/** `players` players, `rounds` rounds, `played` of them reported, then the next one paired if `open`. */
function event(players: number, rounds: number, played: number, open: boolean): SwissStage {
  const rng = createRng(seedRng(`projection-bench-${players}`));
  let s = unwrap(createSwissStage({ rounds }, { seed: `projection-bench-${players}` }));
  s = unwrap(
    registerPlayers(
      s,
      Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}` })),
    ),
  );
  s = unwrap(startStage(s));
  for (let r = 0; r < played; r++) s = playRound(s, rng);
  return open ? unwrap(pairNextRound(s)) : s;
}

const quick = { warmup: 0, minSamples: 2, maxSamples: 2, minMs: 0 };
const rows: string[][] = [];
const figures: Record<string, number> = {};

function run(label: string, stage: SwissStage, cut: number, options: Record<string, number> = {}) {
  const standings = measure(() => swissStandings(stage, { explain: false }), quick);
  let last = unwrap(projectCut(stage, { cut, ...options }));
  const t = measure(() => {
    last = unwrap(projectCut(stage, { cut, ...options }));
  }, quick);
  const alive = last.players.filter((p) => p.status === 'alive').length;
  const widest = Math.max(
    0,
    ...last.players.map((p) => (p.cut.interval ? (p.cut.interval[1] - p.cut.interval[0]) / 2 : 0)),
  );
  rows.push([
    label,
    ms(t.median),
    ms(standings.median),
    last.exact ? 'exact' : `simulated, widest +-${(widest * 100).toFixed(2)}%`,
    `${alive} alive of ${last.players.length}`,
    `${last.tables.length}`,
  ]);
  figures[label] = t.median;
}

const last256 = event(256, 8, 7, true);
const last2000 = event(2000, 11, 10, true);
const two512 = event(512, 9, 7, false);

run('256 players, last round, top 8', last256, 8);
run('2,000 players, last round, top 8', last2000, 8);
run('512 players, two rounds left, top 8 (9,604 events: +-1%)', two512, 8, {
  samples: 9604,
});
const situation = readSituation(last2000, standingsSettingsOf(last2000));
const proofs = measure(() => proveCut(situation, 8), quick);
rows.push(['2,000 players, the proofs alone', ms(proofs.median), '', '', '', '']);

console.log(
  `seeded events played with @tcgkit/swiss's pairing; load ${loadavg()[0]!.toFixed(1)} on 2 cores\n`,
);
table(['projection', 'median', 'standings once', 'odds', 'players', 'open tables'], rows);
console.log('');
target('256 players, last round', figures['256 players, last round, top 8']!, 200);
target('2,000 players, last round', figures['2,000 players, last round, top 8']!, 2000);
target('2,000 players, proofs alone', proofs.median, 100);
target(
  '512 players, two rounds left, +-1%',
  figures['512 players, two rounds left, top 8 (9,604 events: +-1%)']!,
  2000,
);
