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

/** The error codes of an engine an element could not load. */
export type EngineErrorCode = 'elements/missing-engine' | 'elements/engine-load-failed';

/**
 * Why an element could not load an engine: `elements/missing-engine` when the package is not
 * installed (an optional peer dependency of @tcgkit/elements the page left out), naming the
 * package to install; `elements/engine-load-failed` when it is there but its module did not
 * arrive (a chunk the network did not deliver).
 */
export class EngineLoadError extends Error {
  /** `elements/missing-engine` or `elements/engine-load-failed`. */
  readonly code: EngineErrorCode;
  /** The package the element needs (`@tcgkit/deck-codes`...). */
  readonly packageName: string;

  constructor(code: EngineErrorCode, packageName: string, message: string) {
    super(message);
    this.code = code;
    this.packageName = packageName;
  }
}

// What a module loader says when a bare specifier names no installed package: a browser without
// an import map entry ("Failed to resolve module specifier"), Node ("Cannot find package"), the
// Vite dev server's stand-in for a missing optional peer ("Could not resolve ... Is it
// installed?"), Vite's server-side loader ("Failed to load url"), webpack ("Cannot find
// module"). A chunk that did not arrive names its URL instead.
const UNRESOLVED =
  /Failed to resolve module specifier|Cannot find (?:module|package)|Could not resolve|Failed to load url|ERR_MODULE_NOT_FOUND|Is it installed/;

// Set by the script-tag bundle's build (vite.bundle.config.ts), which carries every engine as a
// chunk of its own: there no package can be missing, so only a failed load is looked for.
declare const __TCGKIT_ENGINES_BUNDLED__: boolean | undefined;
const enginesBundled =
  typeof __TCGKIT_ENGINES_BUNDLED__ !== 'undefined' && __TCGKIT_ENGINES_BUNDLED__;

/**
 * Loads the engine package `packageName` with `importer` (a dynamic `import()` of it) and checks
 * that the module has the export `probe`: a production bundler puts an empty module in place of
 * an optional peer that is not installed (Vite's `export default {}`), so a module without it is
 * a missing package too. `needs` finishes the sentence "`<element>` needs `<package>` to ...".
 * Rejects with an {@link EngineLoadError}.
 */
export async function loadEngine<T>(
  packageName: string,
  importer: () => Promise<unknown>,
  probe: string,
  needs: string,
): Promise<T> {
  const missing = () =>
    new EngineLoadError(
      'elements/missing-engine',
      packageName,
      `${needs}, and ${packageName} is not installed: add it to the site (npm i ${packageName}), an optional peer dependency of @tcgkit/elements, and build again.`,
    );
  let module: unknown;
  try {
    module = await importer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!enginesBundled && reason.includes(packageName) && UNRESOLVED.test(reason)) throw missing();
    throw new EngineLoadError(
      'elements/engine-load-failed',
      packageName,
      `${packageName} could not be loaded (${reason}); check the network and reload the page.`,
    );
  }
  if (!enginesBundled && typeof (module as Record<string, unknown> | null)?.[probe] !== 'function')
    throw missing();
  return module as T;
}
