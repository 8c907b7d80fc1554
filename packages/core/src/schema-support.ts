// The pieces the schema checker (schema-check.ts) and the compiler (schema-interpreter.ts) share:
// the value stack, error reporting, the type table, JSON Pointers and JSON equality.
import type { SchemaError } from './schema.js';

/**
 * A JSON Schema (draft-07) as plain data. Every draft-07 keyword is implemented except `format`,
 * `contentMediaType` and `contentEncoding`; those, and any keyword draft-07 does not define, are
 * refused by name (see {@link checkSchema}), never silently skipped.
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

export type Node = Readonly<Record<string, unknown>>;
// Where the value being checked sits: a stack of keys pushed and popped on the way down, made
// into a JSON Pointer only when a problem is reported (most values are valid).
export interface Context {
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
export type Step = (data: unknown, ctx: Context) => boolean;

/** A table with no prototype: `constructor` or `toString` is a missing key, never a function. */
export function table<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}

export function pointer(keys: ReadonlyArray<string | number>): string {
  let out = '';
  for (const k of keys) out += `/${typeof k === 'number' ? k : escapePointer(k)}`;
  return out;
}

export function child(step: Step, data: unknown, key: string | number, ctx: Context): boolean {
  ctx.keys.push(key);
  const valid = step(data, ctx);
  ctx.keys.pop();
  return valid;
}

export function report(
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
export function own(data: unknown, key: string): unknown {
  return Object.hasOwn(data as object, key) ? (data as Node)[key] : undefined;
}

export const TYPE_CHECKS = table<(data: unknown) => boolean>({
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
export const TYPED_KEYWORDS = table<string>({
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

export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function ucs2length(text: string): number {
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

export function equal(a: unknown, b: unknown): boolean {
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
export function resolvePointer(root: unknown, ref: string): unknown {
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

/** A JSON object (not an array, not null). */
export const isMap = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
