import type * as CardSearchModule from '@tcgkit/card-search';
import { loadEngine, type OnDemand, onDemand } from '../shared/on-demand.js';

/** The @tcgkit/card-search module, as `<tcg-card-search>` uses it once loaded. */
export type SearchEngine = typeof CardSearchModule;

/**
 * The search engine (@tcgkit/card-search with re2js, about 60 kB gzipped), fetched the first time
 * a `<tcg-card-search>` has a catalog or a query, so a page pays for it only when it searches. A
 * bundler turns the `import()` into a separate chunk. It is an optional peer dependency: a site
 * that did not install it gets `elements/missing-engine` (see `loadEngine`).
 */
export const searchEngine: OnDemand<SearchEngine> = onDemand(() =>
  loadEngine<SearchEngine>(
    '@tcgkit/card-search',
    () => import('@tcgkit/card-search'),
    'compile',
    '<tcg-card-search> needs @tcgkit/card-search to search',
  ),
);
