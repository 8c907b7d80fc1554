import { afterAll, describe, expect, it } from 'vitest';
import {
  deckLegality,
  FALLBACK_CONSENT_DAYS,
  grantFallbackConsent,
  isFallbackConsentActive,
  runCardRuleOverCards,
  runDeckRuleWithoutSandbox,
  runRulesetScript,
} from '../src/index.js';
import { createNodeRunner } from '../src/node.js';
import { type GuestHandlers, GuestPool } from '../src/pool.js';

const job = { mode: 'call' as const, program: '', entry: 'main' as const, args: [] };

describe('pool behaviour with scripted workers', () => {
  it('reports sandbox/unavailable after repeated failed starts', async () => {
    let attempts = 0;
    const pool = new GuestPool(
      'browser',
      () => {
        attempts++;
        throw new Error('no workers here');
      },
      { size: 2, maxFailedStarts: 3 },
    );
    expect(await pool.ready()).toBe(false);
    expect(attempts).toBe(3);
    expect(await pool.run(job)).toMatchObject({
      ok: false,
      error: { code: 'sandbox/unavailable' },
    });
    await pool.close();
  });
  it('a worker that reports a failed lockdown counts as a failed start', async () => {
    const pool = new GuestPool(
      'browser',
      (handlers: GuestHandlers) => {
        queueMicrotask(() => handlers.message({ type: 'failed', message: 'lockdown failed' }));
        return { send: () => {}, kill: () => {} };
      },
      { size: 1, maxFailedStarts: 2 },
    );
    expect(await pool.ready()).toBe(false);
    expect(await pool.run(job)).toMatchObject({ error: { code: 'sandbox/unavailable' } });
  });
  it('a worker that dies mid-run fails that run as crashed and is replaced', async () => {
    let spawned = 0;
    const pool = new GuestPool('node', (handlers: GuestHandlers) => {
      spawned++;
      queueMicrotask(() => handlers.message({ type: 'ready' }));
      return { send: () => queueMicrotask(() => handlers.exit('exit code 134')), kill: () => {} };
    });
    await pool.ready();
    expect(await pool.run(job)).toMatchObject({ ok: false, error: { code: 'sandbox/crashed' } });
    expect(pool.stats().crashes).toBe(1);
    expect(spawned).toBe(3);
    await pool.close();
  });
  it('queues runs beyond the pool size and answers each by id', async () => {
    const pool = new GuestPool(
      'browser',
      (handlers: GuestHandlers) => {
        queueMicrotask(() => handlers.message({ type: 'ready' }));
        return {
          send: (request) => {
            const { id } = request as { id: number };
            setTimeout(() => handlers.message({ id, ok: true, value: id, truncated: false }), 5);
          },
          kill: () => {},
        };
      },
      { size: 1 },
    );
    const results = await Promise.all([pool.run(job), pool.run(job), pool.run(job)]);
    expect(results.map((r) => r.ok && r.value)).toEqual([1, 2, 3]);
    await pool.close();
  });
  it('malformed worker messages never throw in the host', async () => {
    const pool = new GuestPool(
      'browser',
      (handlers: GuestHandlers) => {
        queueMicrotask(() => handlers.message({ type: 'ready' }));
        return {
          send: (request) => {
            const { id, job: sent } = request as { id: number; job: { args: unknown[] } };
            const send = handlers.message as (message: unknown) => void;
            if (sent.args.length === 0) {
              // Not objects: ignored, so the run ends at its deadline.
              for (const junk of [null, 42, 'x', undefined]) send(junk);
            } else {
              send({ id, ok: false, code: { toString: null }, message: 5 });
            }
          },
          kill: () => {},
        };
      },
      { size: 1 },
    );
    expect(await pool.run(job, { timeoutMs: 30 })).toMatchObject({
      ok: false,
      error: { code: 'sandbox/timeout' },
    });
    expect(await pool.run({ ...job, args: [1] })).toEqual({
      ok: false,
      error: {
        code: 'sandbox/bad-output',
        message: 'The sandbox answered with a malformed message.',
      },
    });
    await pool.close();
  });
  it('a pool answer with fewer outcomes than cards is bad-output, never a pass', async () => {
    const pool = new GuestPool(
      'browser',
      (handlers: GuestHandlers) => {
        queueMicrotask(() => handlers.message({ type: 'ready' }));
        return {
          send: (request) => {
            const { id } = request as { id: number };
            const value = [{ ok: true, value: true }, null];
            queueMicrotask(() => handlers.message({ id, ok: true, value, truncated: false }));
          },
          kill: () => {},
        };
      },
      { size: 1 },
    );
    const rule = 'export default () => true;';
    expect(await runCardRuleOverCards(pool, rule, [{ id: 'a' }, { id: 'b' }, { id: 'c' }])).toEqual(
      {
        ok: false,
        error: { code: 'sandbox/bad-output', message: 'The sandbox returned no per-card results.' },
      },
    );
    // The right count, with a malformed item: that card fails instead of throwing in the host.
    const two = await runCardRuleOverCards(pool, rule, [{ id: 'a' }, { id: 'b' }]);
    expect(two.ok && two.value.map((c) => [c.valid, c.error])).toEqual([
      [true, undefined],
      [false, 'The script threw.'],
    ]);
    await pool.close();
  });
  it('close() fails queued and running jobs with sandbox/closed', async () => {
    const pool = new GuestPool('browser', (handlers: GuestHandlers) => {
      queueMicrotask(() => handlers.message({ type: 'ready' }));
      return { send: () => {}, kill: () => {} };
    });
    await pool.ready();
    const pending = [pool.run(job), pool.run(job), pool.run(job)];
    await pool.close();
    for (const result of await Promise.all(pending)) {
      expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/closed' } });
    }
    expect(await pool.run(job)).toMatchObject({ error: { code: 'sandbox/closed' } });
  });
});

