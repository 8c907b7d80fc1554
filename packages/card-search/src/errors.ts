/**
 * Every problem code the card search reports, as a stable public API: match on the code, never on
 * the message. Errors drop the term they are about (the rest of the query still runs); warnings
 * keep it.
 */
export const CardSearchErrorCode = {
  /** A `"` opens a quoted value that never closes. Error. */
  UnclosedQuote: 'card-search/unclosed-quote',
  /** A `/` opens a regular expression that never closes. Error. */
  UnclosedRegex: 'card-search/unclosed-regex',
  /** The regular expression does not compile. Error. */
  InvalidRegex: 'card-search/invalid-regex',
  /** The regular expression cannot run in linear time (backreferences, lookaround with repeats, too long). Error. */
  UnsafeRegex: 'card-search/unsafe-regex',
  /** A `(` with no matching `)`. Error; the group runs as if closed at the end. */
  UnclosedParen: 'card-search/unclosed-paren',
  /** A `)` with no matching `(`. Error; the `)` is ignored. */
  UnmatchedParen: 'card-search/unmatched-paren',
  /** `()` with nothing inside. Error; the group is ignored. */
  EmptyGroup: 'card-search/empty-group',
  /** A `-` with no term or group right after it. Error. */
  DanglingNegation: 'card-search/dangling-negation',
  /** `or` with nothing on one side. Error; the `or` is ignored. */
  DanglingOr: 'card-search/dangling-or',
  /** An operator (`:`, `=`, `<` ...) with no field name right before it. Error. */
  OperatorWithoutField: 'card-search/operator-without-field',
  /** Parentheses and `-` nested deeper than the parser accepts (64 levels). Error; nothing runs. */
  TooDeep: 'card-search/too-deep',
  /** A query longer than `MAX_QUERY_LENGTH` (2,000 characters). Error; nothing runs. */
  TooLong: 'card-search/too-long',
  /** A field and operator with no value after them (`t:`). Error. */
  MissingValue: 'card-search/missing-value',
  /** `!` or `/…/` after an operator other than `:`. Error. */
  MisplacedPattern: 'card-search/misplaced-pattern',
  /** A field this game does not have. Warning; the term matches no cards. */
  UnknownField: 'card-search/unknown-field',
  /** An `is:`/`not:` shortcut this game does not have. Warning; the term matches no cards. */
  UnknownShortcut: 'card-search/unknown-shortcut',
  /** `is:`/`not:` used with an operator other than `:`, or with `!`/`/…/`. Error. */
  ShortcutOperator: 'card-search/shortcut-operator',
  /** A number field given something that is not a number (`cost:abc`). Error. */
  InvalidNumber: 'card-search/invalid-number',
  /** `<`, `<=`, `>`, `>=` on a field that has no order (free text, catalog values). Error. */
  NotComparable: 'card-search/not-comparable',
  /** `!` or `/…/` on a number field. Error. */
  UnsupportedPattern: 'card-search/unsupported-pattern',
  /** A comparison with a value that is not in the field's ordered list. Warning; matches no cards. */
  UnknownValue: 'card-search/unknown-value',
  /**
   * With a catalog given to `compile`, a value no card of the catalog has in that field
   * (`kw:elusvie`). Warning; the term matches no cards; `suggestions` holds the catalog's closest values.
   */
  NoSuchValue: 'card-search/no-such-value',
  /** Pokémon cost symbols that cannot be read (`cost:rcc`, `cost:{Bogus}`). Warning; matches no cards. */
  InvalidCost: 'card-search/invalid-cost',
  /** `!value` or `/…/` on a plain word: it compares against name and rules text at once. Warning. */
  PatternWithoutField: 'card-search/pattern-without-field',
  /** A search ran out of its work budget and stopped early: some matching cards may be missing. Warning (from `searchReport`). */
  BudgetExceeded: 'card-search/budget-exceeded',
} as const;

/** One of the {@link CardSearchErrorCode} values. */
export type CardSearchErrorCode = (typeof CardSearchErrorCode)[keyof typeof CardSearchErrorCode];
