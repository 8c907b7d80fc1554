import type { Issue, Ok } from '@tcgkit/core';
import type { SafetyIssue } from './check.js';

/** What a script is for: one of the three ruleset scopes, or a calculator. */
export type ScriptKind = 'card' | 'deck' | 'deckset' | 'calculator';

/** A ruleset scope. */
export type RulesetScope = Exclude<ScriptKind, 'calculator'>;

/** A failed run or check: a core `Issue` with a `sandbox/...` code, plus the safety issues. */
export interface SandboxFailure extends Issue {
  /** Present when the static safety check rejected the script (`sandbox/unsafe-script`). */
  readonly safetyIssues?: readonly SafetyIssue[];
}

/** The outcome of a sandbox operation: the core `Result` shape with a {@link SandboxFailure}. */
export type SandboxResult<T> = Ok<T> | { readonly ok: false; readonly error: SandboxFailure };

/**
 * Plain data read out of the guest: JSON-like values (plus `undefined`, `NaN` and `±Infinity`),
 * built from own enumerable data properties only.
 */
export type PlainData =
  | null
  | undefined
  | boolean
  | number
  | string
  | readonly PlainData[]
  | { readonly [key: string]: PlainData };

/** Caps applied while reading a guest's output into {@link PlainData}. */
export interface OutputCaps {
  /** Deepest nesting kept; deeper values become `undefined`. */
  readonly maxDepth: number;
  /** Objects, arrays and array entries read in total; past it values become `undefined`. */
  readonly maxNodes: number;
  /** Longest string kept; longer strings are cut. */
  readonly maxStringLength: number;
  /** Entries read from one array or keys from one object. */
  readonly maxEntries: number;
}

/** The default {@link OutputCaps}. */
export const DEFAULT_OUTPUT_CAPS: OutputCaps = {
  maxDepth: 24,
  maxNodes: 100_000,
  maxStringLength: 10_000,
  maxEntries: 10_000,
};

/**
 * Budgets for one whole run's output (all items of an `each` job together), on top of
 * {@link OutputCaps}: past them strings are cut to nothing and values dropped.
 */
export const OUTPUT_BUDGET = {
  /** Characters of strings and keys read from the guest per run. */
  maxTotalChars: 4_000_000,
  /** Objects, arrays and entries read from the guest per run. */
  maxTotalNodes: 1_000_000,
} as const;

/** A card catalog sent to each runner once and frozen there, reused across runs. */
export interface CardCatalog {
  /** A stable key: change it whenever the cards change. */
  readonly key: string;
  /** The catalog entries. Each should have `id`, `name` and `setCode`. */
  readonly cards: readonly unknown[];
}

/** What a runner is asked to do with a compiled script. */
export type SandboxJob =
  | {
      /** Call one entry point once. */
      readonly mode: 'call';
      /** The compiled program. */
      readonly program: string;
      /** `main` (default export or named fallback) or `resolvePoolFilters`. */
      readonly entry: 'main' | 'resolvePoolFilters';
      /** Arguments, copied and deep-frozen in the guest. */
      readonly args: readonly unknown[];
      /** Output caps (defaults to {@link DEFAULT_OUTPUT_CAPS}). */
      readonly caps?: OutputCaps;
    }
  | {
      /** Call the entry point once per item (a card rule over a pool). */
      readonly mode: 'each';
      /** The compiled program. */
      readonly program: string;
      /** The items, or omitted to use the catalog's cards. */
      readonly items?: readonly unknown[];
      /** A catalog to run over (sent to each runner once). */
      readonly catalog?: CardCatalog;
      /** Arguments passed after each item (the `context`). */
      readonly extraArgs: readonly unknown[];
      /** Output caps per item (defaults to small caps). */
      readonly caps?: OutputCaps;
    };

/** One item's outcome in an `each` job. */
export type EachItemOutcome =
  | { readonly ok: true; readonly value: PlainData }
  | { readonly ok: false; readonly message: string };

/** Options of a single run. */
export interface RunOptions {
  /** Time limit in milliseconds; the runner is terminated when it passes. */
  readonly timeoutMs?: number;
}

/** Counters a runner keeps, for monitoring and the benchmarks. */
export interface RunnerStats {
  /** Runner slots (child processes or workers). */
  readonly size: number;
  /** Slots running a job now. */
  readonly busy: number;
  /** Jobs waiting for a slot. */
  readonly queued: number;
  /** Workers started since the runner was created (including the first ones). */
  readonly spawned: number;
  /** Workers terminated on a deadline. */
  readonly timeouts: number;
  /** Workers that died during a run. */
  readonly crashes: number;
  /** Milliseconds from the last deadline until that worker was gone. */
  readonly lastStopMs: number | undefined;
  /** Started workers waiting for a job now (`size + spares` when all is quiet). */
  readonly warm?: number;
  /** Runs answered `sandbox/busy` because `maxQueued` runs were already waiting. */
  readonly rejected?: number;
  /** Node: catalog room (MiB) new workers get on top of `maxOldSpaceMb`. */
  readonly catalogRoomMb?: number | undefined;
}

/**
 * A pool of isolated runners behind one async API: the Node child-process pool
 * (`createNodeRunner` from `@tcgkit/sandbox/node`) and the browser worker pool
 * ({@link createBrowserRunner}) both implement it.
 */
export interface SandboxRunner {
  /** Which implementation this is. */
  readonly environment: 'node' | 'browser';
  /** Runs one job; never rejects for script behaviour, only returns failures. */
  run(job: SandboxJob, options?: RunOptions): Promise<SandboxResult<PlainData>>;
  /** Resolves when every slot has started (or failed to). */
  ready(): Promise<boolean>;
  /** Counters. */
  stats(): RunnerStats;
  /** Stops every worker; pending runs fail with `sandbox/closed`. */
  close(): Promise<void>;
}
