/**
 * The sandbox frame's entry (`@tcgkit/sandbox/frame`): call {@link startSandboxFrame} from the
 * module script of a page served from a different origin than the site, and pass that page's URL
 * as `frameUrl` to `createBrowserRunner`.
 *
 * @packageDocumentation
 */
import { startSandboxFrame as start } from './guest/frame-host.js';

/** Options of {@link startSandboxFrame}. */
export interface SandboxFrameOptions {
  /** The embedding site's origin; messages from any other origin are ignored (default `'*'`). */
  readonly parentOrigin?: string;
}

/**
 * Starts relaying between the embedding page and sandbox workers started inside this frame.
 *
 * @example
 * ```html
 * <!-- https://sandbox.example.net/frame.html -->
 * <script type="module">
 *   import { startSandboxFrame } from '@tcgkit/sandbox/frame';
 *   startSandboxFrame({ parentOrigin: 'https://example.com' });
 * </script>
 * ```
 */
export function startSandboxFrame(options: SandboxFrameOptions = {}): void {
  start(options);
}
