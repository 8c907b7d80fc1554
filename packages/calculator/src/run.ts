import type { Issue, Ok } from '@tcgkit/core';
import {
  createBrowserRunner,
  runCalculatorScript,
  type SafetyIssue,
  SandboxErrors,
  type SandboxRunner,
} from '@tcgkit/sandbox';
import { CalculatorErrorMessage, CalculatorErrors } from './errors.js';
import { CALCULATOR_TIME_LIMIT_MS } from './limits.js';
import { normalizeCalculatorResult } from './normalize.js';
import type {
  CalculatorCardsById,
  CalculatorDashboard,
  CalculatorPile,
  CalculatorScriptContext,
} from './types.js';

/** Options of {@link runCalculator}. */
export interface RunCalculatorOptions {
  /**
   * The sandbox runner to use: `createNodeRunner()` from `@tcgkit/sandbox/node` on a server or in
   * tests, `createBrowserRunner()` from `@tcgkit/sandbox` in a page. Defaults to one shared
   * browser runner, created on first use (in Node, where there is no Worker, runs then fail with
   * `calculator/sandbox-unavailable`, whose message says to pass `createNodeRunner()`).
   */
  readonly runner?: SandboxRunner;
  /** Time limit in milliseconds; defaults to the spec's 5 seconds. */
  readonly timeoutMs?: number;
}

/** Why a calculator run failed: an `Issue` of `@tcgkit/core` with a `calculator/...` code. */
export interface CalculatorRunError extends Issue {
  /** The static safety check's findings, for `calculator/unsafe-script`. */
  readonly safetyIssues?: readonly SafetyIssue[];
  /** The sandbox's own code (`sandbox/...`), for logs. */
  readonly sandboxCode?: string;
}

/** The outcome of {@link runCalculator}: a normalized dashboard, or the error to show instead. */
export type CalculatorRunResult =
  | Ok<CalculatorDashboard>
  | { readonly ok: false; readonly error: CalculatorRunError };

let sharedRunner: SandboxRunner | undefined;

function defaultRunner(): SandboxRunner {
  sharedRunner ??= createBrowserRunner({ size: 1 });
  return sharedRunner;
}

function failure(
  code: string,
  message: string,
  extra: { safetyIssues?: readonly SafetyIssue[]; sandboxCode?: string } = {},
): CalculatorRunResult {
  const error: Record<string, unknown> = { code, message };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) error[key] = value;
  return { ok: false, error: error as unknown as CalculatorRunError };
}

/**
 * Runs a calculator script over a deck in the sandbox (static safety check, a fresh SES
 * compartment, frozen copies of the arguments, the 5 second limit) and returns the normalized
 * dashboard, or an error whose message is the calculators guide's troubleshooting text:
 *
 * | code | message |
 * | --- | --- |
 * | `calculator/empty-script` | Calculator script source is empty. |
 * | `calculator/no-compute-function` | Calculator script did not export a compute function. |
 * | `calculator/unsafe-script` | This calculator script uses APIs or syntax that are not allowed. |
 * | `calculator/script-error` | The JavaScript error, e.g. `TypeError: Cannot read properties of undefined (reading 'game')` |
 * | `calculator/timeout` | This calculator ran longer than 5 seconds and was stopped. |
 * | `calculator/sandbox-unavailable` | The calculator sandbox could not start on this device. (Without a `runner` where there is no Worker, as in Node, the message goes on to say to pass `createNodeRunner()` from `@tcgkit/sandbox/node`.) |
 *
 * A deck page shows {@link CALCULATOR_FAILED_MESSAGE} for any of them.
 *
 * @example
 * ```ts
 * import { DEFAULT_CALCULATORS, runCalculator } from '@tcgkit/calculator';
 * import { createNodeRunner } from '@tcgkit/sandbox/node';
 * const runner = createNodeRunner({ size: 1 });
 * const result = await runCalculator(DEFAULT_CALCULATORS[0]!.script, { '01DE012': 3 }, cardsById, undefined, { runner });
 * if (result.ok) render(result.value);
 * else showError(result.error.message);
 * await runner.close();
 * ```
 */
export async function runCalculator(
  script: string,
  pile: CalculatorPile,
  cardsById: CalculatorCardsById,
  ctx?: CalculatorScriptContext,
  options: RunCalculatorOptions = {},
): Promise<CalculatorRunResult> {
  if (typeof script !== 'string' || script.trim() === '') {
    return failure(CalculatorErrors.emptyScript, CalculatorErrorMessage.EmptyScript);
  }
  // Without a runner, the default is a browser runner; where there is no Worker (Node) it can
  // never start, so say at once which runner to pass instead of the device-level message.
  if (options.runner === undefined && typeof Worker === 'undefined') {
    return failure(
      CalculatorErrors.sandboxUnavailable,
      CalculatorErrorMessage.SandboxNeedsNodeRunner,
      { sandboxCode: SandboxErrors.unavailable },
    );
  }
  const runner = options.runner ?? defaultRunner();
  const input = ctx === undefined ? { pile, cardsById } : { pile, cardsById, context: ctx };
  let outcome: Awaited<ReturnType<typeof runCalculatorScript>>;
  try {
    outcome = await runCalculatorScript(runner, script, input, {
      timeoutMs: options.timeoutMs ?? CALCULATOR_TIME_LIMIT_MS,
    });
  } catch (error) {
    // The runner promises never to reject for script behaviour; anything else is the sandbox.
    return failure(CalculatorErrors.sandboxUnavailable, CalculatorErrorMessage.SandboxUnavailable, {
      sandboxCode: error instanceof Error ? error.message : String(error),
    });
  }
  if (outcome.ok)
    return { ok: true, value: normalizeCalculatorResult(outcome.value), warnings: [] };
  const { code, message } = outcome.error;
  switch (code) {
    case SandboxErrors.emptySource:
      return failure(CalculatorErrors.emptyScript, CalculatorErrorMessage.EmptyScript, {
        sandboxCode: code,
      });
    case SandboxErrors.noEntryPoint:
      return failure(CalculatorErrors.noComputeFunction, CalculatorErrorMessage.NoComputeFunction, {
        sandboxCode: code,
      });
    case SandboxErrors.unsafeScript: {
      return failure(CalculatorErrors.unsafeScript, CalculatorErrorMessage.UnsafeScript, {
        safetyIssues: outcome.error.safetyIssues ?? [],
        sandboxCode: code,
      });
    }
    case SandboxErrors.timeout:
      return failure(CalculatorErrors.timeout, CalculatorErrorMessage.Timeout, {
        sandboxCode: code,
      });
    case SandboxErrors.unavailable:
    case SandboxErrors.closed:
      return failure(
        CalculatorErrors.sandboxUnavailable,
        CalculatorErrorMessage.SandboxUnavailable,
        {
          sandboxCode: code,
        },
      );
    default:
      // sandbox/script-threw (the JavaScript error, as the preview shows it), sandbox/crashed
      // (memory or stack limit) and sandbox/bad-output.
      return failure(CalculatorErrors.scriptError, message, { sandboxCode: code });
  }
}
