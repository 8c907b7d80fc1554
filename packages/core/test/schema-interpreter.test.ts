// schemaValidator against ajv (the reference implementation) on every schema tcgkit ships: the same
// verdict and the same first error (path and keyword) for values built from each schema and then
// broken in random ways, and for arbitrary values.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type JsonSchema, schemaValidator, seedRng } from '../src/index.js';

type Node = Record<string, unknown>;
const packagesDir = new URL('../../', import.meta.url).pathname;
const schemaFiles = readdirSync(packagesDir).flatMap((pkg) => {
  try {
    return readdirSync(join(packagesDir, pkg, 'schemas'))
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => join(packagesDir, pkg, 'schemas', f));
  } catch {
    return [];
  }
});

/** Builds a value that the schema probably accepts, choosing with `pick`. */
function build(
  root: JsonSchema,
  schema: JsonSchema,
  pick: (n: number) => number,
  depth: number,
): unknown {
  if (schema === true || schema === false || depth > 12) return null;
  let node = schema as Node;
  while (typeof node.$ref === 'string') {
    node = (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Node>((n, k) => n[k] as Node, root as Node);
  }
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum)) return node.enum[pick(node.enum.length)];
  for (const k of ['oneOf', 'anyOf'] as const) {
    const list = node[k] as JsonSchema[] | undefined;
    if (list !== undefined)
      return build(root, list[pick(list.length)] as JsonSchema, pick, depth + 1);
  }
  if (Array.isArray(node.allOf)) return build(root, node.allOf[0] as JsonSchema, pick, depth + 1);
  const types = node.type === undefined ? ['object'] : ([] as string[]).concat(node.type as string);
  const type = types[pick(types.length)];
  switch (type) {
    case 'string': {
      const min = (node.minLength as number | undefined) ?? 0;
      if (typeof node.pattern === 'string') return '2026-05-01T10:00Z';
      return 'x'.repeat(Math.max(min, pick(3)));
    }
    case 'integer':
    case 'number': {
      const min =
        (node.minimum as number | undefined) ?? (node.exclusiveMinimum as number | undefined) ?? 0;
      const max = (node.maximum as number | undefined) ?? min + 10;
      return Math.min(max, min + 1 + pick(3));
    }
    case 'boolean':
      return pick(2) === 0;
    case 'null':
      return null;
    case 'array': {
      const min = (node.minItems as number | undefined) ?? 0;
      const n = Math.max(min, pick(3));
      if (Array.isArray(node.items))
        return node.items.map((s) => build(root, s as JsonSchema, pick, depth + 1));
      return Array.from({ length: n }, () =>
        node.items === undefined ? 1 : build(root, node.items as JsonSchema, pick, depth + 1),
      );
    }
    default: {
      const out: Node = {};
      const props = (node.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((node.required ?? []) as string[]);
      for (const [k, s] of Object.entries(props)) {
        if (required.has(k) || pick(2) === 0) out[k] = build(root, s, pick, depth + 1);
      }
      return out;
    }
  }
}

/** Breaks a value somewhere: a wrong type, a removed or extra key, a number out of range. */
function mutate(value: unknown, pick: (n: number) => number): unknown {
  const odd = [null, 'x', -1, 1.5, Number.NaN, true, [], {}, '', 1e12];
  if (value === null || typeof value !== 'object' || pick(4) === 0) return odd[pick(odd.length)];
  if (Array.isArray(value)) {
    if (value.length === 0 || pick(5) === 0) return [...value, odd[pick(odd.length)]];
    const i = pick(value.length);
    return value.map((v, j) => (j === i ? mutate(v, pick) : v));
  }
  const keys = Object.keys(value);
  const r = pick(6);
  if (keys.length === 0 || r === 0) return { ...value, [`extra${pick(3)}`]: odd[pick(odd.length)] };
  const key = keys[pick(keys.length)] as string;
  if (r === 1) {
    const { [key]: _gone, ...rest } = value as Node;
    return rest;
  }
  return { ...value, [key]: mutate((value as Node)[key], pick) };
}

const validCounts = new Map<string, number>();

describe('schemaValidator agrees with ajv', () => {
  it('finds every schema', () => {
    expect(schemaFiles.length).toBeGreaterThanOrEqual(20);
  });
  for (const file of schemaFiles) {
    const name = file.split('/').slice(-3).join('/');
    it(`${name}: same verdict and first error on built and broken values`, () => {
      const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
      const ajv = new Ajv({ strict: true, allErrors: false, allowUnionTypes: true }).compile(
        schema,
      );
      const ours = schemaValidator(schema);
      const rng = createRng(seedRng(`schema-${name}`));
      const pick = (n: number) => rng.int(n);
      let agreedValid = 0;
      for (let i = 0; i < 300; i++) {
        let value = build(schema, schema, pick, 0);
        for (let m = pick(3); m > 0; m--) value = mutate(value, pick);
        const expected = ajv(value);
        expect(ours(value), JSON.stringify(value).slice(0, 300)).toBe(expected);
        if (expected) agreedValid++;
        else {
          const a = ajv.errors?.[0];
          const b = ours.errors?.[0];
          expect(
            { path: b?.instancePath, keyword: b?.keyword, params: b?.params },
            JSON.stringify(value).slice(0, 300),
          ).toEqual({
            path: a?.instancePath,
            keyword: a?.keyword,
            params: a?.params,
          });
          expect(b?.message).toBe(a?.message);
        }
      }
      validCounts.set(name, agreedValid);
    });
    it(`${name}: same verdict on arbitrary values`, () => {
      const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
      const ajv = new Ajv({ strict: true, allErrors: false, allowUnionTypes: true }).compile(
        schema,
      );
      const ours = schemaValidator(schema);
      fc.assert(
        fc.property(fc.anything(), (value) => {
          expect(ours(value)).toBe(ajv(value));
          if (ajv.errors?.[0])
            expect(ours.errors?.[0]?.instancePath).toBe(ajv.errors[0].instancePath);
        }),
        { numRuns: 200 },
      );
    });
  }
});

describe('schemaValidator', () => {
  it('the built values were valid for most schemas (so the comparison covered valid data too)', () => {
    const withValid = [...validCounts.values()].filter((n) => n > 0).length;
    expect(withValid).toBeGreaterThanOrEqual(Math.floor(schemaFiles.length / 2));
  });
  it('compiles nothing until it first runs, and then reuses it', () => {
    const validate = schemaValidator({ $ref: '#/definitions/missing' });
    expect(() => validate(1)).toThrow(/points at nothing/);
  });
  it('reports the first missing property with its name', () => {
    const validate = schemaValidator({
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string' } },
    });
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      instancePath: '',
      keyword: 'required',
      params: { missingProperty: 'id' },
    });
    expect(validate({ id: 'a' })).toBe(true);
    expect(validate.errors).toBeNull();
  });
});

describe('isRngState', () => {
  it('accepts exactly what the rng-state schema accepts', async () => {
    const { isRngState, rngState } = await import('../src/prng.js');
    const near = fc.record(
      {
        algorithm: fc.oneof(fc.constant('sfc32'), fc.string()),
        state: fc.array(
          fc.oneof(
            fc.nat({ max: 0xffffffff }),
            fc.integer(),
            fc.double(),
            fc.constant(0x100000000),
          ),
          {
            minLength: 3,
            maxLength: 5,
          },
        ),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(near, fc.anything()), (value) => {
        expect(isRngState(value)).toBe(rngState.is(value));
      }),
      { numRuns: 2000 },
    );
  });
});
