import { RE2JS } from 're2js';
import { jsUnsafeReason, type RegexShape, regexShape, testingSource } from './regex-safety.js';

/** Which engine runs a user regular expression. */
export type RegexEngine = 'js' | 're2';

/**
 * A user regular expression ready to test texts in linear time: on JavaScript's engine when the
 * pattern is proven linear there, else on RE2. Texts are tested as given (the search passes
 * folded, lower-case texts); matching ignores case.
 */
export interface UserRegex {
  /** The pattern as typed. */
  readonly source: string;
  /** The engine that runs it. */
  readonly engine: RegexEngine;
  /**
   * Lower-case ASCII strings that every matching text contains (from the pattern's top-level
   * literal runs): a text missing one cannot match, so it is skipped with a native `includes`.
   */
  readonly required: readonly string[];
  /** Work units charged per character the engine reads (see the search's work budget). */
  readonly weight: number;
  /** Whether the pattern is found in the text (a search, not a whole-text match). */
  test(text: string): boolean;
}

/** The result of {@link compileUserRegex}: the regex, or why the linear-time engine refuses it. */
export type UserRegexResult =
  | { readonly ok: true; readonly regex: UserRegex }
  | { readonly ok: false; readonly reason: string };

/** Every Unicode space and line terminator JavaScript's `\s` matches (RE2's `\s` is ASCII only). */
const JS_SPACES =
  '\\t\\n\\v\\f\\r \\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}\\x{feff}';

/**
 * Rewrites a JavaScript pattern (no `u` flag) into RE2 syntax with the same meaning: `.` leaves
 * out every JavaScript line terminator, `\s`/`\S` keep JavaScript's Unicode spaces, `[^]` is any
 * character and `[]` none, `\uXXXX` becomes `\x{XXXX}`, an identity escape of a letter (`\e`,
 * `\p` without the `u` flag) is that letter, `\b` in a class is a backspace, and named groups
 * lose their names. Returns `null` when the pattern uses what RE2 cannot run.
 *
 * @example
 * ```ts
 * toRe2Syntax('\\u0041[^]'); // '\\x{0041}(?s:.)'
 * toRe2Syntax('(?=a)b'); // null: RE2 has no lookahead
 * ```
 */
export function toRe2Syntax(source: string): string | null {
  let out = '';
  let i = 0;
  let inClass = false;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\\') {
      const esc = translateEscape(source, i, inClass);
      if (esc === null) return null;
      out += esc.text;
      i = esc.next;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c === '[' ? '\\[' : c;
      i++;
      continue;
    }
    if (c === '[') {
      if (source.startsWith('[^]', i)) {
        out += '(?s:.)';
        i += 3;
        continue;
      }
      if (source.startsWith('[]', i)) {
        out += '[^\\x00-\\x{10ffff}]';
        i += 2;
        continue;
      }
      inClass = true;
      out += '[';
      i++;
      if (source[i] === '^') {
        out += '^';
        i++;
      }
      if (source[i] === ']') {
        out += '\\]';
        i++;
      }
      continue;
    }
    if (c === '.') {
      out += '[^\\n\\r\\x{2028}\\x{2029}]';
      i++;
      continue;
    }
    if (c === '(' && source[i + 1] === '?' && source[i + 2] === '<') {
      const close = source.indexOf('>', i);
      if (source[i + 3] === '=' || source[i + 3] === '!' || close < 0) return null;
      out += '(?:';
      i = close + 1;
      continue;
    }
    if (c === '(' && source[i + 1] === '?' && (source[i + 2] === '=' || source[i + 2] === '!')) {
      return null;
    }
    out += c;
    i++;
  }
  return out;
}

const HEX4 = /^[0-9a-fA-F]{4}$/;
const HEX2 = /^[0-9a-fA-F]{2}$/;

