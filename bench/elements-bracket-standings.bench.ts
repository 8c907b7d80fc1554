// Renders Swiss standings and pairings of big events (1,024 and 4,096 players) in headless
// Chromium with <tcg-standings> / <tcg-pairings>, next to the floor: a bare innerHTML table of the
// same cells, in the same run. Also measures the two other ways to show long tables that issue 21
// asked to compare: the bare table with `content-visibility: auto` rows, and @lit-labs/virtualizer.
// Targets (issue 21): 1,024 rows <= 150 ms and <= 1.2x the bare table; 4,096 rows <= 200 ms.
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { PairingsView, StandingsRow, StandingsView } from '@tcgkit/core';
import { chromium } from 'playwright';
import { build, defaultClientConditions } from 'vite';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import type { Way } from './browser/tables-entry.ts';
import { ms, summarise, table, target } from './lib.ts';

const RUNS = Number(process.env.RUNS ?? 9);
const here = new URL('.', import.meta.url).pathname;
const cache = `${here}.cache/tables-bench`;
mkdirSync(cache, { recursive: true });

// Views shaped like toStandingsView / toPairingsView after round 10 of a big Swiss event: a
// record, points and three tiebreakers per row, two of them with an explanation (the opponents).
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
function standings(players: number): StandingsView {
  const rows: StandingsRow[] = Array.from({ length: players }, (_, i) => {
    const wins = Math.max(0, 10 - Math.floor((i * 11) / players));
    const opponents = Array.from({ length: 10 }, (_, k) => ({
      label: `Player ${((i + k * 37) % players) + 1}`,
      display: pct(((i + k) % 10) / 10),
    }));
    return {
      participantId: `p${i + 1}`,
      name: `Player ${i + 1} ${['Okafor', 'Nguyen', 'Müller', 'Silva', 'Kowalski'][i % 5]}`,
      rank: i + 1,
      shared: false,
      record: { wins, losses: 10 - wins, draws: 0 },
      points: wins * 3,
      cells: {
        omw: { value: 0.5, display: pct(0.5 + (i % 50) / 1000), explanation: opponents },
        oomw: { value: 0.5, display: pct(0.49 + (i % 40) / 1000), explanation: opponents },
        gw: { value: 0.5, display: pct(wins / 10) },
      },
    };
  });
  return {
    kind: 'standings',
    afterRound: 10,
    columns: [
      { id: 'points', label: 'Pts' },
      { id: 'omw', label: 'OMW%' },
      { id: 'oomw', label: 'OOMW%' },
      { id: 'gw', label: 'GW%' },
    ],
    rows,
  };
}
function pairings(players: number): PairingsView {
  return {
    kind: 'pairings',
    round: 10,
    tables: Array.from({ length: players / 2 }, (_, t) => ({
      table: t + 1,
      seats: [
        {
          participantId: `p${2 * t + 1}`,
          name: `Player ${2 * t + 1} Okafor`,
          points: 27 - (t % 9) * 3,
        },
        {
          participantId: `p${2 * t + 2}`,
          name: `Player ${2 * t + 2} Nguyen`,
          points: 27 - (t % 9) * 3,
        },
      ],
    })),
    byes: [],
  };
}

const bundle = `${cache}/tables.js`;
await build({
  logLevel: 'error',
  configFile: false,
  resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
  build: {
    outDir: cache,
    emptyOutDir: false,
    minify: true,
    lib: { entry: `${here}browser/tables-entry.ts`, formats: ['es'], fileName: () => 'tables.js' },
  },
});
const server = createServer((req, res) => {
  if (req.url === '/tables.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(bundle));
    return;
  }
  res
    .writeHead(200, { 'content-type': 'text/html' })
    .end(
      '<!doctype html><html lang="en"><body style="font-family:system-ui"><script type="module" src="/tables.js"></script></body></html>',
    );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

const ways: readonly Way[] = ['element', 'bare', 'bare-content-visibility', 'lit-virtualizer'];
const names: Record<Way, string> = {
  element: '@tcgkit/elements (windowed <table>)',
  bare: 'bare innerHTML <table> (the floor)',
  'bare-content-visibility': 'bare <table>, content-visibility: auto rows',
  'lit-virtualizer': '@lit-labs/virtualizer 2.1.1 (div rows)',
};
type Kind = 'standings' | 'pairings';
const results: Record<string, { ms: number[]; nodes: number }> = {};
const cases: [Kind, number][] = [
  ['standings', 1024],
  ['standings', 4096],
  ['pairings', 1024],
  ['pairings', 4096],
];
// Interleave every way in each run, so all of them see the same machine load.
for (let run = 0; run < RUNS; run++) {
  for (const [kind, players] of cases) {
    const view = kind === 'standings' ? standings(players) : pairings(players);
    for (const way of ways) {
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => typeof window.renderStandings === 'function');
      const r = await page.evaluate(
        ([k, v, w]) =>
          k === 'standings'
            ? window.renderStandings(v as StandingsView, w)
            : window.renderPairings(v as PairingsView, w),
        [kind, view, way] as const,
      );
      const key = `${kind} ${players} ${way}`;
      if (process.env.VERBOSE) console.log(key, r.ms.toFixed(1), r.nodes);
      results[key] ??= { ms: [], nodes: 0 };
      results[key].ms.push(r.ms);
      results[key].nodes = r.nodes;
    }
  }
}
await browser.close();
server.close();

const median = (key: string) => summarise(results[key]!.ms).median;
for (const [kind, players] of cases) {
  const rows = kind === 'standings' ? players : players / 2;
  console.log(
    `\n${kind}, ${players} players (${rows} rows), 1280x900, median of ${RUNS} first frames`,
  );
  const floor = median(`${kind} ${players} bare`);
  table(
    ['way', 'first frame (median)', 'DOM nodes', 'vs bare table'],
    ways.map((way) => {
      const m = median(`${kind} ${players} ${way}`);
      return [
        names[way],
        ms(m),
        String(results[`${kind} ${players} ${way}`]!.nodes),
        `${(m / floor).toFixed(2)}x`,
      ];
    }),
  );
}
const s1 = median('standings 1024 element');
target('standings 1,024 rows first frame', s1, 150);
target('standings 1,024 rows vs bare table', s1 / median('standings 1024 bare'), 1.2, 'x');
target('standings 4,096 rows first frame', median('standings 4096 element'), 200);
const p1 = median('pairings 1024 element');
target('pairings 1,024 players first frame', p1, 150);
target('pairings 1,024 players vs bare table', p1 / median('pairings 1024 bare'), 1.2, 'x');
target('pairings 4,096 players first frame', median('pairings 4096 element'), 200);
