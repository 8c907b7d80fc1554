// Memory bombs in real Chromium: the workers run in a sandboxed cross-origin (and so, with
// Chromium's site isolation, out-of-process) frame. Each bomb must end as a coded failure (a
// deadline, the watchdog, or the engine's own RangeError) with the page and the runner answering
// afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowserRunner,
  runRulesetScript,
  type SandboxRunner,
  TIME_LIMITS,
} from '../src/index.js';
import { HOSTILE_CORPUS, MEMORY } from './hostile-corpus.js';
import { expectResponsive } from './runner-cases.js';

/** A fixture page under the test server's other host name: another origin and another site. */
function crossOriginFixture(file: string): URL {
  const url = new URL(`./fixtures/${file}`, import.meta.url);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url;
}

const deck = { scope: 'deck' as const, deck: { a: 1 }, cardsById: {} };
const frames = (): HTMLIFrameElement[] => [
  ...document.querySelectorAll<HTMLIFrameElement>('iframe[title="Script sandbox"]'),
];

/** Runs `work` while sampling the page's event loop; returns its result and the longest gap. */
async function whileSampling<T>(work: () => Promise<T>): Promise<{ value: T; maxGapMs: number }> {
  let last = performance.now();
  let maxGapMs = 0;
  const timer = setInterval(() => {
    const at = performance.now();
    maxGapMs = Math.max(maxGapMs, at - last);
    last = at;
  }, 20);
  try {
    const value = await work();
    maxGapMs = Math.max(maxGapMs, performance.now() - last);
    return { value, maxGapMs };
  } finally {
    clearInterval(timer);
  }
}

// About 300 MB of strings: past the Node child's 128 MiB old space, but a Chromium worker's heap
// holds it, so here it simply finishes inside its deadline (measured: about 0.3 s).
const FITS_IN_A_CHROMIUM_WORKER = new Set(['three strings of 100 million characters']);

const BOMBS = HOSTILE_CORPUS.filter(
  (hostile) =>
    hostile.memoryBomb || /invalid array length|past the maximum length/.test(hostile.name),
);

describe('memory bombs through the frame-hosted browser runner', () => {
  let runner: SandboxRunner;
  beforeAll(async () => {
    runner = createBrowserRunner({
      size: 1,
      frameUrl: crossOriginFixture('sandbox-frame.html'),
      startTimeoutMs: 8_000,
      frameWatchdogMs: 1_000,
    });
    expect(await runner.ready()).toBe(true);
  });
  afterAll(async () => {
    await runner.close();
    expect(frames()).toEqual([]);
  });

  it('runs the corpus memory bombs (at least six, one huge array and string doubling among them)', () => {
    expect(BOMBS.filter((hostile) => hostile.memoryBomb).length).toBeGreaterThanOrEqual(6);
    expect(BOMBS.map((hostile) => hostile.name)).toEqual(
      expect.arrayContaining(['one huge array', 'string doubling', 'invalid array length']),
    );
  });

  for (const hostile of BOMBS) {
    const outcome = FITS_IN_A_CHROMIUM_WORKER.has(hostile.name)
      ? 'finishes inside its deadline'
      : 'fails with a code';
    it(`memory bomb: ${hostile.name} ${outcome}, and the page still answers`, async () => {
      const started = performance.now();
      const { value: result, maxGapMs } = await whileSampling(() =>
        runRulesetScript(runner, hostile.source, deck, { timeoutMs: TIME_LIMITS.check }),
      );
      const elapsed = performance.now() - started;
      if (FITS_IN_A_CHROMIUM_WORKER.has(hostile.name) && result.ok) {
        // It finishes inside its deadline on an idle machine; on a loaded one the deadline (or
        // the watchdog) may stop it first, and both are correct outcomes.
        expect(result).toMatchObject({ ok: true, value: { valid: true } });
      } else {
        expect(result.ok).toBe(false);
        if (!result.ok) expect(MEMORY).toContain(result.error.code);
      }
      // The page's own event loop kept running while the bomb went off in the frame's process:
      // its timer fired during the run (a stalled page would show one gap as long as the run).
      if (elapsed > 500) expect(maxGapMs).toBeLessThan(elapsed);
      // The page answers: its own code runs, and a normal script runs through the runner.
      expect(await new Promise((resolve) => setTimeout(() => resolve(6 * 7), 0))).toBe(42);
      await expectResponsive(runner);
      expect(frames()).toHaveLength(1);
    });
  }
});

describe('a sandbox frame that stops answering', () => {
  it('fails the run with sandbox/crashed long before its deadline and loads a new frame', async () => {
    const runner = createBrowserRunner({
      size: 1,
      frameUrl: crossOriginFixture('sandbox-frame-freezable.html'),
      startTimeoutMs: 8_000,
      frameWatchdogMs: 400,
    });
    try {
      expect(await runner.ready()).toBe(true);
      const [first] = frames();
      expect(first).toBeDefined();
      const run = runRulesetScript(runner, 'export default () => { for (;;) {} }', deck, {
        timeoutMs: 30_000,
      });
      // Freezing the frame's main thread silences it exactly as a dead frame process would.
      first?.contentWindow?.postMessage({ type: 'test-freeze' }, '*');
      const result = await run;
      // crashed (not timeout) is the proof the watchdog, not the 30 s deadline, ended it.
      expect(result).toMatchObject({ ok: false, error: { code: 'sandbox/crashed' } });
      if (!result.ok) expect(result.error.message).toContain('sandbox frame stopped answering');
      expect(runner.stats()).toMatchObject({ crashes: 1, timeouts: 0 });
      await expectResponsive(runner);
      expect(first?.isConnected).toBe(false);
      expect(frames()).toHaveLength(1);
      expect(frames()[0]).not.toBe(first);
    } finally {
      await runner.close();
    }
  });

  it('an idle frame is never pinged, so a busy page does not mark it dead', async () => {
    const runner = createBrowserRunner({
      size: 1,
      frameUrl: crossOriginFixture('sandbox-frame.html'),
      startTimeoutMs: 8_000,
      // Long enough for a healthy frame to answer a ping on a loaded machine during the run
      // below; the page is blocked for longer than that while the frame is idle.
      frameWatchdogMs: 1_000,
    });
    try {
      expect(await runner.ready()).toBe(true);
      const [first] = frames();
      // Block the page itself for longer than the watchdog while no run is in flight.
      const until = performance.now() + 2_500;
      while (performance.now() < until) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expectResponsive(runner);
      expect(frames()).toEqual([first]);
      expect(runner.stats().crashes).toBe(0);
    } finally {
      await runner.close();
    }
  });
});
