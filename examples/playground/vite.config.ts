import { defaultClientConditions, defineConfig } from 'vite';

// The playground runs on each package's TypeScript source (the `@tcgkit/source` export
// condition), so edits in packages/ show up here with no build step.
export default defineConfig({
  resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
  // The sandbox's worker imports ses; pre-bundle it up front so the first deck run does not make
  // Vite re-optimize and reload the page.
  optimizeDeps: { include: ['@tcgkit/sandbox > ses'] },
  worker: { format: 'es' },
});
