/** Every error and warning code of `@tcgkit/deckbuilder`. */
export const DeckbuilderErrors = {
  /** Saved builder state that does not match the schema or its rules. */
  invalidBuilder: 'deckbuilder/invalid-builder',
  /** A template that does not match the schema or its rules. */
  invalidTemplate: 'deckbuilder/invalid-template',
  /** A pile id that is not in the builder. */
  unknownPile: 'deckbuilder/unknown-pile',
  /** A copy count that is not a positive whole number. */
  invalidCount: 'deckbuilder/invalid-count',
  /** Removing or moving more copies than the pile holds. */
  notEnoughCopies: 'deckbuilder/not-enough-copies',
  /** A second pile with a role that only one pile may have, or a role the game does not use. */
  invalidRole: 'deckbuilder/invalid-role',
  /** Removing the last pile. */
  lastPile: 'deckbuilder/last-pile',
  /** Save as Template while a pile holds cards. */
  templateHasCards: 'deckbuilder/template-has-cards',
  /** Save as Template with no whole-deck or deck set rule chosen. */
  templateNeedsRule: 'deckbuilder/template-needs-rule',
  /** A template id that is not in the list. */
  unknownTemplate: 'deckbuilder/unknown-template',
  /** Renaming, publishing or deleting a Turny (built-in) template. */
  builtInTemplate: 'deckbuilder/built-in-template',
  /** A template of another game. */
  wrongGame: 'deckbuilder/wrong-game',
  /** A ruleset script the sandbox's safety check rejects. */
  unsafeScript: 'deckbuilder/unsafe-script',
  /** Editing a built-in or downloaded (read-only) ruleset. */
  readOnlyRuleset: 'deckbuilder/read-only-ruleset',
  /** A rule id the library does not hold (the rule cannot load). */
  ruleNotFound: 'deckbuilder/rule-not-found',
  /** A rule of the wrong scope picked for a slot (a card rule as the deck rule). */
  wrongScope: 'deckbuilder/wrong-scope',
  /** A rule that could not run (sandbox failure): the deck is "not checked". */
  ruleCouldNotRun: 'deckbuilder/rule-could-not-run',
  /** Import failed (no format read the text); the deck-codes error is in the message. */
  importFailed: 'deckbuilder/import-failed',
  /** Export failed; the deck-codes error is in the message. */
  exportFailed: 'deckbuilder/export-failed',
  /** Saving while rules cannot run (the deck is not checked). */
  rulesCannotRun: 'deckbuilder/rules-cannot-run',
  /** A saved deck id that is not on the account. */
  unknownDeck: 'deckbuilder/unknown-deck',
  /** A deck name that is empty. */
  invalidName: 'deckbuilder/invalid-name',
  /** Sync to a saved deck whose main cards sit in several piles (zones): the pile cannot be written back. */
  syncUnsupported: 'deckbuilder/sync-unsupported',
  /** Exporting a Multi deck layout as one deck. */
  multiDeckExport: 'deckbuilder/multi-deck-export',
  /** A day that is not `YYYY-MM-DD` on the calendar, or a format timeline whose days are not in order. */
  invalidDate: 'deckbuilder/invalid-date',
  /** A format timeline without a known game, a name, a whole-deck rule id or a list of changes. */
  invalidFormat: 'deckbuilder/invalid-format',
  /** A list registered without a player id or a time. */
  invalidRegistration: 'deckbuilder/invalid-registration',
  /** A list changed after the event's deadline without the organizer accepting it late. */
  listLocked: 'deckbuilder/list-locked',
  /** A day before a format's first change: the format has no rules then. */
  beforeFormat: 'deckbuilder/before-format',
} as const;

/** A `@tcgkit/deckbuilder` error code. */
export type DeckbuilderErrorCode = (typeof DeckbuilderErrors)[keyof typeof DeckbuilderErrors];

/** Warning codes (carried in `Result.warnings`). */
export const DeckbuilderWarnings = {
  /** Import placed cards in the target pile because no zone pile matched their type. */
  unsortedCards: 'deckbuilder/unsorted-cards',
} as const;

/** A `@tcgkit/deckbuilder` warning code. */
export type DeckbuilderWarningCode = (typeof DeckbuilderWarnings)[keyof typeof DeckbuilderWarnings];
