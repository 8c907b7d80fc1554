/**
 * Every problem code the card search reports, as a stable public API: match on the code, never on
 * the message. Errors drop the term they are about (the rest of the query still runs); warnings
 * keep it.
 */
export const CardSearchErrors = {
  /** A `"` opens a quoted value that never closes. Error. */
  unclosedQuote: 'card-search/unclosed-quote',
  /** A `/` opens a regular expression that never closes. Error. */
  unclosedRegex: 'card-search/unclosed-regex',
  /** The regular expression does not compile. Error. */
  invalidRegex: 'card-search/invalid-regex',
  /** The regular expression cannot run in linear time (backreferences, lookaround with repeats, too long). Error. */
  unsafeRegex: 'card-search/unsafe-regex',
  /** A `(` with no matching `)`. Error; the group runs as if closed at the end. */
  unclosedParen: 'card-search/unclosed-paren',
  /** A `)` with no matching `(`. Error; the `)` is ignored. */
  unmatchedParen: 'card-search/unmatched-paren',
  /** `()` with nothing inside. Error; the group is ignored. */
  emptyGroup: 'card-search/empty-group',
  /** A `-` with no term or group right after it. Error. */
  danglingNegation: 'card-search/dangling-negation',
  /** `or` with nothing on one side. Error; the `or` is ignored. */
  danglingOr: 'card-search/dangling-or',
  /** An operator (`:`, `=`, `<` ...) with no field name right before it. Error. */
  operatorWithoutField: 'card-search/operator-without-field',
  /** Parentheses and `-` nested deeper than the parser accepts (64 levels). Error; nothing runs. */
  tooDeep: 'card-search/too-deep',
  /** A query longer than `MAX_QUERY_LENGTH` (2,000 characters). Error; nothing runs. */
  tooLong: 'card-search/too-long',
  /** A field and operator with no value after them (`t:`). Error. */
  missingValue: 'card-search/missing-value',
  /** `!` or `/…/` after an operator other than `:`. Error. */
  misplacedPattern: 'card-search/misplaced-pattern',
  /** A field this game does not have. Warning; the term matches no cards. */
  unknownField: 'card-search/unknown-field',
  /** An `is:`/`not:` shortcut this game does not have. Warning; the term matches no cards. */
  unknownShortcut: 'card-search/unknown-shortcut',
  /** `is:`/`not:` used with an operator other than `:`, or with `!`/`/…/`. Error. */
  shortcutOperator: 'card-search/shortcut-operator',
  /** A number field given something that is not a number (`cost:abc`). Error. */
  invalidNumber: 'card-search/invalid-number',
  /** `<`, `<=`, `>`, `>=` on a field that has no order (free text, catalog values). Error. */
  notComparable: 'card-search/not-comparable',
  /** `!` or `/…/` on a number field. Error. */
  unsupportedPattern: 'card-search/unsupported-pattern',
  /** A comparison with a value that is not in the field's ordered list. Warning; matches no cards. */
  unknownValue: 'card-search/unknown-value',
  /**
   * With a catalog given to `compile`, a value no card of the catalog has in that field
   * (`kw:elusvie`). Warning; the term matches no cards; `suggestions` holds the catalog's closest values.
   */
  noSuchValue: 'card-search/no-such-value',
  /** Pokémon cost symbols that cannot be read (`cost:rcc`, `cost:{Bogus}`). Warning; matches no cards. */
  invalidCost: 'card-search/invalid-cost',
  /** `!value` or `/…/` on a plain word: it compares against name and rules text at once. Warning. */
  patternWithoutField: 'card-search/pattern-without-field',
  /** A search ran out of its work budget and stopped early: some matching cards may be missing. Warning (from `searchReport`). */
  budgetExceeded: 'card-search/budget-exceeded',
} as const;

/** One of the {@link CardSearchErrors} values. */
export type CardSearchErrorCode = (typeof CardSearchErrors)[keyof typeof CardSearchErrors];

/**
 * The same codes under their old name and PascalCase keys.
 *
 * @deprecated Renamed to {@link CardSearchErrors} (every package names its codes `<Package>Errors`, keys in camelCase); this name is removed in the next minor version.
 */
export const CardSearchErrorCode = {
  UnclosedQuote: CardSearchErrors.unclosedQuote,
  UnclosedRegex: CardSearchErrors.unclosedRegex,
  InvalidRegex: CardSearchErrors.invalidRegex,
  UnsafeRegex: CardSearchErrors.unsafeRegex,
  UnclosedParen: CardSearchErrors.unclosedParen,
  UnmatchedParen: CardSearchErrors.unmatchedParen,
  EmptyGroup: CardSearchErrors.emptyGroup,
  DanglingNegation: CardSearchErrors.danglingNegation,
  DanglingOr: CardSearchErrors.danglingOr,
  OperatorWithoutField: CardSearchErrors.operatorWithoutField,
  TooDeep: CardSearchErrors.tooDeep,
  TooLong: CardSearchErrors.tooLong,
  MissingValue: CardSearchErrors.missingValue,
  MisplacedPattern: CardSearchErrors.misplacedPattern,
  UnknownField: CardSearchErrors.unknownField,
  UnknownShortcut: CardSearchErrors.unknownShortcut,
  ShortcutOperator: CardSearchErrors.shortcutOperator,
  InvalidNumber: CardSearchErrors.invalidNumber,
  NotComparable: CardSearchErrors.notComparable,
  UnsupportedPattern: CardSearchErrors.unsupportedPattern,
  UnknownValue: CardSearchErrors.unknownValue,
  NoSuchValue: CardSearchErrors.noSuchValue,
  InvalidCost: CardSearchErrors.invalidCost,
  PatternWithoutField: CardSearchErrors.patternWithoutField,
  BudgetExceeded: CardSearchErrors.budgetExceeded,
} as const;
