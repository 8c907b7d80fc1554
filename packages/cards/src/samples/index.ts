/**
 * Small sample catalogs of each game, for tests, the playground and the docs (`@tcgkit/cards/samples`).
 * Kept out of the main entry so importing `@tcgkit/cards` loads none of them. The catalogs are JSON
 * data files beside this module (`lor.json`, `pokemon.json`, `riftbound.json`), published in
 * `dist/samples/`; this module gives them their types. Where each one comes from is in
 * `README.md` beside them.
 *
 * @packageDocumentation
 */
import type {
  AnyCardCatalog,
  CardGameId,
  LorCatalog,
  PokemonCatalog,
  RiftboundCatalog,
} from '../types.js';
import lor from './lor.json' with { type: 'json' };
import pokemon from './pokemon.json' with { type: 'json' };
import riftbound from './riftbound.json' with { type: 'json' };

// The files are checked against the catalog schemas by test/samples.test.ts; the compiler sees
// only JSON (plain strings where the types have string unions), hence the casts.

/**
 * A small Legends of Runeterra catalog: every card code of the spec's sample deck, Garen exactly as
 * the spec shows him, his level-up (`01DE012T1`, not collectible) and his spell, and the globals.
 *
 * @example
 * ```ts
 * import { sampleLorCatalog } from '@tcgkit/cards/samples';
 * sampleLorCatalog.cards.find((card) => card.id === '01DE012')?.name; // 'Garen'
 * ```
 */
export const sampleLorCatalog: LorCatalog = lor as unknown as LorCatalog;

/**
 * A small Pokémon TCG catalog: every card the spec's sample deck (the `PTCG1` code and the TCG
 * Live list) names, the spec's Pikachu ex with two printings and its identity aliases, the eight
 * basic Energy, and all 176 English sets with their TCG Live abbreviations.
 *
 * @example
 * ```ts
 * import { samplePokemonCatalog } from '@tcgkit/cards/samples';
 * samplePokemonCatalog.cards.some((card) => card.name === 'Pikachu ex'); // true
 * ```
 */
export const samplePokemonCatalog: PokemonCatalog = pokemon as unknown as PokemonCatalog;

/**
 * A trimmed real Riftbound catalog: the cards the spec's sample decks and the Piltover Archive
 * golden vectors name, every Legend and Rune, the Origins Battlefields and Origins #1-60, with
 * all their printings.
 *
 * @example
 * ```ts
 * import { sampleRiftboundCatalog } from '@tcgkit/cards/samples';
 * sampleRiftboundCatalog.cards.length; // 152
 * ```
 */
export const sampleRiftboundCatalog: RiftboundCatalog = riftbound as unknown as RiftboundCatalog;

/**
 * The sample catalog of every game, as used by the tests, the playground and the docs.
 *
 * @example
 * ```ts
 * import { indexCatalog } from '@tcgkit/cards';
 * import { sampleCatalogs } from '@tcgkit/cards/samples';
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

/**
 * The sample catalog of one game.
 *
 * @example
 * ```ts
 * import { sampleCatalog } from '@tcgkit/cards/samples';
 * sampleCatalog('lor').game; // 'lor'
 * ```
 */
export function sampleCatalog(game: CardGameId): AnyCardCatalog {
  return sampleCatalogs[game];
}
