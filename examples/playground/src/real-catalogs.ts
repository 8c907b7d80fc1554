// The full card pools, as the playground's embedded default: the compact catalogs that
// `pnpm catalogs` builds into examples/catalogs (Data Dragon, pokemon-tcg-data, the Riftbound
// gallery). Each is fetched once, on first use, and indexed once.
import {
  type AnyCardCatalog,
  type CardGameId,
  type CatalogIndex,
  indexCatalog,
} from '@tcgkit/cards';
import lorUrl from '../../catalogs/lor.json?url';
import pokemonUrl from '../../catalogs/pokemon.json?url';
import riftboundUrl from '../../catalogs/riftbound.json?url';

const URLS: Record<CardGameId, string> = {
  lor: lorUrl,
  pokemon: pokemonUrl,
  riftbound: riftboundUrl,
};

/** A loaded pool: the catalog, its index, and how long fetching and indexing took. */
export interface RealPool {
  readonly catalog: AnyCardCatalog;
  readonly index: CatalogIndex;
  readonly loadMs: number;
}

const pools = new Map<CardGameId, Promise<RealPool>>();

/** The full card pool of a game (fetched and indexed on first use). */
export function realPool(game: CardGameId): Promise<RealPool> {
  let pool = pools.get(game);
  if (pool === undefined) {
    pool = (async () => {
      const start = performance.now();
      const response = await fetch(URLS[game]);
      if (!response.ok)
        throw new Error(`Could not load the ${game} card pool (${response.status}).`);
      const catalog = (await response.json()) as AnyCardCatalog;
      const index = indexCatalog(catalog);
      return { catalog, index, loadMs: performance.now() - start };
    })();
    pools.set(game, pool);
  }
  return pool;
}

/** One line about the pools' provenance, for the pages that use them. */
export const POOLS_NOTE =
  "The cards are the full pools (Legends of Runeterra from Riot's Data Dragon, Pokémon TCG from pokemon-tcg-data, Riftbound from the official gallery), loaded with the loaders of <code>@tcgkit/cards</code> by <code>pnpm catalogs</code>; card text belongs to the games' owners.";
