// The walk of the static safety check: every statement, expression and binding pattern of the
// parsed module against the spec's allowlists, with a scope chain so a script's own names are told
// apart from globals. Typed with acorn's own ESTree types.
import type {
  AnonymousFunctionDeclaration,
  AnyNode,
  ArrowFunctionExpression,
  Expression,
  FunctionDeclaration,
  FunctionExpression,
  ModuleDeclaration,
  Node,
  Pattern,
  Program,
  Statement,
  VariableDeclaration,
} from 'acorn';
import type { SafetyIssue } from './check.js';
import { type SandboxSafetyIssueCode, SandboxSafetyIssues } from './errors.js';
import * as lists from './safety-lists.js';
import { blockedKeySpelling, type ExpressionSlot } from './static-keys.js';

/** What may stand at a module's top level or in a block. */
type StatementSlot = Statement | ModuleDeclaration;

/** Every node that has parameters and a body. */
type FunctionNode =
  | FunctionDeclaration
  | AnonymousFunctionDeclaration
  | FunctionExpression
  | ArrowFunctionExpression;

/**
 * Syntax refused whatever it contains, with the message its issue carries (the rest of the
 * `syntax_unsupported` list needs a look inside the node: labels, getters, `delete`, tagged
 * templates, `import.meta`).
 */
const REFUSED_SYNTAX = {
  ClassDeclaration: 'Classes are not allowed.',
  ClassExpression: 'Classes are not allowed.',
  DebuggerStatement: '`debugger` is not allowed.',
  ExportAllDeclaration: '`export * from` is not allowed.',
  ImportDeclaration: '`import` declarations are not allowed.',
  ImportExpression: 'Dynamic `import()` is not allowed.',
  PrivateIdentifier: 'Private names are not allowed.',
  Super: '`super` is not allowed.',
  ThisExpression: '`this` is not allowed.',
  WithStatement: '`with` is not allowed.',
} as const satisfies Partial<Record<AnyNode['type'], string>>;

type RefusedNode = Extract<AnyNode, { type: keyof typeof REFUSED_SYNTAX }>;

function isRefused(node: Node): node is RefusedNode {
  return Object.hasOwn(REFUSED_SYNTAX, node.type);
}

/**
 * A node of a type the walk has no case for. acorn's typings can lag what it parses (a proposal
 * that reaches `ecmaVersion: 'latest'`), so such a node is refused by its type at run time, never
 * skipped; and a node type the typings add becomes a compile error at each `switch` until the
 * walk decides about it.
 */
function unknownNode(node: never): Node {
  return node;
}

class Scope {
  readonly names = new Set<string>();
  constructor(readonly parent: Scope | null) {}
  has(name: string): boolean {
    for (let s: Scope | null = this; s; s = s.parent) if (s.names.has(name)) return true;
    return false;
  }
}

/** Thrown to end the walk: the issue cap is reached, or the tree nests too deeply. */
class StopCheck extends Error {}

/**
 * Walks a parsed module and returns its issues in source order: at most
 * `SafetyLimits.maxIssues`, one per code and position. Internal (the check caches the
 * verdict around it).
 */
export function findSafetyIssues(program: Program): SafetyIssue[] {
  const walk = new SafetyWalk();
  try {
    walk.program(program);
  } catch (error) {
    if (error instanceof RangeError) {
      walk.record(
        program,
        SandboxSafetyIssues.invalidSyntax,
        'The script nests too deeply to check.',
      );
    } else if (!(error instanceof StopCheck)) {
      throw error;
    }
  }
  return walk.issues;
}

class SafetyWalk {
  readonly issues: SafetyIssue[] = [];
  private depth = 0;
  private readonly seen = new Set<string>();

  /** Adds an issue (once per code and position); true when the cap is reached. */
  record(node: Node, code: SandboxSafetyIssueCode, message: string): boolean {
    const line = node.loc?.start.line ?? 1;
    const column = (node.loc?.start.column ?? 0) + 1;
    const key = `${code}@${line}:${column}`;
    if (!this.seen.has(key)) {
      this.seen.add(key);
      this.issues.push({ code, message, line, column });
    }
    return this.issues.length >= lists.SafetyLimits.maxIssues;
  }

  private report(node: Node, code: SandboxSafetyIssueCode, message: string): void {
    if (this.record(node, code, message)) throw new StopCheck();
  }

  private unsupported(node: Node, message = `\`${node.type}\` is not allowed.`): void {
    this.report(node, SandboxSafetyIssues.syntaxUnsupported, message);
  }

