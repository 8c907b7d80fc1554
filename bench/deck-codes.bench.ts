// Deck code decode and encode throughput of @tcgkit/deck-codes next to the peer libraries, on the
// same vectors in the same run:
// - Legends of Runeterra: Riot's 21 official vectors, against `runeterra` (DeckEncoder).
// - Riftbound: Piltover Archive's golden vectors that the installed peer
//   (@piltoverarchive/riftbound-deck-codes 1.1.0, versions 1-3 only) can read: the four v3 ones.
// Target (issue 8): at least 5x the peers' decode rate.
// Then (issue 18): a 1 MB paste of whitespace, digits or punctuation read by importDeck of each
// game (every code and list reader it tries) in under 50 ms. No peer library reads these lists.
import { readFileSync } from 'node:fs';
import piltover from '@piltoverarchive/riftbound-deck-codes';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import {
  decodeLorCode,
  decodePiltoverCode,
  encodeLorCode,
  encodePiltoverCode,
  importDeck,
  type PiltoverDeck,
} from '@tcgkit/deck-codes';
import runeterra from 'runeterra';
import { measure, ms, opsPerSecond, ratio, table, target } from './lib.ts';

// Both peers are CommonJS: take their exports from the default import.
const { getCodeFromDeck, getDeckFromCode } = piltover;
const { Card, DeckEncoder } = runeterra;

