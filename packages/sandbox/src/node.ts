/**
 * The Node runner of `@tcgkit/sandbox`: a pool of warm child processes, each started with
 * `--max-old-space-size`, each calling SES `lockdown()` once and running every job in a fresh
 * `Compartment`. Import it from `@tcgkit/sandbox/node` (it needs `node:child_process`).
 *
 * @packageDocumentation
 */
import { nodeSpawner } from './node-spawner.js';
import { GuestPool, type PoolOptions } from './pool.js';
import type { SandboxRunner } from './types.js';

/** Options of {@link createNodeRunner}. */
export interface NodeRunnerOptions extends PoolOptions {
  /**
   * V8 old-space limit of each child for the script itself, in MiB (default 128). A child that
   * holds catalogs gets room for them on top (see `maxCatalogRoomMb`).
   */
  readonly maxOldSpaceMb?: number;
  /**
   * The most heap room, in MiB, a child may get for the catalogs it holds, on top of
   * `maxOldSpaceMb` (default 1,536). Each child's room is sized from the largest catalog seen:
   * `maxCatalogs` (2) times its estimated size in memory plus a quarter, in 16 MiB steps (none
   * while that fits in a quarter of `maxOldSpaceMb`); children are replaced by larger ones when a
   * larger catalog arrives, idle ones at once. A catalog that alone needs more fails with
   * `sandbox/catalog-too-large`.
   */
  readonly maxCatalogRoomMb?: number;
  /** V8 stack size of each child, in KiB (default: Node's own). */
  readonly stackSizeKb?: number;
}

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
  const scriptHeapMb = Math.max(16, options.maxOldSpaceMb ?? 128);
  const maxRoomMb = Math.max(0, options.maxCatalogRoomMb ?? 1_536);
  return new GuestPool('node', nodeSpawner(scriptHeapMb, options.stackSizeKb), options, () => {}, {
    scriptHeapMb,
    maxRoomMb,
  });
}

export type { PoolOptions } from './pool.js';
