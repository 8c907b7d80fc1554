// The hostile corpus: scripts written to escape, pollute, hang, crash or leak. Each one must be
// rejected statically with the right code, stopped by a limit, or normalized to a failure, with
// the host alive afterwards. Shared by the Node and the browser corpus tests.
import type { SafetyIssueCode } from '../src/index.js';

/** What must happen to a hostile script. */
export type HostileExpectation =
  /** Rejected by the static check with this code among its issues. */
  | { readonly static: SafetyIssueCode }
  /** Stopped or failed at run time with one of these `sandbox/...` codes. */
  | { readonly stopped: readonly string[] }
  /** Ran to the end but normalized to a failure (never `valid: true`); optional extra check. */
  | { readonly failure: true; readonly issues?: readonly string[]; readonly truncated?: boolean };

export interface HostileCase {
  readonly name: string;
  readonly source: string;
  readonly expect: HostileExpectation;
  /** A memory bomb: run by the Node pool (old-space cap) and the frame-hosted browser runner (memory.browser.test.ts), never by workers in the test page itself. */
  readonly memoryBomb?: boolean;
}

const LIMITS = ['sandbox/timeout'];
const THREW = ['sandbox/script-threw'];
export const MEMORY = ['sandbox/crashed', 'sandbox/script-threw', 'sandbox/timeout'];

const deckRule = (body: string): string =>
  `export default function validateDeck(deck, cardsById) {\n${body}\n}`;

