import type { GameId } from '@tcgkit/core';
import type { CardSearchErrorCode } from './errors.js';

/** The games whose search language this package knows: core's `GameId` without `mtg`. */
export type SearchGame = Exclude<GameId, 'mtg'>;

/** A comparison operator written right after a field name. */
export type SearchOperator = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';

/**
 * How a value is written: `plain` (a word or a quoted string), `exact` (`!value`: the whole value,
 * not just containing it) or `regex` (`/pattern/`, ignoring case).
 */
export type ValueMode = 'plain' | 'exact' | 'regex';

/** A character range in the query text: `start` included, `end` excluded (like `String.slice`). */
export interface SearchSpan {
  /** Offset of the first character. */
  readonly start: number;
  /** Offset just past the last character. */
  readonly end: number;
}

/** A plain word or quoted string with no field: searches names (with typos when unquoted) and rules text. */
export interface WordNode extends SearchSpan {
  readonly type: 'word';
  /** The text, without quotes, `!` or slashes. */
  readonly value: string;
  /** How the value was written. */
  readonly mode: ValueMode;
  /** True when the value was in double quotes (turns typo tolerance off). */
  readonly quoted: boolean;
}

/** `field<op>value`, for example `t:unit`, `cost<=2`, `n:!vi`, `o:"draw 1"`, `n:/^the /`. */
export interface FieldNode extends SearchSpan {
  readonly type: 'field';
  /** The field name as typed, lower-cased (an alias stays an alias: `t`, not `type`). */
  readonly field: string;
  /** The operator. */
  readonly op: SearchOperator;
  /** The value, without quotes, `!` or slashes. */
  readonly value: string;
  /** How the value was written. */
  readonly mode: ValueMode;
  /** True when the value was in double quotes. */
  readonly quoted: boolean;
}

/** `is:name` or `not:name` (the same as `-is:name`). */
export interface ShortcutNode extends SearchSpan {
  readonly type: 'shortcut';
  /** True for `not:`. */
  readonly negated: boolean;
  /** The shortcut name as typed (case kept: Pokémon's `is:ex` and `is:EX` differ). */
  readonly name: string;
  /** True when the name was quoted (`is:"ace spec"`). */
  readonly quoted: boolean;
}

/** `-term` or `-(group)`. */
export interface NotNode extends SearchSpan {
  readonly type: 'not';
  /** The negated term or group. */
  readonly child: QueryNode;
}

/** Terms next to each other: every child must match. Always two or more children, never nested `and`. */
export interface AndNode extends SearchSpan {
  readonly type: 'and';
  /** The terms. */
  readonly children: readonly QueryNode[];
}

/** Terms joined by `or`: any child may match. Always two or more children, never nested `or`. */
export interface OrNode extends SearchSpan {
  readonly type: 'or';
  /** The alternatives. */
  readonly children: readonly QueryNode[];
}

/** A node of the query syntax tree. */
export type QueryNode = WordNode | FieldNode | ShortcutNode | NotNode | AndNode | OrNode;

/** Whether a problem stopped its term from running (`error`) or not (`warning`). */
export type SearchIssueSeverity = 'error' | 'warning';

/** A problem in a query, with where it is. */
export interface SearchIssue extends SearchSpan {
  /** A stable code from {@link CardSearchErrorCode}. */
  readonly code: CardSearchErrorCode;
  /** A sentence a person can act on. */
  readonly message: string;
  /** `error`: the term was left out of the search; `warning`: it still runs. */
  readonly severity: SearchIssueSeverity;
  /** "Did you mean" candidates, best first, when there are any. */
  readonly suggestions?: readonly string[];
}

/** What {@link parse} returns: the tree of the valid part of the query and every syntax problem. */
export interface ParsedQuery {
  /** The query text that was parsed. */
  readonly query: string;
  /** The syntax tree, or `null` when nothing valid is left (an empty query matches every card). */
  readonly ast: QueryNode | null;
  /** Syntax problems, in the order they appear. */
  readonly issues: readonly SearchIssue[];
}
