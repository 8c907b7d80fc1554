import { CardSearchErrors } from './errors.js';
import { unsafeRegexReason } from './regex-safety.js';
import { compileUserRegex, type UserRegexResult } from './user-regex.js';

const refusal = (r: UserRegexResult): string | null => (r.ok ? null : r.reason);

import type {
  FieldNode,
  SearchIssue,
  SearchOperator,
  ShortcutNode,
  ValueMode,
  WordNode,
} from './types.js';

/** A token of the query: punctuation, `or`, a whole term, or a term dropped for an error. */
export type Token =
  | {
      readonly kind: 'lparen' | 'rparen' | 'neg' | 'or' | 'bad';
      readonly start: number;
      readonly end: number;
    }
  | {
      readonly kind: 'term';
      readonly start: number;
      readonly end: number;
      readonly node: WordNode | FieldNode | ShortcutNode;
    };

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
const endsBare = (c: string | undefined): boolean =>
  c === undefined || c === '(' || c === ')' || isSpace(c);
const OPERATORS: readonly SearchOperator[] = ['<=', '>=', '!=', ':', '=', '<', '>'];

const IDENT = /[A-Za-z0-9_]+/y;

/** The field-name characters starting at `i` (as a one-element match), or null. */
function identAt(q: string, i: number): [string] | null {
  IDENT.lastIndex = i;
  const m = IDENT.exec(q);
  return m ? [m[0]] : null;
}

/** The operator starting at `i`, if any. */
function operatorAt(q: string, i: number): SearchOperator | null {
  for (const op of OPERATORS) if (q.startsWith(op, i)) return op;
  return null;
}

interface ValueRead {
  readonly value: string;
  readonly mode: ValueMode;
  readonly quoted: boolean;
  readonly end: number;
  readonly ok: boolean;
}

/**
 * Splits a query into tokens. The grammar is context dependent, so the lexer reads one whole term
 * at a time: an operator is only recognised right after a field name, `/regex/` and `!exact` only
 * at the start of a value or a plain word, and `-` only right before a term or `(`.
 */
