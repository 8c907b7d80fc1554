// The element fixture page's script for the Node tests that drive Chromium with playwright
// (print.test.ts, live.test.ts): fixtures/print-entry.ts bundled in memory with Vite, from the
// packages' TypeScript source, unminified.
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rollup } from 'vite';

/** Bundles fixtures/print-entry.ts and returns the module's code. */
export async function bundlePrintEntry(): Promise<string> {
  const out = (await build({
    logLevel: 'error',
    configFile: false,
    resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./fixtures/print-entry.ts', import.meta.url)),
        formats: ['es'],
      },
    },
  })) as Rollup.RollupOutput[];
  return out[0]!.output[0].code;
}
