import { type Node as AcornNode, type Options, parse, type Token } from 'acorn';
import { type SafetyIssueCode, SandboxSafetyIssues } from './errors.js';
import { hashSource } from './hash.js';

/** One problem the static safety check found, with a 1-based line and column. */
export interface SafetyIssue {
  /** One of {@link SafetyIssueCode}. */
  readonly code: SafetyIssueCode;
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
  readonly ast: EsNode;
  readonly tokens: readonly Token[];
}

// acorn's ESTree nodes, read loosely: the visitor switches on `type`.
// biome-ignore lint/suspicious/noExplicitAny: ESTree nodes are read field by field by type.
export type EsNode = AcornNode & { [key: string]: any };

class Scope {
  readonly names = new Set<string>();
  constructor(readonly parent: Scope | null) {}
  has(name: string): boolean {
    for (let s: Scope | null = this; s; s = s.parent) if (s.names.has(name)) return true;
    return false;
  }
}

class StopCheck extends Error {}

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
  const fail = (code: SafetyIssueCode, message: string, offset = 0): { verdict: SafetyVerdict } => {
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
  let ast: EsNode;
  try {
    ast = parse(source, { ...PARSE_OPTIONS, onToken: tokens }) as EsNode;
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
  const checker = new Checker();
  try {
    checker.program(ast);
  } catch (error) {
    if (error instanceof RangeError) {
      checker.report(
        ast,
        SandboxSafetyIssues.invalidSyntax,
        'The script nests too deeply to check.',
      );
    } else if (!(error instanceof StopCheck)) {
      throw error;
    }
  }
  const issues = checker.issues;
  const verdict: SafetyVerdict = { safe: issues.length === 0, issues };
  return issues.length === 0 ? { verdict, parsed: { source, ast, tokens } } : { verdict };
}

/** A string the expression always evaluates to, when it can be known without running it. */
function staticString(node: EsNode | null | undefined): string | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' || typeof node.value === 'number'
        ? String(node.value)
        : undefined;
    case 'TemplateLiteral': {
      let out = '';
      for (let i = 0; i < node.quasis.length; i++) {
        const cooked = node.quasis[i].value.cooked;
        if (typeof cooked !== 'string') return undefined;
        out += cooked;
        if (i < node.expressions.length) {
          const part = staticString(node.expressions[i]);
          if (part === undefined) return undefined;
          out += part;
        }
      }
      return out;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const left = staticString(node.left);
      const right = left === undefined ? undefined : staticString(node.right);
      return left === undefined || right === undefined ? undefined : left + right;
    }
    case 'ParenthesizedExpression':
      return staticString(node.expression);
    default:
      return undefined;
  }
}

/**
 * A blocked name a computed key may evaluate to when the name is still written in the key itself:
 * a literal, a template or a `+` of those (`staticString`), and the spellings that only wrap
 * one: `(0, "constructor")`, `c ? "constructor" : k`, `k || "constructor"`, `k = "constructor"`
 * and `["constructor"]` (a one-element array is keyed by its only element's string). Keys built
 * at run time (`k`, `parts.join("")`) are left to the frozen runtime, as the spec says.
 */
function blockedKeySpelling(node: EsNode | null | undefined, depth = 0): string | undefined {
  if (!node || depth > 2 * SafetyLimits.maxNestingDepth) return undefined;
  const known = staticString(node);
  if (known !== undefined) return known;
  const first = (...candidates: (EsNode | null | undefined)[]): string | undefined => {
    for (const candidate of candidates) {
      const name = blockedKeySpelling(candidate, depth + 1);
      if (name !== undefined && BLOCKED_PROPERTIES.has(name)) return name;
    }
    return undefined;
  };
  switch (node.type) {
    case 'SequenceExpression':
      return first(node.expressions[node.expressions.length - 1]);
    case 'ConditionalExpression':
      return first(node.consequent, node.alternate);
    case 'LogicalExpression':
      return first(node.left, node.right);
    case 'AssignmentExpression':
      return node.operator === '=' ? first(node.right) : undefined;
    case 'ArrayExpression':
      return node.elements.length === 1 ? first(node.elements[0]) : undefined;
    case 'ParenthesizedExpression':
      return first(node.expression);
    default:
      return undefined;
  }
}

