import { afterAll, describe, expect, it, vi } from 'vitest';
import { serverRuntime } from '../src/fallback.js';
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
import {
  catalogRoomFor,
  estimateCatalogMb,
  type GuestHandlers,
  GuestPool,
  type SpawnOptions,
} from '../src/pool.js';

const job = { mode: 'call' as const, program: '', entry: 'main' as const, args: [] };

/** A scripted worker: ready at once; says `started` on every request, as the real guest does. */
function started(handlers: GuestHandlers, request: unknown): number {
  const { id } = request as { id: number };
  handlers.message({ type: 'started', id });
  return id;
}

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
      return {
        send: (request) => {
          started(handlers, request);
          queueMicrotask(() => handlers.exit('exit code 134'));
        },
        kill: () => {},
      };
    });
    await pool.ready();
    expect(await pool.run(job)).toMatchObject({ ok: false, error: { code: 'sandbox/crashed' } });
    expect(pool.stats().crashes).toBe(1);
    // size 2 + 1 spare, and the replacement.
    expect(spawned).toBe(4);
    await pool.close();
  });
  it('queues runs beyond the pool size and answers each by id', async () => {
    const pool = new GuestPool(
      'browser',
      (handlers: GuestHandlers) => {
        queueMicrotask(() => handlers.message({ type: 'ready' }));
        return {
          send: (request) => {
            const id = started(handlers, request);
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
            const { id, job: sent } = request;
            started(handlers, request);
            const send = handlers.message as (message: unknown) => void;
            if (sent.mode === 'call' && sent.args.length === 0) {
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
            const id = started(handlers, request);
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

/** Scripted workers that record what they were sent and answer only when told to. */
function scriptedPool(
  options: ConstructorParameters<typeof GuestPool>[2] = {},
  heap?: ConstructorParameters<typeof GuestPool>[4],
) {
  const workers: {
    handlers: GuestHandlers;
    spawn: SpawnOptions;
    sent: { id: number; job: Record<string, unknown> }[];
    killed: boolean;
  }[] = [];
  let ready = true;
  const pool = new GuestPool(
    'node',
    (handlers, spawn) => {
      const worker = { handlers, spawn, sent: [] as never[], killed: false };
      workers.push(worker);
      if (ready) queueMicrotask(() => handlers.message({ type: 'ready' }));
      return {
        send: (request) => worker.sent.push(request as never),
        kill: () => {
          worker.killed = true;
        },
      };
    },
    options,
    () => {},
    heap,
  );
  const answer = (worker: (typeof workers)[number], value: unknown = true) => {
    const { id } = worker.sent.at(-1)!;
    worker.handlers.message({ type: 'started', id });
    worker.handlers.message({ id, ok: true, value: value as never, truncated: false });
  };
  const holding = () => workers.filter((w) => !w.killed && w.sent.length > 0);
  return {
    pool,
    workers,
    answer,
    holding,
    /** Workers spawned from now on stay starting until `becomeReady` is called. */
    holdStarts: () => {
      ready = false;
    },
  };
}

const catalogJob = (key: string, cards: readonly unknown[]) => ({
  mode: 'each' as const,
  program: '',
  catalog: { key, cards },
  extraArgs: [],
});

describe('load shedding: a bounded queue', () => {
  it('answers sandbox/busy at once when maxQueued runs already wait', async () => {
    const { pool, workers } = scriptedPool({ size: 1, spares: 0, maxQueued: 2 });
    await pool.ready();
    const running = pool.run(job);
    const waiting = [pool.run(job), pool.run(job)];
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 2, rejected: 0 });
    const shed = await pool.run(job);
    expect(shed).toEqual({
      ok: false,
      error: {
        code: 'sandbox/busy',
        message:
          'The sandbox is busy: 2 runs are already waiting for a worker (maxQueued). Try again shortly.',
      },
    });
    expect(pool.stats()).toMatchObject({ queued: 2, rejected: 1 });
    // The ones already waiting still run, in order.
    const worker = workers[0]!;
    for (const pending of [running, ...waiting]) {
      const id = worker.sent.at(-1)!.id;
      worker.handlers.message({ type: 'started', id });
      worker.handlers.message({ id, ok: true, value: id, truncated: false });
      expect(await pending).toMatchObject({ ok: true, value: id });
    }
    await pool.close();
  });
  it('maxQueued 0: nothing waits; Infinity: nothing is shed', async () => {
    const none = scriptedPool({ size: 1, spares: 0, maxQueued: 0 });
    await none.pool.ready();
    void none.pool.run(job);
    expect(await none.pool.run(job)).toMatchObject({ ok: false, error: { code: 'sandbox/busy' } });
    await none.pool.close();
    const all = scriptedPool({ size: 1, spares: 0, maxQueued: Number.POSITIVE_INFINITY });
    await all.pool.ready();
    for (let i = 0; i < 500; i++) void all.pool.run(job);
    expect(all.pool.stats()).toMatchObject({ busy: 1, queued: 499, rejected: 0 });
    await all.pool.close();
  });
  it('the default bound is 100 waiting runs', async () => {
    const { pool } = scriptedPool({ size: 1, spares: 0 });
    await pool.ready();
    const results = Array.from({ length: 103 }, () => pool.run(job));
    // One runs, 100 wait, the last two are shed at once.
    const shed = await Promise.all(results.slice(101));
    expect(shed.map((r) => !r.ok && r.error.code)).toEqual(['sandbox/busy', 'sandbox/busy']);
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 100, rejected: 2 });
    await pool.close();
  });
});

describe('a warm pool after timeouts', () => {
  it('two timeouts in a row: each replacement is started at the deadline, the spare answers the next run', async () => {
    const { pool, workers, holdStarts } = scriptedPool({ size: 1, spares: 1 });
    await pool.ready();
    const endless = async () => {
      const run = pool.run(job, { timeoutMs: 20 });
      const busy = workers.find((w) => w.sent.length > 0 && !w.killed && w.sent.length === 1)!;
      busy.handlers.message({ type: 'started', id: busy.sent[0]!.id });
      return run;
    };
    expect(await endless()).toMatchObject({ error: { code: 'sandbox/timeout' } });
    // The killed worker's replacement was spawned at the deadline, before anyone asked for it.
    expect(workers).toHaveLength(3);
    expect(workers[0]!.killed).toBe(true);
    await pool.ready();
    holdStarts(); // from here, replacements stay cold
    expect(await endless()).toMatchObject({ error: { code: 'sandbox/timeout' } });
    expect(workers).toHaveLength(4);
    // Two timeouts in a row, and a warm worker takes the next run at once: no waiting for a start.
    const next = pool.run(job);
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 0, timeouts: 2 });
    const warm = workers.find((w) => !w.killed && w.sent.length === 1 && w !== workers[3])!;
    const id = warm.sent[0]!.id;
    warm.handlers.message({ type: 'started', id });
    warm.handlers.message({ id, ok: true, value: 'warm', truncated: false });
    expect(await next).toMatchObject({ ok: true, value: 'warm' });
    await pool.close();
  });
});

describe('the deadline measures the script, not the transfer', () => {
  it('starts when the worker says its inputs arrived', async () => {
    const { pool, workers } = scriptedPool({ size: 1, spares: 0 });
    await pool.ready();
    const run = pool.run(job, { timeoutMs: 30 });
    const worker = workers[0]!;
    // The inputs take 120 ms to arrive: four times the script's limit.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(pool.stats().timeouts).toBe(0);
    const { id } = worker.sent[0]!;
    worker.handlers.message({ type: 'started', id });
    worker.handlers.message({ id, ok: true, value: 'in time', truncated: false });
    expect(await run).toMatchObject({ ok: true, value: 'in time' });
    // After started, the 30 ms are the script's.
    const late = pool.run(job, { timeoutMs: 30 });
    worker.handlers.message({ type: 'started', id: worker.sent[1]!.id });
    expect(await late).toMatchObject({
      ok: false,
      error: {
        code: 'sandbox/timeout',
        message: 'The script ran past its 30 ms time limit and was stopped.',
      },
    });
    await pool.close();
  });
  it('inputs that never arrive hit the transfer limit, with their own message', async () => {
    const { pool } = scriptedPool({ size: 1, spares: 0, transferTimeoutMs: 40 });
    await pool.ready();
    expect(await pool.run(job, { timeoutMs: 10_000 })).toEqual({
      ok: false,
      error: {
        code: 'sandbox/timeout',
        message: 'The inputs took longer than 40 ms to reach the sandbox; the worker was replaced.',
      },
    });
    await pool.close();
  });
  it('a started message for another run, or outside a transfer, changes nothing', async () => {
    const { pool, workers } = scriptedPool({ size: 1, spares: 0, transferTimeoutMs: 60_000 });
    await pool.ready();
    const run = pool.run(job, { timeoutMs: 20 });
    const worker = workers[0]!;
    const { id } = worker.sent[0]!;
    worker.handlers.message({ type: 'started', id: id + 1 });
    worker.handlers.message({ type: 'started', id });
    worker.handlers.message({ type: 'started', id }); // a second one does not restart the clock
    expect(await run).toMatchObject({ error: { code: 'sandbox/timeout' } });
    await pool.close();
  });
});

describe('catalogs: evicted before the new one is built, heaps sized from them', () => {
  const cards = (n: number, text = 'x'.repeat(200)) =>
    Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `Card ${i}`, text }));
  it('the worker is told what to evict before it builds the next catalog', async () => {
    const { pool, workers, answer } = scriptedPool({ size: 1, spares: 0, maxCatalogs: 2 });
    await pool.ready();
    const worker = workers[0]!;
    const sent = () => worker.sent.at(-1)!.job;
    const small = cards(3);
    for (const [key, evict, ships] of [
      ['a', [], true],
      ['b', [], true],
      ['a', [], false], // held: no cards sent
      ['c', ['b'], true], // b is the least recently used
      ['b', ['a'], true],
    ] as const) {
      const run = pool.run(catalogJob(key, small));
      expect(sent()).toMatchObject({ catalogKey: key, evict });
      expect(sent().catalogCards === undefined).toBe(!ships);
      answer(worker, [1, 2, 3]);
      expect(await run).toMatchObject({ ok: true });
    }
    await pool.close();
  });
  it('maxCatalogs 1: every switch evicts the old catalog first', async () => {
    const { pool, workers, answer } = scriptedPool({ size: 1, spares: 0, maxCatalogs: 1 });
    await pool.ready();
    const worker = workers[0]!;
    for (const [key, evict] of [
      ['a', []],
      ['b', ['a']],
      ['a', ['b']],
    ] as const) {
      const run = pool.run(catalogJob(key, cards(2)));
      expect(worker.sent.at(-1)!.job).toMatchObject({ catalogKey: key, evict });
      answer(worker, [1, 2]);
      await run;
    }
    await pool.close();
  });
  it('a worker that crashes while receiving a catalog says so', async () => {
    const { pool, workers } = scriptedPool({ size: 1, spares: 0 });
    await pool.ready();
    const run = pool.run(catalogJob('a', cards(10)));
    workers[0]!.handlers.exit('signal SIGABRT');
    const result = await run;
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/crashed' } });
    expect(!result.ok && result.error.message).toMatch(
      /^The sandbox stopped while receiving the inputs \(a catalog of about \d+ MiB\) \(signal SIGABRT\); it was restarted\.$/,
    );
    await pool.close();
  });
  it('estimates a catalog linearly, counting shared objects once, and caches per array', () => {
    const one = estimateCatalogMb(cards(1_000));
    const two = estimateCatalogMb(cards(2_000));
    expect(two / one).toBeGreaterThan(1.9);
    expect(two / one).toBeLessThan(2.1);
    const shared = { big: 'y'.repeat(100_000) };
    const cyclic: Record<string, unknown> = { shared };
    cyclic.self = cyclic;
    const mb = estimateCatalogMb([shared, shared, cyclic]);
    expect(mb).toBeGreaterThan(0.19);
    expect(mb).toBeLessThan(0.2);
    const list = cards(10);
    expect(estimateCatalogMb(list)).toBe(estimateCatalogMb(list));
  });
  it('room: none while catalogs fit in a quarter of the script heap, then 2.5 x in 16 MiB steps, capped', () => {
    const heap = { scriptHeapMb: 128, maxRoomMb: 1_536 };
    expect(catalogRoomFor(10, 2, heap)).toBe(0); // 25 MiB <= 32
    expect(catalogRoomFor(20, 2, heap)).toBe(64); // 50 -> 64
    expect(catalogRoomFor(100, 2, heap)).toBe(256); // 250 -> 256
    expect(catalogRoomFor(100, 1, heap)).toBe(128); // 125 -> 128
    expect(catalogRoomFor(1_000, 2, heap)).toBe(1_264); // only one fits under the cap: 1,250 -> 1,264
    expect(catalogRoomFor(1_300, 1, heap)).toBe(1_536); // 1,625 is past the cap (too large to load)
  });
  it('a catalog bigger than the room allows fails with sandbox/catalog-too-large', async () => {
    const { pool } = scriptedPool({ size: 1, spares: 0 }, { scriptHeapMb: 16, maxRoomMb: 1 });
    await pool.ready();
    const result = await pool.run(catalogJob('huge', cards(20_000)));
    expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/catalog-too-large' } });
    expect(!result.ok && result.error.message).toMatch(
      /^The catalog "huge" \(about \d+ MiB in memory\) is larger than one sandbox worker may hold \(maxCatalogRoomMb = 1\)\.$/,
    );
    await pool.close();
  });
  it('a larger catalog replaces idle workers with ones whose heap has room for it, ahead of use', async () => {
    const { pool, workers, answer } = scriptedPool(
      { size: 1, spares: 1 },
      { scriptHeapMb: 16, maxRoomMb: 512 },
    );
    await pool.ready();
    expect(workers.map((w) => w.spawn.catalogRoomMb)).toEqual([0, 0]);
    // About 4.6 MiB estimated: more than a quarter of a 16 MiB script heap.
    const big = cards(10_000);
    const room = catalogRoomFor(estimateCatalogMb(big), 2, { scriptHeapMb: 16, maxRoomMb: 512 });
    expect(room).toBeGreaterThan(0);
    const run = pool.run(catalogJob('big', big));
    // Both idle workers were replaced by ones with room; the job waits for one of them.
    expect(workers.slice(0, 2).every((w) => w.killed)).toBe(true);
    expect(workers.slice(2).map((w) => w.spawn.catalogRoomMb)).toEqual([room, room]);
    await vi.waitFor(() => expect(workers.some((w) => w.sent.length > 0)).toBe(true));
    const worker = workers.find((w) => w.sent.length > 0)!;
    expect(worker.spawn.catalogRoomMb).toBe(room);
    expect(worker.sent[0]!.job.catalogCards).toBe(big);
    answer(
      worker,
      big.map(() => ({ ok: true, value: true })),
    );
    expect(await run).toMatchObject({ ok: true });
    expect(pool.stats().catalogRoomMb).toBe(room);
    await pool.close();
  });
});

