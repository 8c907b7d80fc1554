// The spec's tables for the static safety check: what a script may name, call and export, and
// the caps on what the check reads.

/** The caps of the static check. */
export const SafetyLimits = {
  /** Issues reported per script (the spec's 12). */
  maxIssues: 12,
  /** Longest accepted source, in UTF-16 code units (256 KiB of text). */
  maxSourceLength: 262_144,
  /** Deepest accepted nesting, of brackets in the text and of nodes in the syntax tree. */
  maxNestingDepth: 96,
} as const;

/** Globals a script may reference (the spec's table). */
export const ALLOWED_GLOBALS: ReadonlySet<string> = new Set([
  'Array',
  'Boolean',
  'Date',
  'Infinity',
  'JSON',
  'Map',
  'Math',
  'NaN',
  'Number',
  'Object',
  'RegExp',
  'Set',
  'String',
  'undefined',
]);

/** The only constructors `new` may call, and only when not shadowed. */
export const ALLOWED_CONSTRUCTORS: ReadonlySet<string> = new Set(['Date', 'Map', 'RegExp', 'Set']);

/** Property names a script may not read or write when written literally. */
export const BLOCKED_PROPERTIES: ReadonlySet<string> = new Set([
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  '__proto__',
  'arguments',
  'callee',
  'caller',
  'constructor',
  'prototype',
]);

/** The only named export allowed beside the default. */
export const ALLOWED_NAMED_EXPORTS: ReadonlySet<string> = new Set(['resolvePoolFilters']);
