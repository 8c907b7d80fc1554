// The machinery every text list reader shares: lines and tokens with their positions in the text
// as pasted, the split of a line into list pieces (cards, headers), and the warnings about them.
// Everything here is linear in the input: lines and tokens are found by one scan, and a line is
// split by a dynamic programme over its tokens whose pieces are at most MAX_PIECE_TOKENS long.
import { type Issue, issue } from '@tcgkit/core';
import { DeckCodesWarnings as DeckCodeWarnings } from './errors.js';
import type { DeckEntry } from './types.js';

/** A line of input (trimmed) with its character range in the text as pasted. */
export interface Line {
  readonly text: string;
  /** Offset of the first non-blank character. */
  readonly start: number;
  /** Offset after the last non-blank character. */
  readonly end: number;
  /** 1-based line number. */
  readonly number: number;
  /** Offset where the line begins (for columns). */
  readonly lineStart: number;
}

/** A whitespace-separated word of a line, with its character range in the text as pasted. */
export interface Token {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** The copies it says when it is a count (`4`, `4x`), else 0. */
  readonly count: number;
  /** Whether it holds a letter (a card name does). */
  readonly letter: boolean;
  /** Whether it holds `:`, `(` or `)`, which every header does. */
  readonly mark: boolean;
}

/** White space as `String.prototype.trim` sees it. */
export function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Splits text into trimmed lines (`\n`, `\r\n` or `\r`), keeping each line's position. */
export function splitLines(text: string): Line[] {
  const out: Line[] = [];
  const len = text.length;
  let lineStart = 0;
  let number = 1;
  for (let i = 0; i <= len; i++) {
    const c = i < len ? text.charCodeAt(i) : -1;
    if (c !== 10 && c !== 13 && c !== -1) continue;
    let s = lineStart;
    let e = i;
    while (s < e && isSpace(text.charCodeAt(s))) s++;
    while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
    out.push({ text: text.slice(s, e), start: s, end: e, number, lineStart });
    if (c === 13 && i + 1 < len && text.charCodeAt(i + 1) === 10) i++;
    lineStart = i + 1;
    number++;
  }
  return out;
}

/** The words of a line, positioned in the text as pasted. */
export function tokenize(line: Line): Token[] {
  const out: Token[] = [];
  const word = /\S+/g; // `\s` is exactly the white space `trim` removes
  for (let m = word.exec(line.text); m !== null; m = word.exec(line.text)) {
    const text = m[0];
    const c = text.charCodeAt(0);
    const count = c >= 48 && c <= 57 && text.length <= 4 ? countIn(text) : 0;
    out.push({
      text,
      start: line.start + m.index,
      end: line.start + m.index + text.length,
      count,
      letter: count === 0 && hasLetterIn(text),
      mark: /[:()]/.test(text),
    });
  }
  return out;
}

function countIn(text: string): number {
  const m = COUNT.exec(text);
  return m === null ? 0 : Number(m[1]);
}

const LETTER = /\p{L}/u;

/** Whether a text holds a letter: ASCII letters checked directly, other text by Unicode class. */
function hasLetterIn(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return LETTER.test(text.slice(i));
    const lower = c | 0x20;
    if (lower >= 97 && lower <= 122) return true;
  }
  return false;
}

const COUNT_WORD = /(?:^|\s)\d{1,3}[xX]?(?=\s|$)/;

/**
 * Whether a line is worth cutting into words: it has a letter, and a count word (a card) or, if
 * short, a header mark. Other lines are unreadable as they stand, and are not tokenized.
 */
export function mayHoldPieces(line: Line): boolean {
  if (!hasLetterIn(line.text)) return false;
  if (COUNT_WORD.test(line.text)) return true;
  return line.text.length <= 1000 && /[:()]/.test(line.text);
}

/** Whether a text holds a letter: a text without one holds no card name and no header. */
export const hasAnyLetter = (text: string): boolean => hasLetterIn(text);

/** `@start-end` for a line, a token run or any range. */
export const at = (range: { readonly start: number; readonly end: number }): string =>
  `@${range.start}-${range.end}`;

