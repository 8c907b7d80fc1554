// Reading Pokémon TOM files with @tcgkit/interop: importTom (pre-scan, parse, Swiss stage, standings
// records) on synthetic files of 512 to 4,096 players, next to fast-xml-parser parsing the same text
// alone (the floor: importTom parses with it), and the time to refuse hostile XML.
// Targets (issue 23): a 4,096-player, 9-round file imports in under 1 s; hostile input is refused
// in under 50 ms; import time grows linearly (ms per MB at 4,096 players at most 1.5x that at 512).

import { exportTom, importTom, type TomFile, type TomMatch, type TomRound } from '@tcgkit/interop';
import { XMLParser } from 'fast-xml-parser';
import { measure, ms, ratio, table, target } from './lib.ts';

/** A TOM file of `count` players and `rounds` Swiss rounds of random pairings and results. */
function syntheticTom(count: number, rounds: number): string {
  let s = 12345;
  const rand = (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s >>> 8) % n;
  };
  const ids = Array.from({ length: count }, (_, i) => String(1_000_000 + i));
  const tomRounds: TomRound[] = [];
  for (let r = 1; r <= rounds; r++) {
    const order = [...ids];
    for (let i = order.length - 1; i > 0; i--) {
      const j = rand(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const matches: TomMatch[] = [];
    for (let i = 0; i + 1 < order.length; i += 2) {
      matches.push({
        outcome: [1, 2, 1, 2, 3][rand(5)]!,
        players: [order[i]!, order[i + 1]!],
        table: i / 2 + 1,
        fields: [{ name: 'timestamp', value: '06/20/2026 10:00:00' }],
      });
    }
    tomRounds.push({
      number: r,
      type: 2,
      stage: '5',
      fields: [{ name: 'timeleft', value: '0' }],
      matches,
    });
  }
  const file: TomFile = {
    attributes: [{ name: 'type', value: '2' }],
    data: [{ name: 'name', value: 'Bench' }],
    fields: [],
    players: ids.map((id, i) => ({
      id,
      firstName: `First${i}`,
      lastName: `Last${i}`,
      fields: [
        { name: 'birthdate', value: '01/01/2000' },
        { name: 'starter', value: 'true' },
      ],
    })),
    pods: [
      {
        category: '2',
        stage: '2',
        podData: [],
        subgroups: [{ number: '1', players: ids }],
        rounds: tomRounds,
      },
    ],
    finalsOptions: [],
  };
  const xml = exportTom(file);
  if (!xml.ok) throw new Error(xml.error.message);
  return xml.value;
}

const peer = new XMLParser({ ignoreAttributes: false });
const rows: string[][] = [];
const perMb: number[] = [];
let biggest = 0;
for (const players of [512, 1024, 2048, 4096]) {
  const xml = syntheticTom(players, 9);
  const check = importTom(xml);
  if (!check.ok) throw new Error(`${check.error.code} ${check.error.message}`);
  const ours = measure(() => importTom(xml), {
    warmup: 1,
    minSamples: 3,
    maxSamples: 10,
    minMs: 500,
  });
  const theirs = measure(() => peer.parse(xml), {
    warmup: 1,
    minSamples: 3,
    maxSamples: 10,
    minMs: 500,
  });
  const mb = xml.length / 1e6;
  perMb.push(ours.median / mb);
  biggest = ours.median;
  rows.push([
    String(players),
    `${mb.toFixed(2)} MB`,
    ms(ours.median),
    ms(theirs.median),
    ratio(ours.median, theirs.median),
    `${(ours.median / mb).toFixed(0)} ms/MB`,
  ]);
}
console.log('importTom, 9 Swiss rounds (median)');
table(
  [
    'players',
    'file',
    'importTom',
    'fast-xml-parser parse only',
    'importTom vs parse only',
    'importTom per MB',
  ],
  rows,
);

const laughs = [
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
  ),
  ']><tournament>&lol9;</tournament>',
].join('');
const hostile: [string, string][] = [
  ['billion laughs', laughs],
  ['a 5,000,000-character attribute', `<tournament type="${'x'.repeat(5_000_000)}"></tournament>`],
  ['1,000,000 nested elements', `${'<a>'.repeat(1_000_000)}${'</a>'.repeat(1_000_000)}`],
  ['a 16 MB file', ' '.repeat(16_000_001)],
];
const hostileRows: string[][] = [];
let worst = 0;
for (const [label, text] of hostile) {
  const r = importTom(text);
  if (r.ok) throw new Error(`${label} was accepted`);
  const t = measure(() => importTom(text), {
    warmup: 1,
    minSamples: 5,
    maxSamples: 50,
    minMs: 200,
  });
  worst = Math.max(worst, t.median);
  hostileRows.push([label, r.error.code, ms(t.median)]);
}
console.log('\nhostile XML refused (median)');
table(['input', 'code', 'time'], hostileRows);

target('import a 4,096-player 9-round TOM file', biggest, 1000);
target('refuse hostile XML (slowest case)', worst, 50);
// Quadratic work would make the largest file cost more per MB than the smallest.
target('linear: ms/MB at 4,096 players over ms/MB at 512', perMb.at(-1)! / perMb[0]!, 1.5, 'x');
