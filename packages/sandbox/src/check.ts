// The static safety check: parses a script with acorn and walks it (check-walk.ts) against the
// spec's tables (safety-lists.ts), with a verdict cache in front. The rewriter (compile.ts) takes
// the parsed tree and tokens of a safe script from analyseScript.
import { type Options, type Program, parse, type Token } from 'acorn';
import { findSafetyIssues } from './check-walk.js';
import { type SandboxSafetyIssueCode, SandboxSafetyIssues } from './errors.js';
import { hashSource } from './hash.js';
import { SafetyLimits } from './safety-lists.js';

/** One problem the static safety check found, with a 1-based line and column. */
export interface SafetyIssue {
  /** One of {@link SandboxSafetyIssueCode}. */
  readonly code: SandboxSafetyIssueCode;
  /** A sentence naming what was found. */
  readonly message: string;
  /** 1-based line of the offending syntax. */
  readonly line: number;
  /** 1-based column of the offending syntax. */
  readonly column: number;
}

/** The verdict of {@link checkScriptSafety}: `safe` is true only when `issues` is empty. */
export interface SafetyVerdict {
  /** True when the script may run. */
  readonly safe: boolean;
  /** At most {@link SafetyLimits.maxIssues} issues, in source order. */
  readonly issues: readonly SafetyIssue[];
}

const PARSE_OPTIONS: Options = {
  ecmaVersion: 'latest',
  sourceType: 'module',
  locations: true,
  allowHashBang: false,
  allowReturnOutsideFunction: false,
  allowImportExportEverywhere: false,
  allowAwaitOutsideFunction: false,
};

/** A parsed, checked script: the tree and tokens the rewriter needs. */
export interface ParsedScript {
  readonly source: string;
  readonly ast: Program;
  readonly tokens: readonly Token[];
}

/** Line-aware position from an offset. */
function positionOf(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 10 || c === 0x2028 || c === 0x2029 || (c === 13 && source.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Scans the text for bracket depth before parsing, so a deeply nested input never reaches the
 * recursive-descent parser. Strings, templates and comments are skipped approximately: the scan
 * only needs to be an upper bound on what the parser would recurse into.
 */
function bracketDepthOffset(source: string, max: number): number {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '(' || c === '[' || c === '{') {
      depth++;
      if (depth > max) return i;
    } else if (c === ')' || c === ']' || c === '}') {
      if (depth > 0) depth--;
    } else if (c === '"' || c === "'") {
      i++;
      while (i < source.length && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') i++;
        i++;
      }
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 1;
    }
  }
  return -1;
}

const VERDICT_CACHE_SIZE = 512;
/** Characters of source the verdict cache may hold (512 sources of 256 KiB would be 256 MiB). */
const VERDICT_CACHE_CHARS = 8_000_000;
const verdictCache = new Map<string, { source: string; verdict: SafetyVerdict }>();
let verdictCacheChars = 0;

/** Empties the verdict cache (for tests and long-running servers that want to bound memory). */
export function clearSafetyCache(): void {
  verdictCache.clear();
  verdictCacheChars = 0;
}

/**
 * The static safety check: parses `source` as an ES module with acorn and walks every statement
 * and expression against the spec's allowlists. Verdicts are cached by source hash (and the
 * cached source is compared in full, so a hash collision can never reuse a verdict).
 *
 * @example
 * ```ts
 * import { checkScriptSafety } from '@tcgkit/sandbox';
 * checkScriptSafety('export default function validateCard(card) { return card.constructor; }');
 * // { safe: false, issues: [{ code: 'property_access_blocked', line: 1, column: 58, ... }] }
 * ```
 */
export function checkScriptSafety(source: string): SafetyVerdict {
  // Total on any value: a non-string (undefined from a missing field) is an empty source.
  if (typeof source !== 'string') return analyseScript(source).verdict;
  const key = hashSource(source);
  const hit = verdictCache.get(key);
  if (hit && hit.source === source) {
    verdictCache.delete(key);
    verdictCache.set(key, hit);
    return hit.verdict;
  }
  const verdict = analyseScript(source).verdict;
  if (hit) verdictCacheChars -= hit.source.length;
  verdictCache.delete(key);
  verdictCache.set(key, { source, verdict });
  verdictCacheChars += source.length;
  // Bounded by entries and by characters held, oldest first.
  while (verdictCache.size > VERDICT_CACHE_SIZE || verdictCacheChars > VERDICT_CACHE_CHARS) {
    const [oldest, entry] = verdictCache.entries().next().value ?? [];
    if (oldest === undefined || entry === undefined) break;
    verdictCache.delete(oldest);
    verdictCacheChars -= entry.source.length;
  }
  return verdict;
}

/** True when {@link checkScriptSafety} finds no issue. */
export function isScriptSafe(source: string): boolean {
  return checkScriptSafety(source).safe;
}

/**
 * Runs the check and also returns the parsed tree and tokens when the script is safe (used by
 * the rewriter; not cached).
 */
export function analyseScript(source: string): { verdict: SafetyVerdict; parsed?: ParsedScript } {
  const fail = (
    code: SandboxSafetyIssueCode,
    message: string,
    offset = 0,
  ): { verdict: SafetyVerdict } => {
    const { line, column } = positionOf(source, offset);
    return { verdict: { safe: false, issues: [{ code, message, line, column }] } };
  };
  if (typeof source !== 'string' || source.trim() === '') {
    return fail(SandboxSafetyIssues.invalidSyntax, 'The source is empty.');
  }
  if (source.length > SafetyLimits.maxSourceLength) {
    return fail(
      SandboxSafetyIssues.invalidSyntax,
      `The source is too large: ${source.length} characters long; the limit is ${SafetyLimits.maxSourceLength}.`,
    );
  }
  const deep = bracketDepthOffset(source, SafetyLimits.maxNestingDepth);
  if (deep >= 0) {
    return fail(
      SandboxSafetyIssues.invalidSyntax,
      `The script nests too deeply: brackets nest deeper than ${SafetyLimits.maxNestingDepth} levels.`,
      deep,
    );
  }
  const tokens: Token[] = [];
  let ast: Program;
  try {
    ast = parse(source, { ...PARSE_OPTIONS, onToken: tokens });
  } catch (error) {
    if (error instanceof RangeError || /stack/i.test(String((error as Error)?.message))) {
      return fail(SandboxSafetyIssues.invalidSyntax, 'The script nests too deeply to parse.');
    }
    const pos = (error as { pos?: unknown }).pos;
    const raw = error instanceof Error ? error.message : 'Parse error';
    const message = raw.replace(/\s*\(\d+:\d+\)$/, '');
    return fail(
      SandboxSafetyIssues.invalidSyntax,
      `The source does not parse as an ES module: ${message}.`,
      typeof pos === 'number' ? pos : 0,
    );
  }
  const issues = findSafetyIssues(ast);
  const verdict: SafetyVerdict = { safe: issues.length === 0, issues };
  return issues.length === 0 ? { verdict, parsed: { source, ast, tokens } } : { verdict };
}
