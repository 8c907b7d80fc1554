import type { SchemaError, StandaloneValidator } from './schema.js';

/**
 * A JSON Schema (draft-07) as plain data: the subset of keywords tcgkit's schemas use.
 * Unknown keywords are ignored, like annotations.
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

type Node = Readonly<Record<string, unknown>>;
type Step = (data: unknown, path: string, errors: SchemaError[]) => boolean;

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
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
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
  return a !== a && b !== b;
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
      return (_d, path, errors) => {
        errors.push({ instancePath: path, schemaPath, keyword: 'false schema', params: {}, message: 'boolean schema is false' });
        return false;
      };
    }
    const node = schema as Node;
    if (typeof node.$ref === 'string') return this.#ref(node.$ref);

    const types = node.type === undefined ? [] : Array.isArray(node.type) ? (node.type as string[]) : [node.type as string];
    const typeError = (path: string, errors: SchemaError[]) => {
      errors.push({
        instancePath: path,
        schemaPath: `${schemaPath}/type`,
        keyword: 'type',
        params: { type: types.length === 1 ? types[0] : types },
        message: `must be ${types.join(',')}`,
      });
      return false;
    };
    const isType = (d: unknown) => types.some((t) => TYPE_CHECKS[t]?.(d) ?? false);
    const single = types.length === 1 ? types[0] : undefined;
    const groupType = single === 'integer' ? undefined : single;
    const hasRulesForType = groupType !== undefined && Object.keys(node).some((k) => TYPED_KEYWORDS[k] === groupType);

    const untyped = this.#untyped(node, schemaPath);
    const groups: Array<[string, Step]> = [];
    for (const group of ['number', 'string', 'array', 'object']) {
      const step = this.#typed(node, schemaPath, group);
      if (step !== undefined) groups.push([group, step]);
    }

    return (data, path, errors) => {
      if (types.length > 0 && !hasRulesForType && !isType(data)) return typeError(path, errors);
      for (const step of untyped) if (!step(data, path, errors)) return false;
      for (const [group, step] of groups) {
        if (TYPE_CHECKS[group]?.(data)) {
          if (!step(data, path, errors)) return false;
        } else if (hasRulesForType && group === groupType) {
          return typeError(path, errors);
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
    const step: Step = (d, p, e) => (compiled as Step)(d, p, e);
    this.#byRef.set(ref, step);
    compiled = this.compile(resolvePointer(this.#root, ref), ref);
    return step;
  }

  #untyped(node: Node, schemaPath: string): Step[] {
    const steps: Step[] = [];
    if (Object.hasOwn(node, 'const')) {
      const allowedValue = node.const;
      steps.push((d, path, errors) => {
        if (equal(d, allowedValue)) return true;
        errors.push({ instancePath: path, schemaPath: `${schemaPath}/const`, keyword: 'const', params: { allowedValue }, message: 'must be equal to constant' });
        return false;
      });
    }
    if (Array.isArray(node.enum)) {
      const allowedValues = node.enum as unknown[];
      steps.push((d, path, errors) => {
        if (allowedValues.some((v) => equal(d, v))) return true;
        errors.push({ instancePath: path, schemaPath: `${schemaPath}/enum`, keyword: 'enum', params: { allowedValues }, message: 'must be equal to one of the allowed values' });
        return false;
      });
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      if (!Array.isArray(node[keyword])) continue;
      const branches = (node[keyword] as JsonSchema[]).map((s, i) => this.compile(s, `${schemaPath}/${keyword}/${i}`));
      steps.push((d, path, errors) => {
        const start = errors.length;
        const passing: number[] = [];
        for (const [i, branch] of branches.entries()) {
          if (branch(d, path, errors)) {
            passing.push(i);
            if (keyword === 'anyOf' || passing.length > 1) break;
          }
        }
        if (keyword === 'anyOf' ? passing.length > 0 : passing.length === 1) {
          errors.length = start;
          return true;
        }
        errors.push(
          keyword === 'anyOf'
            ? { instancePath: path, schemaPath: `${schemaPath}/anyOf`, keyword, params: {}, message: 'must match a schema in anyOf' }
            : { instancePath: path, schemaPath: `${schemaPath}/oneOf`, keyword, params: { passingSchemas: passing.length > 1 ? passing : null }, message: 'must match exactly one schema in oneOf' },
        );
        return false;
      });
    }
    if (Array.isArray(node.allOf)) {
      const all = (node.allOf as JsonSchema[]).map((s, i) => this.compile(s, `${schemaPath}/allOf/${i}`));
      steps.push((d, path, errors) => all.every((step) => step(d, path, errors)));
    }
    if (node.if !== undefined && (node.then !== undefined || node.else !== undefined)) {
      const test = this.compile(node.if as JsonSchema, `${schemaPath}/if`);
      const then = node.then === undefined ? undefined : this.compile(node.then as JsonSchema, `${schemaPath}/then`);
      const otherwise = node.else === undefined ? undefined : this.compile(node.else as JsonSchema, `${schemaPath}/else`);
      steps.push((d, path, errors) => {
        const start = errors.length;
        const passed = test(d, path, errors);
        errors.length = start;
        const branch = passed ? then : otherwise;
        if (branch === undefined || branch(d, path, errors)) return true;
        const failingKeyword = passed ? 'then' : 'else';
        errors.push({ instancePath: path, schemaPath: `${schemaPath}/if`, keyword: 'if', params: { failingKeyword }, message: `must match "${failingKeyword}" schema` });
        return false;
      });
    }
    return steps;
  }

  #typed(node: Node, schemaPath: string, group: string): Step | undefined {
    const steps: Step[] = [];
    const fail = (errors: SchemaError[], path: string, keyword: string, params: Record<string, unknown>, message: string) => {
      errors.push({ instancePath: path, schemaPath: `${schemaPath}/${keyword}`, keyword, params, message });
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
        steps.push((d, path, errors) =>
          holds(d as number, limit) ? true : fail(errors, path, keyword, { comparison, limit }, `must be ${comparison} ${limit}`),
        );
      }
    } else if (group === 'string') {
      const max = num('maxLength');
      if (max !== undefined) {
        steps.push((d, path, errors) =>
          ucs2length(d as string) <= max ? true : fail(errors, path, 'maxLength', { limit: max }, `must NOT have more than ${max} characters`),
        );
      }
      const min = num('minLength');
      if (min !== undefined) {
        steps.push((d, path, errors) =>
          ucs2length(d as string) >= min ? true : fail(errors, path, 'minLength', { limit: min }, `must NOT have fewer than ${min} characters`),
        );
      }
      if (typeof node.pattern === 'string') {
        const pattern = node.pattern;
        const regexp = new RegExp(pattern, 'u');
        steps.push((d, path, errors) =>
          regexp.test(d as string) ? true : fail(errors, path, 'pattern', { pattern }, `must match pattern "${pattern}"`),
        );
      }
    } else if (group === 'array') {
      const max = num('maxItems');
      if (max !== undefined) {
        steps.push((d, path, errors) =>
          (d as unknown[]).length <= max ? true : fail(errors, path, 'maxItems', { limit: max }, `must NOT have more than ${max} items`),
        );
      }
      const min = num('minItems');
      if (min !== undefined) {
        steps.push((d, path, errors) =>
          (d as unknown[]).length >= min ? true : fail(errors, path, 'minItems', { limit: min }, `must NOT have fewer than ${min} items`),
        );
      }
      if (node.uniqueItems === true) {
        steps.push((d, path, errors) => {
          const list = d as unknown[];
          for (let i = list.length - 1; i > 0; i--) {
            for (let j = i - 1; j >= 0; j--) {
              if (equal(list[i], list[j])) {
                return fail(errors, path, 'uniqueItems', { i, j }, `must NOT have duplicate items (items ## ${j} and ${i} are identical)`);
              }
            }
          }
          return true;
        });
      }
      if (Array.isArray(node.items)) {
        const tuple = (node.items as JsonSchema[]).map((s, i) => this.compile(s, `${schemaPath}/items/${i}`));
        const extra = node.additionalItems;
        const rest = extra === undefined || extra === true ? undefined : this.compile(extra as JsonSchema, `${schemaPath}/additionalItems`);
        steps.push((d, path, errors) => {
          const list = d as unknown[];
          if (extra === false && list.length > tuple.length) {
            return fail(errors, path, 'additionalItems', { limit: tuple.length }, `must NOT have more than ${tuple.length} items`);
          }
          for (let i = 0; i < list.length; i++) {
            const step = i < tuple.length ? tuple[i] : rest;
            if (step !== undefined && !step(list[i], `${path}/${i}`, errors)) return false;
          }
          return true;
        });
      } else if (node.items !== undefined) {
        const each = this.compile(node.items as JsonSchema, `${schemaPath}/items`);
        steps.push((d, path, errors) => {
          const list = d as unknown[];
          for (let i = 0; i < list.length; i++) if (!each(list[i], `${path}/${i}`, errors)) return false;
          return true;
        });
      }
    } else if (group === 'object') {
      if (Array.isArray(node.required)) {
        const required = node.required as string[];
        steps.push((d, path, errors) => {
          for (const missingProperty of required) {
            if ((d as Node)[missingProperty] === undefined) {
              return fail(errors, path, 'required', { missingProperty }, `must have required property '${missingProperty}'`);
            }
          }
          return true;
        });
      }
      const properties = (node.properties ?? {}) as Readonly<Record<string, JsonSchema>>;
      const patternProperties = Object.entries((node.patternProperties ?? {}) as Readonly<Record<string, JsonSchema>>).map(
        ([p, s]) => [new RegExp(p, 'u'), this.compile(s, `${schemaPath}/patternProperties/${escapePointer(p)}`)] as const,
      );
      const additional = node.additionalProperties;
      if (additional !== undefined && additional !== true) {
        const known = new Set(Object.keys(properties));
        const rest = additional === false ? undefined : this.compile(additional as JsonSchema, `${schemaPath}/additionalProperties`);
        steps.push((d, path, errors) => {
          for (const key of Object.keys(d as Node)) {
            if (known.has(key) || patternProperties.some(([p]) => p.test(key))) continue;
            if (rest === undefined) {
              return fail(errors, path, 'additionalProperties', { additionalProperty: key }, 'must NOT have additional properties');
            }
            if (!rest((d as Node)[key], `${path}/${escapePointer(key)}`, errors)) return false;
          }
          return true;
        });
      }
      const compiled = Object.entries(properties).map(([key, s]) => [key, this.compile(s, `${schemaPath}/properties/${escapePointer(key)}`)] as const);
      if (compiled.length > 0) {
        steps.push((d, path, errors) => {
          for (const [key, step] of compiled) {
            const value = Object.hasOwn(d as Node, key) ? (d as Node)[key] : undefined;
            if (value !== undefined && !step(value, `${path}/${escapePointer(key)}`, errors)) return false;
          }
          return true;
        });
      }
      if (patternProperties.length > 0) {
        steps.push((d, path, errors) => {
          for (const [regexp, step] of patternProperties) {
            for (const key of Object.keys(d as Node)) {
              if (regexp.test(key) && !step((d as Node)[key], `${path}/${escapePointer(key)}`, errors)) return false;
            }
          }
          return true;
        });
      }
    }
    if (steps.length === 0) return undefined;
    return (d, path, errors) => {
      for (const step of steps) if (!step(d, path, errors)) return false;
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
    const valid = step(data, '', errors);
    validate.errors = valid ? null : errors;
    return valid;
  }) as StandaloneValidator & { errors?: readonly SchemaError[] | null };
  validate.errors = null;
  return validate;
}
