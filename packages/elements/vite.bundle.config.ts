import { defaultClientConditions, defineConfig } from 'vite';

// The single-file bundle for a plain `<script type="module">` tag on any site: every element
// registered, Lit included, minified. Written to dist/bundle/tcgkit-elements.js.
export default defineConfig({
  resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist/bundle',
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    lib: { entry: 'src/bundle.ts', formats: ['es'], fileName: () => 'tcgkit-elements.js' },
  },
});