describe('Node runner specifics', () => {
  const runner = createNodeRunner({ size: 1, maxOldSpaceMb: 64 });
  afterAll(() => runner.close());
  it('a deadline kills the child and reports how long stopping took', async () => {
    const result = await runRulesetScript(
      runner,
      'export default () => { for (;;) {} }',
      { scope: 'deck', deck: {}, cardsById: {} },
      { timeoutMs: 100 },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/timeout' } });
    await runner.ready();
    const stats = runner.stats();
    expect(stats.timeouts).toBe(1);
    expect(stats.lastStopMs).toBeGreaterThanOrEqual(0);
    expect(stats.lastStopMs).toBeLessThan(1_000);
  });
  it('a memory bomb kills only its child; the next run gets a fresh one', async () => {
    const before = runner.stats().spawned;
    const result = await runRulesetScript(
      runner,
      'export default () => { const a = []; for (;;) { a.push(Array(1e6).fill(1.5)); } }',
      { scope: 'deck', deck: {}, cardsById: {} },
      { timeoutMs: 10_000 },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/crashed' } });
    const after = await runRulesetScript(runner, 'export default () => true', {
      scope: 'deck',
      deck: {},
      cardsById: {},
    });
    expect(after).toMatchObject({ ok: true, value: { valid: true } });
    expect(runner.stats().spawned).toBe(before + 1);
  });
});

describe('opt-in fallback and the "rules could not run" state', () => {
  const day = 86_400_000;
  it('consent lasts 30 days', () => {
    const consent = grantFallbackConsent(1_000);
    expect(consent).toEqual({ grantedAt: 1_000, expiresAt: 1_000 + 30 * day });
    expect(FALLBACK_CONSENT_DAYS).toBe(30);
    expect(isFallbackConsentActive(consent, 1_000)).toBe(true);
    expect(isFallbackConsentActive(consent, 1_000 + 30 * day - 1)).toBe(true);
    expect(isFallbackConsentActive(consent, 1_000 + 30 * day)).toBe(false);
    expect(isFallbackConsentActive(consent, 999)).toBe(false);
  });
  it('malformed or stretched consents are not active', () => {
    for (const consent of [
      null,
      undefined,
      {},
      'yes',
      { grantedAt: 0 },
      { grantedAt: 0, expiresAt: 365 * day },
    ]) {
      expect(isFallbackConsentActive(consent, 10)).toBe(false);
    }
  });
  it('is never available on the server, even with consent', () => {
    const result = runDeckRuleWithoutSandbox(
      'export default () => true;',
      { deck: {}, cardsById: {} },
      { consent: grantFallbackConsent(0), nowMs: 1 },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/unavailable' } });
  });
  it('a deck whose rules could not run is never legal; only unavailable offers the opt-in', () => {
    expect(deckLegality({ ok: true, value: { valid: true, issues: [] }, warnings: [] })).toEqual({
      status: 'legal',
      issues: [],
    });
    expect(
      deckLegality({ ok: true, value: { valid: false, issues: [{ message: 'x' }] }, warnings: [] }),
    ).toEqual({
      status: 'illegal',
      issues: [{ message: 'x' }],
    });
    const timeout = { code: 'sandbox/timeout', message: 'late' };
    expect(deckLegality({ ok: false, error: timeout })).toEqual({
      status: 'rules-could-not-run',
      error: timeout,
      offerFallback: false,
    });
    const unavailable = { code: 'sandbox/unavailable', message: 'no worker' };
    expect(deckLegality({ ok: false, error: unavailable })).toMatchObject({ offerFallback: true });
  });
});
