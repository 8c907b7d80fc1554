import { describe, expect, it } from 'vitest';
import {
  checkSubmission,
  runCalculatorScript,
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
