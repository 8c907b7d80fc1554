/**
 * Every error code `@tcgkit/calculator` reports, namespaced `calculator/…`. Codes are API: match
 * on them, never on messages.
 *
 * @example
 * ```ts
 * import { CalculatorErrorCode, runCalculator } from '@tcgkit/calculator';
 * const result = await runCalculator('', {}, {});
 * if (!result.ok && result.error.code === CalculatorErrorCode.EmptyScript) console.log(result.error.message);
 * ```
 */
export const CalculatorErrorCode = {
  /** The script source is empty (or only whitespace). */
  EmptyScript: 'calculator/empty-script',
  /** No `export default` function and no top-level `function compute`. */
  NoComputeFunction: 'calculator/no-compute-function',
  /** The sandbox's static safety check rejected the script. */
  UnsafeScript: 'calculator/unsafe-script',
  /** The script threw (or failed to parse); the message is the JavaScript error's. */
  ScriptError: 'calculator/script-error',
  /** The run took longer than the 5 second limit and was stopped. */
  Timeout: 'calculator/timeout',
  /** The sandbox could not start (no worker, SES failed to lock down). */
  SandboxUnavailable: 'calculator/sandbox-unavailable',
  /** A builder spec does not match `calculator-spec.schema.json`. */
  InvalidSpec: 'calculator/invalid-spec',
  /** A builder spec names a field the game does not have. */
  UnknownField: 'calculator/unknown-field',
  /** A builder spec uses a field where another type is needed (a text field on a curve). */
  FieldTypeMismatch: 'calculator/field-type-mismatch',
  /** A table column that only works per card (`field`, `possibleStarter`, `forcedStarter`) in a grouped table. */
  ColumnNeedsPerCard: 'calculator/column-needs-per-card',
  /** A curve whose `max` is below its `min`. */
  InvalidRange: 'calculator/invalid-range',
  /** The script has no `// @calculator-spec:v1` marker on its first line. */
  NoMarker: 'calculator/no-marker',
  /** The marker's JSON does not parse or is not a valid spec. */
  InvalidMarker: 'calculator/invalid-marker',
} as const;

/** One of the {@link CalculatorErrorCode} values. */
export type CalculatorErrorCode = (typeof CalculatorErrorCode)[keyof typeof CalculatorErrorCode];

/** What a deck page shows when a calculator fails, whatever the cause. */
export const CALCULATOR_FAILED_MESSAGE =
  'This calculator could not run. Its script may have an error.';

/** The troubleshooting messages of the calculators guide, by cause. */
export const CalculatorErrorMessage = {
  /** For {@link CalculatorErrorCode.EmptyScript}. */
  EmptyScript: 'Calculator script source is empty.',
  /** For {@link CalculatorErrorCode.NoComputeFunction}. */
  NoComputeFunction: 'Calculator script did not export a compute function.',
  /** For {@link CalculatorErrorCode.UnsafeScript}. */
  UnsafeScript: 'This calculator script uses APIs or syntax that are not allowed.',
  /** For {@link CalculatorErrorCode.Timeout}. */
  Timeout: 'This calculator ran longer than 5 seconds and was stopped.',
  /** For {@link CalculatorErrorCode.SandboxUnavailable}. */
  SandboxUnavailable: 'The calculator sandbox could not start on this device.',
  /**
   * For {@link CalculatorErrorCode.SandboxUnavailable} when no `runner` was passed where there is
   * no Web Worker (Node): says which runner to pass.
   */
  SandboxNeedsNodeRunner:
    'The calculator sandbox could not start on this device: there is no Web Worker here (Node has none). Pass a runner: `import { createNodeRunner } from "@tcgkit/sandbox/node"`, then `runCalculator(script, pile, cardsById, ctx, { runner: createNodeRunner() })`, and `await runner.close()` when done.',
} as const;