const fixtures = new URL('../packages/deck-codes/test/fixtures/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, fixtures), 'utf8');

// --- Legends of Runeterra ---------------------------------------------------------------------
const lorVectors = read('lor/DeckCodesTestData.txt')
  .trim()
  .split(/\r?\n\s*\r?\n/)
  .map((block) => {
    const [code, ...lines] = block
      .trim()
      .split(/\r?\n/)
      .map((l) => l.trim());
    return {
      code: code!,
      cards: lines.map((l) => {
        const [count, ref] = l.split(':');
        return { ref: ref!, count: Number(count) };
      }),
    };
  });
const lorCodes = lorVectors.map((v) => v.code);
const lorDecks = lorVectors.map((v) => v.cards);
// The package's types leave out Card's constructor (code, count), which its decoder itself uses.
const PeerCard = Card as unknown as new (code: string, count: number) => InstanceType<typeof Card>;
const peerLorDecks = lorVectors.map((v) => v.cards.map((c) => new PeerCard(c.ref, c.count)));

// Same answers first: both sides read every vector to the same cards.
for (const v of lorVectors) {
  const ours = decodeLorCode(v.code);
  const theirs = DeckEncoder.decode(v.code);
  const key = (cs: readonly { count: number }[], ref: (c: never) => string) =>
    cs
      .map((c) => `${c.count}:${ref(c as never)}`)
      .sort()
      .join();
  if (
    !ours.ok ||
    key(ours.value.cards, (c: { ref: string }) => c.ref) !==
      key(theirs, (c: { code: string }) => c.code)
  ) {
    throw new Error(`LoR decoders disagree on ${v.code}`);
  }
}

// --- Riftbound --------------------------------------------------------------------------------
interface Golden {
  name: string;
  input: PiltoverDeck;
  code: string;
}
const rbVectors = (JSON.parse(read('riftbound/golden.json')) as Golden[]).filter((g) =>
  g.name.startsWith('v3'),
);
const rbCodes = rbVectors.map((g) => g.code);
for (const g of rbVectors) {
  const ours = decodePiltoverCode(g.code);
  const theirs = getDeckFromCode(g.code);
  if (
    !ours.ok ||
    ours.value.mainDeck.length !== theirs.mainDeck.length ||
    ours.value.chosenChampion !== theirs.chosenChampion
  ) {
    throw new Error(`Riftbound decoders disagree on ${g.name}`);
  }
  const encoded = getCodeFromDeck(
    g.input.mainDeck.map((c) => ({ ...c })),
    g.input.sideboard.map((c) => ({ ...c })),
    g.input.chosenChampion,
  );
  const mine = encodePiltoverCode(g.input);
  if (!mine.ok || mine.value !== encoded)
    throw new Error(`Riftbound encoders disagree on ${g.name}`);
}

// --- Measure ----------------------------------------------------------------------------------
let sink = 0;
const opts = { minMs: 400, warmup: 20, maxSamples: 200_000 };
const perCode = (n: number, fn: () => void) => {
  const t = measure(fn, opts);
  return { median: t.median / n };
};

const rows: string[][] = [];
const results: Record<string, { ours: number; theirs: number }> = {};
function compare(label: string, n: number, ours: () => void, theirs: () => void) {
  const a = perCode(n, ours);
  const b = perCode(n, theirs);
  results[label] = { ours: a.median, theirs: b.median };
  rows.push([
    label,
    `${Math.round(opsPerSecond({ median: a.median, mean: 0, min: 0, samples: 0 })).toLocaleString('en')}`,
    `${Math.round(opsPerSecond({ median: b.median, mean: 0, min: 0, samples: 0 })).toLocaleString('en')}`,
    ms(a.median),
    ms(b.median),
    ratio(a.median, b.median),
  ]);
}

compare(
  'LoR decode (21 Riot vectors) vs runeterra',
  lorCodes.length,
  () => {
    for (const c of lorCodes) {
      const r = decodeLorCode(c);
      if (r.ok) sink += r.value.cards.length;
    }
  },
  () => {
    for (const c of lorCodes) sink += DeckEncoder.decode(c).length;
  },
);
compare(
  'LoR encode (21 Riot vectors) vs runeterra',
  lorDecks.length,
  () => {
    for (const d of lorDecks) {
      const r = encodeLorCode(d);
      if (r.ok) sink += r.value.length;
    }
  },
  () => {
    for (const d of peerLorDecks) sink += DeckEncoder.encode(d).length;
  },
);
compare(
  'Riftbound decode (4 v3 golden) vs piltoverarchive',
  rbCodes.length,
  () => {
    for (const c of rbCodes) {
      const r = decodePiltoverCode(c);
      if (r.ok) sink += r.value.mainDeck.length;
    }
  },
  () => {
    for (const c of rbCodes) sink += getDeckFromCode(c).mainDeck.length;
  },
);
compare(
  'Riftbound encode (4 v3 golden) vs piltoverarchive',
  rbVectors.length,
  () => {
    for (const g of rbVectors) {
      const r = encodePiltoverCode(g.input);
      if (r.ok) sink += r.value.length;
    }
  },
  () => {
    for (const g of rbVectors)
      sink += getCodeFromDeck(
        g.input.mainDeck as never,
        g.input.sideboard as never,
        g.input.chosenChampion,
      ).length;
  },
);

table(['per code', 'ours ops/s', 'peer ops/s', 'ours', 'peer', 'ours vs peer'], rows);
const lorDecode = results['LoR decode (21 Riot vectors) vs runeterra']!;
const rbDecode = results['Riftbound decode (4 v3 golden) vs piltoverarchive']!;
target('LoR decode rate vs runeterra', lorDecode.theirs / lorDecode.ours, 5, 'x', 'higher');
target(
  'Riftbound decode rate vs @piltoverarchive/riftbound-deck-codes',
  rbDecode.theirs / rbDecode.ours,
  5,
  'x',
  'higher',
);

// --- 1 MB pastes (issue 18) ---------------------------------------------------------------------
const MB = 1 << 20;
const paste = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);
const PASTES: readonly (readonly [string, string])[] = [
  ['spaces', ' '],
  ['spaces after a card start, then !', '1 a'],
  ['line breaks', '\n'],
  ['CRLF and tabs', '\r\n\t'],
  ['digits', '1234567890'],
  ['digits and spaces', '1 '],
  ['one digit a line', '4\n'],
  ['punctuation', '.,;:!?-_=()[]{}'],
  ['dashes and commas', ' - , '],
];
const GAMES = ['lor', 'pokemon', 'riftbound'] as const;
const pasteRows: string[][] = [];
let worst = 0;
let worstLabel = '';
for (const [label, unit] of PASTES) {
  const text =
    label === 'spaces after a card start, then !' ? `1 a${' '.repeat(MB - 4)}!` : paste(unit);
  const row = [label];
  for (const game of GAMES) {
    const t = measure(
      () => {
        const r = importDeck(text, game, sampleCatalogs[game]);
        sink += r.ok ? 1 : 0;
      },
      { warmup: 2, minSamples: 5, maxSamples: 20, minMs: 200 },
    );
    row.push(ms(t.median));
    if (t.median > worst) {
      worst = t.median;
      worstLabel = `${label}, ${game}`;
    }
  }
  pasteRows.push(row);
}
console.log('\nimportDeck on a 1 MB paste (median; no peer reads these lists):');
table(['1 MB of', 'lor', 'pokemon', 'riftbound'], pasteRows);
target(`1 MB paste of whitespace, digits or punctuation (worst: ${worstLabel})`, worst, 50);
if (sink === -1) console.log(sink);
