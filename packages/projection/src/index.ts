/**
 * Cut projection for a running Swiss stage: proofs (locked, eliminated, a draw that is safe),
 * exact or simulated odds, and what each player needs.
 *
 * @packageDocumentation
 */
export type { ProjectionErrorCode } from './errors.js';
export { ProjectionErrors } from './errors.js';
export { projectStageCut } from './event.js';
export { cutProofs, projectCut } from './project.js';
export type {
  CutNeeds,
  CutProjection,
  CutProofs,
  CutStatus,
  DrawSafe,
  Odds,
  PlayerProjection,
  PlayerProof,
  ProjectionOptions,
  ProjectionRating,
  RemainingRecord,
  TableProjection,
  TableProof,
  TableSide,
} from './types.js';
