/**
 * Every tiebreaker, match-win formula and floor of the card games' tournaments, with ranking and
 * per-game presets.
 *
 * @packageDocumentation
 */
export { TiebreakersErrorCode, TiebreakersErrors } from './errors.js';
export { formatNumber, formatPercent, formatSigned, roundPercentage } from './format.js';
export type { GroupInput } from './group.js';
export { BEST_OF_REST_ORDER, compareBestOfRest, rankGroup } from './group.js';
export type { MatchWinCounts } from './percentages.js';
export { gameWinPercentage, matchWinPercentage } from './percentages.js';
export type { PresetName } from './presets.js';
export { presets } from './presets.js';
export { computeStandings, tryComputeStandings } from './standings.js';
export type { TiebreakerInfo, TiebreakerKind } from './tiebreakers.js';
export { isTiebreakerId, TIEBREAKER_IDS, TIEBREAKERS } from './tiebreakers.js';
export type {
  AutomaticWinRecord,
  ByeHandling,
  ByeRecord,
  ExplanationItem,
  GameWinMethod,
  LateEntryLossRecord,
  MatchRecord,
  MatchWinFormula,
  PlayedMatchRecord,
  ScoringSettings,
  Standing,
  StandingRecord,
  StandingsInput,
  StandingsPlayer,
  StandingsSettings,
  TiebreakerExplanation,
  TiebreakerId,
} from './types.js';
export { checkStandingsInput } from './validate.js';
export type { StandingsViewOptions } from './view.js';
export { formatTiebreakerValue, toStandingsView } from './view.js';
