/**
 * The error and warning codes of `@tcgkit/interop`. They are part of the public API: match on the
 * code, never on the message.
 */
export const InteropErrors = {
  /** The input is not a string (TOM) or not an object (brackets-manager). */
  notText: 'interop/not-text',
  /** The XML is longer than {@link XML_LIMITS}`.maxLength` characters. */
  xmlTooLarge: 'interop/xml-too-large',
  /** The XML declares a DOCTYPE or entities: TOM never writes them, and expanding them is an attack. */
  xmlDoctype: 'interop/xml-doctype',
  /** Elements nest deeper than {@link XML_LIMITS}`.maxDepth`. */
  xmlTooDeep: 'interop/xml-too-deep',
  /** One attribute value or text run is longer than {@link XML_LIMITS}`.maxValueLength`. */
  xmlValueTooLong: 'interop/xml-value-too-long',
  /** The XML is not well formed (unclosed tag, bad attribute...). */
  xmlMalformed: 'interop/xml-malformed',
  /** Well-formed XML that is not a TOM file (no `<tournament>` root, a missing required part). */
  tomInvalid: 'interop/tom-invalid',
  /** A match, player or standing names a player id that is not in `<players>`. */
  tomUnknownPlayer: 'interop/tom-unknown-player',
  /** A number field (round number, outcome, table, place) is not a whole number. */
  tomBadNumber: 'interop/tom-bad-number',
  /** A two-player match's outcome is not 0, 1, 2 or 3. */
  tomUnknownOutcome: 'interop/tom-unknown-outcome',
  /** Warning: an element or attribute this package does not read; it is not kept on export. */
  tomIgnored: 'interop/tom-ignored',
  /** Warning: the top cut's pairings are not a standard seeded bracket; `bracket` is left out. */
  tomTopCutLayout: 'interop/tom-top-cut-layout',
  /**
   * Warning: at one place of a division, tcgkit's computed order differs from the file's
   * `<standings>`; the file's places are the event's order (`pod.officialOrder`).
   */
  tomStandingsDiffer: 'interop/tom-standings-differ',
  /** The value given to `exportTom` is not an imported TOM event. */
  tomExportInvalid: 'interop/tom-export-invalid',
  /** `tomFromTournament` of a stage that is not a started Swiss stage of the event. */
  tomNotSwiss: 'interop/tom-not-swiss',
  /** Warning: the stage ranks by other rules than Play! Pokémon's; the file has the event's own order, which TOM would not give. */
  tomNotPlayPokemon: 'interop/tom-not-play-pokemon',
  /** The brackets-manager dataset is malformed (missing table, bad field). */
  bmInvalid: 'interop/bm-invalid',
  /** `toBracketsManager`, `bmBracketView` or `bmPlacements` given something that is not a `BmBracket` (a tcgkit elimination bracket, say). */
  bmNotBracket: 'interop/bm-not-bracket',
  /** Warning: a brackets-manager field this package does not read; it is not written back. */
  bmIgnored: 'interop/bm-ignored',
  /** A brackets-manager stage type this package does not convert, or a round robin asked for as a bracket. */
  bmUnsupported: 'interop/bm-unsupported',
} as const;

/** One of the codes in {@link InteropErrors}. */
export type InteropErrorCode = (typeof InteropErrors)[keyof typeof InteropErrors];
