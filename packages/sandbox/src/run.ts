import { compileScript, noEntryPointMessage } from './compile.js';
import { SandboxErrors } from './errors.js';
import {
  FALLBACK_MESSAGE,
  type NormalizeOptions,
  normalizePoolFilters,
  normalizeRulesetResult,
  type PoolFiltersPatch,
  type RulesetCheck,
} from './normalize.js';
import type {
  CardCatalog,
  EachItemOutcome,
  PlainData,
  RulesetScope,
  SandboxFailure,
  SandboxResult,
  SandboxRunner,
  ScriptKind,
} from './types.js';

/** The spec's time limits, in milliseconds. */
export const TIME_LIMITS = {
  /** Browser: one card, deck or deck set check. */
  check: 2_000,
  /** Browser: a card rule over the whole card pool. */
  cardPool: 15_000,
  /** Browser: first catalog download before any check (enforced by the caller). */
  catalogDownload: 45_000,
  /** Browser: one calculator run. */
  calculator: 5_000,
  /** Server: one deck submission check (all scopes). */
  submission: 15_000,
  /** Server: the queue job around that check (enforced by the caller's queue). */
  submissionJob: 30_000,
} as const;

/** Optional catalog context handed to every entry point as its last argument. */
export interface ScriptContext {
  /** The game's catalog globals document. */
  readonly globals?: unknown;
}

/** The arguments of a calculator run. */
export interface CalculatorInput {
  /** Card ref to number of copies. */
  readonly pile: Readonly<Record<string, number>>;
  /** Every card in the pile, by ref. */
  readonly cardsById: Readonly<Record<string, unknown>>;
  /** Optional catalog context; may be undefined. */
  readonly context?: ScriptContext;
}

/** Options of a single script run. */
export interface ScriptRunOptions {
  /** Time limit in milliseconds (defaults to the spec's limit for that kind of run). */
  readonly timeoutMs?: number;
}

