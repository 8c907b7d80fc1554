/**
 * User regular expressions are checked before they run, and each one is given an engine:
 *
 * - **JavaScript's own engine** only for patterns *proven* to run in linear time on it: no
 *   unbounded repeat (`*`, `+`, `{n,}`) once a leading one-character repeat is dropped (see
 *   {@link testingSource}), no repeated group holding a variable repeat or an `|`, the optional
 *   and counted repeats and the `|` alternatives together allowing at most
 *   {@link MAX_BOUNDED_CHOICES} ways to match, no count above {@link MAX_BOUNDED_REPEAT}, and at
 *   most {@link MAX_EXPANDED_SIZE} atoms once counted repeats are written out. Backtracking then
 *   tries a bounded number of paths of bounded length at each start position: linear in the text.
 * - **RE2** (the `re2js` port, a linear-time automaton with no backtracking) for everything else.
 *
 * Refused (`card-search/unsafe-regex`, with the reason): patterns longer than
 * {@link MAX_REGEX_LENGTH}, backreferences (no linear-time engine can run them), and lookahead or
 * lookbehind in a pattern that needs RE2 (RE2 has none).
 */

/** Longest pattern accepted, in characters. */
export const MAX_REGEX_LENGTH = 200;
/** Largest upper bound of `{n,m}` / `{n}` in a pattern run on the JavaScript engine. */
export const MAX_BOUNDED_REPEAT = 20;
/** Largest product of `m - n + 1` over the bounded repeats (`?` counts 2) and of the branches of each `|` group, on the JavaScript engine. */
export const MAX_BOUNDED_CHOICES = 32;
/** Largest pattern size, counted repeats written out, on the JavaScript engine. */
export const MAX_EXPANDED_SIZE = 400;

interface GroupFrame {
  hasRepeat: boolean;
  hasAlternation: boolean;
  /** `|` directly in this group. */
  bars: number;
  /** Atoms in this group so far, counted repeats written out. */
  size: number;
  /** Size of the group's last atom (for a repeat that follows it). */
  lastSize: number;
  /** Whether the group starts where the whole pattern (or one of its top-level branches) starts. */
  leading: boolean;
  /** Whether an atom came before, since the group opened or since its last `|`. */
  seen: boolean;
  /** The group holds a wide atom or one that matches a space (see {@link RegexShape.wideSpan}). */
  wide: boolean;
  /** Wide span of the group so far (see {@link RegexShape.wideSpan}). */
  span: number;
  /** Wide span of the group's last atom (for a repeat that follows it). */
  lastSpan: number;
}

/** What a scan of a pattern found. */
export interface RegexShape {
  /** Backreferences (`\1`, `\k<name>`). */
  readonly backreference: boolean;
  /** Lookahead or lookbehind groups. */
  readonly lookaround: boolean;
  /** `*`, `+` and `{n,}` repeats. */
  readonly unbounded: number;
  /** Product of the bounded repeats' and alternations' choices (capped). */
  readonly choices: number;
  /** Largest `{n,m}` upper bound. */
  readonly maxCount: number;
  /** A repeated group holds a variable repeat or an `|`. */
  readonly nestedRepeat: boolean;
  /** Atoms with counted repeats written out (unbounded ones counted once), capped. */
  readonly expandedSize: number;
  /**
   * How many characters of text the pattern's wide atoms span after an earlier atom: the sum, with
   * counted repeats written out (`{n,m}` counts m, `{n,}` n, `*` nothing), of the atoms that match
   * nearly any character (`.`, a negated class or escape, a class holding a space, or a group
   * holding any of these or a space) and do not start the pattern or one of its top-level
   * branches. `e.{39}x.{40}q` spans 79, `.{60}qq` and `\w{0,30}x` none. An automaton (RE2's)
   * must tell apart every way the earlier atoms can have matched within that span, so past a
   * dozen characters it meets a new state at nearly every character of text.
   */
  readonly wideSpan: number;
}