  /**
   * One level deeper, into `node`; false when the node is refused whatever it holds (its issue is
   * reported and the level left again), so the caller does not look inside. `leave` is skipped
   * when the walk ends by throwing (the cap, the depth limit, a stack overflow): then nothing
   * walks on and the depth no longer matters.
   */
  private enter<T extends Node>(node: T): node is Exclude<T, RefusedNode> {
    this.depth++;
    if (this.depth > lists.SafetyLimits.maxNestingDepth) {
      this.report(
        node,
        SandboxSafetyIssues.invalidSyntax,
        `The script nests too deeply: its syntax tree nests deeper than ${lists.SafetyLimits.maxNestingDepth} levels.`,
      );
      throw new StopCheck();
    }
    if (!isRefused(node)) return true;
    this.unsupported(node, REFUSED_SYNTAX[node.type]);
    this.leave();
    return false;
  }

  private leave(): void {
    this.depth--;
  }

  program(node: Program): void {
    const scope = new Scope(null);
    this.hoist(node.body, scope);
    for (const statement of node.body) this.topLevel(statement, scope);
  }

  private topLevel(node: StatementSlot, scope: Scope): void {
    switch (node.type) {
      case 'ExportDefaultDeclaration': {
        const decl = node.declaration;
        if (decl.type === 'FunctionDeclaration') this.functionLike(decl, scope);
        else if (decl.type === 'ClassDeclaration')
          this.unsupported(decl, REFUSED_SYNTAX[decl.type]);
        else this.expression(decl, scope);
        return;
      }
      case 'ExportNamedDeclaration': {
        const decl = node.declaration;
        if (
          node.source ||
          !decl ||
          decl.type !== 'FunctionDeclaration' ||
          !lists.ALLOWED_NAMED_EXPORTS.has(decl.id.name)
        ) {
          this.unsupported(
            node,
            'The only named export allowed is `export function resolvePoolFilters`.',
          );
          if (decl) this.statement(decl, scope);
          return;
        }
        this.functionLike(decl, scope);
        return;
      }
      default:
        this.statement(node, scope);
    }
  }

