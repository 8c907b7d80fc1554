// One list line, read the same way by every list format: as the pieces (cards, headers, a deck
// name) it holds, however many entries a lost line break ran together. The line is cut by the
// format's structure (a count starts a card; a card's name holds no count; a TCG Live card ends
// with its set and number; headers hold `:`, `(` or `)`), by a dynamic programme over windows
// of at most MAX_PIECE_TOKENS tokens, so the cut is linear in the line. Every piece is then read
// on its own: found cards load, a card not found costs that card alone (its own warning and
// range), and words that are no card are skipped with a warning for their range.
import { type Issue, issue } from '@tcgkit/core';
import { DeckCodesWarnings as DeckCodeWarnings } from './errors.js';
import {
  at,
  countOf,
  type Line,
  MAX_PIECE_TOKENS,
  type Piece,
  span,
  splitPieces,
  type Token,
  where,
  words,
} from './list-tools.js';

/** Longest header, in words, any grammar reads (`Giratina VStar Pokémon: 13`, `Main Deck : (40)`). */
export const MAX_HEADER_TOKENS = 7;

/** A card piece looked up in the catalog. */
export interface Resolved {
  /** Copies. */
  readonly count: number;
  /** The piece's words, as a warning quotes them. */
  readonly text: string;
  /** The card name as the line writes it. */
  readonly name: string;
  /** The ref to load; absent when nothing is loaded. */
  readonly ref?: string;
  /**
   * `found`: the card is found and its name agrees; `mismatch`: set and number find a card of
   * another name; `missing`: no card found.
   */
  readonly status: 'found' | 'mismatch' | 'missing';
  /** Warnings to report when this piece is read. */
  readonly warnings: readonly Issue[];
}

/** What one list format says about tokens: headers, card shapes, catalog lookups. */
export interface ListGrammar<H> {
  /** Header pieces that may start at token `from` (each a few tokens long). */
  headers(tokens: readonly Token[], from: number): Piece<H>[];
  /**
   * Whether tokens `from`..`to` have the shape of a card entry. `whole` is set when the window is
   * a whole line (the format may be more lenient there).
   */
  isEntry(tokens: readonly Token[], from: number, to: number, whole: boolean): boolean;
  /** Looks up an entry that {@link isEntry} accepted. */
  resolve(tokens: readonly Token[], from: number, to: number): Resolved;
  /** Whether the first line of a list may be a deck name. */
  readonly names: boolean;
}

/** A piece of a line as read. */
export type LinePiece<H> =
  | { readonly kind: 'header'; readonly value: H; readonly start: number; readonly end: number }
  | { readonly kind: 'name'; readonly text: string }
  | { readonly kind: 'card'; readonly value: Resolved }
  /**
   * Words of a line that are no card that is found (other words, and the cards not found next
   * to them): skipped, with one warning for their range; `cards` counts the card-shaped pieces.
   */
  | { readonly kind: 'skipped'; readonly warning: Issue; readonly cards: number };

/** How a line was read. */
export type LineReading<H> =
  /** The pieces to read, in order (cards with their status). */
  | { readonly kind: 'pieces'; readonly pieces: readonly LinePiece<H>[]; readonly cards: number }
  /** One card whose name holds a count and another card's set and number: nothing is loaded. */
  | {
      readonly kind: 'merged';
      readonly pieces: readonly LinePiece<H>[];
      readonly cards: number;
      readonly warning: Issue;
    }
  /** Nothing in the line has the shape of a card or header. */
  | { readonly kind: 'unread' };

type Candidate<H> = Piece<
  | { kind: 'header'; value: H }
  | { kind: 'name' }
  | { kind: 'card'; from: number; to: number }
  | { kind: 'junk' }
>;

/**
 * Reads one line with a grammar. `first` is set on the first non-blank line of the list (where a
 * deck name may stand).
 */
