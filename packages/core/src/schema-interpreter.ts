import { type Issue, issue, TcgkitError } from './result.js';
import type { SchemaError, StandaloneValidator } from './schema.js';

/**
 * A JSON Schema (draft-07) as plain data. Every draft-07 keyword is implemented except `format`,
 * `contentMediaType` and `contentEncoding`; those, and any keyword draft-07 does not define, are
 * refused by name (see {@link checkSchema}), never silently skipped.
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

type Node = Readonly<Record<string, unknown>>;
// Where the value being checked sits: a stack of keys pushed and popped on the way down, made
// into a JSON Pointer only when a problem is reported (most values are valid).
interface Context {
  readonly keys: Array<string | number>;
  readonly errors: SchemaError[];
  /** Above 0 inside a branch whose errors are not reported (oneOf, anyOf, if, not): none are built. */
  quiet: number;
  /**
   * Above 0 while reporting inside a rule ajv calls composite (a failed anyOf/oneOf branch, a
   * property name, a contains item): there ajv keeps the errors of every failing item, while at
   * the top it reports `contains` alone.
   */
  composite: number;
}
type Step = (data: unknown, ctx: Context) => boolean;

/** A table with no prototype: `constructor` or `toString` is a missing key, never a function. */
function table<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

function pointer(keys: ReadonlyArray<string | number>): string {
  let out = '';
  for (const k of keys) out += `/${typeof k === 'number' ? k : escapePointer(k)}`;
  return out;
}

function child(step: Step, data: unknown, key: string | number, ctx: Context): boolean {
  ctx.keys.push(key);
  const valid = step(data, ctx);
  ctx.keys.pop();
  return valid;
}

function report(
  ctx: Context,
  schemaPath: string,
  keyword: string,
  params: Record<string, unknown>,
  message: string,
): false {
  if (ctx.quiet === 0)
    ctx.errors.push({
      instancePath: pointer(ctx.keys),
      schemaPath: `${schemaPath}/${keyword}`,
      keyword,
      params,
      message,
    });
  return false;
}

/** An own property of a data object: inherited names (`constructor`) are absent, as in JSON. */
function own(data: unknown, key: string): unknown {
  return Object.hasOwn(data as object, key) ? (data as Node)[key] : undefined;
}

const TYPE_CHECKS = table<(data: unknown) => boolean>({
  string: (d) => typeof d === 'string',
  number: (d) => typeof d === 'number' && Number.isFinite(d),
  integer: (d) => typeof d === 'number' && Number.isInteger(d),
  boolean: (d) => typeof d === 'boolean',
  null: (d) => d === null,
  array: (d) => Array.isArray(d),
  object: (d) => typeof d === 'object' && d !== null && !Array.isArray(d),
});

// The keywords that apply only to one type, and the type they belong to. A schema with one type
// and keywords of that type reports a wrong type after its untyped keywords (enum, const, oneOf…),
// as ajv does; otherwise the type is checked first.
const TYPED_KEYWORDS = table<string>({
  maximum: 'number',
  minimum: 'number',
  exclusiveMaximum: 'number',
  exclusiveMinimum: 'number',
  multipleOf: 'number',
  maxLength: 'string',
  minLength: 'string',
  pattern: 'string',
  maxItems: 'array',
  minItems: 'array',
  uniqueItems: 'array',
  additionalItems: 'array',
  items: 'array',
  contains: 'array',
  maxProperties: 'object',
  minProperties: 'object',
  required: 'object',
  propertyNames: 'object',
  additionalProperties: 'object',
  dependencies: 'object',
  properties: 'object',
  patternProperties: 'object',
});

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function ucs2length(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    length++;
    const c = text.charCodeAt(i);
    if (
      c >= 0xd800 &&
      c <= 0xdbff &&
      i + 1 < text.length &&
      (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    )
      i++;
  }
  return length;
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
      return true;
    }
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    for (const k of ka) {
      if (!Object.hasOwn(b, k) || !equal((a as Node)[k], (b as Node)[k])) return false;
    }
    return true;
  }
  return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
}

/** The schema a local `$ref` points at, or `undefined` when it points at nothing. */
function resolvePointer(root: unknown, ref: string): unknown {
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Node)[key];
  }
  return node;
}

