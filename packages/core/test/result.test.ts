import { describe, expect, it } from 'vitest';
import {
  andThen,
  err,
  errFrom,
  isOk,
  issue,
  mapResult,
  ok,
  type Result,
  TcgkitError,
  unwrap,
  withPathPrefix,
} from '../src/index.js';

const half = (n: number): Result<number> =>
  n % 2 === 0
    ? ok(n / 2, n > 100 ? [issue('demo/big', 'That is a big number.')] : [])
    : err('demo/odd', `${n} is odd.`, '/n');

describe('result model', () => {
  it('builds ok and err values of the documented shape', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1, warnings: [] });
    expect(err('x/y', 'Nope.')).toEqual({ ok: false, error: { code: 'x/y', message: 'Nope.' } });
    expect(err('x/y', 'Nope.', '/a/0')).toEqual({
      ok: false,
      error: { code: 'x/y', message: 'Nope.', path: '/a/0' },
    });
    expect(errFrom(issue('a/b', 'm'))).toEqual({ ok: false, error: { code: 'a/b', message: 'm' } });
    expect('path' in issue('a/b', 'm')).toBe(false);
  });

  it('isOk narrows and unwrap throws a TcgkitError carrying code and path', () => {
    expect(isOk(half(4))).toBe(true);
    expect(unwrap(half(4))).toBe(2);
    try {
      unwrap(half(3));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TcgkitError);
      expect((e as TcgkitError).code).toBe('demo/odd');
      expect((e as TcgkitError).path).toBe('/n');
      expect((e as TcgkitError).message).toBe('3 is odd. (at /n)');
    }
  });

  it('mapResult keeps warnings and passes errors through', () => {
    expect(mapResult(half(200), (n) => n + 1)).toEqual(
      ok(101, [issue('demo/big', 'That is a big number.')]),
    );
    expect(mapResult(half(3), (n) => n + 1)).toEqual(half(3));
  });

  it('andThen chains, keeps warnings of both steps in order, and stops at the first error', () => {
    const r = andThen(half(400), half);
    expect(r).toEqual(
      ok(100, [
        issue('demo/big', 'That is a big number.'),
        issue('demo/big', 'That is a big number.'),
      ]),
    );
    expect(andThen(half(6), half)).toEqual(err('demo/odd', '3 is odd.', '/n'));
    expect(andThen(half(3), half)).toEqual(err('demo/odd', '3 is odd.', '/n'));
  });

  it('withPathPrefix nests an issue in a larger document', () => {
    expect(withPathPrefix(issue('a/b', 'm', '/id'), '/players/2')).toEqual(
      issue('a/b', 'm', '/players/2/id'),
    );
    expect(withPathPrefix(issue('a/b', 'm'), '/players/2')).toEqual(
      issue('a/b', 'm', '/players/2'),
    );
  });
});
