/**
 * The safety check's issue codes, exactly as the script sandbox page lists them (the list is
 * closed: an oversized source or one nested too deeply is `invalid_syntax`, with the detail in the
 * issue's message).
 *
 * @example
 * ```ts
 * import { SandboxSafetyIssues } from '@tcgkit/sandbox';
 * SandboxSafetyIssues.unsafeGlobal; // 'unsafe_global'
 * ```
 */
export const SandboxSafetyIssues = {
  asyncUnsupported: 'async_unsupported',
  generatorUnsupported: 'generator_unsupported',
  invalidSyntax: 'invalid_syntax',
  newExpressionUnsupported: 'new_expression_unsupported',
  propertyAccessBlocked: 'property_access_blocked',
  syntaxUnsupported: 'syntax_unsupported',
  unsafeAssignment: 'unsafe_assignment',
  unsafeGlobal: 'unsafe_global',
  variableKindUnsupported: 'variable_kind_unsupported',
} as const;

/** One of the {@link SandboxSafetyIssues} values. */
export type SandboxSafetyIssueCode = (typeof SandboxSafetyIssues)[keyof typeof SandboxSafetyIssues];

/**
 * The package's own error codes (namespaced `sandbox/...`), carried by failed run outcomes.
 */
export const SandboxErrors = {
  /** The static safety check rejected the script; nothing ran. */
  unsafeScript: 'sandbox/unsafe-script',
  /** The script source is empty. */
  emptySource: 'sandbox/empty-source',
  /** Neither the default export nor the scope's named fallback is a function. */
  noEntryPoint: 'sandbox/no-entry-point',
  /** The script threw while it ran (its top level or its entry point). */
  scriptThrew: 'sandbox/script-threw',
  /** The run passed its time limit and the runner was terminated. */
  timeout: 'sandbox/timeout',
  /** The runner died during the run (memory limit, stack, crash) and was replaced. */
  crashed: 'sandbox/crashed',
  /** No sandbox could start on this device (no Worker, SES failed, ...). */
  unavailable: 'sandbox/unavailable',
  /** The runner was closed before the run finished. */
  closed: 'sandbox/closed',
  /** Every worker is busy and `maxQueued` runs already wait: shed load, try again later. */
  busy: 'sandbox/busy',
  /** A catalog's estimated size is past what one worker may hold (`maxCatalogRoomMb`). */
  catalogTooLarge: 'sandbox/catalog-too-large',
  /** A run function was called with something that is not its documented input. */
  badInput: 'sandbox/bad-input',
  /** The output could not be read into plain data. */
  badOutput: 'sandbox/bad-output',
  /** The rules could not run, so the deck must not be shown as legal. */
  rulesCouldNotRun: 'sandbox/rules-could-not-run',
  /** A submitted card is on the tournament's banned list. */
  bannedCard: 'sandbox/banned-card',
} as const;

/** One of the {@link SandboxErrors} values. */
export type SandboxErrorCode = (typeof SandboxErrors)[keyof typeof SandboxErrors];

/**
 * The same codes under their old name and PascalCase keys.
 *
 * @deprecated Renamed to {@link SandboxErrors} (every package names its codes `<Package>Errors`, keys in camelCase); this name is removed in the next minor version.
 */
export const SandboxErrorCode = {
  UnsafeScript: SandboxErrors.unsafeScript,
  EmptySource: SandboxErrors.emptySource,
  NoEntryPoint: SandboxErrors.noEntryPoint,
  ScriptThrew: SandboxErrors.scriptThrew,
  Timeout: SandboxErrors.timeout,
  Crashed: SandboxErrors.crashed,
  Unavailable: SandboxErrors.unavailable,
  Closed: SandboxErrors.closed,
  Busy: SandboxErrors.busy,
  CatalogTooLarge: SandboxErrors.catalogTooLarge,
  BadInput: SandboxErrors.badInput,
  BadOutput: SandboxErrors.badOutput,
  RulesCouldNotRun: SandboxErrors.rulesCouldNotRun,
  BannedCard: SandboxErrors.bannedCard,
} as const;

/**
 * The same codes under their old name and PascalCase keys.
 *
 * @deprecated Renamed to {@link SandboxSafetyIssues} (every package names its code objects `<Package>…s`, keys in camelCase); this name is removed in the next minor version.
 */
export const SafetyIssueCode = {
  AsyncUnsupported: SandboxSafetyIssues.asyncUnsupported,
  GeneratorUnsupported: SandboxSafetyIssues.generatorUnsupported,
  InvalidSyntax: SandboxSafetyIssues.invalidSyntax,
  NewExpressionUnsupported: SandboxSafetyIssues.newExpressionUnsupported,
  PropertyAccessBlocked: SandboxSafetyIssues.propertyAccessBlocked,
  SyntaxUnsupported: SandboxSafetyIssues.syntaxUnsupported,
  UnsafeAssignment: SandboxSafetyIssues.unsafeAssignment,
  UnsafeGlobal: SandboxSafetyIssues.unsafeGlobal,
  VariableKindUnsupported: SandboxSafetyIssues.variableKindUnsupported,
} as const;

/**
 * @deprecated Renamed to {@link SandboxSafetyIssueCode}; this name is removed in the next minor version.
 */
export type SafetyIssueCode = SandboxSafetyIssueCode;