// ---------------------------------------------------------------------------------------------
// Checking a schema before it is compiled: every keyword must be one this interpreter implements
// (or an annotation), with a value of the shape draft-07 gives it.

const DRAFT_07 = new Set([
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-07/schema',
]);

function shown(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    // a BigInt or a cycle: fall back to String below
  }
  text ??= String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const _isSchema = (v: unknown): boolean =>
  typeof v === 'boolean' || (typeof v === 'object' && v !== null && !Array.isArray(v));
const isMap = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const isUniqueStrings = (v: unknown): boolean =>
  Array.isArray(v) && v.every((s) => typeof s === 'string') && new Set(v).size === v.length;
const isCount = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isRegExp = (v: unknown): boolean => {
  if (typeof v !== 'string') return false;
  try {
    new RegExp(v, 'u');
    return true;
  } catch {
    return false;
  }
};

class SchemaChecker {
  readonly #root: unknown;
  readonly #seen = new WeakSet<object>();

  constructor(root: unknown) {
    this.#root = root;
  }

  /** The first problem in the schema at `at` (a JSON Pointer into the root), or `undefined`. */
  schema(value: unknown, at: string): Issue | undefined {
    if (typeof value === 'boolean') return undefined;
    if (!isMap(value)) {
      return issue(
        'core/invalid-schema',
        `The schema at ${at || '/'} must be an object or a boolean; it is ${shown(value)}.`,
        at || '/',
      );
    }
    if (this.#seen.has(value)) return undefined;
    this.#seen.add(value);
    for (const keyword of Object.keys(value)) {
      const problem = this.#keyword(keyword, value[keyword], `${at}/${escapePointer(keyword)}`, at);
      if (problem !== undefined) return problem;
    }
    return undefined;
  }

  #keyword(keyword: string, value: unknown, at: string, parent: string): Issue | undefined {
    const expect = (holds: boolean, what: string): Issue | undefined =>
      holds
        ? undefined
        : issue(
            'core/invalid-schema',
            `The schema's "${keyword}" at ${at} must be ${what}; it is ${shown(value)}.`,
            at,
          );
    const schemas = (list: unknown, where: string): Issue | undefined => {
      const items = list as unknown[];
      for (let i = 0; i < items.length; i++) {
        const problem = this.schema(items[i], `${where}/${i}`);
        if (problem !== undefined) return problem;
      }
      return undefined;
    };
    const map = (entries: Node, each: (v: unknown, where: string) => Issue | undefined) => {
      for (const key of Object.keys(entries)) {
        const problem = each(entries[key], `${at}/${escapePointer(key)}`);
        if (problem !== undefined) return problem;
      }
      return undefined;
    };
    switch (keyword) {
      case 'title':
      case 'description':
      case '$comment':
        return expect(typeof value === 'string', 'a string');
      case 'default':
      case 'const':
        return undefined;
      case 'examples':
      case 'enum':
        return expect(Array.isArray(value), 'an array');
      case 'readOnly':
      case 'writeOnly':
      case 'uniqueItems':
        return expect(typeof value === 'boolean', 'true or false');
      case '$schema':
        return (
          expect(typeof value === 'string', 'a string') ??
          (DRAFT_07.has(value as string)
            ? undefined
            : unsupported(keyword, at, `names ${shown(value)}; only draft-07 is implemented`))
        );
      case '$id':
        return (
          expect(typeof value === 'string', 'a string') ??
          (parent === ''
            ? undefined
            : unsupported(keyword, at, 'inside a subschema changes what "$ref" resolves against'))
        );
      case '$ref': {
        const problem = expect(typeof value === 'string', 'a string');
        if (problem !== undefined) return problem;
        const ref = value as string;
        if (!ref.startsWith('#'))
          return unsupported(keyword, at, `points at another document (${shown(ref)})`);
        const target = resolvePointer(this.#root, ref);
        if (target === undefined) {
          return issue(
            'core/invalid-schema',
            `The schema's "$ref" at ${at} points at nothing: no ${shown(ref)} in the schema.`,
            at,
          );
        }
        return this.schema(target, ref.slice(1));
      }
      case 'type': {
        const names = Array.isArray(value) ? value : [value];
        return expect(
          names.length > 0 &&
            names.every((t) => typeof t === 'string' && TYPE_CHECKS[t] !== undefined) &&
            new Set(names).size === names.length,
          'one of string, number, integer, boolean, null, array, object, or a list of them without repeats',
        );
      }
      case 'maximum':
      case 'minimum':
      case 'exclusiveMaximum':
      case 'exclusiveMinimum':
        return expect(typeof value === 'number' && Number.isFinite(value), 'a number');
      case 'multipleOf':
        return expect(
          typeof value === 'number' && Number.isFinite(value) && value > 0,
          'a number above 0',
        );
      case 'maxLength':
      case 'minLength':
      case 'maxItems':
      case 'minItems':
      case 'maxProperties':
      case 'minProperties':
        return expect(isCount(value), 'a whole number, 0 or more');
      case 'pattern':
        return expect(isRegExp(value), 'a regular expression (with the u flag)');
      case 'required':
        return expect(isUniqueStrings(value), 'a list of property names without repeats');
      case 'items':
        if (Array.isArray(value))
          return (
            expect(value.length > 0, 'a schema or a non-empty list of schemas') ??
            schemas(value, at)
          );
        return this.schema(value, at);
      case 'additionalItems':
      case 'additionalProperties':
      case 'contains':
      case 'propertyNames':
      case 'not':
      case 'if':
      case 'then':
      case 'else':
        return this.schema(value, at);
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        return (
          expect(Array.isArray(value) && value.length > 0, 'a non-empty list of schemas') ??
          schemas(value, at)
        );
      case 'properties':
      case 'definitions':
      case '$defs':
        return (
          expect(isMap(value), 'an object of schemas') ??
          map(value as Node, (v, w) => this.schema(v, w))
        );
      case 'patternProperties':
        return (
          expect(isMap(value), 'an object of schemas') ??
          expect(Object.keys(value as Node).every(isRegExp), 'keyed by regular expressions') ??
          map(value as Node, (v, w) => this.schema(v, w))
        );
      case 'dependencies':
        return (
          expect(isMap(value), 'an object of schemas or property lists') ??
          map(value as Node, (v, w) =>
            Array.isArray(v)
              ? isUniqueStrings(v)
                ? undefined
                : issue(
                    'core/invalid-schema',
                    `The schema's "dependencies" at ${w} must be a list of property names without repeats; it is ${shown(v)}.`,
                    w,
                  )
              : this.schema(v, w),
          )
        );
      case 'format':
        return unsupported(keyword, at, 'is not implemented (no format is checked)');
      case 'contentMediaType':
      case 'contentEncoding':
        return unsupported(keyword, at, 'is not implemented (the content is not decoded)');
      default:
        return unsupported(keyword, at, 'is not a draft-07 keyword this interpreter implements');
    }
  }
}

function unsupported(keyword: string, at: string, why: string): Issue {
  return issue(
    'core/unsupported-schema-keyword',
    `The schema's "${keyword}" at ${at} ${why}: @tcgkit/core's schema interpreter refuses it rather than skip it. Remove it, or check that rule in code after validation.`,
    at,
  );
}

/**
 * Checks that a JSON Schema uses only what {@link schemaValidator} implements, with values of the
 * shape draft-07 gives them, so no keyword is ever silently skipped. Returns the first problem:
 * `core/unsupported-schema-keyword` names a keyword that is not implemented (`format`,
 * `contentMediaType`, `contentEncoding`, `$id` inside a subschema, a `$ref` to another document,
 * a `$schema` other than draft-07, or any keyword draft-07 does not define), and
 * `core/invalid-schema` a keyword whose value is malformed (`type: "constructor"`,
 * `minimum: "3"`, a `$ref` that points at nothing). The path is the JSON Pointer of the keyword
 * in the schema. `pnpm run schemas` runs it on every published schema.
 *
 * @example
 * ```ts
 * import { checkSchema } from '@tcgkit/core';
 * checkSchema({ type: 'string', format: 'date' });
 * // { code: 'core/unsupported-schema-keyword', path: '/format', message: 'The schema\'s "format" at /format is not implemented…' }
 * checkSchema({ type: 'object', minProperties: 1 }); // undefined
 * ```
 */
export function checkSchema(schema: unknown): Issue | undefined {
  return new SchemaChecker(schema).schema(schema, '');
}

// ---------------------------------------------------------------------------------------------

/**
 * Compiles a checked schema into validation steps once: `$ref`s resolve to shared steps (so a
 * definition used in many places is compiled once), patterns become `RegExp`s with the `u` flag.
 * Keywords run in ajv's order (its rule groups: untyped, then number, string, array, object), so
 * the first error reported is the one ajv reports.
 */
class Compiler {
  readonly #root: JsonSchema;
  readonly #byRef = new Map<string, Step>();

