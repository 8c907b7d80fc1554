/**
 * Deck calculators: normalized output, draw odds, the default dashboards, and builder specs compiled to scripts.
 *
 * @packageDocumentation
 */
export {};