/** A `sandbox/bad-input` failure: the caller passed something that is not the documented input. */
function badInput(message: string): SandboxResult<never> {
  return { ok: false, error: { code: SandboxErrors.badInput, message } };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Runs `work` so that the run functions never reject: a runner that throws or rejects (a custom
 * one, or one given the wrong value) becomes a `sandbox/crashed` failure.
 */
async function settle<T>(
  runner: unknown,
  work: () => Promise<SandboxResult<T>>,
): Promise<SandboxResult<T>> {
  if (!isObject(runner) || typeof runner.run !== 'function') {
    return badInput(
      'The first argument must be a sandbox runner (createNodeRunner() or createBrowserRunner()).',
    );
  }
  try {
    return await work();
  } catch (error) {
    return {
      ok: false,
      error: {
        code: SandboxErrors.crashed,
        message: `The sandbox runner failed: ${error instanceof Error ? error.message : String(error)}`,
      },
    };
  }
}

function fixEntryMessage<T>(result: SandboxResult<T>, kind: ScriptKind): SandboxResult<T> {
  if (!result.ok && result.error.code === SandboxErrors.noEntryPoint) {
    return { ok: false, error: { code: result.error.code, message: noEntryPointMessage(kind) } };
  }
  return result;
}

/**
 * Runs a calculator script's `compute(pile, cardsById, context)` in the sandbox with the 5 s
 * limit and returns its output as raw plain data (normalize it with the calculator renderer's own
 * checker). Fails with a `sandbox/...` code: `empty-source` ("Calculator script source is
 * empty."), `unsafe-script`, `no-entry-point` ("Calculator script did not export a compute
 * function."), `script-threw`, `timeout`, `crashed`, `unavailable`.
 *
 * @example
 * ```ts
 * const out = await runCalculatorScript(runner, source, { pile: { a: 2 }, cardsById: { a: { id: 'a' } } });
 * if (out.ok) render(normalizeCalculatorResult(out.value));
 * ```
 */
export async function runCalculatorScript(
  runner: SandboxRunner,
  source: string,
  input: CalculatorInput,
  options: ScriptRunOptions = {},
): Promise<SandboxResult<PlainData>> {
  return settle<PlainData>(runner, async () => {
    const compiled = compileScript(source, 'calculator');
    if (!compiled.ok) return compiled;
    if (!isObject(input)) {
      return badInput('The calculator input must be an object { pile, cardsById, context? }.');
    }
    const result = await runner.run(
      {
        mode: 'call',
        program: compiled.value.program,
        entry: 'main',
        args: [input.pile, input.cardsById, input.context],
      },
      { timeoutMs: timeoutOf(options, TIME_LIMITS.calculator) },
    );
    return fixEntryMessage(result, 'calculator');
  });
}

/** The caller's time limit, or the kind's default when none (or not an object) was given. */
function timeoutOf(options: unknown, fallback: number): number {
  const given = isObject(options) ? options.timeoutMs : undefined;
  return typeof given === 'number' && !Number.isNaN(given) ? given : fallback;
}

/** What a ruleset entry point is called with, per scope. */
export type RulesetInput =
  | { readonly scope: 'card'; readonly card: unknown; readonly context?: ScriptContext }
  | {
      readonly scope: 'deck';
      readonly deck: unknown;
      readonly cardsById: Readonly<Record<string, unknown>>;
      readonly context?: ScriptContext;
    }
  | {
      readonly scope: 'deckset';
      readonly decks: readonly unknown[];
      readonly cardsById: Readonly<Record<string, unknown>>;
      readonly context?: ScriptContext;
    };

/**
 * Options of {@link runRulesetScript}. `keepMetadata` defaults to true for the browser runner
 * (the in-browser validator keeps issue metadata) and false for the Node runner (the server).
 */
export interface RulesetRunOptions extends ScriptRunOptions, NormalizeOptions {}

function argsOf(input: RulesetInput): unknown[] {
  switch (input.scope) {
    case 'card':
      return [input.card, input.context];
    case 'deck':
      return [input.deck, input.cardsById, input.context];
    case 'deckset':
      return [input.decks, input.cardsById, input.context];
    default: {
      const never: never = input;
      throw new Error(`Unknown ruleset scope in ${String(never)}`);
    }
  }
}

/**
 * Runs one ruleset script (card, deck or deck set scope) on one input in the sandbox, within
 * the 2 s limit, and normalizes its answer to `{ valid, issues }`.
 *
 * @example
 * ```ts
 * const check = await runRulesetScript(runner, 'export default (deck) => false', {
 *   scope: 'deck', deck: { a: 3 }, cardsById: {},
 * });
 * // { ok: true, value: { valid: false, issues: [{ message: 'Saved deck rule rejected this deck.' }] } }
 * ```
 */
export async function runRulesetScript(
  runner: SandboxRunner,
  source: string,
  input: RulesetInput,
  options: RulesetRunOptions = {},
): Promise<SandboxResult<RulesetCheck>> {
  return settle<RulesetCheck>(runner, async () => {
    const scope = isObject(input) ? input.scope : undefined;
    if (scope !== 'card' && scope !== 'deck' && scope !== 'deckset') {
      return badInput(
        "The ruleset input must be an object whose scope is 'card', 'deck' or 'deckset'.",
      );
    }
    const compiled = compileScript(source, scope);
    if (!compiled.ok) return compiled;
    const result = fixEntryMessage(
      await runner.run(
        { mode: 'call', program: compiled.value.program, entry: 'main', args: argsOf(input) },
        { timeoutMs: timeoutOf(options, TIME_LIMITS.check) },
      ),
      scope,
    );
    if (!result.ok) return result;
    const given: RulesetRunOptions = isObject(options) ? options : {};
    const keepMetadata = given.keepMetadata ?? runner.environment === 'browser';
    return {
      ok: true,
      value: normalizeRulesetResult(result.value, scope, { ...given, keepMetadata }),
      warnings: result.warnings,
    };
  });
}

/** One card's outcome in {@link runCardRuleOverPool}: `error` is set when the rule threw. */
export interface CardRuleOutcome extends RulesetCheck {
  /** The description of what the rule threw for this card (the card counts as failing). */
  readonly error?: string;
}

/** Options of {@link runCardRuleOverPool}. */
export interface CardPoolOptions extends RulesetRunOptions {
  /** Catalog context passed to every call. */
  readonly context?: ScriptContext;
}

function eachOutcomes(
  value: PlainData,
  options: NormalizeOptions,
  expected: number,
): CardRuleOutcome[] | SandboxFailure {
  // One outcome per card or none at all: a short answer must never let unchecked cards pass.
  if (!Array.isArray(value) || value.length !== expected) {
    return {
      code: SandboxErrors.badOutput,
      message: 'The sandbox returned no per-card results.',
    };
  }
  return (value as readonly (EachItemOutcome | null)[]).map((item) =>
    typeof item === 'object' && item !== null && item.ok === true
      ? normalizeRulesetResult(item.value, 'card', options)
      : {
          valid: false,
          issues: [{ message: FALLBACK_MESSAGE.card }],
          error:
            typeof item === 'object' &&
            item !== null &&
            typeof item.message === 'string' &&
            item.message !== ''
              ? item.message
              : 'The script threw.',
        },
  );
}

/**
 * Runs a card rule once per card of a catalog (the deck builder's pool filter) in one sandbox
 * run, within the 15 s limit. The catalog is sent to each runner once (by `catalog.key`) and
 * frozen there. Returns one outcome per card, in catalog order.
 *
 * @example
 * ```ts
 * const pool = await runCardRuleOverPool(runner, cardRule, { key: 'riftbound@1', cards });
 * const visible = pool.ok ? cards.filter((_, i) => pool.value[i]!.valid) : [];
 * ```
 */
export async function runCardRuleOverPool(
  runner: SandboxRunner,
  source: string,
  catalog: CardCatalog,
  options: CardPoolOptions = {},
): Promise<SandboxResult<readonly CardRuleOutcome[]>> {
  return settle<readonly CardRuleOutcome[]>(runner, async () => {
    const compiled = compileScript(source, 'card');
    if (!compiled.ok) return compiled;
    if (!isObject(catalog) || typeof catalog.key !== 'string' || !Array.isArray(catalog.cards)) {
      return badInput('The catalog must be an object { key: string, cards: array }.');
    }
    const given: CardPoolOptions = isObject(options) ? options : {};
    const result = fixEntryMessage(
      await runner.run(
        { mode: 'each', program: compiled.value.program, catalog, extraArgs: [given.context] },
        { timeoutMs: timeoutOf(options, TIME_LIMITS.cardPool) },
      ),
      'card',
    );
    if (!result.ok) return result;
    const outcomes = eachOutcomes(result.value, given, catalog.cards.length);
    return Array.isArray(outcomes)
      ? { ok: true, value: outcomes, warnings: result.warnings }
      : { ok: false, error: outcomes };
  });
}

/** Runs a card rule over an explicit list of cards (used by {@link checkSubmission}). */
export async function runCardRuleOverCards(
  runner: SandboxRunner,
  source: string,
  cards: readonly unknown[],
  options: CardPoolOptions = {},
): Promise<SandboxResult<readonly CardRuleOutcome[]>> {
  return settle<readonly CardRuleOutcome[]>(runner, async () => {
    const compiled = compileScript(source, 'card');
    if (!compiled.ok) return compiled;
    if (!Array.isArray(cards)) return badInput('The cards must be an array.');
    const given: CardPoolOptions = isObject(options) ? options : {};
    const result = fixEntryMessage(
      await runner.run(
        { mode: 'each', program: compiled.value.program, items: cards, extraArgs: [given.context] },
        { timeoutMs: timeoutOf(options, TIME_LIMITS.cardPool) },
      ),
      'card',
    );
    if (!result.ok) return result;
    const outcomes = eachOutcomes(result.value, given, cards.length);
    return Array.isArray(outcomes)
      ? { ok: true, value: outcomes, warnings: result.warnings }
      : { ok: false, error: outcomes };
  });
}

/** The builder's input to `resolvePoolFilters`. */
export interface PoolFiltersInput {
  /** Every pile in the builder, the active one included. */
  readonly lineup: readonly {
    readonly pileId: string;
    readonly name: string;
    readonly role: 'main' | 'sideboard' | 'maybeboard' | 'commander' | null;
    readonly deckRuleId: string | null;
    readonly cards: Readonly<Record<string, number>>;
  }[];
  /** The pile whose card pool is being filtered. */
  readonly activePileId: string;
  /** Catalog entries for every card in the lineup. */
  readonly cardsById: Readonly<Record<string, unknown>>;
  /** The builder's current filter model. */
  readonly filters: Readonly<Record<string, unknown>>;
}

/** Options of {@link runPoolFilters}. */
export interface PoolFiltersOptions extends ScriptRunOptions {
  /** The game's filter keys (see `POOL_FILTER_KEYS`); other keys are dropped. */
  readonly filterKeys: readonly string[];
  /** Catalog context. */
  readonly context?: ScriptContext;
}

/**
 * Calls a deck rule's `resolvePoolFilters(input, context)` and normalizes the answer. A deck
 * rule without the export answers `null` (no suggestion).
 *
 * @example
 * ```ts
 * const patch = await runPoolFilters(runner, deckRule, input, { filterKeys: POOL_FILTER_KEYS.riftbound });
 * ```
 */
export async function runPoolFilters(
  runner: SandboxRunner,
  source: string,
  input: PoolFiltersInput,
  options: PoolFiltersOptions,
): Promise<SandboxResult<PoolFiltersPatch | null>> {
  return settle<PoolFiltersPatch | null>(runner, async () => {
    const compiled = compileScript(source, 'deck');
    if (!compiled.ok) return compiled;
    if (!isObject(options) || !Array.isArray(options.filterKeys)) {
      return badInput(
        'runPoolFilters needs options { filterKeys: string[] } (see POOL_FILTER_KEYS).',
      );
    }
    if (!compiled.value.hasPoolFilters) return { ok: true, value: null, warnings: [] };
    const result = await runner.run(
      {
        mode: 'call',
        program: compiled.value.program,
        entry: 'resolvePoolFilters',
        args: [input, options.context],
      },
      { timeoutMs: timeoutOf(options, TIME_LIMITS.check) },
    );
    if (!result.ok) return result;
    return {
      ok: true,
      value: normalizePoolFilters(result.value, options.filterKeys),
      warnings: result.warnings,
    };
  });
}

/** A ruleset scope's fallback message, re-exported for the UI. */
export function fallbackMessage(scope: RulesetScope): string {
  return FALLBACK_MESSAGE[scope];
}
