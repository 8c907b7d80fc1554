/**
 * The Node runner of `@tcgkit/sandbox`: a pool of warm child processes, each started with
 * `--max-old-space-size`, each calling SES `lockdown()` once and running every job in a fresh
 * `Compartment`. Import it from `@tcgkit/sandbox/node` (it needs `node:child_process`).
 *
 * @packageDocumentation
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type GuestMessage, GuestPool, type PoolOptions } from './pool.js';
import type { SandboxRunner } from './types.js';

/** Options of {@link createNodeRunner}. */
export interface NodeRunnerOptions extends PoolOptions {
  /** V8 old-space limit of each child, in MiB (default 128). */
  readonly maxOldSpaceMb?: number;
  /** V8 stack size of each child, in KiB (default: Node's own). */
  readonly stackSizeKb?: number;
}

const CHILD = fileURLToPath(new URL('./guest/node-child.js', import.meta.url));

/**
 * Starts a pool of sandbox child processes. Call `close()` when done (tests, server shutdown).
 *
 * @example
 * ```ts
 * import { runCalculatorScript } from '@tcgkit/sandbox';
 * import { createNodeRunner } from '@tcgkit/sandbox/node';
 * const runner = createNodeRunner({ size: 2 });
 * const out = await runCalculatorScript(runner, 'export default function compute(pile) { return { widgets: [] }; }', { pile: {}, cardsById: {} });
 * await runner.close();
 * ```
 */
export function createNodeRunner(options: NodeRunnerOptions = {}): SandboxRunner {
  const execArgv = [`--max-old-space-size=${Math.max(16, options.maxOldSpaceMb ?? 128)}`];
  if (options.stackSizeKb !== undefined) execArgv.push(`--stack-size=${options.stackSizeKb}`);
  return new GuestPool(
    'node',
    (handlers) => {
      const child: ChildProcess = fork(CHILD, [], {
        execArgv,
        env: {},
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      let gone = false;
      const exit = (reason: string): void => {
        if (gone) return;
        gone = true;
        handlers.exit(reason);
      };
      child.on('message', (message) => handlers.message(message as GuestMessage));
      child.on('exit', (code, signal) => exit(signal ? `signal ${signal}` : `exit code ${code}`));
      child.on('error', (error) => {
        child.kill('SIGKILL');
        exit(error.message);
      });
      // An idle child must not keep the host process alive; a starting, busy or stopping one must.
      return {
        send: (request) => {
          child.send(request as never);
        },
        kill: () => {
          child.ref();
          child.kill('SIGKILL');
        },
        idle: () => {
          child.unref();
          child.channel?.unref();
        },
        active: () => {
          child.ref();
          child.channel?.ref();
        },
      };
    },
    options,
  );
}

export type { PoolOptions } from './pool.js';
