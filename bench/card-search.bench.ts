// @tcgkit/card-search on a 20,000-card synthetic Legends of Runeterra catalog (made with the
// @tcgkit/core PRNG, so every run sees the same cards): parse + match of typical queries, and
// typo-tolerant name lookup next to MiniSearch (fuzzy) and fuse.js on the same names.
import { compile, LOR_REGIONS, type LorSearchCard, parse } from '@tcgkit/card-search';
import { createRng, seedRng } from '@tcgkit/core';
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import { coldStart, worstQueries } from './card-search-worst.ts';
import { measure, ms, ratio, summarise, table, target } from './lib.ts';

const rng = createRng(seedRng('card-search-bench'));
const CARDS = 20_000;

// Names: one to three invented words of 4 to 10 letters, all different.
const onsets = [
  'b',
  'br',
  'c',
  'ch',
  'd',
  'dr',
  'f',
  'g',
  'gr',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'qu',
  'r',
  's',
  'sh',
  'st',
  't',
  'th',
  'v',
  'w',
  'z',
];
const vowels = ['a', 'e', 'i', 'o', 'u', 'ae', 'ia', 'ou'];
const codas = ['', '', 'n', 'r', 's', 'l', 'x', 'th', 'nd', 'rk'];
function word(): string {
  for (;;) {
    const syllables = rng.range(2, 3);
    let w = '';
    for (let i = 0; i < syllables; i++) w += rng.pick(onsets) + rng.pick(vowels) + rng.pick(codas);
    if (w.length >= 4 && w.length <= 10) return w[0]!.toUpperCase() + w.slice(1);
  }
}
const vocabulary = Array.from({ length: 6000 }, word);
const textWords = [
  'draw',
  'a',
  'card',
  'when',
  'summoned',
  'give',
  'allies',
  '+1|+1',
  'this',
  'round',
  'strike',
  'enemy',
  'stun',
  'recall',
  'deal',
  'damage',
  'to',
  'the',
  'nexus',
  'discard',
  'create',
  'copy',
  'in',
  'hand',
  'frostbite',
  'an',
  'ally',
  'heal',
];
const types = ['Unit', 'Unit', 'Unit', 'Spell', 'Spell', 'Landmark', 'Equipment'];
const rarities = ['Common', 'Common', 'Rare', 'Epic', 'Champion'];
const regions = LOR_REGIONS;
const keywords = [
  'Elusive',
  'QuickStrike',
  'DoubleStrike',
  'Overwhelm',
  'Tough',
  'Regeneration',
  'LastBreath',
  'Fearsome',
  'Challenger',
  'Lifesteal',
];

const seen = new Set<string>();
const cards: LorSearchCard[] = [];
while (cards.length < CARDS) {
  const n = rng.range(1, 3);
  const name = Array.from({ length: n }, () => rng.pick(vocabulary)).join(' ');
  if (seen.has(name.toLowerCase())) continue;
  seen.add(name.toLowerCase());
  const typeRef = rng.pick(types);
  const rarityRef = rng.pick(rarities);
  const sentence = Array.from({ length: rng.range(6, 24) }, () => rng.pick(textWords)).join(' ');
  cards.push({
    id: `B${String(cards.length).padStart(5, '0')}`,
    name,
    setCode: `set${rng.range(1, 9)}`,
    collectible: rng.next() > 0.1,
    game: {
      typeRef,
      rarityRef,
      supertypeRef: rarityRef === 'Champion' ? 'Champion' : undefined,
      regionRefs: [rng.pick(regions)],
      keywordRefs: rng.drawLots(keywords, rng.range(0, 2)),
      cost: rng.range(0, 10),
      descriptionRaw: `${sentence[0]?.toUpperCase()}${sentence.slice(1)}.`,
    },
  });
}

console.log(`${CARDS} synthetic cards, ${seen.size} distinct names`);

// ---------------------------------------------------------------------------------------------
// 1. Parse + match of typical queries (compiled fresh every time, so parsing is included).

const typical = [
  't:unit cost<=2 region:demacia',
  'is:champion (region:freljord or region:ionia)',
  'kw:elusive -is:champion',
  't:spell o:"draw a card"',
  'r>=epic e:set1',
  'kw:strike cost>=3',
  'is:landmark region:shurima',
  'region:bandle t:spell',
  'n:/^dra/ -t:spell',
  'draw',
];
// First touch folds every card's strings once (a page does this when its catalog loads).
for (const q of typical) compile(q, 'lor').search(cards);
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const rows: string[][] = [];
const perQuery: number[] = [];
for (const q of typical) {
  let found = 0;
  const t = measure(
    () => {
      found = compile(q, 'lor').search(cards).length;
    },
    { minSamples: 15, minMs: 150 },
  );
  perQuery.push(t.median);
  rows.push([q, String(found), ms(t.median), ms(t.min)]);
}
const parseOnly = measure(
  () => {
    for (const q of typical) parse(q);
  },
  { minSamples: 50, minMs: 150 },
);
table(['query (parse + compile + search 20k)', 'found', 'median', 'min'], rows);
console.log(`parse only, all ${typical.length} queries: ${ms(parseOnly.median)}`);
const typicalMedian = summarise(perQuery).median;
console.log('');

