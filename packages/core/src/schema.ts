import { err, type Issue, ok, type Result, TcgkitError } from './result.js';

/** One error as reported by an ajv standalone validator. */
export interface SchemaError {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
  /** Set on the errors found in a property name (`propertyNames`): the name at fault. */
  readonly propertyName?: string;
}

/**
 * A validator generated at build time by `scripts/compile-schemas.mjs` (ajv standalone code,
 * no `eval` or `new Function`, so it runs under a strict CSP and inside SES).
 */
export interface StandaloneValidator {
  (data: unknown): boolean;
  errors?: readonly SchemaError[] | null;
}

/**
 * The three ways to check one kind of external input, sharing one checker:
 * a predicate, an assertion and a parser returning a {@link Result}.
 */
export interface Validator<T, Code extends string = string> {
  /** True when `data` is valid. */
  is(data: unknown): data is T;
  /** Throws a {@link TcgkitError} with the code, message and path when `data` is invalid. */
  assert(data: unknown): asserts data is T;
  /** `ok(data)` when valid, otherwise an error with the code, a message and the JSON Pointer path. */
  parse(data: unknown): Result<T, Code>;
  /** The first problem with `data`, or `undefined` when it is valid. */
  check(data: unknown): Issue<Code> | undefined;
}

/** How a {@link Validator} names what it checks and the code it reports. */
export interface ValidatorOptions<Code extends string = string> {
  /** The error code, namespaced: `swiss/invalid-state`. */
  readonly code: Code;
  /** What is being checked, as a person says it: `Saved Swiss stage`. */
  readonly subject: string;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Turns ajv's first error into a path that points at the offending value and a plain message.
 *
 * @example
 * ```ts
 * import { describeSchemaError } from '@tcgkit/core';
 * const problem = describeSchemaError({
 *   instancePath: '/players/2',
 *   schemaPath: '#/properties/players/items/required',
 *   keyword: 'required',
 *   params: { missingProperty: 'id' },
 * });
 * console.log(problem); // { path: '/players/2/id', message: ... } : the path names the missing field
 * ```
 */
export function describeSchemaError(error: SchemaError): { path: string; message: string } {
  const { keyword, params } = error;
  let path = error.instancePath;
  let message = error.message ?? `fails "${keyword}"`;
  if (keyword === 'required' && typeof params.missingProperty === 'string') {
    path = `${path}/${escapePointer(params.missingProperty)}`;
    message = 'is required but missing';
  } else if (keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path = `${path}/${escapePointer(params.additionalProperty)}`;
    message = 'is not a known property';
  } else if (keyword === 'enum' && Array.isArray(params.allowedValues)) {
    message = `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  } else if (keyword === 'const') {
    message = `must be ${JSON.stringify(params.allowedValue)}`;
  }
  if (typeof error.propertyName === 'string') {
    path = `${path}/${escapePointer(error.propertyName)}`;
    message = `is a property name that ${message}`;
  }
  return { path: path === '' ? '/' : path, message };
}

/**
 * Wraps a generated standalone validator into a {@link Validator}.
 *
 * @example
 * ```ts
 * import { createValidator } from '@tcgkit/core';
 * import { validateSwissState } from './generated/swiss-state.validator.js';
 * export const swissState = createValidator<SwissState>(validateSwissState, {
 *   code: 'swiss/invalid-state',
 *   subject: 'Saved Swiss stage',
 * });
 * const loaded = swissState.parse(JSON.parse(text));
 * if (!loaded.ok) console.error(loaded.error.message, loaded.error.path);
 * ```
 */
export function createValidator<T, Code extends string = string>(
  validate: StandaloneValidator,
  options: ValidatorOptions<Code>,
): Validator<T, Code> {
  const check = (data: unknown): Issue<Code> | undefined => {
    if (validate(data)) return undefined;
    const first = validate.errors?.[0];
    if (first === undefined) {
      return { code: options.code, message: `${options.subject} is invalid.`, path: '/' };
    }
    const { path, message } = describeSchemaError(first);
    const where = path === '/' ? '' : ` at ${path}`;
    return {
      code: options.code,
      message: `${options.subject} is invalid${where}: it ${message}.`,
      path,
    };
  };
  return {
    check,
    is: (data: unknown): data is T => check(data) === undefined,
    assert(data: unknown): asserts data is T {
      const problem = check(data);
      if (problem !== undefined) throw new TcgkitError(problem);
    },
    parse(data: unknown): Result<T, Code> {
      const problem = check(data);
      return problem === undefined
        ? ok(data as T)
        : err(problem.code, problem.message, problem.path);
    },
  };
}
