import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The script-tag bundle for a plain `<script type="module">` tag on any site: the entry file
// dist/bundle/tcgkit-elements.js registers every element, Lit included, minified. The engines that
// elements fetch with `import()` (the card search engine with re2js; the deck engines once
// <tcg-deck> loads them so) become chunk files next to it, `tcgkit-<name>-<hash>.js`, fetched by
// the browser only when an element needs them, relative to the entry's own URL. Chunk names carry
// a hash of their content, so a CDN may cache them forever; the entry keeps its plain name (it is
// the URL pages write), so it is the one file to revalidate.
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

/** The workspace package a module belongs to (`card-search` for .../packages/card-search/src/x.ts). */
function packageOf(id: string): string | undefined {
  return /\/packages\/([a-z0-9-]+)\/src\//.exec(id)?.[1];
}

/**
 * The file name of a chunk: `tcgkit-<file>-<hash>.js` for a module of this package loaded on
 * demand (`tcgkit-deck-model-<hash>.js`), `tcgkit-<package>-<hash>.js` for a package loaded on
 * demand (the chunk's entry module, or else the package most of its modules come from, as when
 * two engines share @tcgkit/cards, or @tcgkit/deck-codes is both loaded by `<tcg-deck>` and
 * imported by the deck builder), otherwise `tcgkit-<rolldown's name>-<hash>.js`.
 */
export function chunkFileName(chunk: {
  readonly name: string;
  readonly facadeModuleId?: string | null;
  readonly moduleIds?: readonly string[];
}): string {
  const owners = (chunk.moduleIds ?? []).map(packageOf).filter((p) => p !== undefined);
  const counts = new Map<string, number>();
  for (const p of owners) counts.set(p, (counts.get(p) ?? 0) + 1);
  // The package more than half of the chunk's workspace modules come from, if one does.
  const most = [...counts].find(([, n]) => n * 2 > owners.length)?.[0];
  const facade = chunk.facadeModuleId ?? '';
  // A module of this package loaded on demand (src/deck/deck-model.ts): named after its file.
  const own = packageOf(facade) === 'elements' ? /([^/]+)\.ts$/.exec(facade)?.[1] : undefined;
  const name =
    own ??
    packageOf(facade) ??
    (most ?? chunk.name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `tcgkit-${name || 'chunk'}-[hash].js`;
}

export default defineConfig({
  resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
  plugins: [minifyCssTemplates()],
  // Every engine is a chunk beside the entry: none can be missing (src/shared/on-demand.ts).
  define: { __TCGKIT_ENGINES_BUNDLED__: 'true' },
  build: {
    outDir: 'dist/bundle',
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    lib: { entry: 'src/bundle.ts', formats: ['es'], fileName: () => 'tcgkit-elements.js' },
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        hashCharacters: 'hex',
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
});
