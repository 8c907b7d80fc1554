// `pnpm catalogs`: builds the compact example catalogs (examples/catalogs/{lor,pokemon,riftbound}.json)
// from each game's own data with the loaders of @tcgkit/cards, then prints each file's size.
//
// By default it reads the copies committed as test fixtures (packages/cards/test/fixtures: Data
// Dragon and pokemon-tcg-data gzipped, byte for byte, and the Riftbound gallery). Point it at a
// fresh download instead with:
//   pnpm catalogs --lor <dir with set*-en_us.json and globals-en_us.json>
//                 --pokemon <pokemon-tcg-data checkout (sets/en.json, cards/en/*.json)>
//                 --riftbound <cards.json of riftbound-card-db>
// Card text belongs to the games' owners: these files are for the examples and tests, never
// published to npm (examples/ is private).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { catalogFromDataDragon } from '../src/loaders/data-dragon.ts';
import { catalogFromPokemonTcgData } from '../src/loaders/pokemon-tcg-data.ts';
import { catalogFromRiftboundGallery } from '../src/loaders/riftbound-gallery.ts';
import type { AnyCardCatalog } from '../src/types.ts';
import { catalogValidators } from '../src/validators.ts';
import { compactCatalog } from './compact.ts';

const root = new URL('../../../', import.meta.url).pathname;
const fixtures = join(root, 'packages/cards/test/fixtures');
const outDir = join(root, 'examples/catalogs');

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};

/** Reads `file` or, when only `file.gz` exists, its gunzipped bytes. */
function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    return JSON.parse(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8'));
  }
}

const names = (dir: string, test: RegExp) =>
  [...new Set(readdirSync(dir).map((f) => f.replace(/\.gz$/, '')))]
    .filter((f) => test.test(f))
    .sort();

function lor(): AnyCardCatalog {
  const dir = arg('lor') ?? join(fixtures, 'data-dragon');
  const files = names(dir, /^set.*-en_us\.json$/).sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const loaded = catalogFromDataDragon(
    files.map((f) => readJson(join(dir, f))),
    readJson(join(dir, 'globals-en_us.json')),
  );
  if (!loaded.ok)
    throw new Error(`${loaded.error.code} at ${loaded.error.path}: ${loaded.error.message}`);
  return loaded.value;
}

function pokemon(): AnyCardCatalog {
  const from = arg('pokemon');
  const sets = from ? join(from, 'sets/en.json') : join(fixtures, 'pokemon-tcg-data/sets-en.json');
  const cardsDir = from ? join(from, 'cards/en') : join(fixtures, 'pokemon-tcg-data/cards');
  const bySet: Record<string, unknown> = {};
  for (const f of names(cardsDir, /\.json$/))
    bySet[f.replace(/\.json$/, '')] = readJson(join(cardsDir, f));
  const loaded = catalogFromPokemonTcgData(readJson(sets), bySet);
  if (!loaded.ok)
    throw new Error(`${loaded.error.code} at ${loaded.error.path}: ${loaded.error.message}`);
  return loaded.value;
}

function riftbound(): AnyCardCatalog {
  const loaded = catalogFromRiftboundGallery(
    readJson(arg('riftbound') ?? join(fixtures, 'riftbound-gallery.json')),
  );
  if (!loaded.ok)
    throw new Error(`${loaded.error.code} at ${loaded.error.path}: ${loaded.error.message}`);
  return loaded.value;
}

mkdirSync(outDir, { recursive: true });
for (const [game, build] of [
  ['lor', lor],
  ['pokemon', pokemon],
  ['riftbound', riftbound],
] as const) {
  const catalog = compactCatalog(build());
  const bad = catalogValidators[game].check(catalog);
  if (bad !== undefined)
    throw new Error(`compact ${game} catalog fails its schema: ${bad.path} ${bad.message}`);
  const file = join(outDir, `${game}.json`);
  writeFileSync(file, `${JSON.stringify(catalog)}\n`);
  const kb = (statSync(file).size / 1024).toFixed(0);
  console.log(`${file.slice(root.length)}: ${catalog.cards.length} cards, ${kb} KB`);
}
