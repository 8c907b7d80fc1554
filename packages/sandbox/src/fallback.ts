import { compileScript } from './compile.js';
import { SandboxErrors } from './errors.js';
import { type NormalizeOptions, normalizeRulesetResult, type RulesetCheck } from './normalize.js';
import type { ScriptContext } from './run.js';
import type { SandboxFailure, SandboxResult } from './types.js';

/** How long a "run deck rules without the sandbox" consent lasts: 30 days. */
export const FALLBACK_CONSENT_DAYS = 30;

const DAY_MS = 86_400_000;

/** The user's opt-in to run deck rules outside the sandbox on this device. The caller stores it. */
export interface FallbackConsent {
  /** When the user accepted, in epoch milliseconds. */
  readonly grantedAt: number;
  /** When it stops applying: `grantedAt` + 30 days. */
  readonly expiresAt: number;
}

/**
 * Records the opt-in at `nowMs` (the caller passes the time: this package never reads the clock).
 *
 * @example
 * ```ts
 * const consent = grantFallbackConsent(Date.now());
 * localStorage.setItem('sandbox-fallback', JSON.stringify(consent));
 * ```
 */
export function grantFallbackConsent(nowMs: number): FallbackConsent {
  return { grantedAt: nowMs, expiresAt: nowMs + FALLBACK_CONSENT_DAYS * DAY_MS };
}

/** True when `consent` exists, is well formed and has not expired at `nowMs`. */
export function isFallbackConsentActive(consent: unknown, nowMs: number): boolean {
  if (typeof consent !== 'object' || consent === null) return false;
  const { grantedAt, expiresAt } = consent as Record<string, unknown>;
  return (
    typeof grantedAt === 'number' &&
    typeof expiresAt === 'number' &&
    expiresAt - grantedAt <= FALLBACK_CONSENT_DAYS * DAY_MS &&
    grantedAt <= nowMs &&
    nowMs < expiresAt
  );
}

/** The legality a deck may be shown with: rules that could not run never show as legal. */
export type DeckLegality =
  | { readonly status: 'legal'; readonly issues: RulesetCheck['issues'] }
  | { readonly status: 'illegal'; readonly issues: RulesetCheck['issues'] }
  | {
      readonly status: 'rules-could-not-run';
      readonly error: SandboxFailure;
      /** True when the sandbox itself could not start: the only case the opt-in may be offered. */
      readonly offerFallback: boolean;
    };

/**
 * Turns a deck check into what the builder shows. A failure of any kind is
 * `rules-could-not-run`, never legal; `offerFallback` is true only for `sandbox/unavailable`.
 */
export function deckLegality(result: SandboxResult<RulesetCheck>): DeckLegality {
  if (!result.ok) {
    return {
      status: 'rules-could-not-run',
      error: result.error,
      offerFallback: result.error.code === SandboxErrors.unavailable,
    };
  }
  return result.value.valid
    ? { status: 'legal', issues: result.value.issues }
    : { status: 'illegal', issues: result.value.issues };
}

/** Options of {@link runDeckRuleWithoutSandbox}. */
export interface UnsandboxedOptions extends NormalizeOptions {
  /** The stored consent; required and must be active. */
  readonly consent: FallbackConsent | null | undefined;
  /** The current time in epoch milliseconds. */
  readonly nowMs: number;
}

/**
 * The explicit opt-in fallback for a device where no sandbox can start: runs a **deck** rule in
 * the page itself, with no isolation and no time limit. The static safety check still applies.
 * Refused without an active consent, refused wherever Node, Deno or Bun is detected (even when a
 * server-side rendering setup defines `window` and `document`), and refused outside a browser
 * page (the server always uses its sandbox).
 *
 * @example
 * ```ts
 * const check = runDeckRuleWithoutSandbox(source, { deck, cardsById }, { consent, nowMs: Date.now() });
 * ```
 */
export function runDeckRuleWithoutSandbox(
  source: string,
  input: {
    readonly deck: unknown;
    readonly cardsById: Readonly<Record<string, unknown>>;
    readonly context?: ScriptContext;
  },
  options: UnsandboxedOptions,
): SandboxResult<RulesetCheck> {
  const runtime = serverRuntime();
  if (runtime !== undefined) {
    return {
      ok: false,
      error: {
        code: SandboxErrors.unavailable,
        message: `Running rules without the sandbox is refused on the server (${runtime} detected): use createNodeRunner() from @tcgkit/sandbox/node.`,
      },
    };
  }
  const g = globalThis as { window?: unknown; document?: unknown };
  if (typeof g.window !== 'object' || typeof g.document !== 'object') {
    return {
      ok: false,
      error: {
        code: SandboxErrors.unavailable,
        message: 'Running rules without the sandbox is only possible in a browser page.',
      },
    };
  }
  if (!isFallbackConsentActive(options?.consent, options?.nowMs as number)) {
    return {
      ok: false,
      error: {
        code: SandboxErrors.unavailable,
        message: 'Running deck rules without the sandbox needs the user to opt in on this device.',
      },
    };
  }
  const compiled = compileScript(source, 'deck');
  if (!compiled.ok) return compiled;
  let value: unknown;
  try {
    // The user opted in to exactly this: evaluating the checked program in the page.
    const factory = new Function(`return ${compiled.value.program}`)() as (
      rx: RegExpConstructor,
    ) => [unknown, unknown];
    const [entry] = factory(RegExp);
    if (typeof entry !== 'function') {
      return {
        ok: false,
        error: {
          code: SandboxErrors.noEntryPoint,
          message: 'Saved deck rule did not export a function.',
        },
      };
    }
    const copy = structuredClone([input.deck, input.cardsById, input.context]);
    value = structuredClone(entry(...deepFreeze(copy)));
  } catch (thrown) {
    return {
      ok: false,
      error: {
        code: SandboxErrors.scriptThrew,
        message:
          thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : 'The script threw.',
      },
    };
  }
  return { ok: true, value: normalizeRulesetResult(value, 'deck', options), warnings: [] };
}

/**
 * Names the server runtime this code runs in, detected positively (not by the absence of
 * `window`/`document`, which server-side rendering setups define): Node (`process.versions.node`,
 * also set by Bun), Deno (`Deno.version`) or Bun (`Bun.version`). `undefined` in a browser page.
 * Each probe reads one global's own data without calling anything.
 */
export function serverRuntime(): 'Node' | 'Deno' | 'Bun' | undefined {
  const g = globalThis as Record<string, unknown>;
  const versionOf = (holder: unknown, key: string): unknown => {
    try {
      return typeof holder === 'object' && holder !== null
        ? (holder as Record<string, unknown>)[key]
        : undefined;
    } catch {
      return undefined;
    }
  };
  if (typeof versionOf(g.Bun, 'version') === 'string') return 'Bun';
  const deno = versionOf(g.Deno, 'version');
  if (typeof deno === 'object' && deno !== null) return 'Deno';
  const versions = versionOf(g.process, 'versions');
  if (typeof versionOf(versions, 'node') === 'string') return 'Node';
  return undefined;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