  /** Declares the block-level names of a statement list before it is visited. */
  private hoist(body: readonly StatementSlot[], scope: Scope): void {
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

  /** Declares every name a binding pattern binds (iterative: patterns nest as deep as text). */
  private declarePattern(root: Pattern | null | undefined, scope: Scope): void {
    const stack = [root];
    while (stack.length > 0) {
      const node = stack.pop();
      if (node?.type === 'Identifier') {
        scope.names.add(node.name);
      } else if (node?.type === 'ObjectPattern') {
        for (const p of node.properties) {
          stack.push(p.type === 'RestElement' ? p.argument : p.value);
        }
      } else if (node?.type === 'ArrayPattern') {
        for (const element of node.elements) stack.push(element);
      } else if (node?.type === 'RestElement') {
        stack.push(node.argument);
      } else if (node?.type === 'AssignmentPattern') {
        stack.push(node.left);
      }
      // A hole, a member expression (or a node the typings lack) declares nothing: a name it
      // would have declared is then reported where it is used.
    }
  }

  private checkKey(node: Node, key: Expression, computed: boolean, scope: Scope): void {
    const name = computed
      ? blockedKeySpelling(key)
      : key.type === 'Identifier'
        ? key.name
        : key.type === 'Literal'
          ? String(key.value)
          : undefined;
    if (name !== undefined && lists.BLOCKED_PROPERTIES.has(name)) {
      this.report(
        node,
        SandboxSafetyIssues.propertyAccessBlocked,
        `The property name \`${name}\` is blocked.`,
      );
    }
    if (computed) this.expression(key, scope);
  }

  /** Declares a binding's names in `scope`, then visits it there. */
  private binding(node: Pattern | null | undefined, scope: Scope): void {
    if (!node) return;
    this.declarePattern(node, scope);
    this.pattern(node, scope, false);
  }

  /** Visits a binding pattern: blocked keys and default values. */
  private pattern(node: Pattern | null, scope: Scope, assignment: boolean): void {
    if (!node) return;
    this.enter(node);
    switch (node.type) {
      case 'Identifier':
        if (assignment) this.assignTarget(node.name, node, scope);
        break;
      case 'MemberExpression':
        if (assignment) this.expression(node, scope);
        else this.unsupported(node, 'Unsupported binding.');
        break;
      case 'ObjectPattern':
        for (const p of node.properties) {
          if (p.type === 'RestElement') this.pattern(p.argument, scope, assignment);
          else {
            this.checkKey(p, p.key, p.computed, scope);
            this.pattern(p.value, scope, assignment);
          }
        }
        break;
      case 'ArrayPattern':
        for (const e of node.elements) this.pattern(e, scope, assignment);
        break;
      case 'RestElement':
        this.pattern(node.argument, scope, assignment);
        break;
      case 'AssignmentPattern':
        this.pattern(node.left, scope, assignment);
        this.expression(node.right, scope);
        break;
      default:
        this.unsupported(unknownNode(node));
    }
    this.leave();
  }

  private assignTarget(name: string, node: Node, scope: Scope): void {
    if (!scope.has(name)) {
      this.report(
        node,
        SandboxSafetyIssues.unsafeAssignment,
        `\`${name}\` is assigned but the script did not declare it.`,
      );
    }
  }

  private block(body: readonly StatementSlot[], parent: Scope): void {
    const scope = new Scope(parent);
    this.hoist(body, scope);
    for (const s of body) this.statement(s, scope);
  }

  private variableDeclaration(node: VariableDeclaration, scope: Scope): void {
    if (node.kind === 'var') {
      this.report(
        node,
        SandboxSafetyIssues.variableKindUnsupported,
        'A `var` declaration; use `let` or `const`.',
      );
    } else if (node.kind !== 'let' && node.kind !== 'const') {
      this.unsupported(node, `\`${node.kind}\` is not allowed.`);
    }
    for (const d of node.declarations) {
      this.binding(d.id, scope);
      if (d.init) this.expression(d.init, scope);
    }
  }

  private statement(node: StatementSlot, scope: Scope): void {
    if (!this.enter(node)) return;
    switch (node.type) {
      case 'ExpressionStatement':
        this.expression(node.expression, scope);
        break;
      case 'BlockStatement':
        this.block(node.body, scope);
        break;
      case 'EmptyStatement':
        break;
      case 'IfStatement':
        this.expression(node.test, scope);
        this.statement(node.consequent, scope);
        if (node.alternate) this.statement(node.alternate, scope);
        break;
      case 'ReturnStatement':
      case 'ThrowStatement':
        if (node.argument) this.expression(node.argument, scope);
        break;
      case 'TryStatement':
        this.statement(node.block, scope);
        if (node.handler) {
          const inner = new Scope(scope);
          this.binding(node.handler.param, inner);
          this.statement(node.handler.body, inner);
        }
        if (node.finalizer) this.statement(node.finalizer, scope);
        break;
      case 'WhileStatement':
      case 'DoWhileStatement':
        this.expression(node.test, scope);
        this.statement(node.body, scope);
        break;
      case 'ForStatement': {
        const inner = new Scope(scope);
        if (node.init) {
          if (node.init.type === 'VariableDeclaration') this.variableDeclaration(node.init, inner);
          else this.expression(node.init, inner);
        }
        if (node.test) this.expression(node.test, inner);
        if (node.update) this.expression(node.update, inner);
        this.statement(node.body, inner);
        break;
      }
      case 'ForInStatement':
      case 'ForOfStatement': {
        if (node.type === 'ForOfStatement' && node.await) {
          this.report(node, SandboxSafetyIssues.asyncUnsupported, '`for await` is not allowed.');
        }
        const inner = new Scope(scope);
        this.expression(node.right, scope);
        if (node.left.type === 'VariableDeclaration') this.variableDeclaration(node.left, inner);
        else this.pattern(node.left, inner, true);
        this.statement(node.body, inner);
        break;
      }
      case 'BreakStatement':
      case 'ContinueStatement':
        if (node.label) this.unsupported(node, 'Labels are not allowed.');
        break;
      case 'SwitchStatement': {
        this.expression(node.discriminant, scope);
        const inner = new Scope(scope);
        this.hoist(
          node.cases.flatMap((c) => c.consequent),
          inner,
        );
        for (const c of node.cases) {
          if (c.test) this.expression(c.test, inner);
          for (const s of c.consequent) this.statement(s, inner);
        }
        break;
      }
      case 'VariableDeclaration':
        this.variableDeclaration(node, scope);
        break;
      case 'FunctionDeclaration':
        this.functionLike(node, scope);
        break;
      case 'LabeledStatement':
        this.unsupported(node, 'Labeled statements are not allowed.');
        this.statement(node.body, scope);
        break;
      case 'ExportNamedDeclaration':
      case 'ExportDefaultDeclaration':
        this.topLevel(node, scope);
        break;
      default:
        this.unsupported(unknownNode(node));
    }
    this.leave();
  }

  private functionLike(node: FunctionNode, scope: Scope): void {
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
      this.block(node.body.body, inner);
      this.leave();
    } else {
      this.expression(node.body, inner);
    }
  }

