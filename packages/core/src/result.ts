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

/**
 * Makes an {@link Issue}; `path` is left out when not given.
 *
 * @example
 * ```ts
 * import { issue } from '@tcgkit/core';
 * console.log(issue('app/no-seat', 'Table 4 has no second seat.')); // { code, message } (no path)
 * console.log(issue('app/no-seat', 'Table 4 has no second seat.', '/tables/3').path); // '/tables/3'
 * ```
 */
export function issue<Code extends string>(
  code: Code,
  message: string,
  path?: string,
): Issue<Code> {
  return path === undefined ? { code, message } : { code, message, path };
}

/**
 * A successful {@link Result}.
 *
 * @example
 * ```ts
 * import { ok } from '@tcgkit/core';
 * const saved = ok({ id: 'weekly-42' }, [{ code: 'app/no-rounds', message: 'No round played yet.' }]);
 * console.log(saved.ok, saved.value.id, saved.warnings.length); // true 'weekly-42' 1
 * ```
 */
export function ok<T>(value: T, warnings: readonly Issue[] = []): Ok<T> {
  return { ok: true, value, warnings };
}

/**
 * A failed {@link Result} from a code, a message and an optional path.
 *
 * @example
 * ```ts
 * import { err } from '@tcgkit/core';
 * const refused = err('app/event-full', 'The event has 64 players already.', '/players');
 * if (!refused.ok) console.log(refused.error.code, refused.error.path); // 'app/event-full' '/players'
 * ```
 */
export function err<Code extends string>(code: Code, message: string, path?: string): Err<Code> {
  return { ok: false, error: issue(code, message, path) };
}

/**
 * A failed {@link Result} carrying an existing {@link Issue}.
 *
 * @example
 * ```ts
 * import { errFrom, issue } from '@tcgkit/core';
 * const problem = issue('app/closed', 'Registration closed at 10:00.');
 * console.log(errFrom(problem).error === problem); // true: the same issue, passed on
 * ```
 */
export function errFrom<Code extends string>(error: Issue<Code>): Err<Code> {
  return { ok: false, error };
}

/**
 * True when `result` succeeded (a type guard).
 *
 * @example
 * ```ts
 * import { err, isOk, ok, type Result } from '@tcgkit/core';
 * const results: Result<number>[] = [ok(3), err('app/no-table', 'No table 9.'), ok(5)];
 * console.log(results.filter(isOk).map((r) => r.value)); // [3, 5]
 * ```
 */
export function isOk<T, Code extends string>(result: Result<T, Code>): result is Ok<T> {
  return result.ok;
}

/**
 * The error thrown by {@link unwrap} and by `assertX` functions: it carries the {@link Issue}.
 *
 * @example
 * ```ts
 * import { err, TcgkitError, unwrap } from '@tcgkit/core';
 * try {
 *   unwrap(err('app/unknown-player', 'No player "zed" in this event.', '/players/zed'));
 * } catch (e) {
 *   if (e instanceof TcgkitError) console.log(e.code, e.path); // 'app/unknown-player' '/players/zed'
 * }
 * ```
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

/**
 * The value of a successful result; throws a {@link TcgkitError} for a failed one.
 *
 * @example
 * ```ts
 * import { ok, unwrap } from '@tcgkit/core';
 * const tables = unwrap(ok(12)); // 12; a failed result would throw a TcgkitError with its code
 * console.log(tables);
 * ```
 */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new TcgkitError(result.error);
}

/**
 * Applies `fn` to the value of a successful result, keeping its warnings.
 *
 * @example
 * ```ts
 * import { mapResult, ok } from '@tcgkit/core';
 * const doubled = mapResult(ok(21, [{ code: 'app/late', message: 'Reported late.' }]), (n) => n * 2);
 * console.log(doubled); // { ok: true, value: 42, warnings: [{ code: 'app/late', ... }] }
 * ```
 */
export function mapResult<T, U, Code extends string = string>(
  result: Result<T, Code>,
  fn: (value: T) => U,
): Result<U, Code> {
  return result.ok ? ok(fn(result.value), result.warnings) : result;
}

/**
 * Chains an operation that may fail; warnings of both steps are kept in order.
 *
 * @example
 * ```ts
 * import { andThen, err, ok, type Result } from '@tcgkit/core';
 * const parseTable = (text: string): Result<number> =>
 *   /^\d+$/.test(text) ? ok(Number(text)) : err('app/not-a-number', `"${text}" is not a table number.`);
 * const inRoom = (table: number): Result<number> =>
 *   table <= 40 ? ok(table) : err('app/no-such-table', `The room has 40 tables, not ${table}.`);
 * console.log(andThen(parseTable('12'), inRoom)); // { ok: true, value: 12, warnings: [] }
 * console.log(andThen(parseTable('55'), inRoom).ok); // false: app/no-such-table
 * ```
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

/**
 * Prefixes the path of an issue, for errors found in a nested part of a larger input.
 *
 * @example
 * ```ts
 * import { issue, withPathPrefix } from '@tcgkit/core';
 * const inner = issue('app/bad-score', 'Games must be 0, 1 or 2.', '/games/0');
 * console.log(withPathPrefix(inner, '/rounds/2/matches/5').path); // '/rounds/2/matches/5/games/0'
 * ```
 */
export function withPathPrefix<Code extends string>(
  problem: Issue<Code>,
  prefix: string,
): Issue<Code> {
  return issue(problem.code, problem.message, `${prefix}${problem.path ?? ''}`);
}
