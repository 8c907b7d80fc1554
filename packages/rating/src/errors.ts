/**
 * The error and warning codes of `@tcgkit/rating`. They are part of the public API: match on the
 * code, never on the message.
 */
export const RatingErrors = {
  /** Settings that are not an object, name an unknown system, or hold an out-of-range value. */
  invalidSettings: 'rating/invalid-settings',
  /** The ratings table is not an object of player id to rating, or one entry is malformed. */
  invalidRatings: 'rating/invalid-ratings',
  /** The matches are not a list, or one match is malformed (players, score). */
  invalidMatch: 'rating/invalid-match',
  /** Options that are not an object, name an unknown option, or hold a bad value. */
  invalidOptions: 'rating/invalid-options',
  /** `ratingPeriodsByTime` was given something other than a list of `{ at, matches }` (path). */
  invalidPeriods: 'rating/invalid-periods',
  /** A match pairs a player with themselves. */
  selfMatch: 'rating/self-match',
  /** The event given to `ratingPeriodFromEvent` is not a tcgkit tournament state. */
  invalidEvent: 'rating/invalid-event',
  /** The event has not finished: its results may still change. */
  eventNotFinished: 'rating/event-not-finished',
  /** The event does not record whether it is public and no `visibility` was given: not rated. */
  visibilityUnknown: 'rating/visibility-unknown',
  /** `{ visibility: 'public' }` was given for an event that records itself as private. */
  visibilityConflict: 'rating/visibility-conflict',
  /** Warning: a drawn Swiss match in a stage whose settings do not allow draws; left out. */
  drawNotAllowed: 'rating/draw-not-allowed',
} as const;

/** One of the codes in {@link RatingErrors}. */
export type RatingErrorCode = (typeof RatingErrors)[keyof typeof RatingErrors];
