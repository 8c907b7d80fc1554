import { GuestPool, type PoolOptions, type SpawnGuest } from './pool.js';
import type { GuestMessage } from './protocol.js';
import type { SandboxRunner } from './types.js';

/** Options of {@link createBrowserRunner}. */
export interface BrowserRunnerOptions extends PoolOptions {
  /**
   * Where the worker module lives, when a bundler cannot follow the default
   * `new URL('./guest/web-worker.js', import.meta.url)`.
   */
  readonly workerUrl?: string | URL;
  /**
   * Host the workers in a sandbox frame: the URL of a page, served from a **different origin**
   * than the site, whose module script calls `startSandboxFrame()` from
   * `@tcgkit/sandbox/frame`. The frame is embedded hidden with
   * `sandbox="allow-scripts allow-same-origin"` (it keeps its own origin, which is what lets it
   * start workers, and being cross-origin it cannot reach the page). Chromium can then run it in
   * another process, so a worker that exhausts memory takes down the frame, not the tab; a frame
   * that stops answering is reloaded on the next start. Without it, workers run in the page's
   * process.
   */
  readonly frameUrl?: string | URL;
  /**
   * With `frameUrl`: how long a frame may leave a ping unanswered while one of its workers runs
   * a job before it is taken for dead (its process ran out of memory, crashed or froze); its runs
   * then fail with `sandbox/crashed` and a new frame is loaded (default 2,000 ms).
   */
  readonly frameWatchdogMs?: number;
}

const SPAWN = 'tcgkit-sandbox-spawn';
const FRAME_READY = 'tcgkit-sandbox-frame-ready';
const PING = 'tcgkit-sandbox-ping';
const PONG = 'tcgkit-sandbox-pong';

/** Why a frame's workers were all stopped when the frame stopped answering. */
const FRAME_LOST =
  'the sandbox frame stopped answering: its process ran out of memory, crashed or froze';

interface FrameGuest {
  busy: boolean;
  gone: boolean;
  readonly exit: (reason: string) => void;
}

/**
 * Starts workers inside a sandbox frame and relays their messages over one port each. While any
 * of its workers runs a job, the frame is pinged every quarter of `watchdogMs`; a frame that has
 * not answered for `watchdogMs` is taken for dead (a worker that exhausted memory takes the
 * frame's process with it, and a `MessagePort` gives no sign of that): every worker in it fails
 * at once and the next start loads a new frame.
 */
