import { SandboxErrorCode } from './errors.js';
import type {
  PlainData,
  RunnerStats,
  RunOptions,
  SandboxJob,
  SandboxResult,
  SandboxRunner,
} from './types.js';

/** Messages a guest worker sends back. */
export type GuestMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly message: string }
  | {
      readonly id: number;
      readonly ok: true;
      readonly value: PlainData;
      readonly truncated: boolean;
    }
  | { readonly id: number; readonly ok: false; readonly code: string; readonly message: string };

/** One started worker as the pool sees it (a child process or a Web Worker). */
export interface GuestEndpoint {
  /** Sends one request. */
  send(request: unknown): void;
  /** Terminates the worker at once. */
  kill(): void;
  /** Lets an idle worker not keep the host process alive (Node); optional. */
  idle?(): void;
  /** Marks the worker as doing work again (Node); optional. */
  active?(): void;
}

/** Callbacks a spawned endpoint reports to. */
export interface GuestHandlers {
  message(message: GuestMessage): void;
  /** The worker is gone (exited, crashed, failed to load). */
  exit(reason: string): void;
}

/** Starts one worker. */
export type SpawnGuest = (handlers: GuestHandlers) => GuestEndpoint;

/** Options shared by the Node and browser pools. */
export interface PoolOptions {
  /** Number of workers kept warm (default 2). */
  readonly size?: number;
  /** Default time limit of a run in milliseconds when a run gives none (default 2,000). */
  readonly defaultTimeoutMs?: number;
  /** Time allowed for a worker to start before it counts as failed (default 10,000). */
  readonly startTimeoutMs?: number;
  /** Consecutive failed starts after which the pool reports `sandbox/unavailable` (default 3). */
  readonly maxFailedStarts?: number;
}

interface Pending {
  readonly id: number;
  readonly job: SandboxJob;
  readonly timeoutMs: number;
  readonly resolve: (result: SandboxResult<PlainData>) => void;
  /** True once a catalog job was re-sent with its cards. */
  readonly resent?: boolean;
}

interface Slot {
  endpoint: GuestEndpoint | undefined;
  state: 'starting' | 'idle' | 'busy' | 'stopping' | 'dead';
  current: Pending | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  startTimer: ReturnType<typeof setTimeout> | undefined;
  catalogs: Set<string>;
  killedAt: number | undefined;
}

const now = (): number => globalThis.performance.now();

/**
 * The pool logic shared by both environments: warm workers, a queue, a deadline per run enforced
 * by terminating the worker, and respawn after a deadline or a crash.
 */
