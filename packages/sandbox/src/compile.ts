import type { Token } from 'acorn';
import { analyseScript, type EsNode, type SafetyIssue } from './check.js';
import { type SandboxErrorCode, SandboxErrors } from './errors.js';
import { hashSource } from './hash.js';
import type { SandboxResult, ScriptKind } from './types.js';

/**
 * A checked script rewritten into an evaluable program: a function expression that takes the
 * compartment's `RegExp`, runs the module body and returns `[entry, resolvePoolFilters]`.
 */
export interface CompiledScript {
  /** Which kind of script this is; decides the named fallback. */
  readonly kind: ScriptKind;
  /** The program text handed to `Compartment.prototype.evaluate`. */
  readonly program: string;
  /** True when the script exports `resolvePoolFilters`. */
  readonly hasPoolFilters: boolean;
  /** Hash of the original source (the cache key). */
  readonly hash: string;
}

/** The named fallback of each scope (the spec's entry-point table) and of calculators. */
export const NAMED_FALLBACK: Readonly<Record<ScriptKind, string>> = {
  card: 'validateCard',
  deck: 'validateDeck',
  deckset: 'validateDeckset',
  calculator: 'compute',
};

const RULE_NAME: Readonly<Record<Exclude<ScriptKind, 'calculator'>, string>> = {
  card: 'card rule',
  deck: 'deck rule',
  deckset: 'deck set rule',
};

/** "Saved deck rule did not export a function." and the calculator's own message. */
export function noEntryPointMessage(kind: ScriptKind): string {
  return kind === 'calculator'
    ? 'Calculator script did not export a compute function.'
    : `Saved ${RULE_NAME[kind]} did not export a function.`;
}

/** The message shown when the safety check rejects a script of this kind. */
export function unsafeScriptMessage(kind: ScriptKind): string {
  return kind === 'calculator'
    ? 'This calculator script uses APIs or syntax that are not allowed.'
    : 'This ruleset script uses APIs or syntax that are not allowed.';
}

/** The message for an empty source. */
export function emptySourceMessage(kind: ScriptKind): string {
  return kind === 'calculator'
    ? 'Calculator script source is empty.'
    : 'Ruleset script source is empty.';
}

// SES's evaluate() rejects by text scan: `import(` and `import //` (not after a dot), a direct
// `eval(` (not after a dot) and HTML comments, wherever they appear, strings included. Any token
// containing one of these words or sequences is re-spelled with the same meaning.
const RISKY = /import|eval|<!--|-->/;

/** Spells the words SES scans for with a unicode escape (same identifier, string or pattern). */
function escapeWords(text: string): string {
  return text.replace(/import/g, '\\u0069mport').replace(/eval/g, '\\u0065val');
}

/**
 * A name for the rewriter's own bindings that no identifier of the script spells, written
 * literally or with unicode escapes (`$Reg\u0045xp` is `$RegExp`).
 */
function freshName(source: string, taken: ReadonlySet<string>, base: string): string {
  let name = base;
  while (source.includes(name) || taken.has(name)) name += '_';
  return name;
}

/** A JS string literal for `value` with nothing SES's text scan could mistake for syntax. */
function safeStringLiteral(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/import/g, '\\u0069mport')
    .replace(/eval/g, '\\u0065val')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A template chunk's text with the same cooked value and no risky sequence. */
function safeTemplateChunk(cooked: string): string {
  let out = '';
  for (const ch of cooked) {
    if (ch === '\\') out += '\\\\';
    else if (ch === '`') out += '\\`';
    else if (ch === '$') out += '\\$';
    else if (ch === '<') out += '\\x3C';
    else if (ch === '>') out += '\\x3E';
    else if (ch === '\r') out += '\\r';
    else out += ch;
  }
  return escapeWords(out);
}

/** Whitespace standing in for a gap between tokens (comments dropped, line breaks kept). */
function gapText(gap: string): string {
  if (/^\s*$/.test(gap)) return gap;
  return gap.replace(/[^\n\r\u2028\u2029]/g, ' ');
}

const compiledCache = new Map<string, { source: string; compiled: CompiledScript }>();
/** Characters (sources and programs) the compiled cache may hold. */
const COMPILED_CACHE_CHARS = 8_000_000;
let compiledCacheChars = 0;
const cachedSize = (entry: { source: string; compiled: CompiledScript }): number =>
  entry.source.length + entry.compiled.program.length;

/**
 * Checks `source` and rewrites it into the program the guest evaluates. Fails with
 * `sandbox/empty-source`, `sandbox/unsafe-script` (carrying the safety issues) or
 * `sandbox/no-entry-point`.
 *
 * @example
 * ```ts
 * const compiled = compileScript('export default (deck) => true', 'deck');
 * compiled.ok; // true
 * ```
 */