function frameSpawner(url: URL, watchdogMs: number): { spawn: SpawnGuest; dispose: () => void } {
  const origin = url.origin;
  let frame: HTMLIFrameElement | undefined;
  let ready: Promise<Window> | undefined;
  let guests = new Set<FrameGuest>();
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let lastPong = 0;
  let pingCount = 0;
  const stopWatchdog = (): void => {
    clearInterval(watchdog);
    watchdog = undefined;
  };
  const onPong = (event: MessageEvent): void => {
    if (!frame || event.source !== frame.contentWindow || event.origin !== origin) return;
    if ((event.data as { type?: unknown } | null)?.type === PONG) lastPong = performance.now();
  };
  const reset = (): void => {
    stopWatchdog();
    window.removeEventListener('message', onPong);
    frame?.remove();
    frame = undefined;
    ready = undefined;
    const lost = guests;
    guests = new Set();
    for (const guest of lost) {
      if (!guest.gone) {
        guest.gone = true;
        guest.exit(FRAME_LOST);
      }
    }
  };
  const tick = (): void => {
    const target = frame?.contentWindow;
    if (![...guests].some((guest) => guest.busy && !guest.gone) || !target) {
      stopWatchdog();
      return;
    }
    if (performance.now() - lastPong > watchdogMs) {
      reset();
      return;
    }
    target.postMessage({ type: PING, n: ++pingCount }, origin);
  };
  const watch = (): void => {
    if (watchdog !== undefined) return;
    // The frame answered last when it was idle; measure its silence from now.
    lastPong = performance.now();
    watchdog = setInterval(tick, Math.max(10, Math.floor(watchdogMs / 4)));
  };
  const load = (): Promise<Window> => {
    if (ready) return ready;
    const element = document.createElement('iframe');
    element.setAttribute('sandbox', 'allow-scripts allow-same-origin');
    element.setAttribute('aria-hidden', 'true');
    element.tabIndex = -1;
    element.title = 'Script sandbox';
    element.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    frame = element;
    window.addEventListener('message', onPong);
    ready = new Promise((resolve) => {
      const onMessage = (event: MessageEvent): void => {
        if (event.source !== element.contentWindow || event.origin !== origin) return;
        if ((event.data as { type?: unknown } | null)?.type !== FRAME_READY) return;
        window.removeEventListener('message', onMessage);
        resolve(element.contentWindow as Window);
      };
      window.addEventListener('message', onMessage);
    });
    element.src = url.href;
    document.body.append(element);
    return ready;
  };
  const spawn: SpawnGuest = (handlers) => {
    let port: MessagePort | undefined;
    let started = false;
    const guest: FrameGuest = {
      busy: false,
      gone: false,
      exit: (reason) => {
        port?.close();
        handlers.exit(reason);
      },
    };
    guests.add(guest);
    const loaded = load();
    const own = ready;
    void loaded.then((target) => {
      if (guest.gone || ready !== own) return;
      const channel = new MessageChannel();
      port = channel.port1;
      port.onmessage = (event: MessageEvent) => {
        if (guest.gone) return;
        // Whatever arrives on the port is untrusted (the frame, or a worker in it, could be
        // compromised): only objects are looked at, so a null or a number cannot throw here.
        const data: unknown = event.data;
        if (typeof data !== 'object' || data === null) return;
        const type = (data as { type?: unknown }).type;
        if (type === 'exit') {
          const reason = (data as { reason?: unknown }).reason;
          guest.gone = true;
          guests.delete(guest);
          handlers.exit(typeof reason === 'string' ? reason : 'the sandbox worker exited');
          return;
        }
        if (type === 'ready') started = true;
        handlers.message(data as GuestMessage);
      };
      target.postMessage({ type: SPAWN }, origin, [channel.port2]);
    });
    return {
      send: (request) => port?.postMessage(request),
      active: () => {
        guest.busy = true;
        watch();
      },
      idle: () => {
        guest.busy = false;
      },
      kill: () => {
        if (guest.gone) return;
        guest.gone = true;
        guests.delete(guest);
        port?.postMessage({ type: 'kill' });
        port?.close();
        // A worker that never started, or one killed while its frame has been silent for a
        // while, means the frame itself is unresponsive: load a new one.
        if (!started || (watchdog !== undefined && performance.now() - lastPong > watchdogMs / 2)) {
          reset();
        }
      },
    };
  };
  return { spawn, dispose: reset };
}

/**
 * Starts a pool of module Web Workers, each locking its own realm down with SES (never the
 * page's), terminated on deadline. Runs fail with `sandbox/unavailable` when no worker can start.
 *
 * @example
 * ```ts
 * import { createBrowserRunner, runRulesetScript } from '@tcgkit/sandbox';
 * const runner = createBrowserRunner({ size: 1 });
 * const check = await runRulesetScript(runner, source, { scope: 'deck', deck, cardsById });
 * ```
 */
export function createBrowserRunner(options: BrowserRunnerOptions = {}): SandboxRunner {
  if (options.frameUrl !== undefined && typeof document !== 'undefined') {
    const base = typeof location === 'undefined' ? undefined : location.href;
    const { spawn, dispose } = frameSpawner(
      new URL(options.frameUrl, base),
      Math.max(40, options.frameWatchdogMs ?? 2_000),
    );
    return new GuestPool('browser', spawn, options, dispose);
  }
  return new GuestPool(
    'browser',
    (handlers) => {
      if (typeof Worker === 'undefined') throw new Error('Web Workers are not available.');
      const worker =
        options.workerUrl === undefined
          ? new Worker(new URL('./guest/web-worker.js', import.meta.url), {
              type: 'module',
              name: 'tcgkit-sandbox',
            })
          : new Worker(options.workerUrl, { type: 'module', name: 'tcgkit-sandbox' });
      let gone = false;
      const exit = (reason: string): void => {
        if (gone) return;
        gone = true;
        worker.terminate();
        handlers.exit(reason);
      };
      worker.onmessage = (event: MessageEvent) => handlers.message(event.data as GuestMessage);
      worker.onerror = (event: ErrorEvent) => {
        event.preventDefault();
        exit(event.message || 'worker error');
      };
      worker.onmessageerror = () => exit('unreadable message');
      return {
        send: (request) => worker.postMessage(request),
        kill: () => {
          gone = true;
          worker.terminate();
        },
      };
    },
    options,
  );
}
