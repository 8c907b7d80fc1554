/**
 * Single and double elimination brackets: seeding, byes, third place, grand final reset, early
 * cutoff, continued brackets, and the bracket view model for `<tcg-bracket>`.
 *
 * @packageDocumentation
 */
export {
  type ContinueBracketOptions,
  continueBracket,
  correctResult,
  createBracket,
  dropParticipant,
  getMatch,
  isPlayable,
  isReportedMatch,
  nextMatches,
  reportResult,
  reportWinner,
  resolveSettings,
} from './bracket.js';
export type { EliminationEngineErrorCode } from './engine.js';
export { eliminationEngine } from './engine.js';
export { EliminationErrorCode, EliminationErrors } from './errors.js';
export { loadBracket } from './load.js';
export { dropOrder } from './match-graph.js';
export {
  advancingParticipants,
  beyondCutoff,
  championOf,
  cutoffReached,
  isComplete,
  placements,
} from './placements.js';
export { bracketSize, isPowerOfTwo, seedOrder } from './seed-order.js';
export type {
  CreateBracketInput,
  EarlyCutoffMode,
  EliminationFormat,
  EliminationMatch,
  EliminationMatchResult,
  EliminationPlacement,
  EliminationReport,
  EliminationSettings,
  EliminationSlot,
  EliminationState,
  GrandFinalMode,
  ResolvedEliminationSettings,
  SeedingMethod,
  SlotOrigin,
  SlotRef,
  TiedPlacements,
} from './types.js';
export { eliminationSettings, eliminationStateShape } from './validation.js';
export { type BracketViewOptions, roundName, toBracketView } from './view.js';
