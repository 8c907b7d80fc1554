import type { SchemaError, StandaloneValidator } from './schema.js';

/**
 * A JSON Schema (draft-07) as plain data: the subset of keywords tcgkit's schemas use.
 * Unknown keywords are ignored, like annotations.
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

type Node = Readonly<Record<string, unknown>>;
// Where the value being checked sits: a stack of keys pushed and popped on the way down, made
// into a JSON Pointer only when a problem is reported (most values are valid).
interface Context {
  readonly keys: Array<string | number>;
  readonly errors: SchemaError[];
  /** Above 0 inside a branch whose errors are not reported (oneOf, anyOf, if): none are built. */
  quiet: number;
}
type Step = (data: unknown, ctx: Context) => boolean;

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

const TYPE_CHECKS: Readonly<Record<string, (data: unknown) => boolean>> = {
  string: (d) => typeof d === 'string',
  number: (d) => typeof d === 'number' && Number.isFinite(d),
  integer: (d) => typeof d === 'number' && Number.isInteger(d),
  boolean: (d) => typeof d === 'boolean',
  null: (d) => d === null,
  array: (d) => Array.isArray(d),
  object: (d) => typeof d === 'object' && d !== null && !Array.isArray(d),
};

// The keywords that apply only to one type, and the type they belong to. A schema with one type
// and keywords of that type reports a wrong type after its untyped keywords (enum, const, oneOf…),
// as ajv does; otherwise the type is checked first.
const TYPED_KEYWORDS: Readonly<Record<string, string>> = {
  maximum: 'number',
  minimum: 'number',
  exclusiveMaximum: 'number',
  exclusiveMinimum: 'number',
  maxLength: 'string',
  minLength: 'string',
  pattern: 'string',
  maxItems: 'array',
  minItems: 'array',
  uniqueItems: 'array',
  additionalItems: 'array',
  items: 'array',
  maxProperties: 'object',
  minProperties: 'object',
  required: 'object',
  additionalProperties: 'object',
  properties: 'object',
  patternProperties: 'object',
};

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

function resolvePointer(root: JsonSchema, ref: string): JsonSchema {
  if (!ref.startsWith('#')) throw new Error(`schema: only local $ref is supported, not "${ref}"`);
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) {
      throw new Error(`schema: $ref "${ref}" points at nothing`);
    }
    node = (node as Node)[key];
  }
  return node as JsonSchema;
}

