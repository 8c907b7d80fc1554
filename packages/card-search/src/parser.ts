import { CardSearchErrors } from './errors.js';
import { type Token, tokenize } from './lexer.js';
import type { ParsedQuery, QueryNode, SearchIssue } from './types.js';

/**
 * Parses a query into a syntax tree. Parsing never throws and never gives up: every problem is
 * reported with its code and character range, the bad term is left out, and the valid rest of the
 * query is kept. Which fields exist is checked later, per game, by {@link compile}.
 *
 * Grammar (implicit AND binds tighter than `or`):
 * ```
 * query   = or
 * or      = and { ("or" | "OR") and }
 * and     = unary { unary }
 * unary   = "-" unary | primary
 * primary = "(" or ")" | term
 * ```
 *
 * @example
 * ```ts
 * import { parse } from '@tcgkit/card-search';
 * const { ast, issues } = parse('t:unit (region:demacia or region:ionia) -kw:elusive');
 * ast?.type; // 'and'
 * parse('cost<=').issues[0]?.code; // 'card-search/missing-value', start 0, end 6
 * ```
 */
export function parse(query: string): ParsedQuery {
  if (query.length > MAX_QUERY_LENGTH) {
    // Refused before reading: parsing and compiling grow with the query (a 100 KB paste took
    // about 200 ms before any card was looked at), and no one types 2,000 characters.
    return {
      query,
      ast: null,
      issues: [
        {
          code: CardSearchErrors.tooLong,
          start: MAX_QUERY_LENGTH,
          end: query.length,
          message: `This query is ${query.length.toLocaleString('en-US')} characters long, and a search reads at most ${MAX_QUERY_LENGTH.toLocaleString('en-US')}: shorten it.`,
          severity: 'error',
        },
      ],
    };
  }
  const issues: SearchIssue[] = [];
  const tokens = tokenize(query, issues);
  const parser = new Parser(tokens, issues);
  const ast = parser.parseQuery();
  issues.sort((a, b) => a.start - b.start || a.end - b.end);
  return { query, ast, issues };
}

/**
 * Longest query accepted, in UTF-16 code units; a longer one is refused as a whole
 * (`card-search/too-long`, covering the characters past the limit), so its size cannot hold up a
 * page however it is built.
 */
export const MAX_QUERY_LENGTH = 2_000;

/** Deepest nesting of parentheses and `-` accepted; deeper queries are refused as a whole. */
export const MAX_NESTING = 64;

class Parser {
  private pos = 0;
  private depth = 0;
  private tooDeep = false;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly issues: SearchIssue[],
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private problem(code: SearchIssue['code'], start: number, end: number, message: string): void {
    this.issues.push({ code, start, end, message, severity: 'error' });
  }

  parseQuery(): QueryNode | null {
    const parts: QueryNode[] = [];
    for (;;) {
      const node = this.parseOr();
      if (node) parts.push(node);
      const t = this.peek();
      if (!t) break;
      // Only a stray ")" stops parseOr at the top level.
      this.problem(
        CardSearchErrors.unmatchedParen,
        t.start,
        t.end,
        'This ) has no matching (: remove it.',
      );
      this.pos++;
    }
    return this.tooDeep ? null : combine('and', parts);
  }

  /** Enters one level of nesting; past {@link MAX_NESTING} reports once and stops parsing. */
  private enter(t: Token): boolean {
    this.depth++;
    if (this.depth <= MAX_NESTING) return true;
    this.depth--;
    if (!this.tooDeep) {
      this.tooDeep = true;
      this.problem(
        CardSearchErrors.tooDeep,
        t.start,
        t.end,
        `This query nests parentheses and - more than ${MAX_NESTING} levels deep: simplify it.`,
      );
    }
    this.pos = this.tokens.length;
    return false;
  }

  private parseOr(): QueryNode | null {
    const alternatives: QueryNode[] = [];
    let left = this.parseAnd();
    if (left.node) alternatives.push(left.node);
    for (;;) {
      const t = this.peek();
      if (t?.kind !== 'or') break;
      this.pos++;
      const right = this.parseAnd();
      if (!left.consumed || !right.consumed) {
        this.problem(
          CardSearchErrors.danglingOr,
          t.start,
          t.end,
          `"${'or'}" needs a term on both sides. To search for the word, quote it: "or".`,
        );
      }
      if (right.node) alternatives.push(right.node);
      left = right;
    }
    return combine('or', alternatives);
  }

  private parseAnd(): { node: QueryNode | null; consumed: boolean } {
    const terms: QueryNode[] = [];
    let consumed = false;
    for (;;) {
      const t = this.peek();
      if (!t || t.kind === 'or' || t.kind === 'rparen') break;
      consumed = true;
      const node = this.parseUnary();
      if (node) terms.push(node);
    }
    return { node: combine('and', terms), consumed };
  }

  private parseUnary(): QueryNode | null {
    const t = this.peek();
    if (t?.kind !== 'neg') return this.parsePrimary();
    if (!this.enter(t)) return null;
    try {
      this.pos++;
      const next = this.peek();
      if (!next || next.kind === 'or' || next.kind === 'rparen') {
        this.problem(
          CardSearchErrors.danglingNegation,
          t.start,
          t.end,
          'A - must be right before a term or a group, with no space: -t:spell, -(a or b).',
        );
        return null;
      }
      const child = this.parseUnary();
      return child ? { type: 'not', child, start: t.start, end: child.end } : null;
    } finally {
      this.depth--;
    }
  }

  private parsePrimary(): QueryNode | null {
    const t = this.peek();
    if (!t) return null;
    switch (t.kind) {
      case 'term':
        this.pos++;
        return t.node;
      case 'bad':
        this.pos++;
        return null;
      case 'lparen':
        return this.parseGroup(t);
      // neg, or and rparen are handled by the callers; reaching them here is a parser bug.
      default:
        throw new Error(`card-search parser: unexpected ${t.kind} token at ${t.start}`);
    }
  }

  private parseGroup(t: Token): QueryNode | null {
    if (!this.enter(t)) return null;
    try {
      this.pos++;
      const close = this.peek();
      if (close?.kind === 'rparen') {
        this.pos++;
        this.problem(
          CardSearchErrors.emptyGroup,
          t.start,
          close.end,
          'These parentheses are empty: put terms inside or remove them.',
        );
        return null;
      }
      const inner = this.parseOr();
      if (this.peek()?.kind === 'rparen') this.pos++;
      else if (!this.tooDeep) {
        this.problem(
          CardSearchErrors.unclosedParen,
          t.start,
          t.end,
          'This ( is never closed: add a ).',
        );
      }
      return inner;
    } finally {
      this.depth--;
    }
  }
}

/** Joins terms with `and`/`or`, flattening nested nodes of the same kind; one term stays itself. */
export function combine(type: 'and' | 'or', parts: readonly QueryNode[]): QueryNode | null {
  const flat: QueryNode[] = [];
  for (const p of parts) {
    if (p.type === type) flat.push(...p.children);
    else flat.push(p);
  }
  if (flat.length === 0) return null;
  if (flat.length === 1) return flat[0] as QueryNode;
  const first = flat[0] as QueryNode;
  const last = flat[flat.length - 1] as QueryNode;
  return { type, children: flat, start: first.start, end: last.end };
}