const CAP = 1e9;

/**
 * Scans a pattern (which must already compile as a JavaScript RegExp) for its shape.
 *
 * @example
 * ```ts
 * regexShape('(a+)+$').nestedRepeat; // true
 * regexShape('a{3}b?').expandedSize; // 4
 * ```
 */
export function regexShape(source: string): RegexShape {
  const frame = (leading: boolean): GroupFrame => ({
    hasRepeat: false,
    hasAlternation: false,
    bars: 0,
    size: 0,
    lastSize: 0,
    leading,
    seen: false,
    wide: false,
    span: 0,
    lastSpan: 0,
  });
  const stack: GroupFrame[] = [frame(true)];
  let backreference = false;
  let lookaround = false;
  let unbounded = 0;
  let choices = 1;
  let maxCount = 0;
  let nestedRepeat = false;
  // What the last atom was: a closed group (with its frame), another atom, or nothing.
  let lastGroup: GroupFrame | null = null;
  let lastIsAtom = false;
  let i = 0;
  const top = (): GroupFrame => stack[stack.length - 1] as GroupFrame;
  // kind: what the atom matches (a wide atom nearly any character, a space atom some spaces);
  // span: for a group, the wide span inside it.
  const atom = (size: number, kind: AtomKind = 'narrow', span = 0): void => {
    const t = top();
    t.size = Math.min(CAP, t.size + size);
    t.lastSize = size;
    const leading = t.leading && !t.seen;
    t.seen = true;
    if (kind !== 'narrow') t.wide = true;
    // A wide atom after another one spans at least its own character; one that starts the
    // pattern does not (the automaton starts a match at every character anyway).
    const own = leading ? 0 : span > 0 ? span : kind === 'wide' ? 1 : 0;
    t.span = Math.min(CAP, t.span + own);
    t.lastSpan = own;
    lastIsAtom = true;
  };
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\\') {
      const n = source[i + 1] ?? '';
      if (/[1-9]/.test(n) || (n === 'k' && source[i + 2] === '<')) backreference = true;
      i += 2;
      lastGroup = null;
      atom(1, n === 'S' || n === 'W' || n === 'D' ? 'wide' : n === 's' ? 'space' : 'narrow');
      continue;
    }
    if (c === '[') {
      const end = classEnd(source, i);
      const kind = classKind(source.slice(i, end));
      i = end;
      lastGroup = null;
      atom(1, kind);
      continue;
    }
    if (c === '(') {
      const parent = top();
      stack.push(frame(parent.leading && !parent.seen));
      i++;
      if (source[i] === '?') {
        // (?: (?= (?! (?<= (?<! (?<name>
        i++;
        if (source[i] === '=' || source[i] === '!') lookaround = true;
        else if (source[i] === '<' && (source[i + 1] === '=' || source[i + 1] === '!')) {
          lookaround = true;
          i++;
        } else if (source[i] === '<') {
          while (i < source.length && source[i] !== '>') i++;
        }
        i++;
      }
      lastGroup = null;
      lastIsAtom = false;
      continue;
    }
    if (c === ')') {
      const closed = stack.length > 1 ? (stack.pop() as GroupFrame) : top();
      choices = Math.min(CAP, choices * (closed.bars + 1));
      const parent = top();
      parent.hasRepeat ||= closed.hasRepeat;
      parent.hasAlternation ||= closed.hasAlternation || closed.bars > 0;
      i++;
      lastGroup = closed;
      if (parent !== closed)
        atom(Math.max(1, closed.size), closed.wide ? 'wide' : 'narrow', closed.span);
      else lastIsAtom = true;
      continue;
    }
    if (c === '|') {
      top().hasAlternation = true;
      top().bars++;
      top().seen = false;
      i++;
      lastGroup = null;
      lastIsAtom = false;
      continue;
    }
    const repeat = readRepeat(source, i);
    if (repeat !== null) {
      i = repeat.next;
      if (source[i] === '?') i++; // lazy
      if (!lastIsAtom) continue; // nothing to repeat: the RegExp compiler would have refused it
      const t = top();
      if (repeat.max === Number.POSITIVE_INFINITY) unbounded++;
      else {
        maxCount = Math.max(maxCount, repeat.max);
        choices = Math.min(CAP, choices * (repeat.max - repeat.min + 1));
        // The repeated atom is written out max times.
        t.size = Math.min(CAP, t.size + t.lastSize * (Math.max(repeat.max, 1) - 1));
      }
      // The wide span counts the repeat written out: max times, or min times when unbounded.
      const times = repeat.max === Number.POSITIVE_INFINITY ? repeat.min : repeat.max;
      t.span = Math.min(CAP, Math.max(0, t.span + t.lastSpan * (times - 1)));
      t.lastSpan = 0;
      if (repeat.max > 1 && lastGroup && (lastGroup.hasRepeat || lastGroup.hasAlternation)) {
        nestedRepeat = true;
      }
      if (repeat.max !== repeat.min) t.hasRepeat = true;
      lastGroup = null;
      lastIsAtom = false;
      continue;
    }
    i++;
    lastGroup = null;
    atom(1, c === '.' ? 'wide' : c === ' ' ? 'space' : 'narrow');
  }
  choices = Math.min(CAP, choices * (top().bars + 1));
  const expandedSize = stack.reduce((s, f) => Math.min(CAP, s + f.size), 0);
  const wideSpan = stack.reduce((s, f) => Math.min(CAP, s + f.span), 0);
  return {
    backreference,
    lookaround,
    unbounded,
    choices,
    maxCount,
    nestedRepeat,
    expandedSize,
    wideSpan,
  };
}

