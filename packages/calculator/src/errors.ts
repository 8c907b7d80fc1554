/**
 * Every error code `@tcgkit/calculator` reports, namespaced `calculator/…`. Codes are API: match
 * on them, never on messages.
 *
 * @example
 * ```ts
 * import { CalculatorErrors, runCalculator } from '@tcgkit/calculator';
 * const result = await runCalculator('', {}, {});
 * if (!result.ok && result.error.code === CalculatorErrors.emptyScript) console.log(result.error.message);
 * ```
 */
export const CalculatorErrors = {
  /** The script source is empty (or only whitespace). */
  emptyScript: 'calculator/empty-script',
  /** No `export default` function and no top-level `function compute`. */
  noComputeFunction: 'calculator/no-compute-function',
  /** The sandbox's static safety check rejected the script. */
  unsafeScript: 'calculator/unsafe-script',
  /** The script threw (or failed to parse); the message is the JavaScript error's. */
  scriptError: 'calculator/script-error',
  /** The run took longer than the 5 second limit and was stopped. */
  timeout: 'calculator/timeout',
  /** The sandbox could not start (no worker, SES failed to lock down). */
  sandboxUnavailable: 'calculator/sandbox-unavailable',
  /** A builder spec does not match `calculator-spec.schema.json`. */
  invalidSpec: 'calculator/invalid-spec',
  /** A builder spec names a field the game does not have. */
  unknownField: 'calculator/unknown-field',
  /** A builder spec uses a field where another type is needed (a text field on a curve). */
  fieldTypeMismatch: 'calculator/field-type-mismatch',
  /** A table column that only works per card (`field`, `possibleStarter`, `forcedStarter`) in a grouped table. */
  columnNeedsPerCard: 'calculator/column-needs-per-card',
  /** A curve whose `max` is below its `min`. */
  invalidRange: 'calculator/invalid-range',
  /** The script has no `// @calculator-spec:v1` marker on its first line. */
  noMarker: 'calculator/no-marker',
  /** The marker's JSON does not parse or is not a valid spec. */
  invalidMarker: 'calculator/invalid-marker',
} as const;

/** One of the {@link CalculatorErrors} values. */
export type CalculatorErrorCode = (typeof CalculatorErrors)[keyof typeof CalculatorErrors];

/** What a deck page shows when a calculator fails, whatever the cause. */
export const CALCULATOR_FAILED_MESSAGE =
  'This calculator could not run. Its script may have an error.';

/** The troubleshooting messages of the calculators guide, by cause. */
export const CalculatorErrorMessage = {
  /** For {@link CalculatorErrors.emptyScript}. */
  EmptyScript: 'Calculator script source is empty.',
  /** For {@link CalculatorErrors.noComputeFunction}. */
  NoComputeFunction: 'Calculator script did not export a compute function.',
  /** For {@link CalculatorErrors.unsafeScript}. */
  UnsafeScript: 'This calculator script uses APIs or syntax that are not allowed.',
  /** For {@link CalculatorErrors.timeout}. */
  Timeout: 'This calculator ran longer than 5 seconds and was stopped.',
  /** For {@link CalculatorErrors.sandboxUnavailable}. */
  SandboxUnavailable: 'The calculator sandbox could not start on this device.',
  /**
   * For {@link CalculatorErrors.sandboxUnavailable} when no `runner` was passed where there is
   * no Web Worker (Node): says which runner to pass.
   */
  SandboxNeedsNodeRunner:
    'The calculator sandbox could not start on this device: there is no Web Worker here (Node has none). Pass a runner: `import { createNodeRunner } from "@tcgkit/sandbox/node"`, then `runCalculator(script, pile, cardsById, ctx, { runner: createNodeRunner() })`, and `await runner.close()` when done.',
} as const;

/**
 * The same codes under their old name and PascalCase keys.
 *
 * @deprecated Renamed to {@link CalculatorErrors} (every package names its codes `<Package>Errors`, keys in camelCase); this name is removed in the next minor version.
 */
export const CalculatorErrorCode = {
  EmptyScript: CalculatorErrors.emptyScript,
  NoComputeFunction: CalculatorErrors.noComputeFunction,
  UnsafeScript: CalculatorErrors.unsafeScript,
  ScriptError: CalculatorErrors.scriptError,
  Timeout: CalculatorErrors.timeout,
  SandboxUnavailable: CalculatorErrors.sandboxUnavailable,
  InvalidSpec: CalculatorErrors.invalidSpec,
  UnknownField: CalculatorErrors.unknownField,
  FieldTypeMismatch: CalculatorErrors.fieldTypeMismatch,
  ColumnNeedsPerCard: CalculatorErrors.columnNeedsPerCard,
  InvalidRange: CalculatorErrors.invalidRange,
  NoMarker: CalculatorErrors.noMarker,
  InvalidMarker: CalculatorErrors.invalidMarker,
} as const;