export function readLine<H>(
  line: Line,
  tokens: readonly Token[],
  grammar: ListGrammar<H>,
  first: boolean,
): LineReading<H> {
  const n = tokens.length;
  if (n === 0) return { kind: 'unread' };
  // Names do not hold counts: a window stops at the count after its name (plus set and number,
  // which may look like counts), so each token starts a handful of windows.
  const nextCount = new Int32Array(n + 1);
  const nextMark = new Int32Array(n + 1);
  nextCount[n] = n;
  nextMark[n] = n;
  for (let i = n - 1; i >= 0; i--) {
    nextCount[i] = tokens[i]!.count > 0 ? i : nextCount[i + 1]!;
    nextMark[i] = tokens[i]!.mark ? i : nextMark[i + 1]!;
  }
  const resolved = new Map<number, Resolved>();
  const resolve = (from: number, to: number): Resolved => {
    const key = from * (MAX_PIECE_TOKENS + 1) + (to - from);
    let r = resolved.get(key);
    if (r === undefined) {
      r = grammar.resolve(tokens, from, to);
      resolved.set(key, r);
    }
    return r;
  };
  const nameEnds: number[] = [];
  if (first && grammar.names && !/^\d/.test(tokens[0]!.text)) {
    for (let j = 1; j <= Math.min(n, MAX_PIECE_TOKENS); j++) {
      const t = tokens[j - 1]!;
      if (t.text.endsWith(':') || countOf(t) !== undefined) break;
      nameEnds.push(j);
    }
  }
  const candidates =
    (foundOnly: boolean) =>
    (from: number): Candidate<H>[] => {
      const out: Candidate<H>[] = [];
      // Every header holds `:`, `(` or `)` within its first few words.
      if (nextMark[from]! < from + MAX_HEADER_TOKENS) {
        for (const h of grammar.headers(tokens, from))
          out.push({ from, to: h.to, value: { kind: 'header', value: h.value } });
      }
      if (from === 0) for (const to of nameEnds) out.push({ from, to, value: { kind: 'name' } });
      if (!foundOnly) out.push({ from, to: from + 1, value: { kind: 'junk' } });
      if (countOf(tokens[from]) === undefined) return out;
      const last = Math.min(n, from + MAX_PIECE_TOKENS, nextCount[from + 1]! + 2);
      for (let to = from + 2; to <= last; to++) {
        if (!grammar.isEntry(tokens, from, to, false)) continue;
        if (foundOnly && resolve(from, to).status !== 'found') continue;
        out.push({ from, to, value: { kind: 'card', from, to } });
      }
      return out;
    };
  // Scores: as many pieces as possible, headers as short as possible (a deck name before a
  // header stays the name), cards found before cards not found, words that are nothing last.
  const score = (p: Candidate<H>): number => {
    switch (p.value.kind) {
      case 'card':
        return resolve(p.from, p.to).status === 'found' ? FOUND : 1;
      case 'header':
        return 1 - 0.01 * (p.to - p.from);
      case 'name':
        return 1;
      case 'junk':
        return OTHER_WORD;
      default: {
        const never: never = p.value;
        throw new Error(`unhandled piece ${String(never)}`);
      }
    }
  };
  const toPieces = (split: readonly Candidate<H>[]): LinePiece<H>[] =>
    split.flatMap((p): LinePiece<H>[] => {
      switch (p.value.kind) {
        case 'header':
          return [{ kind: 'header', value: p.value.value, ...span(tokens, p.from, p.to) }];
        case 'name':
          return [{ kind: 'name', text: words(tokens, p.from, p.to) }];
        case 'card':
          return [{ kind: 'card', value: resolve(p.from, p.to) }];
        case 'junk':
          return [];
        default: {
          const never: never = p.value;
          throw new Error(`unhandled piece ${String(never)}`);
        }
      }
    });

  // 1. Every piece a header, the deck name or a card found: read them all, however many cards
  // the line held.
  const found = splitPieces(n, candidates(true), score);
  if (found !== undefined) {
    const pieces = toPieces(found);
    return { kind: 'pieces', pieces, cards: pieces.filter((p) => p.kind === 'card').length };
  }
  // 2. Cut by the format's structure into card-shaped pieces, headers and other words (there
  // always is a cut: any word may stand alone as "other words"). Of the cuts, the one with the
  // fewest other words wins, then the one with the most cards found, then the most pieces.
  if (nextCount[0] === n) return { kind: 'unread' }; // no count, so no card
  const shaped = splitPieces(n, candidates(false), score)!;
  const cards = shaped.filter((p) => p.value.kind === 'card');
  const junk = shaped.some((p) => p.value.kind === 'junk');
  if (cards.length === 1 && junk && countOf(tokens[0]) !== undefined) {
    // One card with other words: maybe one card whose name the splitter cannot cut (a long name,
    // `4 Energy Switch`). The whole line is that card when it is found that way, or when the cut
    // finds no card either.
    if (grammar.isEntry(tokens, 0, n, true)) {
      const whole = grammar.resolve(tokens, 0, n);
      if (whole.status === 'found' || resolve(cards[0]!.from, cards[0]!.to).status !== 'found')
        return guardRunTogether<H>(line, [{ kind: 'card', value: whole }]);
    }
  }
  if (cards.length >= 2 || (cards.length === 1 && junk)) {
    // Several cards run together, not every one found (or other words between them): every
    // piece is read on its own. Found cards load, a card not found is skipped with its own
    // warning, and a run of other words is skipped with one warning for the run and the
    // pieces not found next to it (where a split between them falls is a guess).
    const pieces = skipRuns(line, tokens, shaped, (p) => resolve(p.from, p.to), toPieces);
    return { kind: 'pieces', pieces, cards: cards.length };
  }
  if (cards.length === 1 && !junk) return guardRunTogether(line, toPieces(shaped));
  // 3. The whole line as one card (names longer than the splitter tries, lenient shapes).
  if (countOf(tokens[0]) !== undefined && grammar.isEntry(tokens, 0, n, true)) {
    const pieces: LinePiece<H>[] = [{ kind: 'card', value: grammar.resolve(tokens, 0, n) }];
    return guardRunTogether(line, pieces);
  }
  return { kind: 'unread' };
}

