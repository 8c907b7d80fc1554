// @tcgkit/cards on the real card pools (issue #20): load + index of the compact example catalogs
// (examples/catalogs, built by `pnpm catalogs`), the loaders on each game's own raw data, and
// card search over the full Pokémon pool. The peers: a bare JSON.parse of the same file (the
// floor any loader pays) and, for name lookups, MiniSearch's fuzzy search on the same names.
// Targets from issue 20: load + index the full Pokémon pool <= 150 ms, LoR <= 100 ms; typical
// queries over the full Pokémon pool, median <= 2 ms.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { compile, type PokemonSearchCard } from '@tcgkit/card-search';
import { type AnyCardCatalog, indexCatalog, type PokemonCatalog } from '@tcgkit/cards';
import { catalogFromDataDragon } from '@tcgkit/cards/data-dragon';
import { catalogFromPokemonTcgData } from '@tcgkit/cards/pokemon-tcg-data';
import { catalogValidators } from '@tcgkit/cards/validators';
import MiniSearch from 'minisearch';
import { measure, ms, ratio, summarise, table, target } from './lib.ts';

const catalogs = new URL('../examples/catalogs/', import.meta.url);
const fixtures = new URL('../packages/cards/test/fixtures/', import.meta.url);
const opts = { warmup: 2, minSamples: 10, minMs: 400, maxSamples: 60 };

// 1. Load + index the compact catalogs -----------------------------------------------------------
const loadRows: string[][] = [];
const loadFigures: Record<string, number> = {};
const cpuFigures: Record<string, number> = {};
for (const game of ['pokemon', 'lor', 'riftbound'] as const) {
  const file = new URL(`${game}.json`, catalogs);
  const bytes = readFileSync(file).length;
  const parseOnly = measure(() => JSON.parse(readFileSync(file, 'utf8')), opts);
  const loadIndex = measure(
    () => indexCatalog(JSON.parse(readFileSync(file, 'utf8')) as AnyCardCatalog),
    opts,
  );
  const validated = measure(() => {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const checked = catalogValidators[game].parse(data);
    if (!checked.ok) throw new Error(checked.error.message);
    return indexCatalog(checked.value as AnyCardCatalog);
  }, opts);
  loadFigures[game] = loadIndex.median;
  cpuFigures[game] = cpuMedian(() =>
    indexCatalog(JSON.parse(readFileSync(file, 'utf8')) as AnyCardCatalog),
  );
  const cards = (JSON.parse(readFileSync(file, 'utf8')) as AnyCardCatalog).cards.length;
  loadRows.push([
    `${game}.json`,
    `${(bytes / 1024).toFixed(0)} KB`,
    String(cards),
    ms(parseOnly.median),
    ms(loadIndex.median),
    ms(validated.median),
    `${ratio(loadIndex.median, parseOnly.median)} than JSON.parse alone`,
  ]);
}
table(
  [
    'compact catalog',
    'size',
    'cards',
    'peer: read + JSON.parse',
    'read + parse + indexCatalog',
    '+ schema check',
    'vs peer',
  ],
  loadRows,
);
console.log('');

// 2. The loaders on the raw data ------------------------------------------------------------------
const gz = (path: string) =>
  JSON.parse(gunzipSync(readFileSync(new URL(path, fixtures))).toString('utf8'));
const ddFiles = readdirSync(new URL('data-dragon/', fixtures)).filter((f) =>
  /^set.*\.json\.gz$/.test(f),
);
const ddSets = ddFiles.map((f) => gz(`data-dragon/${f}`));
const ddGlobals = gz('data-dragon/globals-en_us.json.gz');
const ptcgSets = gz('pokemon-tcg-data/sets-en.json.gz');
const ptcgCards: Record<string, unknown> = {};
for (const f of readdirSync(new URL('pokemon-tcg-data/cards/', fixtures))) {
  ptcgCards[f.replace(/\.json\.gz$/, '')] = gz(`pokemon-tcg-data/cards/${f}`);
}
const rawOpts = { warmup: 1, minSamples: 5, minMs: 300, maxSamples: 20 };
const dd = measure(() => catalogFromDataDragon(ddSets, ddGlobals), rawOpts);
const ptcg = measure(() => catalogFromPokemonTcgData(ptcgSets, ptcgCards), rawOpts);
table(
  ['loader (raw data already parsed; schema check included)', 'input', 'median', 'min'],
  [
    ['catalogFromDataDragon', '11 set bundles, 2,512 cards', ms(dd.median), ms(dd.min)],
    [
      'catalogFromPokemonTcgData',
      '172 sets, 22 card files, 4,332 printings',
      ms(ptcg.median),
      ms(ptcg.min),
    ],
  ],
);
console.log('');

