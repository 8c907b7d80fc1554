/**
 * Round robin schedules with cycles and grouping, group stages with exact group tiebreakers, and the crossover into playoffs.
 *
 * @packageDocumentation
 */
export {};
