/**
 * Single and double elimination brackets: seeding, byes, third place, grand final reset, early cutoff, continued brackets.
 *
 * @packageDocumentation
 */
export {};
