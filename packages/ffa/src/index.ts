/**
 * Free-for-all events: lobbies (pods), placement points, tie scoring, cumulative points and threshold win.
 *
 * @packageDocumentation
 */
export {};
