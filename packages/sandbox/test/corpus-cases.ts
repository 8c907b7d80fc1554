import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkScriptSafety, runRulesetScript, type SandboxRunner } from '../src/index.js';
import { HOSTILE_CORPUS } from './hostile-corpus.js';
import { expectResponsive } from './runner-cases.js';

// Paths, URLs and stack frames (a line that starts with `at `); engine messages such as
// "starting at object with constructor 'Object'" are not leaks.
const LEAK = /runtime\.js|node-child|web-worker|\/work\/|file:|https?:|^\s*at\s/m;

export function corpusSuite(makeRunner: () => SandboxRunner, includeMemoryBombs: boolean): void {
  let runner: SandboxRunner;
  // Starting the workers can take many seconds on a loaded machine (load 15 on 2 cores).
  beforeAll(async () => {
    runner = makeRunner();
    expect(await runner.ready()).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await runner.close();
  });

  it('holds at least 50 scripts', () => {
    expect(HOSTILE_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  for (const hostile of HOSTILE_CORPUS) {
    if (hostile.memoryBomb && !includeMemoryBombs) continue;
    it(`hostile: ${hostile.name}`, async () => {
      const expectation = hostile.expect;
      const deck = { scope: 'deck' as const, deck: { a: 1 }, cardsById: {} };
      if ('static' in expectation) {
        const verdict = checkScriptSafety(hostile.source);
        expect(verdict.safe).toBe(false);
        expect(verdict.issues.map((i) => i.code)).toContain(expectation.static);
        const result = await runRulesetScript(runner, hostile.source, deck);
        expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/unsafe-script' } });
      } else {
        expect(checkScriptSafety(hostile.source).issues).toEqual([]);
        // A deadline is part of the expected outcome only for scripts that must be stopped by
        // it: those get a short one (they run forever, so any length ends the same way). Every
        // other script finishes, so it gets a wide deadline that a machine under heavy load
        // (load 15 on 2 cores) still meets: the test asserts what happens, not how fast.
        const stoppedByDeadline =
          'stopped' in expectation && expectation.stopped.includes('sandbox/timeout');
        const timeoutMs = hostile.memoryBomb ? 20_000 : stoppedByDeadline ? 250 : 20_000;
        const result = await runRulesetScript(runner, hostile.source, deck, { timeoutMs });
        if ('stopped' in expectation) {
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(expectation.stopped).toContain(result.error.code);
            expect(result.error.message).not.toMatch(LEAK);
          }
        } else {
          expect(result.ok).toBe(true);
          if (result.ok) {
            expect(result.value.valid).toBe(false);
            for (const issue of result.value.issues) expect(issue.message).not.toMatch(LEAK);
            if (expectation.issues) {
              expect(result.value.issues.map((i) => i.message)).toEqual(expectation.issues);
            }
            if (expectation.truncated) {
              expect(result.warnings.map((w) => w.code)).toContain('sandbox/output-truncated');
            }
          }
        }
      }
      // The host is untouched and the pool still answers.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.isFrozen(Object.prototype)).toBe(false);
      await expectResponsive(runner);
    });
  }
}