/** What one atom matches: nearly any character (wide), some spaces, or neither (narrow). */
type AtomKind = 'wide' | 'space' | 'narrow';

/**
 * A class is wide when it is negated or holds a space (a literal one, `\s`, a range from below
 * `0`), `\S`, `\W`, `\D` or a code point escape (not looked into): it then matches across words.
 */
function classKind(cls: string): AtomKind {
  if (cls.startsWith('[^')) return 'wide';
  const body = cls.slice(1, -1);
  if (/\\[SWDxu]/.test(body)) return 'wide';
  if (body.includes(' ') || /\\s/.test(body)) return 'wide';
  // A range whose low end is below '0' (` -~`, `!-z`) spans punctuation and often the space.
  for (let k = 1; k + 1 < body.length; k++) {
    if (body[k] === '-' && body[k - 1] !== '\\' && (body[k - 1] as string) < '0') return 'wide';
  }
  return 'narrow';
}

/**
 * The index just past a character class starting at `i`. In ECMAScript a `]` right after `[` or
 * `[^` closes the class (`[]` matches nothing, `[^]` any character), unlike POSIX and PCRE.
 */
function classEnd(source: string, i: number): number {
  let j = i + 1;
  if (source[j] === '^') j++;
  while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
  return j + 1;
}

/**
 * Why a pattern is not proven linear on the JavaScript engine, or `null` when it is (then it runs
 * there, after dropping a leading one-character repeat). The pattern must already compile.
 *
 * @example
 * ```ts
 * jsUnsafeReason('.*dragon'); // null: runs as /dragon/
 * jsUnsafeReason('a.*zq'); // 'it has an unbounded repeat (*, +, {n,})'
 * ```
 */
