// The TSDoc example check (scripts/api-examples.mjs): what counts as an exported function or
// class, and what counts as having an example.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportedCallables } from '../../scripts/api-examples.mjs';

const dir = mkdtempSync(join(tmpdir(), 'tcgkit-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('api-examples', () => {
  it('finds functions, arrow constants and classes, through re-exports, and reads @example', () => {
    writeFileSync(
      join(dir, 'inner.ts'),
      [
        '/**\n * Adds.\n * @example\n * ```ts\n * add(1, 2);\n * ```\n */',
        'export function add(a: number, b: number) { return a + b; }',
        '/** Halves, no example. */',
        'export const half = (n: number) => n / 2;',
        '/** @example `new Box(1)` */',
        'export class Box { constructor(readonly v: number) {} }',
        'export const LIMIT = 3;',
        'export type Shape = { n: number };',
        'export function internalOnly() { return 1; }',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'index.ts'),
      "export { add, half, Box, LIMIT, type Shape } from './inner.js';\nexport { add as plus } from './inner.js';\n",
    );
    const found = exportedCallables([join(dir, 'index.ts')]);
    expect(Object.fromEntries(found)).toEqual({ add: true, half: false, Box: true, plus: true });
  });
});
