/**
 * The error codes of `@tcgkit/deck-codes` (a decoder or parser could not read the input at all).
 * Part of the public API: match on `code`, never on the message.
 */
export const DeckCodesErrors = {
  /** The input is empty or only whitespace. */
  empty: 'deck-codes/empty',
  /** A deck code holds a character outside its alphabet. */
  badCharacter: 'deck-codes/bad-character',
  /** The format nibble of a binary code is not the expected one. */
  badFormat: 'deck-codes/bad-format',
  /** The version of a binary code is newer than this library knows (or zero). */
  unsupportedVersion: 'deck-codes/unsupported-version',
  /** A binary code ends in the middle of a value. */
  truncated: 'deck-codes/truncated',
  /** A varint is longer than any value the format can hold. */
  badVarint: 'deck-codes/bad-varint',
  /** A Legends of Runeterra faction number this library does not know. */
  unknownFaction: 'deck-codes/unknown-faction',
  /** A Piltover Archive set number this library does not know. */
  unknownSet: 'deck-codes/unknown-set',
  /** A Piltover Archive variant number this library does not know. */
  unknownVariant: 'deck-codes/unknown-variant',
  /** A Piltover Archive number-prefix flag (or deck prefix bit) this library does not know. */
  unknownPrefix: 'deck-codes/unknown-prefix',
  /** Bytes are left over after the last section of a binary code. */
  trailingBytes: 'deck-codes/trailing-bytes',
  /** A `PTCG1`/`RIFT1` code does not follow `TAG.SET:entries`. */
  badSyntax: 'deck-codes/bad-syntax',
  /** A copy count is zero, negative, not a whole number or too large. */
  badCount: 'deck-codes/bad-count',
  /** A card ref or card code cannot be written in the requested format. */
  badCardCode: 'deck-codes/bad-card-code',
  /** `importDeck` found no format of the game that reads the text. */
  unrecognized: 'deck-codes/unrecognized',
  /** The game is not `lor`, `pokemon` or `riftbound`. */
  unknownGame: 'deck-codes/unknown-game',
  /** The requested export format does not belong to the deck's game. */
  wrongGame: 'deck-codes/wrong-game',
} as const;

/** One of the {@link DeckCodesErrors} codes. */
export type DeckCodesErrorCode = (typeof DeckCodesErrors)[keyof typeof DeckCodesErrors];

/**
 * The warning codes of `@tcgkit/deck-codes`: something was skipped or changed, and the rest of
 * the deck was read.
 */
export const DeckCodesWarnings = {
  /** A list line that no rule of the format reads; it is skipped. */
  unreadableLine: 'deck-codes/unreadable-line',
  /** A card the catalog does not know; it is skipped. */
  unknownCard: 'deck-codes/unknown-card',
  /** A TCG Live set abbreviation the catalog does not know. */
  unknownSetCode: 'deck-codes/unknown-set-code',
  /** A card was not found by set and number but was found by its name. */
  resolvedByName: 'deck-codes/resolved-by-name',
  /** A name matches more than one card; the first is used. */
  ambiguousName: 'deck-codes/ambiguous-name',
  /** A section header count disagrees with the cards under it. */
  sectionCountMismatch: 'deck-codes/section-count-mismatch',
  /** A `Total Cards` footer disagrees with the cards read. */
  totalMismatch: 'deck-codes/total-mismatch',
  /**
   * A line holding several cards run together was split back into lines by the list's structure
   * (cards not found in it get their own warnings).
   */
  resplitLines: 'deck-codes/resplit-lines',
  /**
   * Words of a line of cards run together that are no card that is found (stray words, and a
   * card not found next to them): skipped, the warning's range spans them. Also a line read
   * whole as one card whose name holds another card's count: skipped.
   */
  mergedLine: 'deck-codes/merged-line',
  /** The name on a line is not the name of the card its set and number find; both are named. */
  nameMismatch: 'deck-codes/name-mismatch',
  /** The same card appears more than once; the copies are added up. */
  mergedDuplicate: 'deck-codes/merged-duplicate',
  /** A trailing printing suffix (`PH`) on a list line was ignored. */
  ignoredSuffix: 'deck-codes/ignored-suffix',
  /** Sideboard cards were left out because the target has no sideboard. */
  sideboardSkipped: 'deck-codes/sideboard-skipped',
  /** Sideboard cards were added to the main deck because the format has no sideboard. */
  sideboardMerged: 'deck-codes/sideboard-merged',
  /** Maybeboard cards are never exported. */
  maybeboardSkipped: 'deck-codes/maybeboard-skipped',
  /** A chosen champion or extra Legend the format cannot carry was dropped. */
  championDropped: 'deck-codes/champion-dropped',
  /** A `PTCG1`/`RIFT1` number carries letters (`TG05`, `SV001`) and was kept as written. */
  letterNumber: 'deck-codes/letter-number',
} as const;

/** One of the {@link DeckCodesWarnings} codes. */
export type DeckCodesWarningCode = (typeof DeckCodesWarnings)[keyof typeof DeckCodesWarnings];

/**
 * The same codes under their old name.
 *
 * @deprecated Renamed to {@link DeckCodesErrors} (every package names its codes `<Package>Errors`, keys in camelCase); this name is removed in the next minor version.
 */
export const DeckCodeErrors = DeckCodesErrors;

/**
 * @deprecated Renamed to {@link DeckCodesErrorCode}; this name is removed in the next minor version.
 */
export type DeckCodeErrorCode = DeckCodesErrorCode;

/**
 * The same codes under their old name.
 *
 * @deprecated Renamed to {@link DeckCodesWarnings} (every package names its codes `<Package>Errors`, keys in camelCase); this name is removed in the next minor version.
 */
export const DeckCodeWarnings = DeckCodesWarnings;

/**
 * @deprecated Renamed to {@link DeckCodesWarningCode}; this name is removed in the next minor version.
 */
export type DeckCodeWarningCode = DeckCodesWarningCode;