export const HOSTILE_CORPUS: readonly HostileCase[] = [
  // Reaching Function or constructor by any spelling
  {
    name: 'arrow.constructor',
    source: deckRule('return (() => 1).constructor("return process")();'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'x["constructor"]',
    source: deckRule('return deck["constructor"];'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'template key `constructor`',
    source: deckRule('return deck[`constructor`];'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'concatenated "constr" + "uctor"',
    source: deckRule('return deck["constr" + "uctor"];'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'destructured constructor',
    source: deckRule('const { constructor: F } = () => 1; return F;'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'unicode-escaped constructor',
    source: deckRule('return deck.\\u0063onstructor;'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'Function global',
    source: deckRule('return Function("return this")();'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'new Function',
    source: deckRule('return new Function("return 1")();'),
    expect: { static: 'new_expression_unsupported' },
  },
  {
    name: 'eval',
    source: deckRule('return eval("globalThis");'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'unicode-escaped eval',
    source: deckRule('return \\u0065val("1");'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'globalThis.process',
    source: deckRule('return globalThis.process;'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'arguments.callee.caller',
    source: deckRule('return arguments.callee.caller;'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'this.constructor',
    source: deckRule('return this.constructor;'),
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'dynamic import',
    source: deckRule('return import("node:fs");'),
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'static import',
    source: 'import fs from "node:fs";\nexport default () => fs;',
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'Reflect',
    source: deckRule('return Reflect.getPrototypeOf(deck);'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'new Proxy',
    source: deckRule('return new Proxy({}, {});'),
    expect: { static: 'new_expression_unsupported' },
  },
  {
    name: 'class extends',
    source: 'class X extends Object {}\nexport default () => X;',
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'async thenable entry',
    source: 'export default async function validateDeck() { return true; }',
    expect: { static: 'async_unsupported' },
  },
  {
    name: 'generator entry',
    source: 'export default function* validateDeck() { yield true; }',
    expect: { static: 'generator_unsupported' },
  },
  {
    name: 'Symbol.species',
    source: deckRule('return Symbol.species;'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'Error().stack',
    source: deckRule('return Error().stack;'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'setTimeout',
    source: deckRule('setTimeout(() => 1, 0); return true;'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'WebAssembly',
    source: deckRule('return WebAssembly;'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'getter in a result literal',
    source: deckRule('return { get valid() { return true; } };'),
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'with statement',
    source: 'with (Math) { max(1); }\nexport default () => true;',
    expect: { static: 'invalid_syntax' },
  },
  {
    name: 'debugger',
    source: deckRule('debugger; return true;'),
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'new.target',
    source: deckRule('return new.target;'),
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'assigning a global',
    source: deckRule('validateCard = () => true; return true;'),
    expect: { static: 'unsafe_assignment' },
  },
  {
    name: 'deep bracket nesting',
    source: deckRule(`return ${'['.repeat(50_000)}${']'.repeat(50_000)};`),
    expect: { static: 'invalid_syntax' },
  },
  {
    name: 'oversized source',
    source: deckRule(`return "${'x'.repeat(300_000)}";`),
    expect: { static: 'invalid_syntax' },
  },
  // Prototype pollution
  {
    name: 'Object.prototype write',
    source: deckRule('Object.prototype.polluted = 1; return true;'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: '__proto__ write',
    source: deckRule('({}).__proto__.polluted = 1; return true;'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: '__proto__ literal key',
    source: deckRule('return { __proto__: { valid: true } };'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: '__defineGetter__',
    source: deckRule('deck.__defineGetter__("a", () => 1); return true;'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'delete a built-in method',
    source: deckRule('delete Object.keys; return true;'),
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'pollute through getPrototypeOf',
    source: deckRule('Object.getPrototypeOf({}).polluted = 1; return true;'),
    expect: { stopped: THREW },
  },
  {
    name: 'pollute through a computed __proto__',
    source: deckRule('const k = ["__pro", "to__"].join(""); ({})[k].polluted = 1; return true;'),
    expect: { stopped: THREW },
  },
  {
    name: 'defineProperty on Object.prototype',
    source: deckRule(
      'Object.defineProperty(Object.getPrototypeOf({}), "polluted", { value: 1 }); return true;',
    ),
    expect: { stopped: THREW },
  },
  {
    name: 'computed constructor reaches a tamed Function',
    source: deckRule(
      'const k = ["constr", "uctor"].join(""); return (() => 1)[k]("return typeof process")() === "object";',
    ),
    expect: { stopped: THREW },
  },
  {
    name: 'computed constructor of a frozen input',
    source: deckRule(
      'const k = ["constr", "uctor"].join(""); const O = deck[k]; O.assign = 1; return true;',
    ),
    expect: { stopped: THREW },
  },
  {
    name: 'JSON.parse __proto__ into the result',
    source: deckRule('return JSON.parse(\'{"__proto__": {"valid": true}, "issues": []}\');'),
    expect: { failure: true },
  },
  {
    name: 'inherited valid',
    source: deckRule('return Object.create({ valid: true });'),
    expect: { failure: true },
  },
  // Getters, traps, thenables, toJSON, species on returned values
  {
    name: 'getter defined on the result never runs',
    source: deckRule(
      'return Object.defineProperty({}, "valid", { get: () => { for (;;) {} }, enumerable: true });',
    ),
    expect: { failure: true },
  },
  {
    name: 'toJSON is never called',
    source: deckRule('return { valid: false, issues: ["real"], toJSON: () => ({ valid: true }) };'),
    expect: { failure: true, issues: ['real'] },
  },
  {
    name: 'thenable is never awaited',
    source: deckRule('return { then: (resolve) => resolve(true) };'),
    expect: { failure: true },
  },
  {
    name: 'issues array with a hostile prototype',
    source: deckRule(
      'const issues = ["kept"]; Object.setPrototypeOf(issues, Object.defineProperty({}, "length", { get: () => { for (;;) {} } })); return { valid: false, issues };',
    ),
    expect: { failure: true, issues: ['kept'] },
  },
  {
    name: 'issue getter message never runs',
    source: deckRule(
      'return { valid: false, issues: [Object.defineProperty({ code: "c" }, "message", { get: () => { for (;;) {} }, enumerable: true })] };',
    ),
    expect: { failure: true, issues: ['c'] },
  },
  // Cyclic, huge and sparse outputs
  {
    name: 'cyclic result',
    source: deckRule(
      'const o = { valid: false, issues: ["cycle"] }; o.self = o; o.issues.push(o); return o;',
    ),
    expect: { failure: true, issues: ['cycle'] },
  },
  {
    name: 'a million issues',
    source: deckRule('return { valid: false, issues: Array(1e6).fill("x") };'),
    expect: { failure: true, truncated: true },
  },
  {
    name: 'sparse issues of length 1e9',
    source: deckRule('const a = []; a[1e9] = "far"; return { valid: false, issues: a };'),
    expect: { failure: true, truncated: true },
  },
  {
    name: 'a 5 MB message',
    source: deckRule('return { valid: false, issues: ["x".repeat(5e6)] };'),
    expect: { failure: true, truncated: true },
  },
  {
    name: 'deeply nested output',
    source: deckRule(
      'let o = { valid: false }; for (let i = 0; i < 1e5; i++) { o = { valid: false, inner: o }; } return o;',
    ),
    expect: { failure: true, truncated: true },
  },
  {
    name: '5,000 strings of 10,000 characters (50 MB)',
    source: deckRule('return { valid: false, issues: Array(5000).fill("x".repeat(10000)) };'),
    expect: { failure: true, truncated: true },
  },
  // Endless loops
  {
    name: 'endless loop at top level',
    source: 'for (;;) {}\nexport default () => true;',
    expect: { stopped: LIMITS },
  },
  {
    name: 'endless loop in the entry point',
    source: deckRule('while (true) {}'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'endless loop in catch',
    source: deckRule('try { null.x; } catch (e) { for (;;) {} }'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'endless loop in finally',
    source: deckRule('try { return true; } finally { for (;;) {} }'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'endless loop in a sort comparator',
    source: deckRule('[3, 2, 1].sort(() => { for (;;) {} }); return true;'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'a Map in the result is not data',
    source: deckRule('return { valid: new Map([[1, 2]]), issues: [] };'),
    expect: { failure: true },
  },
  {
    name: 'catastrophic regex',
    source: deckRule('return /^(a+)+$/.test("a".repeat(40) + "b");'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'catastrophic RegExp from a string',
    source: deckRule('return new RegExp("^(a|aa)+$").test("a".repeat(60) + "b");'),
    expect: { stopped: LIMITS },
  },
  // Deep recursion, memory bombs
  {
    name: 'unbounded recursion',
    source: deckRule('const f = (n) => f(n + 1) + 1; return f(0);'),
    expect: { stopped: THREW },
  },
  {
    name: 'recursion inside catch',
    source: deckRule(
      'const f = (n) => { try { return f(n + 1); } catch (e) { return f(n + 1); } }; return f(0);',
    ),
    expect: { stopped: [...THREW, ...LIMITS] },
  },
  {
    name: 'invalid array length',
    source: deckRule('return Array(2 ** 32);'),
    expect: { stopped: THREW },
  },
  {
    name: 'string doubling',
    source: deckRule('let s = "x"; for (;;) { s += s; }'),
    expect: { stopped: MEMORY },
    memoryBomb: true,
  },
  {
    name: 'one huge array',
    source: deckRule('return Array(2e8).fill(1.5).length > 0;'),
    expect: { stopped: MEMORY },
    memoryBomb: true,
  },
  {
    name: 'growing array of arrays',
    source: deckRule('const a = []; for (;;) { a.push(Array(1e6).fill(1.5)); }'),
    expect: { stopped: MEMORY },
    memoryBomb: true,
  },
  {
    name: 'growing Map',
    source: deckRule('const m = new Map(); for (let i = 0; ; i++) { m.set(i, { i }); }'),
    expect: { stopped: MEMORY },
    memoryBomb: true,
  },
  // Stack and error leaks
  {
    name: 'stack of a caught error',
    source: deckRule(
      'try { null.x; } catch (e) { return { valid: false, issues: [String(e.stack), e.message] }; }',
    ),
    expect: { failure: true },
  },
  {
    name: 'thrown object with a message getter',
    source: deckRule('throw Object.defineProperty({}, "message", { get: () => { for (;;) {} } });'),
    expect: { stopped: THREW },
  },
  {
    name: 'thrown object with toString',
    source: deckRule('throw { toString() { for (;;) {} } };'),
    expect: { stopped: THREW },
  },
  { name: 'thrown function', source: deckRule('throw () => 1;'), expect: { stopped: THREW } },
  { name: 'Date.now', source: deckRule('return Date.now() > 0;'), expect: { stopped: THREW } },
  {
    name: 'Math.random',
    source: deckRule('return Math.random() < 2;'),
    expect: { stopped: THREW },
  },
  // ---- Audit additions: more spellings, more hiding places, more bombs ----
  // Reaching Function or constructor by other spellings
  {
    name: 'Function.prototype.constructor read through getOwnPropertyDescriptor is inert',
    source: deckRule(
      'const F = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(() => 1), "constructor").value; return F("return typeof process")();',
    ),
    expect: { stopped: THREW },
  },
  {
    name: 'Function found among getOwnPropertyDescriptors of Function.prototype',
    source: deckRule(
      'const d = Object.getOwnPropertyDescriptors(Object.getPrototypeOf(Object)); const F = Object.values(d).map((x) => x.value).find((v) => typeof v === "function" && v.name === "Function"); return F("return 1")();',
    ),
    expect: { stopped: THREW },
  },
  {
    name: 'comma-wrapped constructor key',
    source: deckRule('return (() => 1)[(0, "constructor")]("return 1")();'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'conditional constructor key',
    source: deckRule('return (() => 1)[deck.a ? "constructor" : "name"]("return 1")();'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'one-element array key [["constructor"]]',
    source: deckRule('return (() => 1)[["constructor"]]("return 1")();'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'logical __proto__ key',
    source: deckRule('const k = deck.k; ({})[k || "__proto__"].polluted = 1; return true;'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'computed destructuring key (0, "caller")',
    source: deckRule('const { [(0, "caller")]: c } = () => 1; return c;'),
    expect: { static: 'property_access_blocked' },
  },
  {
    name: 'array key built at run time reaches only the inert Function',
    source: deckRule(
      'const k = [["constr", "uctor"].join("")]; return (() => 1)[k]("return typeof process")();',
    ),
    expect: { stopped: THREW },
  },
  {
    name: 'unicode-escaped globalThis',
    source: deckRule('return glob\\u0061lThis.process;'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'new on a unicode-escaped Function',
    source: deckRule('return new \\u0046unction("return 1")();'),
    expect: { static: 'new_expression_unsupported' },
  },
  {
    name: 'unicode-escaped import keyword',
    source: deckRule('return \\u0069mport("node:fs");'),
    expect: { static: 'invalid_syntax' },
  },
  {
    name: 'import.meta',
    source: deckRule('return import.meta.url;'),
    expect: { static: 'syntax_unsupported' },
  },
  {
    name: 'a name shadowed in a block, then used outside it',
    source: deckRule('{ const globalThis = 1; } return globalThis;'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'default parameter naming a body local',
    source: deckRule('function f(a = Function) { const Function = 1; return a; } return f();'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'SES Compartment',
    source: deckRule('return new Compartment({ process: 1 }).evaluate("1");'),
    expect: { static: 'new_expression_unsupported' },
  },
  {
    name: 'SES harden and lockdown, Node require and process',
    source: deckRule('return [harden, lockdown, require, process];'),
    expect: { static: 'unsafe_global' },
  },
  {
    name: 'a local spelled like the rewriter binding $RegExp',
    source: deckRule(
      'const $Reg\\u0045xp = function () { return { test: () => true }; }; return /import/.test("x");',
    ),
    expect: { failure: true },
  },
  {
    name: 'HTML comment tokens keep their module meaning',
    source: deckRule('let x = 1; const y = x<!--x; return { valid: false, issues: [String(y)] };'),
    expect: { failure: true, issues: ['false'] },
  },
  // Prototype pollution
  {
    name: 'Object.assign onto a frozen input',
    source: deckRule('Object.assign(deck, { polluted: 1 }); return true;'),
    expect: { stopped: THREW },
  },
  {
    name: 'setPrototypeOf on a frozen input',
    source: deckRule('Object.setPrototypeOf(deck, { valid: true }); return true;'),
    expect: { stopped: THREW },
  },
  {
    name: 'pollute Array.prototype through getPrototypeOf',
    source: deckRule('Object.getPrototypeOf([]).polluted = 1; return true;'),
    expect: { stopped: THREW },
  },
  {
    name: 'pollute Date.prototype',
    source: deckRule('Object.getPrototypeOf(new Date(0)).polluted = 1; return true;'),
    expect: { stopped: THREW },
  },
  {
    name: 'RegExp legacy statics carry nothing between runs',
    source: deckRule(
      '/(secret)/.test("secret"); return { valid: false, issues: [String(RegExp.$1), String(RegExp.input), String(RegExp.lastMatch)] };',
    ),
    expect: { failure: true, issues: ['undefined', 'undefined', 'undefined'] },
  },
  // Getters, traps, thenables, toJSON, species (well-known symbols are reachable without Symbol)
  {
    name: 'Symbol.iterator on the issues array never runs',
    source: deckRule(
      'const it = Object.getOwnPropertySymbols(Object.getPrototypeOf([]))[0]; const issues = ["kept"]; Object.defineProperty(issues, it, { value: () => { for (;;) {} } }); return { valid: false, issues };',
    ),
    expect: { failure: true, issues: ['kept'] },
  },
  {
    name: 'Symbol.toPrimitive on an issue message never runs',
    source: deckRule(
      'const tp = Object.getOwnPropertySymbols(Object.getPrototypeOf(new Date(0)))[0]; return { valid: false, issues: [{ message: { [tp]: () => { for (;;) {} } } }, "kept"] };',
    ),
    expect: { failure: true, issues: ['kept'] },
  },
  {
    name: 'species constructor on the issues array never runs',
    source: deckRule(
      'const sp = Object.getOwnPropertySymbols(Array)[0]; const issues = ["kept"]; const k = ["constr", "uctor"].join(""); Object.defineProperty(issues, k, { value: { [sp]: function () { for (;;) {} } } }); return { valid: false, issues };',
    ),
    expect: { failure: true, issues: ['kept'] },
  },
  {
    name: 'getter on an issues index never runs',
    source: deckRule(
      'const a = ["x"]; Object.defineProperty(a, 0, { get() { for (;;) {} }, enumerable: true }); return { valid: false, issues: a };',
    ),
    expect: { failure: true, issues: ['Saved deck rule rejected this deck.'] },
  },
  {
    name: 'then getter on the result never runs',
    source: deckRule(
      'return Object.defineProperty({ valid: false }, "then", { get() { for (;;) {} }, enumerable: true });',
    ),
    expect: { failure: true },
  },
  {
    name: 'toJSON on an issue never runs',
    source: deckRule(
      'return { valid: false, issues: [{ message: "m", toJSON() { for (;;) {} } }] };',
    ),
    expect: { failure: true, issues: ['m'] },
  },
  {
    name: 'valueOf on valid is not true',
    source: deckRule('return { valid: { valueOf() { return true; } }, issues: [] };'),
    expect: { failure: true },
  },
  {
    name: 'truthy non-boolean valid and allowed',
    source: deckRule('return { valid: "true", allowed: 1, issues: [] };'),
    expect: { failure: true },
  },
  {
    name: 'an array that looks like a passing result',
    source: deckRule('return [true];'),
    expect: { failure: true },
  },
  {
    name: 'thrown object whose prototype has a name getter',
    source: deckRule(
      'throw Object.create(Object.defineProperty({}, "name", { get() { for (;;) {} } }));',
    ),
    expect: { stopped: THREW },
  },
  {
    name: 'thrown well-known symbol',
    source: deckRule('throw Object.getOwnPropertySymbols(Object.getPrototypeOf([]))[0];'),
    expect: { stopped: THREW },
  },
  {
    name: 'thrown value pretending to be a sandbox code',
    source: deckRule('throw { name: "sandbox/timeout", message: "fake" };'),
    expect: { stopped: THREW },
  },
  // Work left behind after returning: a promise needs no global where Array.fromAsync exists
  // (Chromium, Node 22+); an endless then-loop must cost this run its deadline, not stall the next.
  {
    name: 'endless promise loop left behind after returning',
    source: deckRule(
      'if (typeof Array.fromAsync !== "function") { for (;;) {} } const p = Array.fromAsync([1]); const loop = () => p.then(loop); loop(); return { valid: false, issues: ["returned"] };',
    ),
    expect: { stopped: LIMITS },
  },
  {
    name: 'a promise as the result is not data',
    source: deckRule(
      'return typeof Array.fromAsync === "function" ? Array.fromAsync([true]) : { then: () => true };',
    ),
    expect: { failure: true },
  },
  // Cyclic, huge and sparse outputs
  {
    name: 'issues array of length 2**32 - 1',
    source: deckRule('const a = []; a.length = 4294967295; return { valid: false, issues: a };'),
    expect: { failure: true, truncated: true },
  },
  {
    name: '20,000 keys on the result',
    source: deckRule(
      'const o = { valid: false, issues: ["k"] }; for (let i = 0; i < 20000; i++) { o["k" + i] = i; } return o;',
    ),
    expect: { failure: true, truncated: true },
  },
  {
    name: 'keys longer than the string cap',
    source: deckRule(
      'const o = { valid: false, issues: ["k"] }; for (let i = 0; i < 50; i++) { o["k".repeat(12000) + i] = i; } return o;',
    ),
    expect: { failure: true, issues: ['k'], truncated: true },
  },
  {
    name: 'an array that contains itself',
    source: deckRule('const a = []; a.push(a); return { valid: false, issues: a };'),
    expect: { failure: true },
  },
  {
    name: 'JSON.stringify of a cycle',
    source: deckRule('const o = {}; o.o = o; return JSON.stringify(o);'),
    expect: { stopped: THREW },
  },
  // Endless loops in callbacks the engine calls
  {
    name: 'endless loop in a JSON.parse reviver',
    source: deckRule('return JSON.parse("[1, 2]", () => { for (;;) {} });'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'endless loop in a replace callback',
    source: deckRule('return "aaa".replace(/a/g, () => { for (;;) {} });'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'endless loop in a default parameter',
    source: deckRule('const f = (a = (() => { for (;;) {} })()) => a; return f();'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'endless loop in a toString that String() calls',
    source: deckRule('return String({ toString() { for (;;) {} } });'),
    expect: { stopped: LIMITS },
  },
  {
    name: 'catastrophic alternation regex',
    source: deckRule('return /^(a|a)*b$/.test("a".repeat(40));'),
    expect: { stopped: LIMITS },
  },
  // Deep recursion
  {
    name: 'deep recursion with large frames',
    source: deckRule(
      'const f = (n, a, b) => (n === 0 ? 0 : f(n - 1, [a], { b }) + 1); return f(1e7);',
    ),
    expect: { stopped: THREW },
  },
  {
    name: 'recursion through a sort comparator',
    source: deckRule('const f = () => [2, 1].sort(f); f(); return true;'),
    expect: { stopped: THREW },
  },
  {
    name: 'recursion through toJSON',
    source: deckRule('const o = { toJSON: () => JSON.stringify(o) }; return JSON.stringify(o);'),
    expect: { stopped: THREW },
  },
  // Memory bombs
  {
    name: 'string past the maximum length',
    source: deckRule('return "x".repeat(2 ** 30).length > 0;'),
    expect: { stopped: THREW },
  },
  {
    name: 'three strings of 100 million characters',
    source: deckRule(
      'const a = []; for (let i = 0; i < 3; i++) { const s = Array(1e8).join(String.fromCharCode(65 + i)); a.push(s); s.charCodeAt(5e7); } return a.length > 0;',
    ),
    expect: { stopped: MEMORY },
    memoryBomb: true,
  },
  {
    name: 'a hundred million small objects',
    source: deckRule('return Array.from({ length: 1e8 }, (_, i) => ({ i })).length > 0;'),
    expect: { stopped: MEMORY },
    memoryBomb: true,
  },
  // Stack and error leaks
  {
    name: 'error stack read through a computed key',
    source: deckRule(
      'const k = ["st", "ack"].join(""); try { null.x; } catch (e) { return { valid: false, issues: [String(e[k]), "kept"] }; }',
    ),
    expect: { failure: true },
  },
  {
    name: 'V8 stack hooks on the compartment Error are inert',
    source: deckRule(
      'let e; try { null.x; } catch (x) { e = x; } const E = Object.getPrototypeOf(e[["constr", "uctor"].join("")]); E.prepareStackTrace = (err, frames) => frames; E.stackTraceLimit = 50; const o = {}; E.captureStackTrace(o); const e2 = e[["constr", "uctor"].join("")]("y"); const text = String(o.stack) + String(e2.stack) + String(e.stack); return { valid: false, issues: [text === "" ? "no stack" : text] };',
    ),
    expect: { failure: true, issues: ['no stack'] },
  },
  {
    name: 'stack overflow message carries no path',
    source: deckRule('const o = {}; o.toString = () => String(o); return String(o);'),
    expect: { stopped: THREW },
  },
];
