/**
 * The error codes of `@tcgkit/projection`. They are part of the public API: match on the code,
 * never on the message.
 */
export const ProjectionErrors = {
  /** The stage is not a valid saved Swiss stage (the message says what `loadSwissStage` refused). */
  invalidStage: 'projection/invalid-stage',
  /** The options are not an object, or one option has a value out of its range. */
  invalidOptions: 'projection/invalid-options',
  /** The stage has not started: nobody has a record yet, there is nothing to project. */
  notStarted: 'projection/not-started',
  /** The event given to `projectStageCut` is not a tcgkit tournament state. */
  invalidEvent: 'projection/invalid-event',
  /** The event has no stage with that id, or it has not started yet. */
  unknownStage: 'projection/unknown-stage',
  /** The stage exists but is not a Swiss stage. */
  notSwiss: 'projection/not-swiss',
  /** No cut size was given and the event has no placement rule from 1 out of the stage. */
  noCut: 'projection/no-cut',
} as const;

/** One of the codes in {@link ProjectionErrors}. */
export type ProjectionErrorCode = (typeof ProjectionErrors)[keyof typeof ProjectionErrors];
