// Renders a 256-player double elimination in headless Chromium with <tcg-bracket> and with
// brackets-viewer (the viewer most sites embed), in the same run, and prints first-frame time,
// DOM node count and the gzipped size of each.
// Targets (issue 12): under 150 ms, under 4,500 nodes, at least 2x faster than brackets-viewer.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BracketView } from '@tcgkit/core';
import {
  createBracket,
  type EliminationState,
  nextMatches,
  reportWinner,
  toBracketView,
} from '@tcgkit/elimination';
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { openBenchPage } from './browser-page.ts';
import { ms, ratio, summarise, table, target } from './lib.ts';

const PLAYERS = 256;
const RUNS = 15;
const here = new URL('.', import.meta.url).pathname;

// Our view: the real engine, winners round 1 played.
const participants = Array.from({ length: PLAYERS }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${i + 1}`,
}));
const created = createBracket({
  settings: { format: 'double-elimination', seeding: 'manual' },
  participants,
});
if (!created.ok) throw new Error(created.error.message);
let state: EliminationState = created.value;
for (const m of nextMatches(state).filter((x) => x.id.startsWith('W'))) {
  const a = m.slots[0].participantId!;
  const b = m.slots[1].participantId!;
  const next = reportWinner(state, m.id, Number(a.slice(1)) < Number(b.slice(1)) ? a : b, [2, 1]);
  if (next.ok) state = next.value;
}
const view: BracketView = toBracketView(state);

// Theirs: brackets-manager's data for the same bracket, winners round 1 played.
const manager = new BracketsManager(new InMemoryDatabase());
await manager.create.stage({
  tournamentId: 0,
  name: 'Bench',
  type: 'double_elimination',
  seeding: participants.map((p) => p.name),
  settings: { grandFinal: 'double', seedOrdering: ['natural'] },
});
const data = await manager.export();
for (const match of data.match.filter((m) => m.group_id === 0 && m.round_id === 0)) {
  await manager.update.match({
    id: match.id,
    opponent1: { score: 2, result: 'win' },
    opponent2: { score: 1 },
  });
}
const theirs = await manager.export();

const viewerDir = `${here}node_modules/brackets-viewer/dist`;
if (!existsSync(`${viewerDir}/brackets-viewer.min.js`))
  throw new Error('brackets-viewer is not installed in bench/');

// Both from one loopback origin: brackets-viewer reads localStorage, which an about:blank page forbids.
const { page, origin, bundlePath, close } = await openBenchPage({
  entry: 'bracket-entry.ts',
  bundle: 'tcg-bracket.js',
  pages: {
    '/ours.html':
      '<!doctype html><html lang="en"><body><script type="module" src="/tcg-bracket.js"></script></body></html>',
    '/theirs.html':
      '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/brackets-viewer.min.css"></head><body><div id="root" class="brackets-viewer"></div><script src="/brackets-viewer.min.js"></script></body></html>',
  },
  files: {
    '/brackets-viewer.min.js': [`${viewerDir}/brackets-viewer.min.js`, 'text/javascript'],
    '/brackets-viewer.min.css': [`${viewerDir}/brackets-viewer.min.css`, 'text/css'],
  },
});

const oursMs: number[] = [];
const oursScript: number[] = [];
const theirMs: number[] = [];
let oursNodes = 0;
let theirNodes = 0;
// Alternate the two, so both see the same machine load over the run.
for (let i = 0; i < RUNS; i++) {
  await page.goto(`${origin}/ours.html`);
  await page.waitForFunction(() => typeof window.renderTcgBracket === 'function');
  // The data goes into the page first, untimed (for both libraries alike): the clock runs in the
  // page, from the render call to the first painted frame, never over Playwright's hand-over.
  await page.evaluate((v) => {
    window.benchData = v;
  }, view);
  const r = await page.evaluate(() => window.renderTcgBracket(window.benchData as BracketView));
  oursMs.push(r.ms);
  oursScript.push(r.scriptMs);
  oursNodes = r.nodes;

  await page.goto(`${origin}/theirs.html`);
  // biome-ignore lint/suspicious/noExplicitAny: the peer's global has no types in the page.
  await page.waitForFunction(() => (window as any).bracketsViewer !== undefined);
  await page.evaluate((d) => {
    window.benchData = d;
  }, theirs);
  const t = await page.evaluate(async () => {
    const d = window.benchData as typeof theirs;
    const start = performance.now();
    // biome-ignore lint/suspicious/noExplicitAny: the peer's global has no types in the page.
    await (window as any).bracketsViewer.render(
      { stages: d.stage, matches: d.match, matchGames: d.match_game, participants: d.participant },
      { selector: '#root', clear: true },
    );
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return {
      ms: performance.now() - start,
      nodes: document.querySelectorAll('#root *').length + 1,
    };
  });
  theirMs.push(t.ms);
  theirNodes = t.nodes;
}
await close();

const ours = summarise(oursMs);
const peer = summarise(theirMs);
const oursGzip = gzipSync(readFileSync(bundlePath)).length;
const theirGzip =
  gzipSync(readFileSync(`${viewerDir}/brackets-viewer.min.js`)).length +
  gzipSync(readFileSync(`${viewerDir}/brackets-viewer.min.css`)).length;
console.log(
  `${PLAYERS}-player double elimination, winners round 1 played, 1280x900, median of ${RUNS} first frames`,
);
table(
  ['library', 'first frame (median)', 'DOM nodes', 'gzipped JS+CSS', 'vs brackets-viewer'],
  [
    [
      '@tcgkit/elements <tcg-bracket>',
      ms(ours.median),
      String(oursNodes),
      `${(oursGzip / 1024).toFixed(1)} KB (with Lit)`,
      ratio(ours.median, peer.median),
    ],
    [
      'brackets-viewer 1.9.1',
      ms(peer.median),
      String(theirNodes),
      `${(theirGzip / 1024).toFixed(1)} KB`,
      '',
    ],
  ],
);
console.log(
  `of which <tcg-bracket> script (render to DOM, before style and layout): ${ms(summarise(oursScript).median)}`,
);
target('first frame', ours.median, 150);
target('DOM nodes', oursNodes, 4500, '');
target('speed-up over brackets-viewer', peer.median / ours.median, 2, 'x', 'higher');
