import { describe, expect, it } from 'vitest';
import {
  checkSubmission,
  runCalculatorScript,
  runCardRuleOverCards,
  runCardRuleOverPool,
  runPoolFilters,
  runRulesetScript,
  type SandboxJob,
  type SandboxRunner,
  TIME_LIMITS,
} from '../src/index.js';

/** A runner that records each job's time limit and answers `true`. */
function recordingRunner(): SandboxRunner & { limits: number[]; jobs: SandboxJob[] } {
  const limits: number[] = [];
  const jobs: SandboxJob[] = [];
  return {
    environment: 'node',
    limits,
    jobs,
    run: async (job, options) => {
      limits.push(options?.timeoutMs ?? Number.NaN);
      jobs.push(job);
      const value =
        job.mode === 'each'
          ? (job.items ?? job.catalog?.cards ?? []).map(() => ({ ok: true, value: true }))
          : true;
      return { ok: true, value, warnings: [] };
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
    close: async () => {},
  };
}

describe("the spec's time limits are the defaults", () => {
  it('the table', () => {
    expect(TIME_LIMITS).toEqual({
      check: 2_000,
      cardPool: 15_000,
      catalogDownload: 45_000,
      calculator: 5_000,
      submission: 15_000,
      submissionJob: 30_000,
    });
  });
  it('one calculator run: 5 s; one check: 2 s; a card rule over the pool: 15 s', async () => {
    const runner = recordingRunner();
    await runCalculatorScript(runner, 'export default function compute() { return {}; }', {
      pile: {},
      cardsById: {},
    });
    await runRulesetScript(runner, 'export default () => true;', { scope: 'card', card: {} });
    await runCardRuleOverPool(runner, 'export default () => true;', { key: 'k', cards: [{}] });
    await runPoolFilters(
      runner,
      'export default () => true;\nexport function resolvePoolFilters() { return null; }',
      { lineup: [], activePileId: 'p', cardsById: {}, filters: {} },
      { filterKeys: [] },
    );
    expect(runner.limits).toEqual([5_000, 2_000, 15_000, 2_000]);
  });
  it('a caller can pass shorter limits', async () => {
    const runner = recordingRunner();
    await runCalculatorScript(
      runner,
      'function compute() { return {}; }',
      { pile: {}, cardsById: {} },
      { timeoutMs: 50 },
    );
    expect(runner.limits).toEqual([50]);
  });
  it('a submission shares one 15 s budget across card, deck and deck set rules', async () => {
    const runner = recordingRunner();
    let now = 0;
    const rule = 'export default () => { return true; }';
    const verdict = await checkSubmission(
      runner,
      {
        decks: [{ a: 1 }, { b: 1 }],
        cardsById: {},
        rules: { card: rule, deck: rule, deckset: rule },
      },
      { clock: () => (now += 1_000) },
    );
    expect(verdict).toEqual({ valid: true, issues: [] });
    // Each stage gets what is left of the budget when it starts.
    expect(runner.limits).toEqual([13_000, 11_000, 9_000, 7_000]);
  });
  it('a submission that runs out of budget fails instead of passing', async () => {
    const runner = recordingRunner();
    let now = 0;
    const rule = 'export default () => true;';
    const verdict = await checkSubmission(
      runner,
      { decks: [{ a: 1 }], cardsById: {}, rules: { card: rule, deck: rule, deckset: rule } },
      { clock: () => (now += 8_000) },
    );
    expect(verdict.valid).toBe(false);
    expect(verdict.issues.map((i) => i.code)).toContain('sandbox/timeout');
  });
  it('the card rule of a submission runs once per distinct card, unknown refs as { id }', async () => {
    const runner = recordingRunner();
    await checkSubmission(runner, {
      decks: [
        { a: 2, b: 1 },
        { main: { a: 1 }, sideboard: { c: 1 } },
      ],
      cardsById: { a: { name: 'A' } },
      rules: { card: 'export default () => true;' },
    });
    const job = runner.jobs[0];
    expect(job?.mode === 'each' && job.items).toEqual([{ name: 'A' }, { id: 'b' }, { id: 'c' }]);
  });
});

describe('run functions never reject', () => {
  const runner = recordingRunner();
  it('an undefined source is sandbox/empty-source, never a TypeError (issue #19)', async () => {
    const input = { scope: 'deck' as const, deck: {}, cardsById: {} };
    expect(await runRulesetScript(runner, undefined as never, input)).toEqual({
      ok: false,
      error: { code: 'sandbox/empty-source', message: 'Ruleset script source is empty.' },
    });
    expect(await runCalculatorScript(runner, null as never, { pile: {}, cardsById: {} })).toEqual({
      ok: false,
      error: { code: 'sandbox/empty-source', message: 'Calculator script source is empty.' },
    });
    for (const source of [undefined, 42, {}, [], '   ']) {
      const results = await Promise.all([
        runCardRuleOverPool(runner, source as never, { key: 'k', cards: [] }),
        runCardRuleOverCards(runner, source as never, []),
        runPoolFilters(
          runner,
          source as never,
          { lineup: [], activePileId: 'p', cardsById: {}, filters: {} },
          { filterKeys: [] },
        ),
      ]);
      for (const result of results) {
        expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/empty-source' } });
      }
    }
    expect(runner.jobs).toEqual([]);
  });
  it('inputs that are not the documented shape are sandbox/bad-input with what to pass', async () => {
    const rule = 'export default () => true;';
    const bad = async (run: Promise<unknown>, message: string) => {
      expect(await run).toEqual({ ok: false, error: { code: 'sandbox/bad-input', message } });
    };
    await bad(
      runRulesetScript(runner, rule, undefined as never),
      "The ruleset input must be an object whose scope is 'card', 'deck' or 'deckset'.",
    );
    await bad(
      runRulesetScript(runner, rule, { scope: 'pile' } as never),
      "The ruleset input must be an object whose scope is 'card', 'deck' or 'deckset'.",
    );
    await bad(
      runCalculatorScript(runner, 'function compute() {}', undefined as never),
      'The calculator input must be an object { pile, cardsById, context? }.',
    );
    for (const catalog of [undefined, { key: 'k' }, { key: 1, cards: [] }, { cards: [] }]) {
      await bad(
        runCardRuleOverPool(runner, rule, catalog as never),
        'The catalog must be an object { key: string, cards: array }.',
      );
    }
    await bad(runCardRuleOverCards(runner, rule, 'abc' as never), 'The cards must be an array.');
    await bad(
      runPoolFilters(runner, rule, {} as never, undefined as never),
      'runPoolFilters needs options { filterKeys: string[] } (see POOL_FILTER_KEYS).',
    );
    await bad(
      runRulesetScript(undefined as never, rule, { scope: 'card', card: {} }),
      'The first argument must be a sandbox runner (createNodeRunner() or createBrowserRunner()).',
    );
    expect(runner.jobs).toEqual([]);
  });
  it('a runner that throws or rejects becomes sandbox/crashed', async () => {
    const throwing = {
      ...recordingRunner(),
      run: () => {
        throw new Error('boom');
      },
    };
    const rejecting = { ...recordingRunner(), run: () => Promise.reject(new Error('gone')) };
    expect(
      await runRulesetScript(throwing, 'export default () => true;', { scope: 'card', card: {} }),
    ).toEqual({
      ok: false,
      error: { code: 'sandbox/crashed', message: 'The sandbox runner failed: boom' },
    });
    expect(
      await runCardRuleOverPool(rejecting, 'export default () => true;', { key: 'k', cards: [] }),
    ).toEqual({
      ok: false,
      error: { code: 'sandbox/crashed', message: 'The sandbox runner failed: gone' },
    });
  });
});

describe('checkSubmission never rejects', () => {
  it('a submission of the wrong shape fails the lineup with sandbox/bad-input', async () => {
    const runner = recordingRunner();
    for (const submission of [
      undefined,
      null,
      {},
      { decks: 'x', cardsById: {}, rules: {} },
      { decks: [null], cardsById: {}, rules: {} },
      { decks: [], cardsById: {}, rules: null },
    ]) {
      expect(await checkSubmission(runner, submission as never)).toEqual({
        valid: false,
        issues: [
          {
            source: 'deckset',
            code: 'sandbox/bad-input',
            message:
              'Lineup: The submission must be an object { decks: object[], cardsById: object, rules: object }.',
          },
        ],
      });
    }
    expect(runner.jobs).toEqual([]);
  });
  it('an undefined rule source fails the lineup with sandbox/empty-source', async () => {
    const verdict = await checkSubmission(recordingRunner(), {
      decks: [{ a: 1 }],
      cardsById: {},
      rules: { deck: null as never },
    });
    expect(verdict).toEqual({
      valid: false,
      issues: [
        {
          source: 'deck',
          code: 'sandbox/empty-source',
          message: 'Deck 1: Ruleset script source is empty.',
          deckIndex: 0,
        },
      ],
    });
  });
});