function translateEscape(
  source: string,
  i: number,
  inClass: boolean,
): { text: string; next: number } | null {
  const n = source[i + 1] ?? '';
  switch (n) {
    case 'd':
    case 'D':
    case 'w':
    case 'W':
    case 'n':
    case 'r':
    case 't':
    case 'f':
    case 'v':
      return { text: `\\${n}`, next: i + 2 };
    case 'b':
    case 'B':
      return { text: inClass ? (n === 'b' ? '\\x08' : 'B') : `\\${n}`, next: i + 2 };
    case 's':
      return { text: inClass ? JS_SPACES : `[${JS_SPACES}]`, next: i + 2 };
    case 'S':
      // Inside a class, a negated set cannot be spelled out: RE2's ASCII \S is the closest.
      return { text: inClass ? '\\S' : `[^${JS_SPACES}]`, next: i + 2 };
    case '0':
      return /[0-9]/.test(source[i + 2] ?? '') ? null : { text: '\\x00', next: i + 2 };
    case 'x': {
      const hex = source.slice(i + 2, i + 4);
      return HEX2.test(hex) ? { text: `\\x${hex}`, next: i + 4 } : { text: 'x', next: i + 2 };
    }
    case 'u': {
      const hex = source.slice(i + 2, i + 6);
      return HEX4.test(hex) ? { text: `\\x{${hex}}`, next: i + 6 } : { text: 'u', next: i + 2 };
    }
    case 'c':
      return null;
    default:
      if (/[1-9]/.test(n)) return null;
      // Letters and digits are themselves (an identity escape); punctuation stays escaped.
      if (/[A-Za-z]/.test(n)) return { text: n, next: i + 2 };
      if (n === '') return null;
      return { text: /[\w\s]/.test(n) || n.charCodeAt(0) > 127 ? n : `\\${n}`, next: i + 2 };
  }
}

/**
 * The lower-case ASCII literal runs every match of the pattern contains: the plain characters of
 * its top level (a top-level `|` means none are certain). Groups, classes, escapes with a meaning
 * and optional characters end a run; a `+` keeps its character in both runs around it.
 *
 * @example
 * ```ts
 * requiredLiterals('Draw (a|one) Card'); // ['draw ', ' card']
 * requiredLiterals('fire|water'); // []: either may match
 * ```
 */
export function requiredLiterals(source: string): string[] {
  const runs: string[] = [];
  let run = '';
  const end = (): void => {
    if (run !== '') runs.push(run);
    run = '';
  };
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    let lit: string | null = null;
    let next = i + 1;
    if (c === '|') return [];
    if (c === '(') {
      // Skip the whole group (nothing inside is certain); a `|` inside does not matter here.
      let depth = 0;
      let j = i;
      while (j < source.length) {
        const d = source[j];
        if (d === '\\') j += 2;
        else if (d === '[') j = classEndAt(source, j);
        else {
          if (d === '(') depth++;
          else if (d === ')') {
            depth--;
            if (depth === 0) break;
          }
          j++;
        }
      }
      next = j + 1;
    } else if (c === '[') next = classEndAt(source, i);
    else if (c === '\\') {
      const n = source[i + 1] ?? '';
      next = i + 2;
      if (/[^A-Za-z0-9]/.test(n) && n.charCodeAt(0) < 128 && n !== '') lit = n;
    } else if (!/[.^$*+?{}]/.test(c) && c.charCodeAt(0) < 128) lit = c.toLowerCase();
    // What follows decides whether the character is certain.
    const q = source[next];
    const counted = q === '{' ? /^\{(\d+)(,\d*)?\}/.exec(source.slice(next, next + 24)) : null;
    const optional = q === '?' || q === '*' || (counted !== null && Number(counted[1]) === 0);
    const repeated = q === '+' || (counted !== null && Number(counted[1]) > 0);
    if (lit === null || optional) end();
    else if (repeated) {
      run += lit;
      end();
      run = lit;
    } else run += lit;
    if (q === '?' || q === '*' || q === '+') {
      next++;
      if (source[next] === '?') next++;
    } else if (counted) {
      next += counted[0].length;
      if (source[next] === '?') next++;
    }
    i = next;
  }
  end();
  // Longest first: the rarest are usually the longest.
  return [...new Set(runs)].sort((a, b) => b.length - a.length);
}

