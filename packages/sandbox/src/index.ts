/**
 * Runs untrusted ruleset and calculator scripts safely: a static safety check (acorn, a
 * scope-aware allowlist), SES `lockdown()` in a worker with a fresh `Compartment` per run, copied
 * and frozen inputs, output read into plain data inside the guest, and time and memory limits
 * enforced from outside. The Node runner lives in `@tcgkit/sandbox/node`.
 *
 * @packageDocumentation
 */

export type { BrowserRunnerOptions } from './browser.js';
export { createBrowserRunner } from './browser.js';
export type { SafetyIssue, SafetyVerdict } from './check.js';
export { checkScriptSafety, clearSafetyCache, isScriptSafe } from './check.js';
export type { CompiledScript } from './compile.js';
export {
  compileScript,
  emptySourceMessage,
  NAMED_FALLBACK,
  noEntryPointMessage,
  unsafeScriptMessage,
} from './compile.js';
export type { SandboxSafetyIssueCode } from './errors.js';
export {
  SafetyIssueCode,
  SandboxErrorCode,
  SandboxErrors,
  SandboxSafetyIssues,
} from './errors.js';
export type { DeckLegality, FallbackConsent, UnsandboxedOptions } from './fallback.js';
export {
  deckLegality,
  FALLBACK_CONSENT_DAYS,
  grantFallbackConsent,
  isFallbackConsentActive,
  runDeckRuleWithoutSandbox,
} from './fallback.js';
export type {
  IssueMetadataValue,
  IssueSource,
  NormalizeOptions,
  PoolFiltersPatch,
  RulesetCheck,
  RulesetIssue,
} from './normalize.js';
export {
  FALLBACK_MESSAGE,
  issuePrefix,
  MAX_ISSUE_MESSAGE_LENGTH,
  MAX_ISSUES_PER_RESULT,
  MAX_METADATA_ENTRIES,
  normalizeIssue,
  normalizePoolFilters,
  normalizeRulesetResult,
  POOL_FILTER_KEYS,
} from './normalize.js';
export type { PoolOptions } from './pool.js';
export type {
  CalculatorInput,
  CardPoolOptions,
  CardRuleOutcome,
  PoolFiltersInput,
  PoolFiltersOptions,
  RulesetInput,
  RulesetRunOptions,
  ScriptContext,
  ScriptRunOptions,
} from './run.js';
export {
  fallbackMessage,
  runCalculatorScript,
  runCardRuleOverCards,
  runCardRuleOverPool,
  runPoolFilters,
  runRulesetScript,
  TIME_LIMITS,
} from './run.js';
export {
  ALLOWED_CONSTRUCTORS,
  ALLOWED_GLOBALS,
  ALLOWED_NAMED_EXPORTS,
  BLOCKED_PROPERTIES,
  SafetyLimits,
} from './safety-lists.js';
export type {
  Submission,
  SubmissionCheck,
  SubmissionIssue,
  SubmissionOptions,
  SubmittedDeck,
} from './submission.js';
export { checkSubmission, deckCardRefs } from './submission.js';
export type {
  CardCatalog,
  EachItemOutcome,
  OutputCaps,
  PlainData,
  RulesetScope,
  RunnerStats,
  RunOptions,
  SandboxFailure,
  SandboxJob,
  SandboxResult,
  SandboxRunner,
  ScriptKind,
} from './types.js';
export { DEFAULT_OUTPUT_CAPS, OUTPUT_BUDGET } from './types.js';