/**
 * How a cut is weighed: first as few other words as possible (the format's structure explains
 * every word it can: a Piltover Archive name ends only at the next count or header, so `1 Shadow
 * Dash` is one card not found, never the card `Shadow` and a stray word), then as many cards found
 * as possible, then as many pieces.
 */
const FOUND = 1001;
const OTHER_WORD = -10_000;

type Cut<H> = Candidate<H>;

/**
 * The pieces of a cut, where each run of other words and the cards not found next to it becomes
 * one skipped piece with a `merged-line` warning over its range, and every other card not found
 * stays a card piece (warned about with its own range when read).
 */
function skipRuns<H>(
  line: Line,
  tokens: readonly Token[],
  cut: readonly Cut<H>[],
  resolve: (p: Cut<H>) => Resolved,
  toPieces: (cut: readonly Cut<H>[]) => LinePiece<H>[],
): LinePiece<H>[] {
  const out: LinePiece<H>[] = [];
  const skipped = (p: Cut<H>) =>
    p.value.kind === 'junk' || (p.value.kind === 'card' && resolve(p).status === 'missing');
  for (let k = 0; k < cut.length; ) {
    if (!skipped(cut[k]!)) {
      out.push(...toPieces([cut[k]!]));
      k++;
      continue;
    }
    let end = k;
    while (end < cut.length && skipped(cut[end]!)) end++;
    const run = cut.slice(k, end);
    if (run.some((p) => p.value.kind === 'junk')) {
      const from = run[0]!.from;
      const to = run[run.length - 1]!.to;
      const cards = run.filter((p) => p.value.kind === 'card').length;
      const range = span(tokens, from, to);
      const warning = issue(
        DeckCodeWarnings.mergedLine,
        `${where(line, range.start)}: "${words(tokens, from, to)}" is not a card that is found among the cards run together on this line; it was skipped.`,
        at(range),
      );
      out.push({ kind: 'skipped', warning, cards });
    } else out.push(...toPieces(run));
    k = end;
  }
  return out;
}

/**
 * A card whose name does not match the card its set and number find, and whose name holds a
 * count, is cards run together that cannot all be found: loading the card of the last set and
 * number would give it the first card's count. Such a line is skipped.
 */
function guardRunTogether<H>(line: Line, pieces: LinePiece<H>[]): LineReading<H> {
  const cards = pieces.flatMap((p) => (p.kind === 'card' ? [p.value] : []));
  const bad = cards.find(
    (c) => c.status === 'mismatch' && c.name.split(' ').some((w) => COUNT_WORD.test(w)),
  );
  if (bad === undefined) return { kind: 'pieces', pieces, cards: cards.length };
  return {
    kind: 'merged',
    pieces: pieces.filter((p) => p.kind !== 'card'),
    cards: cards.length,
    warning: issue(
      DeckCodeWarnings.mergedLine,
      `${where(line)} ("${bad.text}") looks like several cards run together that cannot all be found; it was skipped.`,
      at(line),
    ),
  };
}

const COUNT_WORD = /^\d{1,3}[xX]?$/;