// ---------------------------------------------------------------------------------------------
// 2. Typo-tolerant name lookup: the whole name with one typo in one word.

const letters = 'abcdefghijklmnopqrstuvwxyz';
function oneTypo(name: string): string {
  const ws = name.split(' ');
  const wi = rng.int(ws.length);
  const w = ws[wi]!.toLowerCase();
  const i = rng.int(w.length);
  let typo: string;
  switch (rng.int(4)) {
    case 0: // insert
      typo = w.slice(0, i) + rng.pick(letters.split('')) + w.slice(i);
      break;
    case 1: // delete
      typo = w.slice(0, i) + w.slice(i + 1);
      break;
    case 2: {
      // substitute with a different letter
      let ch = rng.pick(letters.split(''));
      while (ch === w[i]) ch = rng.pick(letters.split(''));
      typo = w.slice(0, i) + ch + w.slice(i + 1);
      break;
    }
    default: {
      // swap two neighbours (different letters)
      const j = Math.min(i, w.length - 2);
      typo =
        w[j] === w[j + 1]
          ? w.slice(0, j) + w.slice(j + 1)
          : w.slice(0, j) + w[j + 1] + w[j] + w.slice(j + 2);
    }
  }
  ws[wi] = typo;
  return ws.join(' ');
}
const LOOKUPS = 400;
const lookups = Array.from({ length: LOOKUPS }, () => {
  const card = cards[rng.int(cards.length)]!;
  return { id: card.id, query: oneTypo(card.name) };
});

const mini = new MiniSearch<{ id: string; name: string }>({
  fields: ['name'],
  storeFields: ['id'],
});
mini.addAll(cards.map((c) => ({ id: c.id, name: c.name })));
const fuse = new Fuse(cards, { keys: ['name'] });

interface Engine {
  name: string;
  top5: (q: string) => string[];
}
const engines: Engine[] = [
  {
    name: '@tcgkit/card-search (plain words: name + rules text)',
    top5: (q) =>
      compile(q, 'lor')
        .search(cards, { limit: 5 })
        .map((c) => c.id),
  },
  {
    name: '@tcgkit/card-search (n: terms, names only)',
    top5: (q) =>
      compile(
        q
          .split(' ')
          .map((w) => `n:${w}`)
          .join(' '),
        'lor',
      )
        .search(cards, { limit: 5 })
        .map((c) => c.id),
  },
  {
    name: 'MiniSearch fuzzy 0.2',
    top5: (q) =>
      mini
        .search(q, { fuzzy: 0.2 })
        .slice(0, 5)
        .map((r) => String(r.id)),
  },
  {
    name: 'fuse.js (default threshold)',
    top5: (q) => fuse.search(q, { limit: 5 }).map((r) => r.item.id),
  },
];

gc?.();
const lookupRows: string[][] = [];
const results: Record<string, { median: number; hit: number }> = {};
for (const e of engines) {
  const times: number[] = [];
  let hits = 0;
  // fuse.js is two orders of magnitude slower: time a sample of the lookups for it.
  const sample = e.name.startsWith('fuse') ? lookups.slice(0, 20) : lookups;
  for (const l of sample) {
    const start = performance.now();
    const top = e.top5(l.query);
    times.push(performance.now() - start);
    if (top.includes(l.id)) hits++;
  }
  const t = summarise(times);
  const hit = (100 * hits) / sample.length;
  results[e.name] = { median: t.median, hit };
  lookupRows.push([e.name, String(sample.length), ms(t.median), ms(t.mean), `${hit.toFixed(1)}%`]);
}
table(
  ['name lookup, one typo, 20k names', 'queries', 'median', 'mean', 'intended card in top 5'],
  lookupRows,
);
const ours = results[engines[0]!.name]!;
const oursNames = results[engines[1]!.name]!;
const miniR = results[engines[2]!.name]!;
const fuseR = results[engines[3]!.name]!;
console.log(
  `plain words vs MiniSearch: ${ratio(ours.median, miniR.median)}; vs fuse.js: ${ratio(ours.median, fuseR.median)}`,
);
console.log(
  `n: terms vs MiniSearch: ${ratio(oursNames.median, miniR.median)}; vs fuse.js: ${ratio(oursNames.median, fuseR.median)}`,
);
console.log('');

target('parse + match of typical queries, median over the queries (20k cards)', typicalMedian, 5);
target('typo-tolerant name lookup, median (plain words)', ours.median, 2);
target(
  'one-typo queries with the intended card in the top 5 (plain words)',
  ours.hit,
  99,
  '%',
  'higher',
);

console.log('');
// ---------------------------------------------------------------------------------------------
// 3. Cold start and the worst queries, on 20,000-card pools built from the real catalogs.
coldStart();
console.log('');
await worstQueries();
