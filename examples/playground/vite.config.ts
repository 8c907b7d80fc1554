import { defaultClientConditions, defineConfig } from 'vite';

// The playground runs on each package's TypeScript source (the `@tcgkit/source` export
// condition), so edits in packages/ show up here with no build step.
export default defineConfig({
  resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
});
