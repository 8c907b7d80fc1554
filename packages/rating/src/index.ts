/**
 * Glicko-2 and Elo ratings as pure functions over plain data, fed by the public Swiss rounds of
 * finished tcgkit events, in the shape Rating seeding reads.
 *
 * @packageDocumentation
 */
export type { RatingErrorCode } from './errors.js';
export { RatingErrors } from './errors.js';
export { ratingPeriodFromEvent } from './event.js';
export type { LadderViewOptions } from './ladder.js';
export { toLadderView } from './ladder.js';
export type { DatedMatches, TimePeriodOptions } from './periods.js';
export { MAX_TIME_PERIODS, ratingPeriodsByTime } from './periods.js';
export { GLICKO2_SCALE, parseRatings, rate, ratePeriods } from './rate.js';
export type { AnyRatingSettings } from './settings.js';
export {
  ELO_DEFAULTS,
  GLICKO2_DEFAULTS,
  RATING_LIMITS,
  resolveRatingSettings,
} from './settings.js';
export type {
  EloSettings,
  EloSettingsInput,
  EventVisibility,
  Glicko2Settings,
  Glicko2SettingsInput,
  KFactorStep,
  MatchScore,
  PlayerRating,
  RatedMatch,
  RatingPeriodOptions,
  RatingSettings,
  RatingSettingsInput,
  Ratings,
} from './types.js';