function classEndAt(source: string, i: number): number {
  let j = i + 1;
  if (source[j] === '^') j++;
  while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
  return j + 1;
}

const compiled = new Map<string, UserRegexResult>();
const CACHE_SIZE = 256;

/**
 * Compiles a user pattern (already valid as a JavaScript RegExp, and not refused by
 * `unsafeRegexReason`) onto the engine that runs it in linear time.
 *
 * @example
 * ```ts
 * compileUserRegex('^the ').ok; // true, on the JavaScript engine
 * compileUserRegex('a.*zq'); // RE2: linear however the text is built
 * ```
 */
export function compileUserRegex(source: string): UserRegexResult {
  let result = compiled.get(source);
  if (!result) {
    result = compileUncached(source);
    // A small cache: the lexer checks a pattern and compile() runs it, and a search box
    // recompiles the same query on every keystroke.
    if (compiled.size >= CACHE_SIZE) compiled.delete(compiled.keys().next().value as string);
    compiled.set(source, result);
  }
  return result;
}

function compileUncached(source: string): UserRegexResult {
  const required = requiredLiterals(source);
  const shape = regexShape(source);
  if (jsUnsafeReason(source) === null) {
    const re = new RegExp(testingSource(source), 'i');
    // Per character: the paths tried at each start position, each at most the pattern long, and
    // a few units for the start position itself (a class repeat such as [^h ]{6}[etao]{4} reads
    // about 12 ns a character on the benchmark machine).
    const weight = 4 + shape.choices * shape.expandedSize;
    return { ok: true, regex: { source, engine: 'js', required, weight, test: (t) => re.test(t) } };
  }
  const translated = toRe2Syntax(source);
  if (translated === null) {
    return {
      ok: false,
      reason: 'it uses syntax the linear-time engine cannot run (lookaround, \\c or octal escapes)',
    };
  }
  let re: RE2JS;
  try {
    re = RE2JS.compile(translated, RE2JS.CASE_INSENSITIVE);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { ok: false, reason: `the linear-time engine cannot run it (${why})` };
  }
  return {
    ok: true,
    regex: {
      source,
      engine: 're2',
      required,
      weight: re2Weight(shape, re.programSize()),
      test: (t) => re.test(t),
    },
  };
}

/** Largest wide span (see `RegexShape.wideSpan`) whose states the RE2 automaton can keep. */
export const RE2_CACHED_WIDE_SPAN = 12;

/**
 * Work units per character of text RE2 (re2js) reads for a pattern, from its shape and its
 * program size (the automaton's instructions: every counted repeat written out). re2js runs a
 * lazy DFA: once a state is built, a character costs about 7 ns whatever the pattern; building a
 * state costs time in the number of instructions it holds, and its cache (8 MB) is cleared when
 * full. Counted repeats over 8 give it many states, which cost 2 to 3 times more while a new
 * pattern's automaton is being built (every query typed is a new pattern): 96 units a character,
 * plus one per eight instructions, so k counted repeats in a row cost more with each one. A wide
 * span past {@link RE2_CACHED_WIDE_SPAN} (`e.{39}x.{40}q`, `\s.{50}x`) has more states than the
 * cache holds, so nearly every character builds one (1 to 4 µs a character on the benchmark
 * machine, by program size) or falls back to the NFA: 1,500 units plus 25 per instruction.
 */
export function re2Weight(shape: RegexShape, programSize: number): number {
  const size = Math.min(programSize, 4000);
  if (shape.wideSpan > RE2_CACHED_WIDE_SPAN) return 12 + 100 * size;
  return 12 + (shape.maxCount > 8 ? 96 : 0) + Math.ceil(size / 8);
}
