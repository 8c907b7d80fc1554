/**
 * Deck-builder model: piles, roles, templates, zone rules, built-in rulesets and validation messages.
 *
 * @packageDocumentation
 */
export {};
