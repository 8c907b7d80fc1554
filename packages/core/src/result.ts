/**
 * A problem found in input: an error that stops an operation, or a warning that does not.
 *
 * `code` is namespaced by package (`swiss/no-rematch-free-pairing`, `core/invalid-rng-state`)
 * and is part of each package's public API: match on it, never on `message`.
 */
export interface Issue<Code extends string = string> {
  /** A stable, namespaced code, for example `deck-codes/bad-version`. */
  readonly code: Code;
  /** A sentence a person can act on. */
  readonly message: string;
  /**
   * Where in the input the problem is: a JSON Pointer (`/players/3/id`) for data, or a
   * character offset range written as `@12-15` for text. Absent when the whole input is at fault.
   */
  readonly path?: string;
}

/** A successful outcome with the value and any warnings collected on the way. */
export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
  readonly warnings: readonly Issue[];
}

/**
 * A failed outcome with the one error that stopped the operation. `Code` is the union of codes
 * the operation can fail with (each package's `<Package>ErrorCode`), so a `switch` on
 * `error.code` is checked by the compiler; it defaults to `string`.
 */
export interface Err<Code extends string = string> {
  readonly ok: false;
  readonly error: Issue<Code>;
}

/**
 * The outcome of any operation whose failure is expected (bad input, an impossible pairing).
 * Bugs are exceptions; expected failures are values. The second parameter is the union of error
 * codes the operation can fail with; left out, it is `string`, so `Result<T>` takes any result.
 *
 * @example
 * ```ts
 * import { ok, err, type Result } from '@tcgkit/core';
 * function half(n: number): Result<number> {
 *   return n % 2 === 0 ? ok(n / 2) : err('demo/odd', `${n} is odd.`);
 * }
 * half(4); // { ok: true, value: 2, warnings: [] }
 *
 * // With a code union, the compiler checks a switch on the code:
 * type DemoErrorCode = 'demo/odd' | 'demo/negative';
 * function halve(n: number): Result<number, DemoErrorCode> {
 *   if (n < 0) return err('demo/negative', `${n} is negative.`);
 *   return n % 2 === 0 ? ok(n / 2) : err('demo/odd', `${n} is odd.`);
 * }
 * const r = halve(3);
 * if (!r.ok) {
 *   switch (r.error.code) {
 *     case 'demo/odd': break;
 *     case 'demo/negative': break;
 *     default: { const never: never = r.error.code; throw new Error(never); }
 *   }
 * }
 * ```
 */
export type Result<T, Code extends string = string> = Ok<T> | Err<Code>;

/** Makes an {@link Issue}; `path` is left out when not given. */
export function issue<Code extends string>(
  code: Code,
  message: string,
  path?: string,
): Issue<Code> {
  return path === undefined ? { code, message } : { code, message, path };
}

/** A successful {@link Result}. */
export function ok<T>(value: T, warnings: readonly Issue[] = []): Ok<T> {
  return { ok: true, value, warnings };
}

/** A failed {@link Result} from a code, a message and an optional path. */
export function err<Code extends string>(code: Code, message: string, path?: string): Err<Code> {
  return { ok: false, error: issue(code, message, path) };
}

/** A failed {@link Result} carrying an existing {@link Issue}. */
export function errFrom<Code extends string>(error: Issue<Code>): Err<Code> {
  return { ok: false, error };
}

/** True when `result` succeeded (a type guard). */
export function isOk<T, Code extends string>(result: Result<T, Code>): result is Ok<T> {
  return result.ok;
}

/**
 * The error thrown by {@link unwrap} and by `assertX` functions: it carries the {@link Issue}.
 */
export class TcgkitError extends Error {
  /** The stable code of the issue. */
  readonly code: string;
  /** Where the problem is, when known. */
  readonly path: string | undefined;

  constructor(problem: Issue) {
    super(problem.path === undefined ? problem.message : `${problem.message} (at ${problem.path})`);
    this.name = 'TcgkitError';
    this.code = problem.code;
    this.path = problem.path;
  }
}

/** The value of a successful result; throws a {@link TcgkitError} for a failed one. */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new TcgkitError(result.error);
}

/** Applies `fn` to the value of a successful result, keeping its warnings. */
export function mapResult<T, U, Code extends string = string>(
  result: Result<T, Code>,
  fn: (value: T) => U,
): Result<U, Code> {
  return result.ok ? ok(fn(result.value), result.warnings) : result;
}

/**
 * Chains an operation that may fail; warnings of both steps are kept in order.
 */
export function andThen<T, U, Code extends string = string, NextCode extends string = Code>(
  result: Result<T, Code>,
  fn: (value: T) => Result<U, NextCode>,
): Result<U, Code | NextCode> {
  if (!result.ok) return result;
  const next = fn(result.value);
  if (!next.ok || result.warnings.length === 0) return next;
  return ok(next.value, [...result.warnings, ...next.warnings]);
}

/** Prefixes the path of an issue, for errors found in a nested part of a larger input. */
export function withPathPrefix<Code extends string>(
  problem: Issue<Code>,
  prefix: string,
): Issue<Code> {
  return issue(problem.code, problem.message, `${prefix}${problem.path ?? ''}`);
}
