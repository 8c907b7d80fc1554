import type {
  AnyCardCatalog,
  CardGameId,
  LorCatalog,
  PokemonCatalog,
  RiftboundCatalog,
} from '../types.js';
import { sampleLorCatalog } from './lor.js';
import { samplePokemonCatalog } from './pokemon.js';
import { sampleRiftboundCatalog } from './riftbound.js';

/**
 * The sample catalog of every game, as used by the tests, the playground and the docs.
 *
 * @example
 * ```ts
 * import { indexCatalog, sampleCatalogs } from '@tcgkit/cards';
 * const index = indexCatalog(sampleCatalogs.riftbound);
 * ```
 */
export const sampleCatalogs: {
  readonly lor: LorCatalog;
  readonly pokemon: PokemonCatalog;
  readonly riftbound: RiftboundCatalog;
} = {
  lor: sampleLorCatalog,
  pokemon: samplePokemonCatalog,
  riftbound: sampleRiftboundCatalog,
};

/** The sample catalog of one game. */
export function sampleCatalog(game: CardGameId): AnyCardCatalog {
  return sampleCatalogs[game];
}
