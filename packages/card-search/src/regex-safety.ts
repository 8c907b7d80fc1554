/**
 * User regular expressions run on the JavaScript backtracking engine, which has no time limit:
 * `(a+)+$` on forty `a`s followed by `b` takes minutes. A synchronous predicate cannot be timed
 * out, so patterns are checked before they run and refused when their worst case is not bounded
 * by a small polynomial of the text length.
 *
 * The rules (each one reported as `card-search/unsafe-regex` with the reason):
 * - at most {@link MAX_REGEX_LENGTH} characters;
 * - no backreferences (`\1`, `\k<name>`): they make matching NP-hard;
 * - no repeated group that itself contains a repeat or an `|` (`(a+)+`, `(a|ab)*`, `(.*x){5}`):
 *   these are the exponential cases;
 * - at most {@link MAX_UNBOUNDED_REPEATS} unbounded repeat (`*`, `+`, `{n,}`) in the whole pattern:
 *   two already make `.*a.*b` cubic (220 ms on 1,000 characters), three take minutes;
 * - the bounded repeats (`?`, `{n,m}`) and the alternatives (`|`) together allow at most {@link MAX_BOUNDED_CHOICES} ways to
 *   split a text (the product of `m - n + 1` over them), and no count above {@link MAX_BOUNDED_REPEAT}.
 *
 * Together these bound the work of one test to about `n² × 32` steps on a text of `n` characters
 * (every start position, times one backtracking repeat, times the bounded choices).
 */

/** Longest pattern accepted, in characters. */
export const MAX_REGEX_LENGTH = 200;
/** Most `*`, `+` and `{n,}` repeats accepted in one pattern. */
export const MAX_UNBOUNDED_REPEATS = 1;
/** Largest upper bound accepted in `{n,m}` / `{n}`. */
export const MAX_BOUNDED_REPEAT = 20;
/** Largest product of `m - n + 1` over the bounded repeats (`?` counts 2) and of the branches of each `|` group. */
export const MAX_BOUNDED_CHOICES = 32;

interface GroupFrame {
  hasRepeat: boolean;
  hasAlternation: boolean;
  /** `|` directly in this group. */
  bars: number;
}

/**
 * Why a pattern is refused, or `null` when it is safe to run. The pattern must already compile.
 */
export function unsafeRegexReason(source: string): string | null {
  if (source.length > MAX_REGEX_LENGTH) {
    return `it is longer than ${MAX_REGEX_LENGTH} characters`;
  }
  const stack: GroupFrame[] = [{ hasRepeat: false, hasAlternation: false, bars: 0 }];
  let unbounded = 0;
  let choices = 1;
  // What the last atom was: a closed group (with its frame), another atom, or nothing.
  let lastGroup: GroupFrame | null = null;
  let lastIsAtom = false;
  let i = 0;
  const top = (): GroupFrame => stack[stack.length - 1] as GroupFrame;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\\') {
      const n = source[i + 1] ?? '';
      if (/[1-9]/.test(n) || (n === 'k' && source[i + 2] === '<')) {
        return 'backreferences are not supported';
      }
      i += 2;
      lastGroup = null;
      lastIsAtom = true;
      continue;
    }
    if (c === '[') {
      // Skip a character class; `]` right after `[` or `[^` is literal, escapes are skipped.
      let j = i + 1;
      if (source[j] === '^') j++;
      if (source[j] === ']') j++;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
      lastGroup = null;
      lastIsAtom = true;
      continue;
    }
    if (c === '(') {
      stack.push({ hasRepeat: false, hasAlternation: false, bars: 0 });
      i++;
      if (source[i] === '?') {
        // (?: (?= (?! (?<= (?<! (?<name>
        i++;
        if (source[i] === '<' && source[i + 1] !== '=' && source[i + 1] !== '!') {
          while (i < source.length && source[i] !== '>') i++;
        }
        i++;
      }
      lastGroup = null;
      lastIsAtom = false;
      continue;
    }
    if (c === ')') {
      const frame = stack.length > 1 ? (stack.pop() as GroupFrame) : top();
      choices *= frame.bars + 1;
      frame.bars = 0;
      if (choices > MAX_BOUNDED_CHOICES) return 'its alternatives (|) allow too many ways to match';
      const parent = top();
      parent.hasRepeat ||= frame.hasRepeat;
      parent.hasAlternation ||= frame.hasAlternation;
      i++;
      lastGroup = frame;
      lastIsAtom = true;
      continue;
    }
    if (c === '|') {
      top().hasAlternation = true;
      top().bars++;
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
      if (repeat.max === Number.POSITIVE_INFINITY) unbounded++;
      else {
        if (repeat.max > MAX_BOUNDED_REPEAT) {
          return `a repeat count is larger than ${MAX_BOUNDED_REPEAT}`;
        }
        choices *= repeat.max - repeat.min + 1;
      }
      if (repeat.max > 1 && lastGroup && (lastGroup.hasRepeat || lastGroup.hasAlternation)) {
        return 'a repeated group contains another repeat or an alternation';
      }
      if (repeat.max !== repeat.min) top().hasRepeat = true;
      if (unbounded > MAX_UNBOUNDED_REPEATS) {
        return `it has more than ${MAX_UNBOUNDED_REPEATS} unbounded repeat (*, +, {n,}): split it into several terms`;
      }
      if (choices > MAX_BOUNDED_CHOICES) {
        return 'its optional and counted repeats (?, {n,m}) allow too many ways to match';
      }
      lastGroup = null;
      lastIsAtom = false;
      continue;
    }
    i++;
    lastGroup = null;
    lastIsAtom = true;
  }
  choices *= top().bars + 1;
  if (choices > MAX_BOUNDED_CHOICES) return 'its alternatives (|) allow too many ways to match';
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
