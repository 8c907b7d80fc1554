/**
 * The safety check's issue codes, exactly as the script sandbox page lists them (the list is
 * closed: an oversized source or one nested too deeply is `invalid_syntax`, with the detail in the
 * issue's message).
 *
 * @example
 * ```ts
 * import { SafetyIssueCode } from '@tcgkit/sandbox';
 * SafetyIssueCode.UnsafeGlobal; // 'unsafe_global'
 * ```
 */
export const SafetyIssueCode = {
  AsyncUnsupported: 'async_unsupported',
  GeneratorUnsupported: 'generator_unsupported',
  InvalidSyntax: 'invalid_syntax',
  NewExpressionUnsupported: 'new_expression_unsupported',
  PropertyAccessBlocked: 'property_access_blocked',
  SyntaxUnsupported: 'syntax_unsupported',
  UnsafeAssignment: 'unsafe_assignment',
  UnsafeGlobal: 'unsafe_global',
  VariableKindUnsupported: 'variable_kind_unsupported',
} as const;

/** One of the {@link SafetyIssueCode} values. */
export type SafetyIssueCode = (typeof SafetyIssueCode)[keyof typeof SafetyIssueCode];

/**
 * The package's own error codes (namespaced `sandbox/...`), carried by failed run outcomes.
 */
export const SandboxErrorCode = {
  /** The static safety check rejected the script; nothing ran. */
  UnsafeScript: 'sandbox/unsafe-script',
  /** The script source is empty. */
  EmptySource: 'sandbox/empty-source',
  /** Neither the default export nor the scope's named fallback is a function. */
  NoEntryPoint: 'sandbox/no-entry-point',
  /** The script threw while it ran (its top level or its entry point). */
  ScriptThrew: 'sandbox/script-threw',
  /** The run passed its time limit and the runner was terminated. */
  Timeout: 'sandbox/timeout',
  /** The runner died during the run (memory limit, stack, crash) and was replaced. */
  Crashed: 'sandbox/crashed',
  /** No sandbox could start on this device (no Worker, SES failed, ...). */
  Unavailable: 'sandbox/unavailable',
  /** The runner was closed before the run finished. */
  Closed: 'sandbox/closed',
  /** Every worker is busy and `maxQueued` runs already wait: shed load, try again later. */
  Busy: 'sandbox/busy',
  /** A catalog's estimated size is past what one worker may hold (`maxCatalogRoomMb`). */
  CatalogTooLarge: 'sandbox/catalog-too-large',
  /** A run function was called with something that is not its documented input. */
  BadInput: 'sandbox/bad-input',
  /** The output could not be read into plain data. */
  BadOutput: 'sandbox/bad-output',
  /** The rules could not run, so the deck must not be shown as legal. */
  RulesCouldNotRun: 'sandbox/rules-could-not-run',
  /** A submitted card is on the tournament's banned list. */
  BannedCard: 'sandbox/banned-card',
} as const;

/** One of the {@link SandboxErrorCode} values. */
export type SandboxErrorCode = (typeof SandboxErrorCode)[keyof typeof SandboxErrorCode];