export class GuestPool implements SandboxRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private failedStarts = 0;
  private readonly readyWaiters: ((ok: boolean) => void)[] = [];
  private counters = { spawned: 0, timeouts: 0, crashes: 0 };
  private lastStopMs: number | undefined;
  private readonly size: number;
  private readonly defaultTimeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly maxFailedStarts: number;

  constructor(
    readonly environment: 'node' | 'browser',
    private readonly spawnGuest: SpawnGuest,
    options: PoolOptions = {},
    private readonly dispose: () => void = () => {},
  ) {
    this.size = Math.max(1, Math.floor(options.size ?? 2));
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? 2_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 10_000;
    this.maxFailedStarts = options.maxFailedStarts ?? 3;
    for (let i = 0; i < this.size; i++) {
      const slot: Slot = {
        endpoint: undefined,
        state: 'dead',
        current: undefined,
        timer: undefined,
        startTimer: undefined,
        catalogs: new Set(),
        killedAt: undefined,
      };
      this.slots.push(slot);
      this.start(slot);
    }
  }

  private get unavailable(): boolean {
    return this.failedStarts >= this.maxFailedStarts;
  }

  private start(slot: Slot): void {
    if (this.closed || this.unavailable) return;
    slot.state = 'starting';
    slot.catalogs = new Set();
    this.counters.spawned++;
    let endpoint: GuestEndpoint | undefined;
    const onExit = (reason: string): void => {
      if (slot.endpoint !== endpoint) return; // an old endpoint of this slot
      this.onExit(slot, reason);
    };
    try {
      endpoint = this.spawnGuest({
        message: (message) => {
          if (slot.endpoint === endpoint) this.onMessage(slot, message);
        },
        exit: onExit,
      });
    } catch (_error) {
      slot.endpoint = undefined;
      this.onStartFailed(slot);
      return;
    }
    slot.endpoint = endpoint;
    slot.startTimer = setTimeout(() => {
      if (slot.state === 'starting' && slot.endpoint === endpoint) {
        endpoint?.kill();
        slot.endpoint = undefined;
        this.onStartFailed(slot);
      }
    }, this.startTimeoutMs);
  }

  private onStartFailed(slot: Slot): void {
    clearTimeout(slot.startTimer);
    slot.state = 'dead';
    this.failedStarts++;
    if (this.unavailable) {
      this.settleReady();
      for (const pending of this.queue.splice(0)) {
        pending.resolve(unavailable());
      }
      return;
    }
    this.start(slot);
  }

  private onMessage(slot: Slot, message: GuestMessage): void {
    // Whatever runs in a worker is untrusted: a message that is not an object is ignored (the
    // run's deadline still applies), so nothing a worker sends can throw in the host.
    if (typeof message !== 'object' || message === null) return;
    if ('type' in message) {
      if (message.type === 'ready') {
        clearTimeout(slot.startTimer);
        this.failedStarts = 0;
        slot.state = 'idle';
        slot.endpoint?.idle?.();
        this.settleReady();
        this.dispatch();
      } else {
        slot.endpoint?.kill();
        slot.endpoint = undefined;
        this.onStartFailed(slot);
      }
      return;
    }
    const pending = slot.current;
    if (!pending || message.id !== pending.id) return;
    clearTimeout(slot.timer);
    if (!message.ok && message.code === 'sandbox/catalog-missing' && !pending.resent) {
      // The worker evicted this catalog: send it again, once, with the cards.
      const { job } = pending;
      if (job.mode === 'each' && job.catalog) slot.catalogs.delete(job.catalog.key);
      this.send(slot, { ...pending, resent: true });
      return;
    }
    slot.current = undefined;
    slot.state = 'idle';
    slot.endpoint?.idle?.();
    if (message.ok === true) {
      pending.resolve({ ok: true, value: message.value, warnings: truncatedWarning(message) });
    } else if (typeof message.code === 'string' && typeof message.message === 'string') {
      pending.resolve({ ok: false, error: { code: message.code, message: message.message } });
    } else {
      pending.resolve({
        ok: false,
        error: {
          code: SandboxErrorCode.BadOutput,
          message: 'The sandbox answered with a malformed message.',
        },
      });
    }
    this.dispatch();
  }

  private onExit(slot: Slot, reason: string): void {
    clearTimeout(slot.timer);
    clearTimeout(slot.startTimer);
    if (slot.killedAt !== undefined) {
      this.lastStopMs = now() - slot.killedAt;
      slot.killedAt = undefined;
    }
    const wasStarting = slot.state === 'starting';
    const pending = slot.current;
    slot.current = undefined;
    slot.endpoint = undefined;
    slot.state = 'dead';
    if (pending) {
      this.counters.crashes++;
      pending.resolve({
        ok: false,
        error: {
          code: SandboxErrorCode.Crashed,
          message: `The script stopped the sandbox (${reason}); it was restarted.`,
        },
      });
    }
    if (this.closed) return;
    if (wasStarting) this.onStartFailed(slot);
    else this.start(slot);
    this.dispatch();
  }

  private settleReady(): void {
    const starting = this.slots.some((s) => s.state === 'starting' || s.state === 'stopping');
    if (starting && !this.unavailable) return;
    const ok = this.slots.some((s) => s.state === 'idle' || s.state === 'busy');
    for (const waiter of this.readyWaiters.splice(0)) waiter(ok);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.state === 'idle' && s.endpoint);
      if (!slot) return;
      const pending = this.queue.shift()!;
      this.send(slot, pending);
    }
  }

  private send(slot: Slot, pending: Pending): void {
    const endpoint = slot.endpoint!;
    slot.state = 'busy';
    slot.current = pending;
    const { job } = pending;
    let wire: unknown;
    if (job.mode === 'each' && job.catalog && !job.items) {
      const known = slot.catalogs.has(job.catalog.key);
      slot.catalogs.add(job.catalog.key);
      wire = {
        mode: 'each',
        program: job.program,
        catalogKey: job.catalog.key,
        catalogCards: known ? undefined : job.catalog.cards,
        extraArgs: job.extraArgs,
        caps: job.caps,
      };
    } else {
      wire = job;
    }
    slot.timer = setTimeout(() => this.onDeadline(slot, pending), pending.timeoutMs);
    try {
      endpoint.active?.();
      endpoint.send({ id: pending.id, job: wire });
    } catch (error) {
      clearTimeout(slot.timer);
      slot.current = undefined;
      endpoint.kill();
      slot.endpoint = undefined;
      slot.state = 'dead';
      pending.resolve({
        ok: false,
        error: {
          code: SandboxErrorCode.BadOutput,
          message: `The inputs could not be sent to the sandbox: ${String(error)}`,
        },
      });
      this.start(slot);
    }
  }

  private onDeadline(slot: Slot, pending: Pending): void {
    if (slot.current !== pending) return;
    this.counters.timeouts++;
    slot.current = undefined;
    slot.state = 'stopping';
    const endpoint = slot.endpoint;
    slot.killedAt = now();
    pending.resolve({
      ok: false,
      error: {
        code: SandboxErrorCode.Timeout,
        message: `The script ran past its ${pending.timeoutMs} ms time limit and was stopped.`,
      },
    });
    // kill(): a Worker is gone at once; a child process reports its exit shortly after.
    endpoint?.kill();
    if (this.environment === 'browser' && slot.endpoint === endpoint) {
      this.onExit(slot, 'terminated');
    }
  }

  run(job: SandboxJob, options: RunOptions = {}): Promise<SandboxResult<PlainData>> {
    if (this.closed) {
      return Promise.resolve({
        ok: false,
        error: { code: SandboxErrorCode.Closed, message: 'The sandbox runner was closed.' },
      });
    }
    if (this.unavailable) return Promise.resolve(unavailable());
    const timeoutMs = Math.max(1, options.timeoutMs ?? this.defaultTimeoutMs);
    return new Promise((resolve) => {
      this.queue.push({ id: this.nextId++, job, timeoutMs, resolve });
      this.dispatch();
    });
  }

  ready(): Promise<boolean> {
    if (this.unavailable) return Promise.resolve(false);
    if (!this.slots.some((s) => s.state === 'starting' || s.state === 'stopping')) {
      return Promise.resolve(this.slots.some((s) => s.state === 'idle' || s.state === 'busy'));
    }
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  stats(): RunnerStats {
    return {
      size: this.size,
      busy: this.slots.filter((s) => s.state === 'busy').length,
      queued: this.queue.length,
      spawned: this.counters.spawned,
      timeouts: this.counters.timeouts,
      crashes: this.counters.crashes,
      lastStopMs: this.lastStopMs,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const closedError: SandboxResult<PlainData> = {
      ok: false,
      error: { code: SandboxErrorCode.Closed, message: 'The sandbox runner was closed.' },
    };
    for (const pending of this.queue.splice(0)) pending.resolve(closedError);
    for (const slot of this.slots) {
      clearTimeout(slot.timer);
      clearTimeout(slot.startTimer);
      slot.current?.resolve(closedError);
      slot.current = undefined;
      slot.endpoint?.kill();
      slot.endpoint = undefined;
      slot.state = 'dead';
    }
    this.settleReady();
    this.dispose();
  }
}

function unavailable(): SandboxResult<never> {
  return {
    ok: false,
    error: {
      code: SandboxErrorCode.Unavailable,
      message: 'The script sandbox could not start on this device.',
    },
  };
}

function truncatedWarning(message: { truncated: boolean }) {
  return message.truncated === true
    ? [
        {
          code: 'sandbox/output-truncated',
          message: 'The script returned more data than the sandbox keeps; the rest was cut.',
        },
      ]
    : [];
}
