import type * as CardSearchModule from '@tcgkit/card-search';

/** The @tcgkit/card-search module, as `<tcg-card-search>` uses it once loaded. */
export type SearchEngine = typeof CardSearchModule;

/**
 * A module loaded once, on first use: every caller shares one pending promise, later callers get
 * the loaded module synchronously from {@link OnDemand.loaded}, and a load that failed (a chunk
 * the network did not deliver) is forgotten, so the next call tries again.
 */
export interface OnDemand<T> {
  /** The module when it has arrived; `undefined` before. */
  readonly loaded: T | undefined;
  /** Starts the load on the first call; every call until it settles shares the same promise. */
  load(): Promise<T>;
}

/** Wraps a dynamic `import()` (or any loader) as an {@link OnDemand}. */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      if (loaded !== undefined) return Promise.resolve(loaded);
      pending ??= importer().then(
        (module) => {
          loaded = module;
          pending = undefined;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The search engine (@tcgkit/card-search with re2js, about 60 kB gzipped), fetched the first time
 * a `<tcg-card-search>` has a catalog or a query, so a page pays for it only when it searches. A
 * bundler turns the `import()` into a separate chunk.
 */
export const searchEngine: OnDemand<SearchEngine> = onDemand(() => import('@tcgkit/card-search'));