export function compileScript(source: string, kind: ScriptKind): SandboxResult<CompiledScript> {
  // Checked before anything reads the source: `undefined` (a rule that was never saved) must
  // come back as empty-source, never as a TypeError from hashing.
  if (typeof source !== 'string' || source.trim() === '') {
    return failure(SandboxErrors.emptySource, emptySourceMessage(kind));
  }
  const hash = hashSource(source, kind.length);
  const hit = compiledCache.get(`${kind}:${hash}`);
  if (hit && hit.source === source) return { ok: true, value: hit.compiled, warnings: [] };
  const { verdict, parsed } = analyseScript(source);
  if (!verdict.safe || !parsed) {
    return failure(SandboxErrors.unsafeScript, unsafeScriptMessage(kind), verdict.issues);
  }
  const body = parsed.ast.body as EsNode[];
  const taken = new Set<string>();
  for (const token of parsed.tokens) {
    const value = (token as Token & { value?: unknown }).value;
    if (token.type.label === 'name' && typeof value === 'string') taken.add(value);
  }
  const defaultName = freshName(source, taken, '$default');
  const rxName = freshName(source, taken, '$RegExp');
  const fallback = NAMED_FALLBACK[kind];

  // Edits on token boundaries: replace the text of [start, end) with `text`.
  const edits: { start: number; end: number; text: string }[] = [];
  const appendAfter = new Map<number, string>();
  let mainName: string | undefined;
  let hasPoolFilters = false;
  let fallbackDeclared = false;
  for (const node of body) {
    if (node.type === 'ExportDefaultDeclaration') {
      const decl = node.declaration;
      if (decl.type === 'FunctionDeclaration' && decl.id) {
        edits.push({ start: node.start, end: decl.start, text: '' });
        mainName = decl.id.name;
      } else {
        edits.push({ start: node.start, end: decl.start, text: `const ${defaultName} = ` });
        appendAfter.set(node.end, ';');
        mainName = defaultName;
      }
    } else if (node.type === 'ExportNamedDeclaration' && node.declaration) {
      edits.push({ start: node.start, end: node.declaration.start, text: '' });
      if (node.declaration.id?.name === 'resolvePoolFilters') hasPoolFilters = true;
    } else if (node.type === 'FunctionDeclaration' && node.id?.name === fallback) {
      fallbackDeclared = true;
    } else if (
      kind !== 'calculator' &&
      node.type === 'VariableDeclaration' &&
      node.kind === 'const' &&
      node.declarations.some((d: EsNode) => d.id.type === 'Identifier' && d.id.name === fallback)
    ) {
      fallbackDeclared = true;
    }
  }
  if (mainName === undefined && fallbackDeclared) mainName = fallback;
  if (mainName === undefined) {
    return failure(SandboxErrors.noEntryPoint, noEntryPointMessage(kind));
  }

  const text = emit(source, parsed.tokens, edits, appendAfter, rxName);
  const program =
    `(function (${rxName}) { 'use strict';${text}\n;return [${mainName}, ` +
    `${hasPoolFilters ? 'resolvePoolFilters' : 'undefined'}];\n})`;
  const compiled: CompiledScript = { kind, program, hasPoolFilters, hash };
  const key = `${kind}:${hash}`;
  const replaced = compiledCache.get(key);
  if (replaced) compiledCacheChars -= cachedSize(replaced);
  compiledCache.delete(key);
  const entry = { source, compiled };
  compiledCache.set(key, entry);
  compiledCacheChars += cachedSize(entry);
  // Bounded by entries and by characters held, oldest first.
  while (compiledCache.size > 256 || compiledCacheChars > COMPILED_CACHE_CHARS) {
    const [oldest, old] = compiledCache.entries().next().value ?? [];
    if (oldest === undefined || old === undefined) break;
    compiledCache.delete(oldest);
    compiledCacheChars -= cachedSize(old);
  }
  return { ok: true, value: compiled, warnings: [] };
}

function emit(
  source: string,
  tokens: readonly Token[],
  edits: readonly { start: number; end: number; text: string }[],
  appendAfter: ReadonlyMap<number, string>,
  rxName: string,
): string {
  const editAt = new Map(edits.map((e) => [e.start, e]));
  let out = '';
  let pos = 0;
  let prev: Token | undefined;
  for (const token of tokens) {
    if (token.type.label === 'eof') break;
    if (token.start < pos) continue; // inside an edit
    const gap = source.slice(pos, token.start);
    out += gapText(gap);
    for (const [at, suffix] of appendAfter) {
      if (at >= (prev?.end ?? 0) && at <= token.start && prev) out += suffix;
    }
    const edit = editAt.get(token.start);
    if (edit) {
      out += edit.text;
      pos = edit.end;
      prev = token;
      continue;
    }
    const raw = source.slice(token.start, token.end);
    const tokenValue = (token as Token & { value?: unknown }).value;
    const label = token.type.label;
    // Never let two tokens join into `-->` or `<!--`.
    if (gap === '' && prev) {
      const prevRaw = source.slice(prev.start, prev.end);
      if (
        (prevRaw.endsWith('--') && raw.startsWith('>')) ||
        (prevRaw.endsWith('<') && raw.startsWith('!'))
      ) {
        out += ' ';
      }
    }
    if (label === 'string' && RISKY.test(raw)) {
      out += safeStringLiteral(String(tokenValue));
    } else if (label === 'template' && RISKY.test(raw)) {
      out += safeTemplateChunk(String(tokenValue));
    } else if (label === 'regexp' && RISKY.test(raw)) {
      const { pattern, flags } = tokenValue as { pattern: string; flags: string };
      out += `new ${rxName}(${safeStringLiteral(pattern)}, ${safeStringLiteral(flags)})`;
    } else if ((label === 'name' || raw === 'import') && RISKY.test(raw)) {
      // An identifier or property name such as `$import`, `x.import` or `$eval`.
      out += escapeWords(raw);
    } else {
      out += raw;
    }
    pos = token.end;
    prev = token;
  }
  out += gapText(source.slice(pos));
  for (const [at, suffix] of appendAfter) if (at >= (prev?.end ?? 0)) out += suffix;
  return out;
}

function failure(
  code: SandboxErrorCode,
  message: string,
  safetyIssues?: readonly SafetyIssue[],
): SandboxResult<never> {
  return {
    ok: false,
    error: safetyIssues === undefined ? { code, message } : { code, message, safetyIssues },
  };
}