// 3. Search over the full Pokémon pool ------------------------------------------------------------
const pokemon = JSON.parse(
  readFileSync(new URL('pokemon.json', catalogs), 'utf8'),
) as PokemonCatalog;
const cards = pokemon.cards as unknown as PokemonSearchCard[];
const QUERIES = [
  // The spec's examples (search-pokemon.md).
  't:water hp>=120',
  'is:ex t:fire',
  'subtype:supporter o:"search your deck"',
  'cost:RCC',
  'cost>=RR damage>=200',
  'cost:1 damage>=60',
  'retreat=0 stage:basic',
  'stage:2 weakness:fighting',
  'pkachu',
  'is:"ace spec"',
  'not:ex t:psychic stage:basic reg:h',
  // What players type most: a name, a name with a filter, a rule-text phrase.
  'charizard',
  'ultra ball',
  'n:iono',
  'gardevoir ex',
  'is:ex hp>=250',
  'o:"draw cards"',
  'e:sv8 r>=ultra',
];
compile('warm up', 'pokemon').search(cards);
const searchRows: string[][] = [];
const medians: number[] = [];
for (const query of QUERIES) {
  let found = 0;
  const t = measure(
    () => {
      found = compile(query, 'pokemon').search(cards).length;
    },
    { warmup: 3, minSamples: 20, minMs: 100, maxSamples: 400 },
  );
  medians.push(t.median);
  searchRows.push([query, String(found), ms(t.median), ms(t.min)]);
}
table(
  [`query (compile + search ${cards.length} identities)`, 'found', 'median', 'min'],
  searchRows,
);
const typical = summarise(medians).median;

// Peer for the plain name queries: MiniSearch's fuzzy search over the same names.
const mini = new MiniSearch<{ id: string; name: string }>({
  fields: ['name'],
  storeFields: ['name'],
});
mini.addAll(cards.map((c) => ({ id: c.id, name: c.name })));
const names = ['pkachu', 'charizard', 'ultra ball', 'iono', 'gardevoir ex'];
const oursNames = summarise(
  names.map(
    (q) => measure(() => compile(q, 'pokemon').search(cards, { limit: 10 }), { minMs: 80 }).median,
  ),
);
const miniNames = summarise(
  names.map(
    (q) =>
      measure(() => mini.search(q, { fuzzy: 0.2, prefix: true }).slice(0, 10), { minMs: 80 })
        .median,
  ),
);
console.log(
  `\nname lookups (${names.join(', ')}): ours ${ms(oursNames.median)}, MiniSearch fuzzy ${ms(miniNames.median)} (index built once: ${ms(measureOnce(() => new MiniSearch({ fields: ['name'] }).addAll(cards.map((c) => ({ id: c.id, name: c.name })))))}); ${ratio(oursNames.median, miniNames.median)}`,
);
console.log('');

console.log(
  `CPU time of this process for read + parse + indexCatalog (median; less sensitive to other processes on a busy machine): pokemon ${ms(cpuFigures.pokemon!)}, lor ${ms(cpuFigures.lor!)}, riftbound ${ms(cpuFigures.riftbound!)}`,
);
target(
  'load + index the full Pokémon pool (read + JSON.parse + indexCatalog)',
  loadFigures.pokemon!,
  150,
);
target('load + index the full LoR pool (read + JSON.parse + indexCatalog)', loadFigures.lor!, 100);
// The same targets on this process's CPU time: on a shared machine (load 20 on 2 cores) the
// wall-clock figures above mostly measure waiting for a core.
target('load + index the full Pokémon pool, CPU time', cpuFigures.pokemon!, 150);
target('load + index the full LoR pool, CPU time', cpuFigures.lor!, 100);
target('typical queries over the full Pokémon pool, median over the queries', typical, 2);

/** Median CPU time (user + system, this process) of `fn` in ms, over a few runs after a warm-up. */
function cpuMedian(fn: () => unknown, runs = 9): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    fn();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  return summarise(times).median;
}

function measureOnce(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}
