import { gameOfCard } from '@tcgkit/cards/vocab';
import { checkCatalogGame, err, ok, type Result } from '@tcgkit/core';
import type { CompiledQuery, SearchOptions } from './compile.js';

/**
 * Searches a whole catalog (`{ game, cards }`, or a plain array of its cards) after checking that
 * it holds cards of the query's game: a catalog of another game, or a mix, is a coded error
 * (`core/catalog-wrong-game`, `core/catalog-mixed-games`, `core/not-a-catalog`, with the path of
 * what does not fit) instead of a search that silently finds nothing. The check runs once per
 * catalog object. Query problems stay in the compiled query's `issues`.
 *
 * @example
 * ```ts
 * import { compile, searchCatalog } from '@tcgkit/card-search';
 * const found = searchCatalog(compile('t:unit cost<=2', 'lor'), lorCatalog);
 * if (found.ok) found.value.length; // the matching cards
 * searchCatalog(compile('t:unit', 'lor'), pokemonCatalog).ok; // false: core/catalog-wrong-game
 * ```
 */
export function searchCatalog<C, T extends C>(
  query: CompiledQuery<C>,
  catalog: { readonly game?: string; readonly cards: readonly T[] } | readonly T[],
  options: SearchOptions = {},
): Result<T[]> {
  const wrong = checkCatalogGame(catalog, query.game, gameOfCard);
  if (wrong !== undefined) return err(wrong.code, wrong.message, wrong.path);
  const cards: readonly T[] = Array.isArray(catalog)
    ? (catalog as readonly T[])
    : (catalog as { readonly cards: readonly T[] }).cards;
  return ok(query.search(cards, options));
}
