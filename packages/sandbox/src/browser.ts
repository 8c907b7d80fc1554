import { type GuestMessage, GuestPool, type PoolOptions } from './pool.js';
import type { SandboxRunner } from './types.js';

/** Options of {@link createBrowserRunner}. */
export interface BrowserRunnerOptions extends PoolOptions {
  /**
   * Where the worker module lives, when a bundler cannot follow the default
   * `new URL('./guest/web-worker.js', import.meta.url)`.
   */
  readonly workerUrl?: string | URL;
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
