import { type CardCatalog, type CardGameId, type CatalogIndex, indexCatalog } from '@tcgkit/cards';

/** A catalog, or an index already built from one with `indexCatalog` (faster when reused). */
export type CatalogInput<G extends CardGameId = CardGameId> = CardCatalog<G> | CatalogIndex<G>;

const cache = new WeakMap<object, CatalogIndex>();

/** The index of a catalog, built once per catalog object and reused. */
export function toIndex<G extends CardGameId>(catalog: CatalogInput<G>): CatalogIndex<G> {
  if ('byRef' in catalog) return catalog;
  let index = cache.get(catalog);
  if (index === undefined) {
    index = indexCatalog(catalog);
    cache.set(catalog, index);
  }
  return index as CatalogIndex<G>;
}
