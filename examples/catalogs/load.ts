// The compact example catalogs as the real-pool tests and benchmarks read them, typed per game.
// One place that knows where the files are, so a test reads `exampleCatalog('lor')`, not a path.
import { readFileSync } from 'node:fs';
import type {
  LorCatalog,
  PokemonCatalog,
  RiftboundCatalog,
} from '../../packages/cards/src/index.js';

/** The catalog type of each game with an example catalog. */
export interface ExampleCatalogs {
  lor: LorCatalog;
  pokemon: PokemonCatalog;
  riftbound: RiftboundCatalog;
}

/** Reads and parses `examples/catalogs/<game>.json` (written by `pnpm catalogs`). */
export function exampleCatalog<G extends keyof ExampleCatalogs>(game: G): ExampleCatalogs[G] {
  return JSON.parse(
    readFileSync(new URL(`./${game}.json`, import.meta.url), 'utf8'),
  ) as ExampleCatalogs[G];
}
