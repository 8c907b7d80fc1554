/**
 * Cut projection for a running Swiss stage: proofs (locked, eliminated, a draw that is safe),
 * exact or simulated odds, and what each player needs.
 *
 * @packageDocumentation
 */
export type { ProjectionErrorCode } from './errors.js';
export { ProjectionErrors } from './errors.js';
export { projectStageCut } from './event.js';
export { projectCut } from './project.js';
export type {
  CutNeeds,
  CutProjection,
  CutStatus,
  DrawSafe,
  Odds,
  PlayerProjection,
  ProjectionOptions,
  ProjectionRating,
  RemainingRecord,
  TableProjection,
  TableSide,
} from './types.js';
