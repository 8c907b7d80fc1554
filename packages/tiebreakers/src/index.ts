/**
 * Every tiebreaker, match-win formula and floor of the card games' tournaments, with ranking and per-game presets.
 *
 * @packageDocumentation
 */
export {};