/** The range of tokens `from` (inclusive) to `to` (exclusive). */
export const span = (
  tokens: readonly Token[],
  from: number,
  to: number,
): { start: number; end: number } => ({ start: tokens[from]!.start, end: tokens[to - 1]!.end });

const QUOTE_LIMIT = 4000;

/** The words joined by single spaces (what a warning quotes), cut at 4,000 characters. */
export function words(tokens: readonly Token[], from = 0, to = tokens.length): string {
  let out = '';
  for (let i = from; i < to; i++) {
    out += i === from ? tokens[i]!.text : ` ${tokens[i]!.text}`;
    if (out.length > QUOTE_LIMIT) return `${out.slice(0, QUOTE_LIMIT)}…`;
  }
  return out;
}

/** `Line 3` or `Line 3, column 7` (1-based), for messages. */
export function where(line: Line, offset = line.start): string {
  const column = offset - line.lineStart + 1;
  return column === 1 ? `Line ${line.number}` : `Line ${line.number}, column ${column}`;
}

/** Longest piece, in tokens, the splitter tries: a count, a long name, set, number, suffix. */
export const MAX_PIECE_TOKENS = 20;

/** A count token: `4`, `4x`, `4X` (1 to 999). */
const COUNT = /^(\d{1,3})[xX]?$/;

/** The copies a count token says, or `undefined` when it is not a count of at least 1. */
export function countOf(token: Token | undefined): number | undefined {
  return token === undefined || token.count < 1 ? undefined : token.count;
}

/** Whether a run of tokens holds a count word (a name cut out of a longer line does not). */
export function hasCount(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (tokens[i]!.count > 0) return true;
  return false;
}

/** Whether a run of tokens holds a letter (a card name does). */
export function hasLetter(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (tokens[i]!.letter) return true;
  return false;
}

/** A piece of a line: tokens `from` (inclusive) to `to` (exclusive) and what they are. */
export interface Piece<T> {
  readonly from: number;
  readonly to: number;
  readonly value: T;
}

/**
 * Splits `n` tokens into consecutive pieces, where `candidates(i)` lists the pieces that may start
 * at token `i` (each at most {@link MAX_PIECE_TOKENS} long, so the split is linear in `n`), and
 * `score` rates a piece: the split with the highest total wins (the first one on a tie).
 * `undefined` when no split covers every token.
 */
export function splitPieces<T>(
  n: number,
  candidates: (from: number) => readonly Piece<T>[],
  score: (piece: Piece<T>) => number = () => 1,
): Piece<T>[] | undefined {
  const best = new Float64Array(n + 1).fill(Number.NEGATIVE_INFINITY);
  const choice: (Piece<T> | undefined)[] = new Array(n + 1);
  best[n] = 0;
  for (let i = n - 1; i >= 0; i--) {
    for (const p of candidates(i)) {
      const rest = best[p.to]!;
      if (rest === Number.NEGATIVE_INFINITY) continue;
      const total = rest + score(p);
      if (total > best[i]!) {
        best[i] = total;
        choice[i] = p;
      }
    }
  }
  if (best[0] === Number.NEGATIVE_INFINITY) return undefined;
  const out: Piece<T>[] = [];
  for (let i = 0; i < n; ) {
    const p = choice[i]!;
    out.push(p);
    i = p.to;
  }
  return out;
}

/** Where warnings go: an array, or {@link CappedWarnings}. */
export interface WarningSink {
  push(...warnings: Issue[]): unknown;
}

/** The cards of a list in the order read, adding up copies of a ref read twice. */
export class EntryList {
  readonly entries: DeckEntry[] = [];
  private readonly at = new Map<string, number>();

  /** Adds copies of a ref, warning when the ref is already there. */
  add(ref: string, count: number, warnings: WarningSink, path: string): void {
    const i = this.at.get(ref);
    if (i === undefined) {
      this.at.set(ref, this.entries.length);
      this.entries.push({ ref, count });
      return;
    }
    this.entries[i] = { ref, count: this.entries[i]!.count + count };
    warnings.push(
      issue(
        DeckCodeWarnings.mergedDuplicate,
        `${ref} appears more than once; the copies are added up.`,
        path,
      ),
    );
  }
}

