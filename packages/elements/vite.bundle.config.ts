import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The single-file bundle for a plain `<script type="module">` tag on any site: every element
// registered, Lit included, minified. Written to dist/bundle/tcgkit-elements.js.
//
// Vite's library mode only mangles and compresses `es` output: it keeps whitespace (oxc
// `codegen: false`) so that a later bundler can still read pure annotations. This file is the
// end of the line (a script tag, no later bundler), so it is minified fully, whitespace included,
// keeping only the legal comments (Lit's BSD-3-Clause notices). A JavaScript minifier cannot
// touch the CSS inside Lit's css`...` templates, so minifyCssTemplates does (outside quoted
// strings only). test/bundle.test.ts builds this and fails if either comes back.

/** Whitespace and comments out of CSS text, leaving quoted strings as written. */
export function minifyCss(text: string): string {
  return text
    .split(/('[^'\n]*'|"[^"\n]*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,>]) ?/g, '$1')
            .replace(/: /g, ':'),
    )
    .join('')
    .trim();
}

/** Minifies the text of every css`...` template (without nested backticks) in the element sources. */
function minifyCssTemplates(): Plugin {
  return {
    name: 'tcgkit:minify-css-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/[^?]*\.ts$/.test(id) || !code.includes('css`')) return null;
      const out = code.replace(/\bcss`([^`]*)`/g, (_, body: string) => `css\`${minifyCss(body)}\``);
      // Only whitespace inside templates changed: keep the existing source map (`map: null`).
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
  plugins: [minifyCssTemplates()],
  build: {
    outDir: 'dist/bundle',
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: { entry: 'src/bundle.ts', formats: ['es'], fileName: () => 'tcgkit-elements.js' },
    rolldownOptions: {
      output: {
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
});