describe('Node runner specifics', () => {
  const runner = createNodeRunner({ size: 1, maxOldSpaceMb: 64, startTimeoutMs: 60_000 });
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
    expect(runner.stats().timeouts).toBe(1);
    // How long the kill took is a measurement (printed by the benchmark), not a test margin.
    await vi.waitFor(() => expect(runner.stats().lastStopMs).toBeGreaterThanOrEqual(0), {
      timeout: 30_000,
    });
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
  it('refuses in Node even when a server-side rendering setup defines window and document', () => {
    const g = globalThis as Record<string, unknown>;
    const before = { window: g.window, document: g.document };
    g.window = g;
    g.document = { body: {} };
    try {
      expect(serverRuntime()).toBe('Node');
      const result = runDeckRuleWithoutSandbox(
        'export default () => true;',
        { deck: {}, cardsById: {} },
        { consent: grantFallbackConsent(0), nowMs: 1 },
      );
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'sandbox/unavailable',
          message:
            'Running rules without the sandbox is refused on the server (Node detected): use createNodeRunner() from @tcgkit/sandbox/node.',
        },
      });
    } finally {
      g.window = before.window;
      g.document = before.document;
      if (before.window === undefined) delete g.window;
      if (before.document === undefined) delete g.document;
    }
  });
  it('detects Deno and Bun positively too', () => {
    const g = globalThis as Record<string, unknown>;
    try {
      g.Deno = { version: { deno: '2.0.0' } };
      expect(serverRuntime()).toBe('Deno');
      delete g.Deno;
      g.Bun = { version: '1.2.0' };
      expect(serverRuntime()).toBe('Bun');
      // A hostile or odd global never throws out of the probe.
      g.Bun = new Proxy(
        {},
        {
          get() {
            throw new Error('trap');
          },
        },
      );
      expect(serverRuntime()).toBe('Node');
    } finally {
      delete g.Deno;
      delete g.Bun;
    }
  });
  it('refuses without options instead of throwing', () => {
    expect(
      runDeckRuleWithoutSandbox(
        'export default () => true;',
        { deck: {}, cardsById: {} },
        undefined as never,
      ),
    ).toMatchObject({ ok: false, error: { code: 'sandbox/unavailable' } });
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