/** Total copies. */
export const totalCopies = (entries: readonly DeckEntry[]): number =>
  entries.reduce((sum, e) => sum + e.count, 0);

/** Unreadable lines warned about one by one; past this, one warning counts the rest. */
export const MAX_LINE_WARNINGS = 200;

/**
 * Collects the `unreadable-line` warnings of a list: one per line (quoting it) for the first
 * {@link MAX_LINE_WARNINGS}, then one warning that counts the rest and spans them, so a pasted
 * megabyte of noise gives a readable answer.
 */
export class UnreadableLines {
  private count = 0;
  private first: Line | undefined;
  private last: Line | undefined;
  constructor(private readonly warnings: Issue[]) {}

  add(line: Line): void {
    this.count++;
    if (this.count <= MAX_LINE_WARNINGS) {
      const quoted = line.text.slice(0, QUOTE_LIMIT).split(/\s+/).join(' ');
      const cut = line.text.length > QUOTE_LIMIT ? '…' : '';
      this.warnings.push(
        issue(
          DeckCodeWarnings.unreadableLine,
          `${where(line)} ("${quoted}${cut}") is not a card line; it was skipped.`,
          at(line),
        ),
      );
      return;
    }
    this.first ??= line;
    this.last = line;
  }

  finish(): void {
    if (this.first === undefined || this.last === undefined) return;
    const more = this.count - MAX_LINE_WARNINGS;
    this.warnings.push(
      issue(
        DeckCodeWarnings.unreadableLine,
        `${more} more lines (lines ${this.first.number} to ${this.last.number}) are not card lines; they were skipped.`,
        at({ start: this.first.start, end: this.last.end }),
      ),
    );
  }
}

/** The warning for a line that held several cards, split back into lines. */
export function resplit(line: Line, cards: number): Issue {
  return issue(
    DeckCodeWarnings.resplitLines,
    `${where(line)} held ${cards} cards run together; it was split back into ${cards} lines.`,
    at(line),
  );
}

/** Warnings of one code (a card not found, words skipped) given one by one; past this, one counts the rest. */
export const MAX_CARD_WARNINGS = 200;

const MORE: Readonly<Record<string, (more: number) => string>> = {
  [DeckCodeWarnings.unknownCard]: (more) =>
    `${more} more cards are not in the catalog; they were skipped (a newer catalog may hold them).`,
  [DeckCodeWarnings.unknownSetCode]: (more) =>
    `${more} more cards name a set that is not known; they were skipped (a newer catalog may hold them).`,
  [DeckCodeWarnings.mergedLine]: (more) =>
    `${more} more runs of words are not cards that are found; they were skipped (check the list there).`,
};

/**
 * The per-card warnings of a list (cards not found, words skipped, names, duplicates): the
 * first {@link MAX_CARD_WARNINGS} of each code one by one, then one warning per code that counts
 * the rest and spans them, so a pasted megabyte of unknown cards gives a readable answer.
 */
export class CappedWarnings implements WarningSink {
  private readonly codes = new Map<string, { count: number; start: number; end: number }>();
  constructor(private readonly warnings: Issue[]) {}

  push(...warnings: Issue[]): void {
    for (const w of warnings) {
      const seen = this.codes.get(w.code) ?? { count: 0, start: Infinity, end: -Infinity };
      this.codes.set(w.code, seen);
      seen.count++;
      if (seen.count <= MAX_CARD_WARNINGS) {
        this.warnings.push(w);
        continue;
      }
      const m = /^@(\d+)-(\d+)$/.exec(w.path ?? '');
      if (m === null) continue;
      seen.start = Math.min(seen.start, Number(m[1]));
      seen.end = Math.max(seen.end, Number(m[2]));
    }
  }

  finish(): void {
    for (const [code, seen] of this.codes) {
      const more = seen.count - MAX_CARD_WARNINGS;
      if (more <= 0) continue;
      const message = MORE[code]?.(more) ?? `${more} more warnings like the ones above (${code}).`;
      const path = seen.end >= 0 ? at({ start: seen.start, end: seen.end }) : undefined;
      this.warnings.push(issue(code, message, path));
    }
  }
}
