import { type Issue, issue } from './result.js';
import { escapePointer, isMap, type Node, resolvePointer, TYPE_CHECKS } from './schema-support.js';

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