  constructor(root: JsonSchema) {
    this.#root = root;
  }

  compile(schema: JsonSchema, schemaPath: string): Step {
    if (schema === true) return () => true;
    if (schema === false) {
      return (_d, ctx) => {
        if (ctx.quiet === 0)
          ctx.errors.push({
            instancePath: pointer(ctx.keys),
            schemaPath,
            keyword: 'false schema',
            params: {},
            message: 'boolean schema is false',
          });
        return false;
      };
    }
    const node = schema as Node;

    const types =
      node.type === undefined
        ? []
        : Array.isArray(node.type)
          ? (node.type as string[])
          : [node.type as string];
    const typeError = (ctx: Context) => {
      if (ctx.quiet === 0)
        ctx.errors.push({
          instancePath: pointer(ctx.keys),
          schemaPath: `${schemaPath}/type`,
          keyword: 'type',
          params: { type: node.type },
          message: `must be ${types.join(',')}`,
        });
      return false;
    };
    const checks = types.map((t) => TYPE_CHECKS[t] as (d: unknown) => boolean);
    const isType =
      checks.length === 1
        ? (checks[0] as (d: unknown) => boolean)
        : (d: unknown) => checks.some((check) => check(d));
    const single = types.length === 1 ? types[0] : undefined;
    const groupType = single === 'integer' ? undefined : single;
    const hasRulesForType =
      groupType !== undefined && Object.keys(node).some((k) => TYPED_KEYWORDS[k] === groupType);

    const untyped = this.#untyped(node, schemaPath);
    const groups: Array<[(d: unknown) => boolean, Step, string]> = [];
    for (const group of ['number', 'string', 'array', 'object']) {
      // A keyword of the group that checks nothing (`properties: {}`) still makes ajv check the
      // type there, after the untyped keywords.
      const step =
        this.#typed(node, schemaPath, group) ??
        (group === groupType && hasRulesForType ? () => true : undefined);
      if (step !== undefined)
        groups.push([TYPE_CHECKS[group] as (d: unknown) => boolean, step, group]);
    }

    // The common shapes get a closure of their own: a lone `$ref`, an object, array or string
    // schema with only its own type's keywords, and a plain type check.
    const only = groups[0];
    if (types.length === 0 && groups.length === 0 && untyped.length <= 1)
      return untyped[0] ?? (() => true);
    if (
      untyped.length === 0 &&
      groups.length === 1 &&
      only !== undefined &&
      hasRulesForType &&
      only[2] === groupType
    ) {
      const [check, step] = only;
      return (data, ctx) => (check(data) ? step(data, ctx) : typeError(ctx));
    }
    if (untyped.length === 0 && groups.length === 0) {
      return (data, ctx) => isType(data) || typeError(ctx);
    }
    const checkTypeFirst = types.length > 0 && !hasRulesForType;
    return (data, ctx) => {
      if (checkTypeFirst && !isType(data)) return typeError(ctx);
      for (const step of untyped) if (!step(data, ctx)) return false;
      for (const [check, step, group] of groups) {
        if (check(data)) {
          if (!step(data, ctx)) return false;
        } else if (hasRulesForType && group === groupType) {
          return typeError(ctx);
        }
      }
      return true;
    };
  }

