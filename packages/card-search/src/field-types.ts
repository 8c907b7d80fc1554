import type { SearchGame } from './types.js';

/**
 * How a field matches: `text` (free text, `:` contains), `value` (one of a set of values, `:`
 * contains, comparisons follow the listed order), `number` (`:` is equal) or `cost` (Pokémon attack
 * cost: a number or energy symbols).
 */
export type FieldKind = 'text' | 'value' | 'number' | 'cost';

interface FieldDefinitionBase {
  /** The full field name (`type`). */
  readonly name: string;
  /** Other names for the field (`t`). */
  readonly aliases: readonly string[];
  /** What the field is, from the spec's fields table. */
  readonly description: string;
}

/** A free-text field: `:` means contains (names also allow typos). */
export interface TextFieldDefinition<C> extends FieldDefinitionBase {
  readonly kind: 'text';
  /** Every text the field has on a card (several for Pokémon rules text, attacks and abilities). */
  readonly read: (card: C) => readonly string[];
}

/** A test that stands for a value no card carries, such as Pokémon's `stage:final`. */
export interface VirtualValue<C> {
  /** What it finds, for `explain`. */
  readonly description: string;
  /** Whether a card has the value. */
  readonly test: (card: C) => boolean;
}

/** A field holding one or more values from a set: `:` contains, comparisons follow `values`. */
export interface ValueFieldDefinition<C> extends FieldDefinitionBase {
  readonly kind: 'value';
  /** The allowed values in rank order, or absent when the values come from the card catalog. */
  readonly values?: readonly string[];
  /** The card's values. */
  readonly read: (card: C) => readonly string[];
  /** Values matched by a test instead of by reading (keys in lower case), for `:`, `=` and `!=`. */
  readonly virtualValues?: Readonly<Record<string, VirtualValue<C>>>;
}

/** A number field: `:` means equal; every comparison works. */
export interface NumberFieldDefinition<C> extends FieldDefinitionBase {
  readonly kind: 'number';
  /** The card's number, or `undefined` when it has none (then no comparison matches). */
  readonly read: (card: C) => number | undefined;
}

/** Pokémon attack cost: a number compares the cheapest attack's total, symbols the exact mix of any one attack. */
export interface CostFieldDefinition<C> extends FieldDefinitionBase {
  readonly kind: 'cost';
  /** Total energy of the cheapest attack, or `undefined` with no attacks. */
  readonly read: (card: C) => number | undefined;
  /** The cost of each attack as a list of energy type names (`["Fire", "Colorless"]`). */
  readonly readCosts: (card: C) => readonly (readonly string[])[];
}

/** One searchable field of a game, as data. */
export type FieldDefinition<C> =
  | TextFieldDefinition<C>
  | ValueFieldDefinition<C>
  | NumberFieldDefinition<C>
  | CostFieldDefinition<C>;

/** One `is:`/`not:` shortcut of a game. */
export interface ShortcutDefinition<C> {
  /** The shortcut name as written after `is:` (`champion`, `ace spec`, `EX`). */
  readonly name: string;
  /** True when the name must be typed with exactly this case (Pokémon's `EX`). */
  readonly caseSensitive?: boolean;
  /** What it finds, from the spec's shortcuts table. */
  readonly description: string;
  /** Whether a card is of this kind. */
  readonly test: (card: C) => boolean;
}

/** Everything the search knows about one game's query language. */
export interface GameSearchDefinition<C> {
  /** The game. */
  readonly game: SearchGame;
  /** The fields, in the spec's order. `name` and `text` are always present. */
  readonly fields: readonly FieldDefinition<C>[];
  /** The `is:` shortcuts. */
  readonly shortcuts: readonly ShortcutDefinition<C>[];
}
