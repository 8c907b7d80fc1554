/**
 * The card search query language of each game: parser with positioned errors, explanations and typo-tolerant names.
 *
 * @packageDocumentation
 */
export {};