class Checker {
  readonly issues: SafetyIssue[] = [];
  private depth = 0;
  private readonly seen = new Set<string>();

  report(node: EsNode, code: SafetyIssueCode, message: string): void {
    const line = node.loc?.start.line ?? 1;
    const column = (node.loc?.start.column ?? 0) + 1;
    const key = `${code}@${line}:${column}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.issues.push({ code, message, line, column });
    if (this.issues.length >= SafetyLimits.maxIssues) throw new StopCheck();
  }

  private enter(node: EsNode): void {
    this.depth++;
    if (this.depth > SafetyLimits.maxNestingDepth) {
      this.report(
        node,
        SandboxSafetyIssues.invalidSyntax,
        `The script nests too deeply: its syntax tree nests deeper than ${SafetyLimits.maxNestingDepth} levels.`,
      );
      throw new StopCheck();
    }
  }

  program(node: EsNode): void {
    const scope = new Scope(null);
    this.hoist(node.body, scope);
    for (const statement of node.body) this.topLevel(statement, scope);
  }

  private topLevel(node: EsNode, scope: Scope): void {
    switch (node.type) {
      case 'ImportDeclaration':
        this.report(
          node,
          SandboxSafetyIssues.syntaxUnsupported,
          '`import` declarations are not allowed.',
        );
        return;
      case 'ExportAllDeclaration':
        this.report(node, SandboxSafetyIssues.syntaxUnsupported, '`export * from` is not allowed.');
        return;
      case 'ExportDefaultDeclaration': {
        const decl = node.declaration;
        if (decl.type === 'FunctionDeclaration') this.functionLike(decl, scope, false);
        else if (decl.type === 'ClassDeclaration') this.expression(decl, scope);
        else this.expression(decl, scope);
        return;
      }
      case 'ExportNamedDeclaration': {
        const decl = node.declaration;
        if (
          node.source ||
          !decl ||
          decl.type !== 'FunctionDeclaration' ||
          !ALLOWED_NAMED_EXPORTS.has(decl.id?.name)
        ) {
          this.report(
            node,
            SandboxSafetyIssues.syntaxUnsupported,
            'The only named export allowed is `export function resolvePoolFilters`.',
          );
          if (decl) this.statement(decl, scope);
          return;
        }
        this.functionLike(decl, scope, false);
        return;
      }
      default:
        this.statement(node, scope);
    }
  }

  /** Declares the block-level names of a statement list before it is visited. */
  private hoist(body: readonly EsNode[], scope: Scope): void {
    for (const raw of body) {
      const node =
        (raw.type === 'ExportNamedDeclaration' || raw.type === 'ExportDefaultDeclaration') &&
        raw.declaration
          ? raw.declaration
          : raw;
      if (node.type === 'VariableDeclaration') {
        for (const d of node.declarations) this.declarePattern(d.id, scope);
      } else if (
        (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') &&
        node.id
      ) {
        scope.names.add(node.id.name);
      } else if (node.type === 'ImportDeclaration') {
        for (const s of node.specifiers) scope.names.add(s.local.name);
      }
    }
  }

  private declarePattern(node: EsNode | null, scope: Scope): void {
    if (!node) return;
    switch (node.type) {
      case 'Identifier':
        scope.names.add(node.name);
        return;
      case 'ObjectPattern':
        for (const p of node.properties) {
          if (p.type === 'RestElement') this.declarePattern(p.argument, scope);
          else this.declarePattern(p.value, scope);
        }
        return;
      case 'ArrayPattern':
        for (const e of node.elements) this.declarePattern(e, scope);
        return;
      case 'RestElement':
        this.declarePattern(node.argument, scope);
        return;
      case 'AssignmentPattern':
        this.declarePattern(node.left, scope);
        return;
      default:
        return;
    }
  }

  private checkKey(node: EsNode, key: EsNode, computed: boolean, scope: Scope): void {
    const name = computed
      ? blockedKeySpelling(key)
      : key.type === 'Identifier'
        ? key.name
        : key.type === 'Literal'
          ? String(key.value)
          : undefined;
    if (name !== undefined && BLOCKED_PROPERTIES.has(name)) {
      this.report(
        node,
        SandboxSafetyIssues.propertyAccessBlocked,
        `The property name \`${name}\` is blocked.`,
      );
    }
    if (computed) this.expression(key, scope);
  }

  /** Visits a binding pattern: blocked keys and default values. */
  private pattern(node: EsNode | null, scope: Scope, assignment: boolean): void {
    if (!node) return;
    this.enter(node);
    try {
      switch (node.type) {
        case 'Identifier':
          if (assignment) this.assignTarget(node, scope);
          return;
        case 'MemberExpression':
          if (assignment) this.expression(node, scope);
          else this.report(node, SandboxSafetyIssues.syntaxUnsupported, 'Unsupported binding.');
          return;
        case 'ObjectPattern':
          for (const p of node.properties) {
            if (p.type === 'RestElement') this.pattern(p.argument, scope, assignment);
            else {
              this.checkKey(p, p.key, p.computed, scope);
              this.pattern(p.value, scope, assignment);
            }
          }
          return;
        case 'ArrayPattern':
          for (const e of node.elements) this.pattern(e, scope, assignment);
          return;
        case 'RestElement':
          this.pattern(node.argument, scope, assignment);
          return;
        case 'AssignmentPattern':
          this.pattern(node.left, scope, assignment);
          this.expression(node.right, scope);
          return;
        default:
          this.report(
            node,
            SandboxSafetyIssues.syntaxUnsupported,
            `\`${node.type}\` is not allowed.`,
          );
      }
    } finally {
      this.depth--;
    }
  }

  private assignTarget(node: EsNode, scope: Scope): void {
    if (!scope.has(node.name)) {
      this.report(
        node,
        SandboxSafetyIssues.unsafeAssignment,
        `\`${node.name}\` is assigned but the script did not declare it.`,
      );
    }
  }

  private block(body: readonly EsNode[], parent: Scope): void {
    const scope = new Scope(parent);
    this.hoist(body, scope);
    for (const s of body) this.statement(s, scope);
  }

  private variableDeclaration(node: EsNode, scope: Scope): void {
    if (node.kind === 'var') {
      this.report(
        node,
        SandboxSafetyIssues.variableKindUnsupported,
        'A `var` declaration; use `let` or `const`.',
      );
    } else if (node.kind !== 'let' && node.kind !== 'const') {
      this.report(node, SandboxSafetyIssues.syntaxUnsupported, `\`${node.kind}\` is not allowed.`);
    }
    for (const d of node.declarations) {
      this.declarePattern(d.id, scope);
      this.pattern(d.id, scope, false);
      if (d.init) this.expression(d.init, scope);
    }
  }

  statement(node: EsNode, scope: Scope): void {
    this.enter(node);
    try {
      this.statementInner(node, scope);
    } finally {
      this.depth--;
    }
  }

  private statementInner(node: EsNode, scope: Scope): void {
    switch (node.type) {
      case 'ExpressionStatement':
        this.expression(node.expression, scope);
        return;
      case 'BlockStatement':
        this.block(node.body, scope);
        return;
      case 'EmptyStatement':
        return;
      case 'IfStatement':
        this.expression(node.test, scope);
        this.statement(node.consequent, scope);
        if (node.alternate) this.statement(node.alternate, scope);
        return;
      case 'ReturnStatement':
      case 'ThrowStatement':
        if (node.argument) this.expression(node.argument, scope);
        return;
      case 'TryStatement':
        this.statement(node.block, scope);
        if (node.handler) {
          const inner = new Scope(scope);
          if (node.handler.param) {
            this.declarePattern(node.handler.param, inner);
            this.pattern(node.handler.param, inner, false);
          }
          this.statement(node.handler.body, inner);
        }
        if (node.finalizer) this.statement(node.finalizer, scope);
        return;
      case 'WhileStatement':
      case 'DoWhileStatement':
        this.expression(node.test, scope);
        this.statement(node.body, scope);
        return;
      case 'ForStatement': {
        const inner = new Scope(scope);
        if (node.init) {
          if (node.init.type === 'VariableDeclaration') this.variableDeclaration(node.init, inner);
          else this.expression(node.init, inner);
        }
        if (node.test) this.expression(node.test, inner);
        if (node.update) this.expression(node.update, inner);
        this.statement(node.body, inner);
        return;
      }
      case 'ForInStatement':
      case 'ForOfStatement': {
        if (node.await) {
          this.report(node, SandboxSafetyIssues.asyncUnsupported, '`for await` is not allowed.');
        }
        const inner = new Scope(scope);
        this.expression(node.right, scope);
        if (node.left.type === 'VariableDeclaration') this.variableDeclaration(node.left, inner);
        else this.pattern(node.left, inner, true);
        this.statement(node.body, inner);
        return;
      }
      case 'BreakStatement':
      case 'ContinueStatement':
        if (node.label) {
          this.report(node, SandboxSafetyIssues.syntaxUnsupported, 'Labels are not allowed.');
        }
        return;
      case 'SwitchStatement': {
        this.expression(node.discriminant, scope);
        const inner = new Scope(scope);
        const all = node.cases.flatMap((c: EsNode) => c.consequent);
        this.hoist(all, inner);
        for (const c of node.cases) {
          if (c.test) this.expression(c.test, inner);
          for (const s of c.consequent) this.statement(s, inner);
        }
        return;
      }
      case 'VariableDeclaration':
        this.variableDeclaration(node, scope);
        return;
      case 'FunctionDeclaration':
        this.functionLike(node, scope, false);
        return;
      case 'ClassDeclaration':
        this.report(node, SandboxSafetyIssues.syntaxUnsupported, 'Classes are not allowed.');
        return;
      case 'LabeledStatement':
        this.report(
          node,
          SandboxSafetyIssues.syntaxUnsupported,
          'Labeled statements are not allowed.',
        );
        this.statement(node.body, scope);
        return;
      case 'DebuggerStatement':
        this.report(node, SandboxSafetyIssues.syntaxUnsupported, '`debugger` is not allowed.');
        return;
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportDefaultDeclaration':
      case 'ExportAllDeclaration':
        this.topLevel(node, scope);
        return;
      default:
        this.report(
          node,
          SandboxSafetyIssues.syntaxUnsupported,
          `\`${node.type}\` is not allowed.`,
        );
    }
  }

  private functionLike(node: EsNode, scope: Scope, _expression: boolean): void {
    if (node.async) {
      this.report(node, SandboxSafetyIssues.asyncUnsupported, '`async` functions are not allowed.');
    }
    if (node.generator) {
      this.report(
        node,
        SandboxSafetyIssues.generatorUnsupported,
        'Generator functions are not allowed.',
      );
    }
    const outer = new Scope(scope);
    if (node.type === 'FunctionExpression' && node.id) outer.names.add(node.id.name);
    const inner = new Scope(outer);
    for (const p of node.params) this.declarePattern(p, inner);
    for (const p of node.params) this.pattern(p, inner, false);
    if (node.body.type === 'BlockStatement') {
      this.enter(node.body);
      try {
        this.block(node.body.body, inner);
      } finally {
        this.depth--;
      }
    } else {
      this.expression(node.body, inner);
    }
  }

  expression(node: EsNode, scope: Scope): void {
    this.enter(node);
    try {
      this.expressionInner(node, scope);
    } finally {
      this.depth--;
    }
  }

  private expressionInner(node: EsNode, scope: Scope): void {
    switch (node.type) {
      case 'Identifier':
        if (!scope.has(node.name) && !ALLOWED_GLOBALS.has(node.name)) {
          this.report(
            node,
            SandboxSafetyIssues.unsafeGlobal,
            `\`${node.name}\` is not an allowed global.`,
          );
        }
        return;
      case 'Literal':
        return;
      case 'TemplateLiteral':
        for (const e of node.expressions) this.expression(e, scope);
        return;
      case 'ArrayExpression':
        for (const e of node.elements) if (e) this.expression(e, scope);
        return;
      case 'SpreadElement':
        this.expression(node.argument, scope);
        return;
      case 'ObjectExpression':
        for (const p of node.properties) {
          if (p.type === 'SpreadElement') {
            this.expression(p.argument, scope);
            continue;
          }
          if (p.kind === 'get' || p.kind === 'set') {
            this.report(
              p,
              SandboxSafetyIssues.syntaxUnsupported,
              'Getters and setters in object literals are not allowed.',
            );
          }
          this.checkKey(p, p.key, p.computed, scope);
          if (p.value.type === 'FunctionExpression') this.functionLike(p.value, scope, true);
          else this.expression(p.value, scope);
        }
        return;
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        this.functionLike(node, scope, true);
        return;
      case 'UnaryExpression':
        if (node.operator === 'delete') {
          this.report(node, SandboxSafetyIssues.syntaxUnsupported, '`delete` is not allowed.');
        }
        this.expression(node.argument, scope);
        return;
      case 'UpdateExpression':
        if (node.argument.type === 'Identifier') this.assignTarget(node.argument, scope);
        else this.expression(node.argument, scope);
        return;
      case 'BinaryExpression':
      case 'LogicalExpression':
        this.expression(node.left, scope);
        this.expression(node.right, scope);
        return;
      case 'AssignmentExpression':
        if (node.left.type === 'Identifier') this.assignTarget(node.left, scope);
        else this.pattern(node.left, scope, true);
        this.expression(node.right, scope);
        return;
      case 'ConditionalExpression':
        this.expression(node.test, scope);
        this.expression(node.consequent, scope);
        this.expression(node.alternate, scope);
        return;
      case 'CallExpression':
        this.expression(node.callee, scope);
        for (const a of node.arguments) this.expression(a, scope);
        return;
      case 'NewExpression': {
        const callee = node.callee;
        const allowed =
          callee.type === 'Identifier' &&
          ALLOWED_CONSTRUCTORS.has(callee.name) &&
          !scope.has(callee.name);
        if (!allowed) {
          const what = callee.type === 'Identifier' ? `\`${callee.name}\`` : 'this expression';
          this.report(
            node,
            SandboxSafetyIssues.newExpressionUnsupported,
            `\`new\` may only call Date, Map, RegExp or Set, not ${what}.`,
          );
          if (callee.type !== 'Identifier') this.expression(callee, scope);
        }
        for (const a of node.arguments) this.expression(a, scope);
        return;
      }
      case 'MemberExpression':
        if (node.object.type === 'Super') {
          this.report(
            node.object,
            SandboxSafetyIssues.syntaxUnsupported,
            '`super` is not allowed.',
          );
        } else {
          this.expression(node.object, scope);
        }
        if (node.property.type === 'PrivateIdentifier') {
          this.report(
            node,
            SandboxSafetyIssues.syntaxUnsupported,
            'Private names are not allowed.',
          );
          return;
        }
        this.checkKey(node, node.property, node.computed, scope);
        return;
      case 'ChainExpression':
      case 'ParenthesizedExpression':
        this.expression(node.expression, scope);
        return;
      case 'SequenceExpression':
        for (const e of node.expressions) this.expression(e, scope);
        return;
      case 'TaggedTemplateExpression':
        this.report(
          node,
          SandboxSafetyIssues.syntaxUnsupported,
          'Tagged templates are not allowed.',
        );
        this.expression(node.tag, scope);
        this.expression(node.quasi, scope);
        return;
      case 'ThisExpression':
        this.report(node, SandboxSafetyIssues.syntaxUnsupported, '`this` is not allowed.');
        return;
      case 'Super':
        this.report(node, SandboxSafetyIssues.syntaxUnsupported, '`super` is not allowed.');
        return;
      case 'MetaProperty':
        this.report(
          node,
          SandboxSafetyIssues.syntaxUnsupported,
          `\`${node.meta.name}.${node.property.name}\` is not allowed.`,
        );
        return;
      case 'ImportExpression':
        this.report(
          node,
          SandboxSafetyIssues.syntaxUnsupported,
          'Dynamic `import()` is not allowed.',
        );
        return;
      case 'ClassExpression':
      case 'ClassDeclaration':
        this.report(node, SandboxSafetyIssues.syntaxUnsupported, 'Classes are not allowed.');
        return;
      case 'AwaitExpression':
        this.report(node, SandboxSafetyIssues.asyncUnsupported, '`await` is not allowed.');
        this.expression(node.argument, scope);
        return;
      case 'YieldExpression':
        this.report(node, SandboxSafetyIssues.generatorUnsupported, '`yield` is not allowed.');
        if (node.argument) this.expression(node.argument, scope);
        return;
      default:
        this.report(
          node,
          SandboxSafetyIssues.syntaxUnsupported,
          `\`${node.type}\` is not allowed.`,
        );
    }
  }
}
