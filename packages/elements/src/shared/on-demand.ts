/**
 * A module loaded on first use, shared by every element on the page. `<tcg-deck>` and
 * `<tcg-card-search>` fetch their engines through it.
 * @module
 */

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
