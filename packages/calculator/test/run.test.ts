import type { SandboxJob, SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALCULATOR_FAILED_MESSAGE,
  CALCULATOR_TIME_LIMIT_MS,
  CalculatorErrorCode,
  CalculatorErrorMessage,
  runCalculator,
} from '../src/index.js';
import { pokemonDeck } from './helpers.js';

// These runs go through the REAL sandbox (node child process), except the two marked otherwise.

let runner: SandboxRunner;
beforeAll(() => {
  runner = createNodeRunner({ size: 1 });
});
afterAll(async () => {
  await runner.close();
});

const run = (script: string, options: { timeoutMs?: number } = {}) =>
  runCalculator(script, pokemonDeck.pile, pokemonDeck.cardsById, undefined, { runner, ...options });

describe('Troubleshooting: the preview or the calculator shows an error', () => {
  it('"Calculator script source is empty."', async () => {
    for (const script of ['', '   \n\t']) {
      expect(await run(script)).toMatchObject({
        ok: false,
        error: {
          code: CalculatorErrorCode.EmptyScript,
          message: 'Calculator script source is empty.',
        },
      });
    }
    expect(CalculatorErrorMessage.EmptyScript).toBe('Calculator script source is empty.');
  });

  it('"Calculator script did not export a compute function."', async () => {
    for (const script of [
      'function helper() { return { widgets: [] }; }',
      'export default 42;',
      'const compute = 1;',
    ]) {
      expect(await run(script), script).toMatchObject({
        ok: false,
        error: {
          code: CalculatorErrorCode.NoComputeFunction,
          message: 'Calculator script did not export a compute function.',
        },
      });
    }
  });

  it('a JavaScript error such as "Cannot read properties of undefined"', async () => {
    const script = `export default function compute(pile, cardsById) {
  let total = 0;
  Object.keys(pile).forEach((ref) => { total += cardsById[ref].game.hp; });
  return { widgets: [{ kind: "stat", label: "HP", value: total }] };
}`;
    const result = await run(script);
    expect(result).toMatchObject({ ok: false, error: { code: CalculatorErrorCode.ScriptError } });
    if (!result.ok) expect(result.error.message).toContain('Cannot read properties of undefined');
  });

  it('arguments are frozen copies: writing to them is an error', async () => {
    const result = await run(
      'export default function compute(pile) { pile.extra = 1; return { widgets: [] }; }',
    );
    expect(result).toMatchObject({ ok: false, error: { code: CalculatorErrorCode.ScriptError } });
  });
});

describe('"This calculator script uses APIs or syntax that are not allowed."', () => {
  const suspects: Record<string, string> = {
    var: 'export default function compute() { var total = 0; return { widgets: [] }; }',
    fetch:
      'export default function compute() { fetch("https://example.com"); return { widgets: [] }; }',
    window: 'export default function compute() { return window; }',
    globalThis: 'export default function compute() { return globalThis; }',
    eval: 'export default function compute() { return eval("1"); }',
    async: 'export default async function compute() { return { widgets: [] }; }',
    generator: 'export default function* compute() { yield 1; }',
    class: 'class A {}\nexport default function compute() { return { widgets: [] }; }',
    this: 'export default function compute() { return this; }',
    delete:
      'export default function compute(pile) { const copy = {}; delete copy.a; return { widgets: [] }; }',
    import: 'import x from "y";\nexport default function compute() { return { widgets: [] }; }',
    newError: 'export default function compute() { throw new Error("Not allowed"); }',
    constructor: 'export default function compute(pile) { return pile.constructor; }',
    prototype: 'export default function compute() { return Object.prototype; }',
    proto: 'export default function compute(pile) { return pile.__proto__; }',
    undeclared: 'export default function compute() { total = 1; return { widgets: [] }; }',
    syntax: 'export default function compute( { return',
  };
  for (const [name, script] of Object.entries(suspects)) {
    it(`rejects ${name} before anything runs`, async () => {
      const result = await run(script);
      expect(result).toMatchObject({
        ok: false,
        error: {
          code: CalculatorErrorCode.UnsafeScript,
          message: 'This calculator script uses APIs or syntax that are not allowed.',
        },
      });
      if (!result.ok) expect(result.error.safetyIssues?.length).toBeGreaterThan(0);
    });
  }
});

describe('It runs forever, then fails', () => {
  it('a run past its limit is stopped with an error instead of a dashboard', async () => {
    const result = await run('export default function compute() { while (true) {} }', {
      timeoutMs: 300,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: CalculatorErrorCode.Timeout, message: CalculatorErrorMessage.Timeout },
    });
    // The runner recovers: the next run works.
    expect(
      await run('export default function compute() { return { widgets: [] }; }'),
    ).toMatchObject({ ok: true });
  });

  it('the limit is 5 seconds by default (recording runner, no sandbox)', async () => {
    const seen: (number | undefined)[] = [];
    const recording: SandboxRunner = {
      environment: 'node',
      run: async (_job: SandboxJob, options) => {
        seen.push(options?.timeoutMs);
        return {
          ok: true,
          value: { widgets: [{ kind: 'stat', label: 'x', value: 1 }] },
          warnings: [],
        };
      },
      ready: async () => true,
      stats: () => ({
        size: 1,
        busy: 0,
        queued: 0,
        spawned: 1,
        timeouts: 0,
        crashes: 0,
        lastStopMs: undefined,
      }),
      close: async () => undefined,
    };
    const result = await runCalculator(
      'export default function compute() { return 1; }',
      {},
      {},
      undefined,
      {
        runner: recording,
      },
    );
    expect(result).toMatchObject({
      ok: true,
      value: { widgets: [{ kind: 'stat', label: 'x', value: 1 }] },
    });
    expect(seen).toEqual([5000]);
    expect(CALCULATOR_TIME_LIMIT_MS).toBe(5000);
  });
});

describe('output', () => {
  it('is normalized: bad widgets dropped, caps applied', async () => {
    const script = `export default function compute() {
  const widgets = [{ kind: "pie" }, null];
  for (let i = 0; i < 80; i = i + 1) {
    widgets.push({ kind: "stat", label: "w" + i, value: i, html: "<b>x</b>" });
  }
  return { widgets: widgets };
}`;
    const result = await run(script);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.widgets).toHaveLength(50);
    expect(result.value.widgets[0]).toEqual({ kind: 'stat', label: 'w0', value: 0, noData: false });
  });

  it('anything other than an object with a widgets array is an empty dashboard', async () => {
    expect(await run('export default function compute() { return 42; }')).toMatchObject({
      ok: true,
      value: { widgets: [] },
    });
    expect(await run('export default function compute() {}')).toMatchObject({
      ok: true,
      value: { widgets: [] },
    });
  });

  it('without a runner in Node (no Worker): sandbox unavailable, saying to pass createNodeRunner() from @tcgkit/sandbox/node', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const result = await runCalculator(
      'export default function compute() { return { widgets: [] }; }',
      {},
      {},
    );
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: CalculatorErrorCode.SandboxUnavailable,
        message: CalculatorErrorMessage.SandboxNeedsNodeRunner,
        sandboxCode: 'sandbox/unavailable',
      },
    });
    if (result.ok) return;
    expect(result.error.message).toMatch(/^The calculator sandbox could not start on this device/);
    expect(result.error.message).toContain('createNodeRunner()');
    expect(result.error.message).toContain('@tcgkit/sandbox/node');
    expect(CALCULATOR_FAILED_MESSAGE).toBe(
      'This calculator could not run. Its script may have an error.',
    );
  });
});
