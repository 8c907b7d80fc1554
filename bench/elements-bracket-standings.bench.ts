// Renders Swiss standings and pairings of big events (1,024 and 4,096 players) in headless
// Chromium with <tcg-standings> / <tcg-pairings>, next to the floor: a bare innerHTML table of the
// same cells, in the same run. Also measures the two other ways to show long tables that issue 21
// asked to compare: the bare table with `content-visibility: auto` rows, and @lit-labs/virtualizer.
// Targets (issue 21): 1,024 rows <= 150 ms and <= 1.2x the bare table; 4,096 rows <= 200 ms.

import type { Kind, Way } from './browser/tables-entry.ts';
import { openBenchPage } from './browser-page.ts';
import { ms, summarise, table, target } from './lib.ts';

const RUNS = Number(process.env.RUNS ?? 9);
const { page, origin, close } = await openBenchPage({
  entry: 'tables-entry.ts',
  bundle: 'tables.js',
  bodyStyle: 'font-family:system-ui',
});

const ways: readonly Way[] = ['element', 'bare', 'bare-content-visibility', 'lit-virtualizer'];
const names: Record<Way, string> = {
  element: '@tcgkit/elements (windowed <table>)',
  bare: 'bare innerHTML <table> (the floor)',
  'bare-content-visibility': 'bare <table>, content-visibility: auto rows',
  'lit-virtualizer': '@lit-labs/virtualizer 2.1.1 (div rows)',
};
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
    for (const way of ways) {
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => typeof window.renderTable === 'function');
      // The view is built in the page before the clock starts, as a page that fetched it would have it.
      const r = await page.evaluate(([k, n, w]) => window.renderTable(k, n, w), [
        kind,
        players,
        way,
      ] as const);
      const key = `${kind} ${players} ${way}`;
      if (process.env.VERBOSE) console.log(key, r.ms.toFixed(1), r.nodes);
      results[key] ??= { ms: [], nodes: 0 };
      results[key].ms.push(r.ms);
      results[key].nodes = r.nodes;
    }
  }
}
await close();

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
      const nodes = results[`${kind} ${players} ${way}`]!.nodes;
      // A way that drew no rows (the virtualizer, if it has not laid out within 30 frames) has no
      // first frame to compare.
      return nodes <= 1
        ? [names[way], 'no rows drawn', String(nodes), 'n/a']
        : [names[way], ms(m), String(nodes), `${(m / floor).toFixed(2)}x`];
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
