import { SandboxErrors } from './errors.js';
import type { GuestJob, GuestMessage, GuestRequest } from './protocol.js';
import type {
  PlainData,
  RunnerStats,
  RunOptions,
  SandboxJob,
  SandboxResult,
  SandboxRunner,
} from './types.js';

/** One started worker as the pool sees it (a child process or a Web Worker). */
export interface GuestEndpoint {
  /** Sends one request. */
  send(request: GuestRequest): void;
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

/** How a worker is to be started. */
export interface SpawnOptions {
  /**
   * Heap room for catalogs, in MiB, on top of the script's own heap (Node: added to
   * `--max-old-space-size`; the browser has no heap limit to set and ignores it).
   */
  readonly catalogRoomMb: number;
}

/** Starts one worker. */
export type SpawnGuest = (handlers: GuestHandlers, options: SpawnOptions) => GuestEndpoint;

/** Options shared by the Node and browser pools. */
export interface PoolOptions {
  /** Runs at once: workers that take jobs at the same time (default 2). */
  readonly size?: number;
  /**
   * Warm workers kept beyond `size` (default 1). A worker killed at a deadline or by a crash is
   * replaced at once, and a spare takes the next job while the replacement starts, so timeouts
   * in a row never leave the pool without a warm worker.
   */
  readonly spares?: number;
  /** Default time limit of a run in milliseconds when a run gives none (default 2,000). */
  readonly defaultTimeoutMs?: number;
  /** Time allowed for a worker to start before it counts as failed (default 10,000). */
  readonly startTimeoutMs?: number;
  /** Consecutive failed starts after which the pool reports `sandbox/unavailable` (default 3). */
  readonly maxFailedStarts?: number;
  /**
   * Runs allowed to wait for a worker (default 100). Past it `run()` answers `sandbox/busy` at
   * once instead of waiting: shed load rather than queue without bound. `Infinity` never sheds.
   */
  readonly maxQueued?: number;
  /**
   * Time allowed for a run's inputs, a catalog above all, to reach the worker and be frozen
   * there before the script starts (default 45,000 ms). Not charged to the script's own limit.
   */
  readonly transferTimeoutMs?: number;
  /** Catalogs each worker keeps frozen for reuse, least recently used out first (default 2). */
  readonly maxCatalogs?: number;
}

/** Heap sizing from the catalog (Node only; see {@link catalogRoomFor}). */
export interface CatalogHeapOptions {
  /** The script's own heap, in MiB (`maxOldSpaceMb`). */
  readonly scriptHeapMb: number;
  /** The most catalog room one worker may get, in MiB. */
  readonly maxRoomMb: number;
}

interface Pending {
  readonly id: number;
  readonly job: SandboxJob;
  readonly timeoutMs: number;
  readonly resolve: (result: SandboxResult<PlainData>) => void;
  /** True once a catalog job was re-sent with its cards. */
  readonly resent?: boolean;
}

/** A catalog on its way to a worker, recorded as held once the worker says it started. */
interface CatalogLoad {
  readonly key: string;
  readonly mb: number;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * What one slot is doing, with exactly what that needs: a worker exists in every state but
 * `dead`, a run only while `sending` or `running`, and each timer belongs to one state (leaving
 * the state clears it, see `GuestPool.setState`). A run without a worker, a deadline with no run
 * or a start timer on a ready worker cannot be written down.
 */
type SlotState =
  | { readonly status: 'dead' }
  /** Spawned, not ready yet: `timer` fails the start after `startTimeoutMs`. */
  | { readonly status: 'starting'; readonly endpoint: GuestEndpoint; readonly timer: Timer }
  | { readonly status: 'idle'; readonly endpoint: GuestEndpoint }
  /** A run's inputs are on their way (not charged to the script): `timer` is the transfer limit. */
  | {
      readonly status: 'sending';
      readonly endpoint: GuestEndpoint;
      readonly pending: Pending;
      readonly loading: CatalogLoad | undefined;
      readonly timer: Timer;
    }
  /** The worker said `started`: `timer` is the script's own time limit. */
  | {
      readonly status: 'running';
      readonly endpoint: GuestEndpoint;
      readonly pending: Pending;
      readonly timer: Timer;
    };

/** A slot with a run on it. */
type BusyState = Extract<SlotState, { readonly pending: Pending }>;

const DEAD: SlotState = { status: 'dead' };

const isBusy = (state: SlotState): state is BusyState =>
  state.status === 'sending' || state.status === 'running';

const isStarting = (state: SlotState): boolean => state.status === 'starting';

/** A started worker: idle or on a run. */
const isReady = (state: SlotState): boolean => state.status === 'idle' || isBusy(state);

const endpointOf = (state: SlotState): GuestEndpoint | undefined =>
  state.status === 'dead' ? undefined : state.endpoint;

interface Slot {
  state: SlotState;
  /** Catalogs the slot's current worker holds: key to estimated MiB, least recently used first. */
  catalogs: Map<string, number>;
  /** Catalog room the slot's current worker's heap was started with, in MiB. */
  roomMb: number;
}

const now = (): number => globalThis.performance.now();

/** Estimated heap of one catalog, in MiB: cached per cards array. */
const catalogSizes = new WeakMap<readonly unknown[], number>();

/**
 * An upper estimate of the heap a catalog takes in a worker once deserialized and frozen, in MiB:
 * two bytes per string character (a string may be two-byte) plus 16 per string, 56 per object or
 * array and 16 per property or element. Measured on V8 (Node 20) against `heapUsed`: 78.5 MB
 * for 50,000 cards of about 1.2 KB of JSON each, estimated 133 MB; 8.9 MB for 50,000 cards of
 * 150 bytes, estimated 36 MB. Linear in the catalog, iterative (no recursion), each object
 * counted once.
 */
export function estimateCatalogMb(cards: readonly unknown[]): number {
  const cached = catalogSizes.get(cards);
  if (cached !== undefined) return cached;
  let bytes = 0;
  const seen = new Set<object>();
  const stack: unknown[] = [cards];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      bytes += 16 + 2 * value.length;
      continue;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    bytes += 56;
    if (Array.isArray(value)) {
      bytes += 16 * value.length;
      for (const item of value) stack.push(item);
    } else {
      for (const key of Object.keys(value)) {
        bytes += 16 + 2 * key.length;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  const mb = bytes / 1_048_576;
  catalogSizes.set(cards, mb);
  return mb;
}

/**
 * The catalog room (MiB) a worker's heap gets so it can hold `maxCatalogs` catalogs of `mb` each
 * with a quarter to spare, in 16 MiB steps, capped at `maxRoomMb` (then it holds fewer). A
 * catalog that fits in a quarter of the script's own heap needs no room of its own.
 */
export function catalogRoomFor(mb: number, maxCatalogs: number, heap: CatalogHeapOptions): number {
  const one = mb * 1.25;
  if (one * maxCatalogs <= heap.scriptHeapMb / 4) return 0;
  const fit = Math.max(1, Math.min(maxCatalogs, Math.floor(heap.maxRoomMb / one)));
  return Math.min(heap.maxRoomMb, Math.ceil((one * fit) / 16) * 16);
}

/**
 * The pool logic shared by both environments: `size` workers run jobs while `spares` more stay
 * warm, a bounded queue, a deadline per run enforced by terminating the worker (it starts when
 * the inputs have arrived), replacement at once after a deadline or a crash, and (Node) worker
 * heaps sized from the catalogs they hold.
 */
export class GuestPool implements SandboxRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private failedStarts = 0;
  private readonly readyWaiters: ((ok: boolean) => void)[] = [];
  private counters = { spawned: 0, timeouts: 0, crashes: 0, rejected: 0 };
  private lastStopMs: number | undefined;
  private readonly killedAt = new WeakMap<GuestEndpoint, number>();
  private readonly size: number;
  private readonly defaultTimeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly maxFailedStarts: number;
  private readonly maxQueued: number;
  private readonly transferTimeoutMs: number;
  private readonly maxCatalogs: number;
  /** Catalog room new workers start with (grows with the largest catalog seen). */
  private roomMb = 0;

  constructor(
    readonly environment: 'node' | 'browser',
    private readonly spawnGuest: SpawnGuest,
    options: PoolOptions = {},
    private readonly dispose: () => void = () => {},
    private readonly heap: CatalogHeapOptions | undefined = undefined,
  ) {
    this.size = Math.max(1, Math.floor(options.size ?? 2));
    const spares = Math.max(0, Math.floor(options.spares ?? 1));
    this.defaultTimeoutMs = options.defaultTimeoutMs ?? 2_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 10_000;
    this.maxFailedStarts = options.maxFailedStarts ?? 3;
    this.maxQueued = Math.max(0, options.maxQueued ?? 100);
    this.transferTimeoutMs = Math.max(1, options.transferTimeoutMs ?? 45_000);
    this.maxCatalogs = Math.max(1, Math.floor(options.maxCatalogs ?? 2));
    for (let i = 0; i < this.size + spares; i++) {
      const slot: Slot = { state: DEAD, catalogs: new Map(), roomMb: 0 };
      this.slots.push(slot);
      this.start(slot);
    }
  }

  private get unavailable(): boolean {
    return this.failedStarts >= this.maxFailedStarts;
  }

  /** Moves a slot to its next state; the timer of the state it leaves is cleared. */
  private setState(slot: Slot, next: SlotState): void {
    const previous = slot.state;
    if ('timer' in previous) clearTimeout(previous.timer);
    slot.state = next;
  }

  /** Slots whose state passes `test`. */
  private count(test: (state: SlotState) => boolean): number {
    let n = 0;
    for (const slot of this.slots) if (test(slot.state)) n++;
    return n;
  }

  private start(slot: Slot): void {
    if (this.closed || this.unavailable) return;
    slot.catalogs = new Map();
    slot.roomMb = this.roomMb;
    this.counters.spawned++;
    let endpoint: GuestEndpoint | undefined;
    // Reports count only from the worker the slot holds now. A spawner reports asynchronously:
    // anything reported before spawnGuest returned is dropped (the start timer still applies).
    const current = (): boolean => endpoint !== undefined && endpointOf(slot.state) === endpoint;
    try {
      endpoint = this.spawnGuest(
        {
          message: (message) => {
            if (current()) this.onMessage(slot, message);
          },
          exit: (reason) => {
            if (current()) {
              this.onExit(slot, reason);
              return;
            }
            // A worker this slot already replaced (killed at a deadline): note how long it took.
            const killed = endpoint && this.killedAt.get(endpoint);
            if (killed !== undefined) this.lastStopMs = now() - killed;
          },
        },
        { catalogRoomMb: slot.roomMb },
      );
    } catch (_error) {
      this.onStartFailed(slot);
      return;
    }
    const started = endpoint;
    const timer = setTimeout(() => {
      if (slot.state.status !== 'starting' || slot.state.endpoint !== started) return;
      this.setState(slot, DEAD);
      started.kill();
      this.onStartFailed(slot);
    }, this.startTimeoutMs);
    this.setState(slot, { status: 'starting', endpoint: started, timer });
  }

  /** Kills the slot's worker (if any) and starts its replacement at once. */
  private replace(slot: Slot, atDeadline = false): void {
    const endpoint = endpointOf(slot.state);
    this.setState(slot, DEAD);
    if (endpoint) {
      const killedAt = now();
      if (atDeadline) this.killedAt.set(endpoint, killedAt);
      endpoint.kill();
      // A Worker is gone at once; a child process reports its exit shortly after.
      if (atDeadline && this.environment === 'browser') this.lastStopMs = now() - killedAt;
    }
    this.start(slot);
  }

  private onStartFailed(slot: Slot): void {
    this.setState(slot, DEAD);
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
    const state = slot.state;
    if ('type' in message) {
      if (message.type === 'ready' && state.status === 'starting') {
        this.failedStarts = 0;
        this.setState(slot, { status: 'idle', endpoint: state.endpoint });
        state.endpoint.idle?.();
        this.settleReady();
        this.dispatch();
      } else if (message.type === 'failed' && state.status === 'starting') {
        this.setState(slot, DEAD);
        state.endpoint.kill();
        this.onStartFailed(slot);
      } else if (message.type === 'started') {
        if (state.status !== 'sending' || message.id !== state.pending.id) return;
        // The inputs are in and frozen: from here on the time is the script's.
        const { endpoint, pending, loading } = state;
        if (loading) {
          slot.catalogs.delete(loading.key);
          slot.catalogs.set(loading.key, loading.mb);
        }
        const timer = setTimeout(() => this.onDeadline(slot, pending), pending.timeoutMs);
        this.setState(slot, { status: 'running', endpoint, pending, timer });
      }
      return;
    }
    // An answer (a catalog-missing one comes before `started`, so both busy states take one).
    if (!isBusy(state) || message.id !== state.pending.id) return;
    const { endpoint, pending } = state;
    this.setState(slot, { status: 'idle', endpoint });
    if (!message.ok && message.code === 'sandbox/catalog-missing' && !pending.resent) {
      // The worker no longer holds this catalog: send it again, once, with the cards.
      const { job } = pending;
      if (job.mode === 'each' && job.catalog) slot.catalogs.delete(job.catalog.key);
      this.send(slot, { ...pending, resent: true });
      return;
    }
    endpoint.idle?.();
    if (message.ok === true) {
      pending.resolve({ ok: true, value: message.value, warnings: truncatedWarning(message) });
    } else if (typeof message.code === 'string' && typeof message.message === 'string') {
      pending.resolve({ ok: false, error: { code: message.code, message: message.message } });
    } else {
      pending.resolve({
        ok: false,
        error: {
          code: SandboxErrors.badOutput,
          message: 'The sandbox answered with a malformed message.',
        },
      });
    }
    // A worker started before the catalog room grew is replaced while it is idle.
    if (this.heap && slot.roomMb < this.roomMb) this.replace(slot);
    this.dispatch();
  }

  private onExit(slot: Slot, reason: string): void {
    const state = slot.state;
    this.setState(slot, DEAD);
    if (isBusy(state)) {
      this.counters.crashes++;
      const loading = state.status === 'sending' ? state.loading : undefined;
      state.pending.resolve({
        ok: false,
        error: {
          code: SandboxErrors.crashed,
          message:
            state.status === 'sending'
              ? `The sandbox stopped while receiving the inputs${loading ? ` (a catalog of about ${Math.ceil(loading.mb)} MiB)` : ''} (${reason}); it was restarted.`
              : `The script stopped the sandbox (${reason}); it was restarted.`,
        },
      });
    }
    if (this.closed) return;
    if (state.status === 'starting') this.onStartFailed(slot);
    else this.start(slot);
    this.dispatch();
  }

  private settleReady(): void {
    if (this.count(isStarting) > 0 && !this.unavailable) return;
    const ok = this.count(isReady) > 0;
    for (const waiter of this.readyWaiters.splice(0)) waiter(ok);
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      if (this.count(isBusy) >= this.size) return;
      const pending = this.queue[0]!;
      const slot = this.pick(pending.job);
      if (!slot) return;
      this.queue.shift();
      this.send(slot, pending);
    }
  }

  /** An idle worker for this job: one that already holds its catalog, else any. */
  private pick(job: SandboxJob): Slot | undefined {
    const idle = this.slots.filter((s) => s.state.status === 'idle');
    if (job.mode === 'each' && job.catalog && !job.items) {
      const key = job.catalog.key;
      return (
        idle.find((s) => s.catalogs.has(key)) ?? idle.find((s) => s.catalogs.size === 0) ?? idle[0]
      );
    }
    // Keep workers holding catalogs free for catalog jobs where there is a choice.
    return idle.find((s) => s.catalogs.size === 0) ?? idle[0];
  }

  private send(slot: Slot, pending: Pending): void {
    if (slot.state.status !== 'idle') {
      throw new Error(`GuestPool: a run was sent to a ${slot.state.status} slot.`);
    }
    const { endpoint } = slot.state;
    const { job } = pending;
    let wire: GuestJob = job;
    let loading: CatalogLoad | undefined;
    if (job.mode === 'each' && job.catalog && !job.items) {
      const { key, cards } = job.catalog;
      const known = slot.catalogs.has(key);
      const evict: string[] = [];
      if (known) {
        const mb = slot.catalogs.get(key)!;
        slot.catalogs.delete(key);
        slot.catalogs.set(key, mb);
      } else {
        const mb = estimateCatalogMb(cards);
        if (this.heap) {
          if (mb * 1.25 > this.heap.maxRoomMb) {
            pending.resolve({
              ok: false,
              error: {
                code: SandboxErrors.catalogTooLarge,
                message: `The catalog "${key}" (about ${Math.ceil(mb)} MiB in memory) is larger than one sandbox worker may hold (maxCatalogRoomMb = ${this.heap.maxRoomMb}).`,
              },
            });
            this.dispatch();
            return;
          }
          const room = catalogRoomFor(mb, this.maxCatalogs, this.heap);
          if (room > this.roomMb) {
            // Size every worker's heap for this catalog: idle ones are replaced now, ahead of
            // demand; busy ones when they finish.
            this.roomMb = room;
            this.queue.unshift(pending);
            for (const other of this.slots) {
              if (other.state.status === 'idle' && other.roomMb < room) this.replace(other);
            }
            this.dispatch();
            return;
          }
          if (slot.roomMb < room && mb * 1.25 > slot.roomMb && room > 0) {
            // This worker started before the room grew and cannot hold even this catalog.
            this.queue.unshift(pending);
            this.replace(slot);
            this.dispatch();
            return;
          }
        }
        // Evict before the new catalog is built, so the worker never holds more than its room.
        const room = this.heap ? slot.roomMb : Number.POSITIVE_INFINITY;
        let held = 0;
        for (const size of slot.catalogs.values()) held += size;
        for (const [oldKey, size] of slot.catalogs) {
          if (slot.catalogs.size < this.maxCatalogs && (room === 0 || held + mb * 1.25 <= room)) {
            break;
          }
          slot.catalogs.delete(oldKey);
          held -= size;
          evict.push(oldKey);
        }
        loading = { key, mb };
      }
      wire = {
        mode: 'each',
        program: job.program,
        catalogKey: key,
        catalogCards: known ? undefined : cards,
        evict,
        extraArgs: job.extraArgs,
        caps: job.caps,
      };
    }
    // The inputs' journey is not the script's time: its deadline starts when the worker says
    // it has them (the `started` message); until then only the transfer limit applies.
    const timer = setTimeout(() => this.onDeadline(slot, pending), this.transferTimeoutMs);
    this.setState(slot, { status: 'sending', endpoint, pending, loading, timer });
    try {
      endpoint.active?.();
      endpoint.send({ id: pending.id, job: wire });
    } catch (error) {
      this.replace(slot);
      pending.resolve({
        ok: false,
        error: {
          code: SandboxErrors.badOutput,
          message: `The inputs could not be sent to the sandbox: ${String(error)}`,
        },
      });
    }
  }

  private onDeadline(slot: Slot, pending: Pending): void {
    const state = slot.state;
    if (!isBusy(state) || state.pending !== pending) return;
    this.counters.timeouts++;
    pending.resolve({
      ok: false,
      error: {
        code: SandboxErrors.timeout,
        message:
          state.status === 'sending'
            ? `The inputs took longer than ${this.transferTimeoutMs} ms to reach the sandbox; the worker was replaced.`
            : `The script ran past its ${pending.timeoutMs} ms time limit and was stopped.`,
      },
    });
    // The replacement starts now, not when the old worker is gone; a spare takes the next job.
    this.replace(slot, true);
    this.dispatch();
  }

  run(job: SandboxJob, options: RunOptions = {}): Promise<SandboxResult<PlainData>> {
    if (this.closed) {
      return Promise.resolve({
        ok: false,
        error: { code: SandboxErrors.closed, message: 'The sandbox runner was closed.' },
      });
    }
    if (this.unavailable) return Promise.resolve(unavailable());
    const timeoutMs = Math.max(1, options?.timeoutMs ?? this.defaultTimeoutMs);
    return new Promise((resolve) => {
      const pending: Pending = { id: this.nextId++, job, timeoutMs, resolve };
      this.queue.push(pending);
      this.dispatch();
      if (this.queue.length > this.maxQueued && this.queue.at(-1) === pending) {
        this.queue.pop();
        this.counters.rejected++;
        resolve({
          ok: false,
          error: {
            code: SandboxErrors.busy,
            message: `The sandbox is busy: ${this.maxQueued} runs are already waiting for a worker (maxQueued). Try again shortly.`,
          },
        });
      }
    });
  }

  ready(): Promise<boolean> {
    if (this.unavailable) return Promise.resolve(false);
    if (this.count(isStarting) === 0) return Promise.resolve(this.count(isReady) > 0);
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  stats(): RunnerStats {
    return {
      size: this.size,
      busy: this.count(isBusy),
      queued: this.queue.length,
      spawned: this.counters.spawned,
      timeouts: this.counters.timeouts,
      crashes: this.counters.crashes,
      lastStopMs: this.lastStopMs,
      warm: this.count((state) => state.status === 'idle'),
      rejected: this.counters.rejected,
      catalogRoomMb: this.heap ? this.roomMb : undefined,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const closedError: SandboxResult<PlainData> = {
      ok: false,
      error: { code: SandboxErrors.closed, message: 'The sandbox runner was closed.' },
    };
    for (const pending of this.queue.splice(0)) pending.resolve(closedError);
    for (const slot of this.slots) {
      const state = slot.state;
      this.setState(slot, DEAD);
      if (isBusy(state)) state.pending.resolve(closedError);
      endpointOf(state)?.kill();
    }
    this.settleReady();
    this.dispose();
  }
}

function unavailable(): SandboxResult<never> {
  return {
    ok: false,
    error: {
      code: SandboxErrors.unavailable,
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
