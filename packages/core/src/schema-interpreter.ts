import { TcgkitError } from './result.js';
import type { SchemaError, StandaloneValidator } from './schema.js';
import { checkSchema } from './schema-check.js';
import {
  type Context,
  child,
  equal,
  escapePointer,
  isMap,
  type JsonSchema,
  type Node,
  own,
  pointer,
  report,
  resolvePointer,
  type Step,
  TYPE_CHECKS,
  TYPED_KEYWORDS,
  ucs2length,
} from './schema-support.js';

export { checkSchema } from './schema-check.js';
export type { JsonSchema } from './schema-support.js';

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
 * import { schemaValidator, type TcgkitError } from '@tcgkit/core';
 * const validate = schemaValidator({ type: 'object', required: ['id'], properties: { id: { type: 'string' } } });
 * validate({ id: 3 }); // false; validate.errors[0].instancePath === '/id'
 * try {
 *   schemaValidator({ type: 'string', format: 'date' })('2026-01-01');
 * } catch (e) {
 *   console.log((e as TcgkitError).code); // 'core/unsupported-schema-keyword': a keyword it does not implement
 * }
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
