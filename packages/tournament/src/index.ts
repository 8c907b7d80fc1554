/**
 * Multi-stage events: stages in order, advancement rules, cut tiebreaker, per-game defaults, the event log and JSON import/export.
 *
 * @packageDocumentation
 */
export {};
