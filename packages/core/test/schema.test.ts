import { describe, expect, it } from 'vitest';
import { validateRngState } from '../src/generated/rng-state.validator.js';
import {
  createValidator,
  describeSchemaError,
  type StandaloneValidator,
  TcgkitError,
  type Validator,
} from '../src/index.js';

const validator: Validator<{ algorithm: 'sfc32' }> = createValidator<{ algorithm: 'sfc32' }>(
  validateRngState,
  {
    code: 'demo/invalid',
    subject: 'Saved draw',
  },
);

describe('schema helper', () => {
  it('accepts valid data through is, assert, parse and check', () => {
    const good = { algorithm: 'sfc32', state: [0, 1, 2, 4294967295] };
    expect(validator.is(good)).toBe(true);
    expect(() => validator.assert(good)).not.toThrow();
    expect(validator.parse(good)).toEqual({ ok: true, value: good, warnings: [] });
    expect(validator.check(good)).toBeUndefined();
  });

  it('rejects a wrong type with the path of the value', () => {
    const r = validator.parse({ algorithm: 'sfc32', state: [0, 1, 'two', 3] });
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'demo/invalid',
        message: 'Saved draw is invalid at /state/2: it must be integer.',
        path: '/state/2',
      },
    });
  });

  it('points at a missing property and at an unknown one', () => {
    expect(validator.check({ algorithm: 'sfc32' })?.path).toBe('/state');
    expect(validator.check({ algorithm: 'sfc32' })?.message).toBe(
      'Saved draw is invalid at /state: it is required but missing.',
    );
    expect(validator.check({ algorithm: 'sfc32', state: [1, 2, 3, 4], extra: true })?.path).toBe(
      '/extra',
    );
  });

  it('rejects non-objects at the root, with path "/"', () => {
    for (const bad of [null, 42, 'x', [], undefined]) {
      const problem = validator.check(bad);
      expect(problem?.code).toBe('demo/invalid');
      expect(problem?.path).toBe('/');
    }
  });

  it('says which constant or enum value was expected', () => {
    expect(validator.check({ algorithm: 'mt', state: [1, 2, 3, 4] })?.message).toBe(
      'Saved draw is invalid at /algorithm: it must be "sfc32".',
    );
    expect(
      describeSchemaError({
        instancePath: '/k',
        schemaPath: '#',
        keyword: 'enum',
        params: { allowedValues: ['a', 'b'] },
      }),
    ).toEqual({ path: '/k', message: 'must be one of "a", "b"' });
    expect(
      describeSchemaError({
        instancePath: '',
        schemaPath: '#',
        keyword: 'required',
        params: { missingProperty: 'a/b' },
      }).path,
    ).toBe('/a~1b');
  });

  it('assert throws a TcgkitError with the code and path', () => {
    expect(() => validator.assert({ algorithm: 'sfc32', state: [] })).toThrow(TcgkitError);
    try {
      validator.assert({ algorithm: 'sfc32', state: [] });
    } catch (e) {
      expect((e as TcgkitError).code).toBe('demo/invalid');
      expect((e as TcgkitError).path).toBe('/state');
    }
  });

  it('copes with a validator that reports no errors', () => {
    const silent: StandaloneValidator = () => false;
    const v = createValidator(silent, { code: 'demo/x', subject: 'Thing' });
    expect(v.check({})).toEqual({ code: 'demo/x', message: 'Thing is invalid.', path: '/' });
  });

  it('generated validators contain no eval, Function or require (CSP and SES safe)', async () => {
    const { readFileSync } = await import('node:fs');
    const code = readFileSync(
      new URL('../src/generated/rng-state.validator.ts', import.meta.url),
      'utf8',
    );
    expect(code).not.toMatch(/\beval\(|new Function|\brequire\(/);
  });
});