/**
 * Compiles a schema into validation steps once: `$ref`s resolve to shared steps (so a definition
 * used in many places is compiled once), patterns become `RegExp`s with the `u` flag.
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
    if (typeof node.$ref === 'string') return this.#ref(node.$ref);

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
          params: { type: types.length === 1 ? types[0] : types },
          message: `must be ${types.join(',')}`,
        });
      return false;
    };
    const checks = types.map((t) => TYPE_CHECKS[t] ?? (() => false));
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
      const step = this.#typed(node, schemaPath, group);
      if (step !== undefined)
        groups.push([TYPE_CHECKS[group] as (d: unknown) => boolean, step, group]);
    }

    // The common shapes get a closure of their own: an object, array or string schema with only
    // its own type's keywords, and a plain type check.
    const only = groups[0];
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
      if (types.length === 0) return () => true;
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
    compiled = this.compile(resolvePointer(this.#root, ref), ref);
    return step;
  }

  #untyped(node: Node, schemaPath: string): Step[] {
    const steps: Step[] = [];
    if (Object.hasOwn(node, 'const')) {
      const allowedValue = node.const;
      steps.push((d, ctx) => {
        if (equal(d, allowedValue)) return true;
        if (ctx.quiet === 0)
          ctx.errors.push({
            instancePath: pointer(ctx.keys),
            schemaPath: `${schemaPath}/const`,
            keyword: 'const',
            params: { allowedValue },
            message: 'must be equal to constant',
          });
        return false;
      });
    }
    if (Array.isArray(node.enum)) {
      const allowedValues = node.enum as unknown[];
      steps.push((d, ctx) => {
        if (allowedValues.some((v) => equal(d, v))) return true;
        if (ctx.quiet === 0)
          ctx.errors.push({
            instancePath: pointer(ctx.keys),
            schemaPath: `${schemaPath}/enum`,
            keyword: 'enum',
            params: { allowedValues },
            message: 'must be equal to one of the allowed values',
          });
        return false;
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
        passing = passingOf(d, ctx);
        const path = pointer(ctx.keys);
        ctx.errors.push(
          anyOf
            ? {
                instancePath: path,
                schemaPath: `${schemaPath}/anyOf`,
                keyword,
                params: {},
                message: 'must match a schema in anyOf',
              }
            : {
                instancePath: path,
                schemaPath: `${schemaPath}/oneOf`,
                keyword,
                params: { passingSchemas: passing.length > 1 ? passing : null },
                message: 'must match exactly one schema in oneOf',
              },
        );
        return false;
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
        if (ctx.quiet === 0)
          ctx.errors.push({
            instancePath: pointer(ctx.keys),
            schemaPath: `${schemaPath}/if`,
            keyword: 'if',
            params: { failingKeyword },
            message: `must match "${failingKeyword}" schema`,
          });
        return false;
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
    ) => {
      if (ctx.quiet === 0)
        ctx.errors.push({
          instancePath: pointer(ctx.keys),
          schemaPath: `${schemaPath}/${keyword}`,
          keyword,
          params,
          message,
        });
      return false;
    };
    const num = (k: string) => (typeof node[k] === 'number' ? (node[k] as number) : undefined);
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
    } else if (group === 'string') {
      const max = num('maxLength');
      if (max !== undefined) {
        steps.push((d, ctx) =>
          ucs2length(d as string) <= max
            ? true
            : fail(ctx, 'maxLength', { limit: max }, `must NOT have more than ${max} characters`),
        );
      }
      const min = num('minLength');
      if (min !== undefined) {
        steps.push((d, ctx) =>
          ucs2length(d as string) >= min
            ? true
            : fail(ctx, 'minLength', { limit: min }, `must NOT have fewer than ${min} characters`),
        );
      }
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
      const max = num('maxItems');
      if (max !== undefined) {
        steps.push((d, ctx) =>
          (d as unknown[]).length <= max
            ? true
            : fail(ctx, 'maxItems', { limit: max }, `must NOT have more than ${max} items`),
        );
      }
      const min = num('minItems');
      if (min !== undefined) {
        steps.push((d, ctx) =>
          (d as unknown[]).length >= min
            ? true
            : fail(ctx, 'minItems', { limit: min }, `must NOT have fewer than ${min} items`),
        );
      }
      if (node.uniqueItems === true) {
        steps.push((d, ctx) => {
          const list = d as unknown[];
          for (let i = list.length - 1; i > 0; i--) {
            for (let j = i - 1; j >= 0; j--) {
              if (equal(list[i], list[j])) {
                return fail(
                  ctx,
                  'uniqueItems',
                  { i, j },
                  `must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
                );
              }
            }
          }
          return true;
        });
      }
      if (Array.isArray(node.items)) {
        const tuple = (node.items as JsonSchema[]).map((s, i) =>
          this.compile(s, `${schemaPath}/items/${i}`),
        );
        const extra = node.additionalItems;
        const rest =
          extra === undefined || extra === true
            ? undefined
            : this.compile(extra as JsonSchema, `${schemaPath}/additionalItems`);
        steps.push((d, ctx) => {
          const list = d as unknown[];
          if (extra === false && list.length > tuple.length) {
            return fail(
              ctx,
              'additionalItems',
              { limit: tuple.length },
              `must NOT have more than ${tuple.length} items`,
            );
          }
          for (let i = 0; i < list.length; i++) {
            const step = i < tuple.length ? tuple[i] : rest;
            if (step !== undefined && !child(step, list[i], i, ctx)) return false;
          }
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
    } else if (group === 'object') {
      if (Array.isArray(node.required)) {
        const required = node.required as string[];
        steps.push((d, ctx) => {
          for (let i = 0; i < required.length; i++) {
            const missingProperty = required[i] as string;
            if ((d as Node)[missingProperty] === undefined) {
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
            const value = (d as Node)[key];
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
}

/**
 * A validator for a JSON Schema (draft-07), with no code generation and no `eval`: the schema is
 * compiled into closures the first time the validator runs, so importing a package costs only
 * the schema's JSON. Reports the first problem in `errors`, in ajv's shape and order (the type,
 * then `required`, `additionalProperties`, then each property in schema order), so
 * {@link createValidator} can turn it into a path and a message.
 *
 * @example
 * ```ts
 * import { schemaValidator } from '@tcgkit/core';
 * const validate = schemaValidator({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } });
 * validate({ id: 3 }); // false; validate.errors[0].instancePath === '/id'
 * ```
 */
export function schemaValidator(schema: JsonSchema): StandaloneValidator {
  let step: Step | undefined;
  const validate = ((data: unknown): boolean => {
    step ??= new Compiler(schema).compile(schema, '#');
    const errors: SchemaError[] = [];
    const valid = step(data, { keys: [], errors, quiet: 0 });
    validate.errors = valid ? null : errors;
    return valid;
  }) as StandaloneValidator & { errors?: readonly SchemaError[] | null };
  validate.errors = null;
  return validate;
}
