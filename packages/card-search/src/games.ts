import { parseGameId, unwrap } from '@tcgkit/core';
import type {
  AnySearchCard,
  LorSearchCard,
  PokemonSearchCard,
  RiftboundSearchCard,
  SearchCardOf,
} from './card-shapes.js';
import type {
  FieldDefinition,
  GameSearchDefinition,
  ShortcutDefinition,
  ValueFieldDefinition,
  VirtualValue,
} from './field-types.js';
import { lorSearch } from './fields-lor.js';
import { pokemonSearch } from './fields-pokemon.js';
import { riftboundSearch } from './fields-riftbound.js';
import { fold } from './fold.js';
import type { SearchGame } from './types.js';

const SEARCH_GAMES: readonly SearchGame[] = ['lor', 'pokemon', 'riftbound'];

/** The search language definition of every game, keyed by game. */
export const searchDefinitions: {
  readonly lor: GameSearchDefinition<LorSearchCard>;
  readonly pokemon: GameSearchDefinition<PokemonSearchCard>;
  readonly riftbound: GameSearchDefinition<RiftboundSearchCard>;
} = { lor: lorSearch, pokemon: pokemonSearch, riftbound: riftboundSearch };

/**
 * The search language definition of a game: its fields (names, aliases, kinds, allowed values in
 * rank order, how each reads a card) and its `is:` shortcuts.
 *
 * @example
 * ```ts
 * import { searchDefinition } from '@tcgkit/card-search';
 * searchDefinition('lor').fields.map((f) => f.name); // ['name', 'text', 'type', ...]
 * ```
 */
export function searchDefinition<G extends SearchGame>(
  game: G,
): GameSearchDefinition<SearchCardOf<G>> {
  const def = (Object.hasOwn(searchDefinitions, game) ? searchDefinitions[game] : undefined) as
    | GameSearchDefinition<SearchCardOf<G>>
    | undefined;
  // A programmer error (the type allows only the three games): a TcgkitError with core's code
  // and the list of the games that have a search language.
  if (def === undefined) unwrap(parseGameId(game, SEARCH_GAMES));
  return def as GameSearchDefinition<SearchCardOf<G>>;
}

/** The field a name or alias stands for (ignoring case), if the game has it. */
export function findField<C>(
  def: GameSearchDefinition<C>,
  name: string,
): FieldDefinition<C> | undefined {
  const n = name.toLowerCase();
  return def.fields.find((f) => f.name === n || f.aliases.includes(n));
}

/** The shortcut a name stands for: an exact-case match first, then any case unless case-sensitive. */
export function findShortcut<C>(
  def: GameSearchDefinition<C>,
  name: string,
): ShortcutDefinition<C> | undefined {
  return (
    def.shortcuts.find((s) => s.name === name) ??
    def.shortcuts.find((s) => !s.caseSensitive && fold(s.name) === fold(name))
  );
}

/** Any game's definition, loosely typed, for code that works on every game. */
export function anyDefinition(game: SearchGame): GameSearchDefinition<AnySearchCard> {
  return searchDefinition(game) as unknown as GameSearchDefinition<AnySearchCard>;
}

/**
 * The virtual value (such as Pokémon `stage:final`) a folded query value names, if the field has
 * one. Only the field's own keys count, so `stage:constructor` is an ordinary value.
 *
 * @internal
 */
export function virtualValueOf<C>(
  field: ValueFieldDefinition<C>,
  key: string,
): VirtualValue<C> | undefined {
  const values = field.virtualValues;
  return values !== undefined && Object.hasOwn(values, key) ? values[key] : undefined;
}
