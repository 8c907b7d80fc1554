// The pool's slot state machine under random worker behaviour: scripted workers that answer, hang,
// crash mid-run or mid-transfer, send stale messages or never start, with runs arriving at random
// times. Every run must get exactly the answer its worker's behaviour calls for, the counters must
// add up, and no moment may show more busy slots than `size` or more workers than slots.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GuestEndpoint, type GuestHandlers, GuestPool } from '../src/pool.js';
import type { GuestRequest } from '../src/protocol.js';
import type { SandboxResult } from '../src/types.js';

type Behaviour =
  | 'answer'
  | 'answer-late'
  | 'hang'
  | 'crash'
  | 'crash-in-transfer'
  | 'stale-then-answer'
  | 'never-started';

const BEHAVIOURS: readonly Behaviour[] = [
  'answer',
  'answer-late',
  'hang',
  'crash',
  'crash-in-transfer',
  'stale-then-answer',
  'never-started',
];

const TIMEOUT_MS = 50;
const TRANSFER_MS = 80;

/** What each behaviour must come back as. */
function expected(behaviour: Behaviour, run: number): unknown {
  switch (behaviour) {
    case 'answer':
    case 'answer-late':
    case 'stale-then-answer':
      return { ok: true, value: run, warnings: [] };
    case 'hang':
    case 'never-started':
      return { ok: false, error: { code: 'sandbox/timeout' } };
    case 'crash':
    case 'crash-in-transfer':
      return { ok: false, error: { code: 'sandbox/crashed' } };
    default:
      throw new Error(`unknown behaviour ${behaviour satisfies never}`);
  }
}

/** A worker that acts out the behaviour its run asks for; `cold` workers never become ready. */
function scriptedWorker(
  handlers: GuestHandlers,
  cold: boolean,
  live: Set<GuestEndpoint>,
): GuestEndpoint {
  let gone = false;
  const later = (ms: number, act: () => void) =>
    setTimeout(() => {
      if (!gone) act();
    }, ms);
  const endpoint: GuestEndpoint = {
    send: (request: GuestRequest) => {
      const { id, job } = request;
      const [run, behaviour] = (job.mode === 'call' ? job.args : []) as [number, Behaviour];
      const answer = () => handlers.message({ id, ok: true, value: run, truncated: false });
      const started = () => handlers.message({ type: 'started', id });
      switch (behaviour) {
        case 'answer':
          later(0, started);
          later(1, answer);
          return;
        case 'answer-late':
          // Slower than the script's limit in total, but the transfer is not the script's time.
          later(TRANSFER_MS - 10, started);
          later(TRANSFER_MS - 10 + TIMEOUT_MS - 10, answer);
          return;
        case 'stale-then-answer':
          later(0, () => {
            handlers.message({ type: 'started', id: id + 1000 });
            handlers.message({ id: id + 1000, ok: true, value: 'stale', truncated: false });
            handlers.message({ type: 'ready' });
            started();
            started();
          });
          later(2, answer);
          return;
        case 'hang':
          later(0, started);
          return;
        case 'crash':
          later(0, started);
          later(2, () => {
            gone = true;
            live.delete(endpoint);
            handlers.exit('exit code 134');
          });
          return;
        case 'crash-in-transfer':
          later(1, () => {
            gone = true;
            live.delete(endpoint);
            handlers.exit('signal SIGKILL');
          });
          return;
        case 'never-started':
          return;
        default:
          throw new Error(`unknown behaviour ${behaviour satisfies never}`);
      }
    },
    kill: () => {
      gone = true;
      live.delete(endpoint);
    },
  };
  live.add(endpoint);
  if (!cold) later(0, () => handlers.message({ type: 'ready' }));
  return endpoint;
}

describe('the slot state machine under random worker behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('every run gets the answer its behaviour calls for; the counters add up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          size: fc.integer({ min: 1, max: 3 }),
          spares: fc.integer({ min: 0, max: 2 }),
          runs: fc.array(
            fc.record({
              behaviour: fc.constantFrom(...BEHAVIOURS),
              gapMs: fc.integer({ min: 0, max: 30 }),
            }),
            { minLength: 1, maxLength: 14 },
          ),
          // Some starts never finish (the start timer fails them): two at most, fewer than the
          // three failed starts in a row that make a pool unavailable.
          coldStarts: fc.array(fc.boolean(), { maxLength: 12 }),
        }),
        async ({ size, spares, runs, coldStarts }) => {
          vi.useFakeTimers();
          const live = new Set<GuestEndpoint>();
          let spawned = 0;
          let cold = 0;
          const pool = new GuestPool(
            'browser',
            (handlers) => {
              const isCold = (coldStarts[spawned++] ?? false) && cold < 2;
              if (isCold) cold++;
              return scriptedWorker(handlers, isCold, live);
            },
            {
              size,
              spares,
              defaultTimeoutMs: TIMEOUT_MS,
              transferTimeoutMs: TRANSFER_MS,
              startTimeoutMs: 40,
              maxFailedStarts: 3,
              maxQueued: Number.POSITIVE_INFINITY,
            },
          );
          const check = () => {
            const stats = pool.stats();
            expect(stats.busy).toBeLessThanOrEqual(size);
            expect((stats.warm ?? 0) + stats.busy).toBeLessThanOrEqual(size + spares);
            expect(live.size).toBeLessThanOrEqual(size + spares);
          };
          const answers: Promise<SandboxResult<unknown>>[] = [];
          for (const [i, { behaviour, gapMs }] of runs.entries()) {
            answers.push(
              pool.run({ mode: 'call', program: '', entry: 'main', args: [i, behaviour] }),
            );
            check();
            await vi.advanceTimersByTimeAsync(gapMs);
            check();
          }
          // Long enough for every run, queued ones included, to finish or hit a limit.
          for (let t = 0; t < runs.length * 4; t++) {
            await vi.advanceTimersByTimeAsync(TRANSFER_MS);
            check();
          }
          const results = await Promise.all(answers);
          for (const [i, { behaviour }] of runs.entries()) {
            expect(results[i], `run ${i}: ${behaviour}`).toMatchObject(
              expected(behaviour, i) as object,
            );
          }
          const count = (...kinds: Behaviour[]) =>
            runs.filter((r) => kinds.includes(r.behaviour)).length;
          const stats = pool.stats();
          expect(stats).toMatchObject({
            busy: 0,
            queued: 0,
            timeouts: count('hang', 'never-started'),
            crashes: count('crash', 'crash-in-transfer'),
          });
          await pool.close();
          expect(live.size).toBe(0);
          vi.useRealTimers();
        },
      ),
      { numRuns: 60 },
    );
  });
});