export function tokenize(q: string, issues: SearchIssue[]): Token[] {
  const tokens: Token[] = [];
  const problem = (
    code: SearchIssue['code'],
    start: number,
    end: number,
    message: string,
    severity: SearchIssue['severity'] = 'error',
  ): void => {
    issues.push({ code, start, end, message, severity });
  };

  const readBare = (i: number): number => {
    let j = i;
    while (!endsBare(q[j])) j++;
    return j;
  };

  const readQuoted = (i: number): ValueRead => {
    // q[i] === '"'
    let j = i + 1;
    let value = '';
    while (j < q.length && q[j] !== '"') {
      if (q[j] === '\\' && (q[j + 1] === '"' || q[j + 1] === '\\')) {
        value += q[j + 1];
        j += 2;
      } else {
        value += q[j];
        j++;
      }
    }
    if (j >= q.length) {
      problem(
        CardSearchErrors.unclosedQuote,
        i,
        q.length,
        'This quote is never closed: add a closing ".',
      );
      return { value, mode: 'plain', quoted: true, end: q.length, ok: false };
    }
    return { value, mode: 'plain', quoted: true, end: j + 1, ok: true };
  };

  const readRegex = (i: number): ValueRead => {
    // q[i] === '/'
    let j = i + 1;
    let inClass = false;
    while (j < q.length) {
      const c = q[j];
      if (c === '\\') {
        j += 2;
        continue;
      }
      if (inClass) {
        if (c === ']') inClass = false;
      } else if (c === '[') inClass = true;
      else if (c === '/') break;
      j++;
    }
    if (j >= q.length) {
      problem(
        CardSearchErrors.unclosedRegex,
        i,
        q.length,
        'This regular expression is never closed: end it with /. To search for a slash, quote it: "a/b".',
      );
      return { value: q.slice(i + 1), mode: 'regex', quoted: false, end: q.length, ok: false };
    }
    const source = q.slice(i + 1, j);
    let end = j + 1;
    if (!endsBare(q[end])) {
      const junkEnd = readBare(end);
      problem(
        CardSearchErrors.invalidRegex,
        end,
        junkEnd,
        `Unexpected "${q.slice(end, junkEnd)}" after the regular expression: flags are not supported (matching always ignores case).`,
      );
      return { value: source, mode: 'regex', quoted: false, end: junkEnd, ok: false };
    }
    try {
      new RegExp(source, 'i');
    } catch (e) {
      const why =
        e instanceof Error ? e.message.replace(/^Invalid regular expression: /, '') : String(e);
      problem(
        CardSearchErrors.invalidRegex,
        i,
        end,
        `This regular expression is not valid: ${why}.`,
      );
      return { value: source, mode: 'regex', quoted: false, end, ok: false };
    }
    const unsafe = unsafeRegexReason(source) ?? refusal(compileUserRegex(source));
    if (unsafe !== null) {
      problem(
        CardSearchErrors.unsafeRegex,
        i,
        end,
        `This regular expression cannot be run safely because ${unsafe}. Simplify it.`,
      );
      return { value: source, mode: 'regex', quoted: false, end, ok: false };
    }
    end = j + 1;
    return { value: source, mode: 'regex', quoted: false, end, ok: true };
  };

  /** A value: `"quoted"`, `/regex/`, `!exact`, `!"exact"` or a bare word. `start` is its first character. */
  const readValue = (start: number, termStart: number): ValueRead => {
    const c = q[start];
    if (c === '"') return readQuoted(start);
    if (c === '/') return readRegex(start);
    if (c === '!') {
      const n = q[start + 1];
      if (n === '"') {
        const r = readQuoted(start + 1);
        return { ...r, mode: 'exact' };
      }
      if (endsBare(n)) {
        problem(
          CardSearchErrors.missingValue,
          termStart,
          start + 1,
          'Put the exact value right after the !, like n:!vi.',
        );
        return { value: '', mode: 'exact', quoted: false, end: start + 1, ok: false };
      }
      const end = readBare(start + 1);
      return { value: q.slice(start + 1, end), mode: 'exact', quoted: false, end, ok: true };
    }
    const end = readBare(start);
    return { value: q.slice(start, end), mode: 'plain', quoted: false, end, ok: true };
  };

  let i = 0;
  while (i < q.length) {
    const c = q[i] as string;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'lparen' : 'rparen', start: i, end: i + 1 });
      i++;
      continue;
    }
    if (c === '-') {
      const n = q[i + 1];
      if (n === undefined || isSpace(n) || n === ')') {
        problem(
          CardSearchErrors.danglingNegation,
          i,
          i + 1,
          'A - must be right before a term or a group, with no space: -t:spell, -(a or b).',
        );
        i++;
        continue;
      }
      tokens.push({ kind: 'neg', start: i, end: i + 1 });
      i++;
      continue;
    }
    const start = i;
    // An operator with no field in front of it.
    const leadingOp = c === '!' && q[i + 1] !== '=' ? null : operatorAt(q, i);
    if (leadingOp !== null) {
      const end = readBare(i);
      problem(
        CardSearchErrors.operatorWithoutField,
        start,
        end,
        `"${leadingOp}" must come right after a field name, with no space: cost${leadingOp}3, t:unit.`,
      );
      tokens.push({ kind: 'bad', start, end });
      i = end;
      continue;
    }
    // The whole run of name characters, however long: a 65-character field name is still a
    // field (an unknown one), so `format` writes it back the same way.
    const ident = identAt(q, i);
    const op = ident ? operatorAt(q, i + ident[0].length) : null;
    if (ident && op !== null) {
      const field = ident[0].toLowerCase();
      const valueStart = i + ident[0].length + op.length;
      if (endsBare(q[valueStart])) {
        problem(
          CardSearchErrors.missingValue,
          start,
          valueStart,
          `"${q.slice(start, valueStart)}" needs a value right after it, like ${ident[0]}${op}value.`,
        );
        tokens.push({ kind: 'bad', start, end: valueStart });
        i = valueStart;
        continue;
      }
      const v = readValue(valueStart, start);
      i = v.end;
      if (!v.ok) {
        tokens.push({ kind: 'bad', start, end: v.end });
        continue;
      }
      if (v.mode !== 'plain' && op !== ':') {
        problem(
          CardSearchErrors.misplacedPattern,
          start,
          v.end,
          `${v.mode === 'regex' ? '/…/' : '!'} only works right after ":", like ${ident[0]}:${v.mode === 'regex' ? '/pattern/' : '!value'}.`,
        );
        tokens.push({ kind: 'bad', start, end: v.end });
        continue;
      }
      if (field === 'is' || field === 'not') {
        if (op !== ':' || v.mode !== 'plain') {
          problem(
            CardSearchErrors.shortcutOperator,
            start,
            v.end,
            `Shortcuts are written ${field}:name (or ${field}:"two words"), with ":" and a plain name.`,
          );
          tokens.push({ kind: 'bad', start, end: v.end });
          continue;
        }
        tokens.push({
          kind: 'term',
          start,
          end: v.end,
          node: {
            type: 'shortcut',
            negated: field === 'not',
            name: v.value,
            quoted: v.quoted,
            start,
            end: v.end,
          },
        });
        continue;
      }
      tokens.push({
        kind: 'term',
        start,
        end: v.end,
        node: {
          type: 'field',
          field,
          op,
          value: v.value,
          mode: v.mode,
          quoted: v.quoted,
          start,
          end: v.end,
        },
      });
      continue;
    }
    // A plain word, quoted string, !exact or /regex/ with no field.
    if (c !== '"' && c !== '/' && c !== '!') {
      const end = readBare(i);
      const word = q.slice(i, end);
      i = end;
      if (word === 'or' || word === 'OR') {
        tokens.push({ kind: 'or', start, end });
        continue;
      }
      tokens.push({
        kind: 'term',
        start,
        end,
        node: { type: 'word', value: word, mode: 'plain', quoted: false, start, end },
      });
      continue;
    }
    const v = readValue(i, start);
    i = v.end;
    if (!v.ok) {
      tokens.push({ kind: 'bad', start, end: v.end });
      continue;
    }
    if (v.mode !== 'plain') {
      problem(
        CardSearchErrors.patternWithoutField,
        start,
        v.end,
        `${v.mode === 'regex' ? '/…/' : '!'} on a plain word compares against the name and the rules text, which rarely matches: put a field first, like n:${q.slice(start, v.end)}.`,
        'warning',
      );
    }
    tokens.push({
      kind: 'term',
      start,
      end: v.end,
      node: { type: 'word', value: v.value, mode: v.mode, quoted: v.quoted, start, end: v.end },
    });
  }
  return tokens;
}