  private expression(node: ExpressionSlot, scope: Scope): void {
    if (!this.enter(node)) return;
    switch (node.type) {
      case 'Identifier':
        if (!scope.has(node.name) && !lists.ALLOWED_GLOBALS.has(node.name)) {
          this.report(
            node,
            SandboxSafetyIssues.unsafeGlobal,
            `\`${node.name}\` is not an allowed global.`,
          );
        }
        break;
      case 'Literal':
        break;
      case 'TemplateLiteral':
        for (const e of node.expressions) this.expression(e, scope);
        break;
      case 'ArrayExpression':
        for (const e of node.elements) if (e) this.expression(e, scope);
        break;
      case 'SpreadElement':
        this.expression(node.argument, scope);
        break;
      case 'ObjectExpression':
        for (const p of node.properties) {
          if (p.type === 'SpreadElement') {
            this.expression(p.argument, scope);
            continue;
          }
          if (p.kind === 'get' || p.kind === 'set') {
            this.unsupported(p, 'Getters and setters in object literals are not allowed.');
          }
          this.checkKey(p, p.key, p.computed, scope);
          if (p.value.type === 'FunctionExpression') this.functionLike(p.value, scope);
          else this.expression(p.value, scope);
        }
        break;
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        this.functionLike(node, scope);
        break;
      case 'BinaryExpression':
      case 'LogicalExpression':
        this.expression(node.left, scope);
        this.expression(node.right, scope);
        break;
      case 'UnaryExpression':
        if (node.operator === 'delete') this.unsupported(node, '`delete` is not allowed.');
        this.expression(node.argument, scope);
        break;
      case 'UpdateExpression':
        if (node.argument.type === 'Identifier') {
          this.assignTarget(node.argument.name, node.argument, scope);
        } else {
          this.expression(node.argument, scope);
        }
        break;
      case 'AssignmentExpression':
        if (node.left.type === 'Identifier') this.assignTarget(node.left.name, node.left, scope);
        else this.pattern(node.left, scope, true);
        this.expression(node.right, scope);
        break;
      case 'ConditionalExpression':
        this.expression(node.test, scope);
        this.expression(node.consequent, scope);
        this.expression(node.alternate, scope);
        break;
      case 'CallExpression':
        this.expression(node.callee, scope);
        for (const a of node.arguments) this.expression(a, scope);
        break;
      case 'NewExpression': {
        const callee = node.callee;
        const allowed =
          callee.type === 'Identifier' &&
          lists.ALLOWED_CONSTRUCTORS.has(callee.name) &&
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
        break;
      }
      case 'MemberExpression':
        if (node.object.type === 'Super') this.unsupported(node.object, REFUSED_SYNTAX.Super);
        else this.expression(node.object, scope);
        if (node.property.type === 'PrivateIdentifier') {
          this.unsupported(node, 'Private names are not allowed.');
        } else {
          this.checkKey(node, node.property, node.computed, scope);
        }
        break;
      case 'ChainExpression':
      case 'ParenthesizedExpression':
        this.expression(node.expression, scope);
        break;
      case 'SequenceExpression':
        for (const e of node.expressions) this.expression(e, scope);
        break;
      case 'TaggedTemplateExpression':
        this.unsupported(node, 'Tagged templates are not allowed.');
        this.expression(node.tag, scope);
        this.expression(node.quasi, scope);
        break;
      case 'MetaProperty':
        this.unsupported(node, `\`${node.meta.name}.${node.property.name}\` is not allowed.`);
        break;
      case 'AwaitExpression':
        this.report(node, SandboxSafetyIssues.asyncUnsupported, '`await` is not allowed.');
        this.expression(node.argument, scope);
        break;
      case 'YieldExpression':
        this.report(node, SandboxSafetyIssues.generatorUnsupported, '`yield` is not allowed.');
        if (node.argument) this.expression(node.argument, scope);
        break;
      default:
        this.unsupported(unknownNode(node));
    }
    this.leave();
  }
}