export function jsUnsafeReason(source: string): string | null {
  const shape = regexShape(testingSource(source));
  if (shape.backreference) return 'it has a backreference';
  if (shape.unbounded > 0) return 'it has an unbounded repeat (*, +, {n,})';
  if (shape.nestedRepeat) return 'a repeated group contains another repeat or an alternation';
  if (shape.maxCount > MAX_BOUNDED_REPEAT)
    return `a repeat count is larger than ${MAX_BOUNDED_REPEAT}`;
  if (shape.choices > MAX_BOUNDED_CHOICES)
    return 'its optional and counted repeats and alternatives allow too many ways to match';
  if (shape.expandedSize > MAX_EXPANDED_SIZE) return 'it is too long with its repeats written out';
  return null;
}

/**
 * Why a pattern is refused (`card-search/unsafe-regex`), or `null` when it can run in linear time
 * on one of the two engines. The pattern must already compile as a JavaScript RegExp. Patterns
 * RE2 cannot compile are refused by the lexer too, with RE2's reason.
 *
 * @example
 * ```ts
 * unsafeRegexReason('(a+)+$'); // null: accepted, runs on RE2
 * unsafeRegexReason('(x)\\1'); // 'backreferences are not supported'
 * ```
 */
export function unsafeRegexReason(source: string): string | null {
  if (source.length > MAX_REGEX_LENGTH) {
    return `it is longer than ${MAX_REGEX_LENGTH} characters`;
  }
  const shape = regexShape(source);
  if (shape.backreference) return 'backreferences are not supported';
  if (shape.lookaround && jsUnsafeReason(source) !== null) {
    return 'lookahead and lookbehind only work in patterns without *, + or large repeats (the linear-time engine has no lookaround)';
  }
  return null;
}

function readRepeat(source: string, i: number): { min: number; max: number; next: number } | null {
  const c = source[i];
  if (c === '*') return { min: 0, max: Number.POSITIVE_INFINITY, next: i + 1 };
  if (c === '+') return { min: 1, max: Number.POSITIVE_INFINITY, next: i + 1 };
  if (c === '?') return { min: 0, max: 1, next: i + 1 };
  if (c !== '{') return null;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i, i + 24));
  if (!m) return null;
  const low = Number(m[1]);
  const max = m[2] === undefined ? low : m[3] === '' ? Number.POSITIVE_INFINITY : Number(m[3]);
  return { min: low, max, next: i + m[0].length };
}

/** One character class escape: `\d \D \w \W \s \S`. */
const CLASS_ESCAPE = /^\\[dDwWsS]/;

/**
 * The end of a leading single-character atom (`.`, `\w`-style escape, `[...]` class or a plain
 * letter, digit or space), or -1 when the pattern does not start with one.
 */
function leadingAtomEnd(source: string): number {
  const c = source[0];
  if (c === '.') return 1;
  if (c === '\\') return CLASS_ESCAPE.test(source) ? 2 : -1;
  if (c === '[') {
    let i = source[1] === '^' ? 2 : 1;
    while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
    return i < source.length ? i + 1 : -1;
  }
  return c !== undefined && /^[A-Za-z0-9 ]$/.test(c) ? 1 : -1;
}

/**
 * A pattern that `test`s the same texts as an accepted, unanchored `source`, without its leading
 * repeat of one character: `X*rest` finds a match exactly when `rest` does (the repeat can match
 * nothing), and `X+rest` exactly when `Xrest` does (only its last character matters). This
 * removes the quadratic retry of `.*dragon` at every start position (1.9 s over 20,000 rules
 * texts of 350 characters, against tens of milliseconds without it). Anything else is returned
 * unchanged.
 */
export function testingSource(source: string): string {
  const end = leadingAtomEnd(source);
  if (end < 0) return source;
  const quantifier = source[end];
  if (quantifier !== '*' && quantifier !== '+') return source;
  const after = source[end + 1] === '?' ? end + 2 : end + 1;
  // A quantifier right after the repeat would be a syntax error; leave such patterns alone.
  if (/^[*+?{]/.test(source.slice(after))) return source;
  const rest = source.slice(after);
  return quantifier === '*' ? rest : `${source.slice(0, end)}${rest}`;
}
