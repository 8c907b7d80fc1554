// Reads the raw game data committed as fixtures (gzipped Data Dragon and pokemon-tcg-data, the
// Riftbound gallery), for the loader tests.
import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const here = new URL('./fixtures/', import.meta.url);
const gz = (path: string): unknown =>
  JSON.parse(gunzipSync(readFileSync(new URL(path, here))).toString('utf8'));

/** The Data Dragon set bundles in set order (set1 … set9, set6cde after set6) and the globals. */
export function dataDragon(): { sets: unknown[]; globals: unknown; files: string[] } {
  const files = readdirSync(new URL('data-dragon/', here))
    .filter((f) => /^set.*\.json\.gz$/.test(f))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return {
    sets: files.map((f) => gz(`data-dragon/${f}`)),
    globals: gz('data-dragon/globals-en_us.json.gz'),
    files,
  };
}

/** pokemon-tcg-data's `sets/en.json` and the 22 card files by set id. */
export function pokemonTcgData(): { sets: unknown; cardsBySet: Record<string, unknown> } {
  const cardsBySet: Record<string, unknown> = {};
  for (const f of readdirSync(new URL('pokemon-tcg-data/cards/', here)).sort()) {
    cardsBySet[f.replace(/\.json\.gz$/, '')] = gz(`pokemon-tcg-data/cards/${f}`);
  }
  return { sets: gz('pokemon-tcg-data/sets-en.json.gz'), cardsBySet };
}

/** The Riftbound gallery file as saved. */
export function riftboundGallery(): unknown {
  return JSON.parse(readFileSync(new URL('riftbound-gallery.json', here), 'utf8'));
}

/** A compact example catalog from examples/catalogs. */
export function exampleCatalog(game: 'lor' | 'pokemon' | 'riftbound'): unknown {
  return JSON.parse(
    readFileSync(new URL(`../../../examples/catalogs/${game}.json`, import.meta.url), 'utf8'),
  );
}