  #ref(ref: string): Step {
    const known = this.#byRef.get(ref);
    if (known !== undefined) return known;
    let compiled: Step | undefined;
    // Placed before compiling so a recursive definition refers to itself.
    const step: Step = (d, ctx) => (compiled as Step)(d, ctx);
    this.#byRef.set(ref, step);
    compiled = this.compile(resolvePointer(this.#root, ref) as JsonSchema, ref);
    return step;
  }

  #untyped(node: Node, schemaPath: string): Step[] {
    const steps: Step[] = [];
    if (typeof node.$ref === 'string') steps.push(this.#ref(node.$ref));
    if (Object.hasOwn(node, 'const')) {
      const allowedValue = node.const;
      steps.push(
        (d, ctx) =>
          equal(d, allowedValue) ||
          report(ctx, schemaPath, 'const', { allowedValue }, 'must be equal to constant'),
      );
    }
    if (Array.isArray(node.enum)) {
      const allowedValues = node.enum as unknown[];
      steps.push(
        (d, ctx) =>
          allowedValues.some((v) => equal(d, v)) ||
          report(
            ctx,
            schemaPath,
            'enum',
            { allowedValues },
            'must be equal to one of the allowed values',
          ),
      );
    }
    if (node.not !== undefined) {
      const inner = this.compile(node.not as JsonSchema, `${schemaPath}/not`);
      steps.push((d, ctx) => {
        ctx.quiet++;
        const passed = inner(d, ctx);
        ctx.quiet--;
        return !passed || report(ctx, schemaPath, 'not', {}, 'must NOT be valid');
      });
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      if (!Array.isArray(node[keyword])) continue;
      const branches = (node[keyword] as JsonSchema[]).map((s, i) =>
        this.compile(s, `${schemaPath}/${keyword}/${i}`),
      );
      const anyOf = keyword === 'anyOf';
      // Which branches pass, stopping where ajv stops (anyOf: the first; oneOf: the second).
      const passingOf = (d: unknown, ctx: Context): number[] => {
        const passing: number[] = [];
        for (let i = 0; i < branches.length; i++) {
          if ((branches[i] as Step)(d, ctx)) {
            passing.push(i);
            if (anyOf || passing.length > 1) break;
          }
        }
        return passing;
      };
      steps.push((d, ctx) => {
        ctx.quiet++;
        let passing = passingOf(d, ctx);
        ctx.quiet--;
        if (anyOf ? passing.length > 0 : passing.length === 1) return true;
        if (ctx.quiet > 0) return false;
        // Failed: run the branches again, reporting, for each failing branch's first error.
        ctx.composite++;
        passing = passingOf(d, ctx);
        ctx.composite--;
        return anyOf
          ? report(ctx, schemaPath, keyword, {}, 'must match a schema in anyOf')
          : report(
              ctx,
              schemaPath,
              keyword,
              { passingSchemas: passing.length > 1 ? passing : null },
              'must match exactly one schema in oneOf',
            );
      });
    }
    if (Array.isArray(node.allOf)) {
      const all = (node.allOf as JsonSchema[]).map((s, i) =>
        this.compile(s, `${schemaPath}/allOf/${i}`),
      );
      steps.push((d, ctx) => all.every((step) => step(d, ctx)));
    }
    if (node.if !== undefined && (node.then !== undefined || node.else !== undefined)) {
      const test = this.compile(node.if as JsonSchema, `${schemaPath}/if`);
      const then =
        node.then === undefined
          ? undefined
          : this.compile(node.then as JsonSchema, `${schemaPath}/then`);
      const otherwise =
        node.else === undefined
          ? undefined
          : this.compile(node.else as JsonSchema, `${schemaPath}/else`);
      steps.push((d, ctx) => {
        ctx.quiet++;
        const passed = test(d, ctx);
        ctx.quiet--;
        const branch = passed ? then : otherwise;
        if (branch === undefined || branch(d, ctx)) return true;
        const failingKeyword = passed ? 'then' : 'else';
        return report(
          ctx,
          schemaPath,
          'if',
          { failingKeyword },
          `must match "${failingKeyword}" schema`,
        );
      });
    }
    return steps;
  }

  #typed(node: Node, schemaPath: string, group: string): Step | undefined {
    const steps: Step[] = [];
    const fail = (
      ctx: Context,
      keyword: string,
      params: Record<string, unknown>,
      message: string,
    ) => report(ctx, schemaPath, keyword, params, message);
    const num = (k: string) => (typeof node[k] === 'number' ? (node[k] as number) : undefined);
    const limit = (
      keyword: string,
      size: (d: never) => number,
      more: boolean,
      noun: string,
    ): void => {
      const n = num(keyword);
      if (n === undefined) return;
      const message = `must NOT have ${more ? 'more' : 'fewer'} than ${n} ${noun}`;
      steps.push((d, ctx) =>
        (more ? size(d as never) <= n : size(d as never) >= n)
          ? true
          : fail(ctx, keyword, { limit: n }, message),
      );
    };
    if (group === 'number') {
      const limits: Array<[string, string, (a: number, b: number) => boolean]> = [
        ['maximum', '<=', (a, b) => a <= b],
        ['minimum', '>=', (a, b) => a >= b],
        ['exclusiveMaximum', '<', (a, b) => a < b],
        ['exclusiveMinimum', '>', (a, b) => a > b],
      ];
      for (const [keyword, comparison, holds] of limits) {
        const limit = num(keyword);
        if (limit === undefined) continue;
        steps.push((d, ctx) =>
          holds(d as number, limit)
            ? true
            : fail(ctx, keyword, { comparison, limit }, `must be ${comparison} ${limit}`),
        );
      }
      const multipleOf = num('multipleOf');
      if (multipleOf !== undefined) {
        // ajv's test is `q === parseInt(q)`: an integer quotient, written without an exponent
        // (so below 1e21). 0.3 is not a multiple of 0.1 in floating point, for both.
        steps.push((d, ctx) => {
          const q = (d as number) / multipleOf;
          return Number.isInteger(q) && Math.abs(q) < 1e21
            ? true
            : fail(ctx, 'multipleOf', { multipleOf }, `must be multiple of ${multipleOf}`);
        });
      }
    } else if (group === 'string') {
      limit('maxLength', ucs2length, true, 'characters');
      limit('minLength', ucs2length, false, 'characters');
      if (typeof node.pattern === 'string') {
        const pattern = node.pattern;
        const regexp = new RegExp(pattern, 'u');
        steps.push((d, ctx) =>
          regexp.test(d as string)
            ? true
            : fail(ctx, 'pattern', { pattern }, `must match pattern "${pattern}"`),
        );
      }
    } else if (group === 'array') {
      const length = (d: unknown[]) => d.length;
      limit('maxItems', length, true, 'items');
      limit('minItems', length, false, 'items');
      if (Array.isArray(node.items)) {
        const tuple = (node.items as JsonSchema[]).map((s, i) =>
          this.compile(s, `${schemaPath}/items/${i}`),
        );
        const extra = node.additionalItems;
        // additionalItems runs before items in ajv: the items past the tuple are checked first.
        if (extra === false) {
          steps.push((d, ctx) =>
            (d as unknown[]).length <= tuple.length
              ? true
              : fail(
                  ctx,
                  'additionalItems',
                  { limit: tuple.length },
                  `must NOT have more than ${tuple.length} items`,
                ),
          );
        } else if (extra !== undefined && extra !== true) {
          const rest = this.compile(extra as JsonSchema, `${schemaPath}/additionalItems`);
          steps.push((d, ctx) => {
            const list = d as unknown[];
            for (let i = tuple.length; i < list.length; i++)
              if (!child(rest, list[i], i, ctx)) return false;
            return true;
          });
        }
        steps.push((d, ctx) => {
          const list = d as unknown[];
          const n = Math.min(list.length, tuple.length);
          for (let i = 0; i < n; i++) if (!child(tuple[i] as Step, list[i], i, ctx)) return false;
          return true;
        });
      } else if (node.items !== undefined) {
        const each = this.compile(node.items as JsonSchema, `${schemaPath}/items`);
        steps.push((d, ctx) => {
          const list = d as unknown[];
          for (let i = 0; i < list.length; i++) if (!child(each, list[i], i, ctx)) return false;
          return true;
        });
      }
      if (node.contains !== undefined) {
        const each = this.compile(node.contains as JsonSchema, `${schemaPath}/contains`);
        steps.push((d, ctx) => {
          const list = d as unknown[];
          ctx.quiet++;
          let found = false;
          for (let i = 0; i < list.length && !found; i++) found = child(each, list[i], i, ctx);
          ctx.quiet--;
          if (found) return true;
          if (ctx.quiet === 0 && ctx.composite > 0) {
            ctx.composite++;
            for (let i = 0; i < list.length; i++) child(each, list[i], i, ctx);
            ctx.composite--;
          }
          return fail(ctx, 'contains', { minContains: 1 }, 'must contain at least 1 valid item(s)');
        });
      }
      if (node.uniqueItems === true) steps.push(this.#uniqueItems(node, fail));
    } else if (group === 'object') {
      limit('maxProperties', (d: object) => Object.keys(d).length, true, 'properties');
      limit('minProperties', (d: object) => Object.keys(d).length, false, 'properties');
      if (Array.isArray(node.required)) {
        const required = node.required as string[];
        steps.push((d, ctx) => {
          for (let i = 0; i < required.length; i++) {
            const missingProperty = required[i] as string;
            if (own(d, missingProperty) === undefined) {
              return fail(
                ctx,
                'required',
                { missingProperty },
                `must have required property '${missingProperty}'`,
              );
            }
          }
          return true;
        });
      }
      if (node.propertyNames !== undefined) {
        const names = this.compile(node.propertyNames as JsonSchema, `${schemaPath}/propertyNames`);
        steps.push((d, ctx) => {
          for (const propertyName of Object.keys(d as Node)) {
            const from = ctx.errors.length;
            ctx.composite++;
            const valid = names(propertyName, ctx);
            ctx.composite--;
            if (valid) continue;
            // ajv marks the errors found in a property name with that name.
            for (let i = from; i < ctx.errors.length; i++)
              ctx.errors[i] = { ...(ctx.errors[i] as SchemaError), propertyName };
            return fail(ctx, 'propertyNames', { propertyName }, 'property name must be valid');
          }
          return true;
        });
      }
      const properties = (node.properties ?? {}) as Readonly<Record<string, JsonSchema>>;
      const patternProperties = Object.entries(
        (node.patternProperties ?? {}) as Readonly<Record<string, JsonSchema>>,
      ).map(
        ([p, s]) =>
          [
            new RegExp(p, 'u'),
            this.compile(s, `${schemaPath}/patternProperties/${escapePointer(p)}`),
          ] as const,
      );
      const additional = node.additionalProperties;
      if (additional !== undefined && additional !== true) {
        const known = new Set(Object.keys(properties));
        const rest =
          additional === false
            ? undefined
            : this.compile(additional as JsonSchema, `${schemaPath}/additionalProperties`);
        steps.push((d, ctx) => {
          for (const key of Object.keys(d as Node)) {
            if (known.has(key)) continue;
            if (patternProperties.length > 0 && patternProperties.some(([p]) => p.test(key)))
              continue;
            if (rest === undefined) {
              return fail(
                ctx,
                'additionalProperties',
                { additionalProperty: key },
                'must NOT have additional properties',
              );
            }
            if (!child(rest, (d as Node)[key], key, ctx)) return false;
          }
          return true;
        });
      }
      if (isMap(node.dependencies)) steps.push(this.#dependencies(node.dependencies, schemaPath));
      const compiled = Object.entries(properties).map(
        ([key, s]) =>
          [key, this.compile(s, `${schemaPath}/properties/${escapePointer(key)}`)] as const,
      );
      if (compiled.length > 0) {
        const keys = compiled.map(([key]) => key);
        const propertySteps = compiled.map(([, step]) => step);
        steps.push((d, ctx) => {
          for (let i = 0; i < keys.length; i++) {
            const key = keys[i] as string;
            const value = own(d, key);
            if (value !== undefined && !child(propertySteps[i] as Step, value, key, ctx))
              return false;
          }
          return true;
        });
      }
      if (patternProperties.length > 0) {
        steps.push((d, ctx) => {
          for (const [regexp, step] of patternProperties) {
            for (const key of Object.keys(d as Node)) {
              if (regexp.test(key) && !child(step, (d as Node)[key], key, ctx)) return false;
            }
          }
          return true;
        });
      }
    }
    if (steps.length === 0) return undefined;
    if (steps.length === 1) return steps[0];
    return (d, ctx) => {
      for (const step of steps) if (!step(d, ctx)) return false;
      return true;
    };
  }

  /**
   * `uniqueItems`, reporting the pair ajv reports. When `items` gives only scalar types, ajv walks
   * the list from the end remembering where it saw each value (linear), so the pair is the last
   * item that repeats a later one and the nearest later copy; otherwise it compares every pair
   * from the end (quadratic, like ajv; the published schemas bound such arrays with maxItems).
   */
  #uniqueItems(
    node: Node,
    fail: (ctx: Context, keyword: string, params: Record<string, unknown>, m: string) => false,
  ): Step {
    const message = (i: number, j: number) =>
      `must NOT have duplicate items (items ## ${j} and ${i} are identical)`;
    const items = node.items;
    const itemTypes =
      isMap(items) && items.type !== undefined ? ([] as string[]).concat(items.type as string) : [];
    if (itemTypes.length > 0 && !itemTypes.some((t) => t === 'object' || t === 'array')) {
      const checks = itemTypes.map((t) => TYPE_CHECKS[t] as (d: unknown) => boolean);
      return (d, ctx) => {
        const list = d as unknown[];
        const seen = new Map<unknown, number>();
        for (let i = list.length - 1; i >= 0; i--) {
          const item = list[i];
          if (!checks.some((check) => check(item))) continue;
          const j = seen.get(item);
          if (j !== undefined) return fail(ctx, 'uniqueItems', { i, j }, message(i, j));
          seen.set(item, i);
        }
        return true;
      };
    }
    return (d, ctx) => {
      const list = d as unknown[];
      for (let i = list.length - 1; i > 0; i--) {
        for (let j = i - 1; j >= 0; j--) {
          if (equal(list[i], list[j])) return fail(ctx, 'uniqueItems', { i, j }, message(i, j));
        }
      }
      return true;
    };
  }

  /** `dependencies`: the property lists first, then the schemas, each in the schema's order. */
  #dependencies(dependencies: Node, schemaPath: string): Step {
    const lists: Array<[string, readonly string[]]> = [];
    const schemas: Array<[string, Step]> = [];
    for (const property of Object.keys(dependencies)) {
      // ajv leaves a dependency of "__proto__" out; so does this, to agree with it.
      if (property === '__proto__') continue;
      const value = dependencies[property];
      if (Array.isArray(value)) {
        if (value.length > 0) lists.push([property, value as string[]]);
      } else {
        const at = `${schemaPath}/dependencies/${escapePointer(property)}`;
        schemas.push([property, this.compile(value as JsonSchema, at)]);
      }
    }
    return (d, ctx) => {
      for (const [property, deps] of lists) {
        if (own(d, property) === undefined) continue;
        for (const missingProperty of deps) {
          if (own(d, missingProperty) !== undefined) continue;
          const names = deps.join(', ');
          return report(
            ctx,
            schemaPath,
            'dependencies',
            { property, missingProperty, depsCount: deps.length, deps: names },
            `must have ${deps.length === 1 ? 'property' : 'properties'} ${names} when property ${property} is present`,
          );
        }
      }
      for (const [property, step] of schemas)
        if (own(d, property) !== undefined && !step(d, ctx)) return false;
      return true;
    };
  }
}

/**
 * A validator for a JSON Schema (draft-07), with no code generation and no `eval`: the schema is
 * checked ({@link checkSchema}) and compiled into closures the first time the validator runs, so
 * importing a package costs only the schema's JSON. A schema using a keyword this interpreter
 * does not implement, or a malformed one, makes that first run throw a `TcgkitError` with the
 * code (`core/unsupported-schema-keyword`, `core/invalid-schema`), the keyword's name and its
 * path: a programmer error, caught by `pnpm run schemas` before any package ships. Reports the
 * first problem in `errors`, in ajv's shape and order (the type, then `required`,
 * `additionalProperties`, then each property in schema order), so {@link createValidator} can
 * turn it into a path and a message. Properties are the data's own: `{}` lacks `constructor`.
 *
 * @example
 * ```ts
 * import { schemaValidator } from '@tcgkit/core';
 * const validate = schemaValidator({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } });
 * validate({ id: 3 }); // false; validate.errors[0].instancePath === '/id'
 * schemaValidator({ type: 'string', format: 'date' })('2026-01-01'); // throws: core/unsupported-schema-keyword
 * ```
 */
export function schemaValidator(schema: JsonSchema): StandaloneValidator {
  let step: Step | undefined;
  const validate = ((data: unknown): boolean => {
    if (step === undefined) {
      const problem = checkSchema(schema);
      if (problem !== undefined) throw new TcgkitError(problem);
      step = new Compiler(schema).compile(schema, '#');
    }
    const errors: SchemaError[] = [];
    const valid = step(data, { keys: [], errors, quiet: 0, composite: 0 });
    validate.errors = valid ? null : errors;
    return valid;
  }) as StandaloneValidator & { errors?: readonly SchemaError[] | null };
  validate.errors = null;
  return validate;
}
