// The script-tag bundle (dist/bundle/tcgkit-elements.js and its chunks) is built from
// vite.bundle.config.ts. Its entry must be minified for real (Vite's library mode keeps
// whitespace in `es` output unless told otherwise, and no JavaScript minifier touches the CSS
// inside Lit's css`...` templates), must register every element, and must not carry the engines
// that elements fetch with import(): those are chunk files beside it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkFileName, minifyCss } from '../vite.bundle.config.js';

/**
 * The raw (uncompressed) size budget of the entry file, in bytes; the README states it. History:
 * 64 KiB before issue 21 (the bracket design pass: about 15 kB raw) and issue 22 (<tcg-deck> and
 * <tcg-card-search>); 348 KiB while the entry carried the deck and search engines; with the search
 * engine in its own chunk, about 145 KiB (with the windowed result list); with <tcg-deck>'s engines
 * (@tcgkit/deck-codes, @tcgkit/cards) and legality (@tcgkit/deckbuilder) in chunks too, about
 * 107.5 KiB; about 110.6 KiB with @lit/task loading `catalog-src` and `src` (issue 30).
 */
const RAW_BUDGET = 112 * 1024;

/**
 * The engines elements fetch with import(), each with a string only that engine's code holds:
 * none may be in the entry (or anything it imports statically); each must be in a chunk that the
 * entry reaches through import(). When <tcg-deck> fetches @tcgkit/deck-codes with import(), add
 * `['@tcgkit/deck-codes', 'deck-codes/bad-varint'],` here.
 */
const LOADED_ON_DEMAND: readonly (readonly [engine: string, marker: string])[] = [
  ['@tcgkit/card-search', 'card-search/missing-value'],
  ['@tcgkit/deck-codes', 'deck-codes/bad-varint'],
  // re2js, the linear-time regex engine card-search uses (an RE2 syntax error message).
  ['re2js', 'invalid nested repetition operator'],
];

const root = fileURLToPath(new URL('..', import.meta.url));
let outDir = '';
let code = '';
const files = new Map<string, string>();

/** The files a bundle file imports statically (`from"./x.js"`) and with import(`./x.js`). */
function importsOf(text: string): { static: string[]; dynamic: string[] } {
  const names = (re: RegExp) => [...text.matchAll(re)].map((m) => m[1]!);
  return {
    static: names(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+)["'`]/g),
    dynamic: names(/\bimport\(\s*["'`]\.\/([^"'`]+)["'`]\s*\)/g),
  };
}

/** The entry and every file it imports statically, transitively: what a page always loads. */
function loadedUpFront(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(files.get(file) ?? '').static) visit(next);
  };
  visit('tcgkit-elements.js');
  return seen;
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'tcgkit-bundle-'));
  // As `pnpm run bundle` builds it: vitest sets NODE_ENV=test, which would pick Lit's dev build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root,
    configFile: join(root, 'vite.bundle.config.ts'),
    logLevel: 'silent',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  for (const file of readdirSync(outDir)) files.set(file, readFileSync(join(outDir, file), 'utf8'));
  code = files.get('tcgkit-elements.js') ?? '';
});

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the script-tag bundle', () => {
  it('is minified: no indented JavaScript, CSS without whitespace, the entry within the raw budget', () => {
    // Vite's unminified-whitespace `es` output indents every statement with a tab.
    for (const [file, text] of files) expect(text, file).not.toMatch(/\n\t/);
    // The theme's CSS, as written in src/shared/theme.ts, but minified.
    expect(code).toContain(':host{--_fg:var(--tcg-fg,#1b1f24);--_bg:var(--tcg-bg,transparent);');
    expect(code).not.toContain('  --_fg: var(--tcg-fg');
    expect(code.length).toBeLessThan(RAW_BUDGET);
  });

  it("keeps Lit's licence notices and its entry registers every element", () => {
    expect(code).toContain('SPDX-License-Identifier: BSD-3-Clause');
    for (const tag of [
      'tcg-bracket',
      'tcg-standings',
      'tcg-pairings',
      'tcg-record',
      'tcg-groups',
      'tcg-lobbies',
      'tcg-ladder',
      'tcg-calculator-dashboard',
      'tcg-deck',
      'tcg-card-search',
    ])
      expect(code).toMatch(new RegExp(`[\`"']${tag}[\`"']`));
  });

  it('is the entry plus chunk files named tcgkit-<name>-<8 hex of their content>.js, every import of one resolving to a file beside it', () => {
    const chunks = [...files.keys()].filter((f) => f !== 'tcgkit-elements.js');
    expect(files.has('tcgkit-elements.js')).toBe(true);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk).toMatch(/^tcgkit-[a-z0-9-]+-[0-9a-f]{8}\.js$/);
    for (const [file, text] of files) {
      const { static: s, dynamic: d } = importsOf(text);
      for (const target of [...s, ...d])
        expect(files.has(target), `${file} imports ${target}`).toBe(true);
    }
  });

  it('keeps each engine loaded on demand out of what a page loads up front, in a chunk the entry fetches with import()', () => {
    const upFront = loadedUpFront();
    const fetchedOnDemand = new Set(importsOf(code).dynamic);
    for (const [engine, marker] of LOADED_ON_DEMAND) {
      for (const file of upFront)
        expect(files.get(file), `${engine} in ${file}`).not.toContain(marker);
      const holders = [...files].filter(([, text]) => text.includes(marker)).map(([f]) => f);
      expect(holders, engine).toHaveLength(1);
      // The chunk itself, or a chunk it is loaded with: reached from the entry only by import().
      const chunk = holders[0]!;
      const reachedBy = [...fetchedOnDemand].filter(
        (f) => f === chunk || importsOf(files.get(f) ?? '').static.includes(chunk),
      );
      expect(reachedBy, `${engine} (${chunk})`).not.toEqual([]);
    }
    // The search engine's chunk is named after its package.
    expect([...files.keys()].some((f) => /^tcgkit-card-search-[0-9a-f]{8}\.js$/.test(f))).toBe(
      true,
    );
  });
});

describe('chunkFileName', () => {
  it("names a chunk after the package whose entry it is, else the package most of its modules come from, else rolldown's name", () => {
    expect(
      chunkFileName({ name: 'src', facadeModuleId: '/r/packages/card-search/src/index.ts' }),
    ).toBe('tcgkit-card-search-[hash].js');
    expect(
      chunkFileName({
        name: 'src',
        facadeModuleId: null,
        moduleIds: [
          '\0rolldown/runtime.js',
          '/r/packages/cards/src/names.ts',
          '/r/packages/cards/src/hash.ts',
        ],
      }),
    ).toBe('tcgkit-cards-[hash].js');
    expect(
      chunkFileName({
        name: 'Catalog_Game',
        moduleIds: ['/r/packages/core/src/result.ts', '/r/packages/cards/src/hash.ts'],
      }),
    ).toBe('tcgkit-catalog-game-[hash].js');
    // A package imported by one engine and loaded by an element: most of its modules name it.
    const deckCodes = ['index', 'lor', 'pokemon'].map((f) => `/r/packages/deck-codes/src/${f}.ts`);
    expect(
      chunkFileName({ name: 'src', moduleIds: ['/r/packages/cards/src/hash.ts', ...deckCodes] }),
    ).toBe('tcgkit-deck-codes-[hash].js');
  });
});

describe('minifyCss', () => {
  it('drops comments and whitespace around braces, semicolons, commas, > and after colons', () => {
    expect(
      minifyCss(`
        /* a comment */
        :host(:not([theme='light'])) > .a ,
        .b :is(.c) {
          color: var(--x, #fff);
          width: calc(100% - 2px);
        }
        @media (max-width: 40em) { .d { display: none; } }
      `),
    ).toBe(
      ":host(:not([theme='light']))>.a,.b :is(.c){color:var(--x,#fff);width:calc(100% - 2px);}@media (max-width:40em){.d{display:none;}}",
    );
  });

  it('leaves quoted strings as written', () => {
    expect(minifyCss(`.a::before { content: ' , :  ; '; }`)).toBe(
      ".a::before{content:' , :  ; ';}",
    );
    expect(minifyCss(`.a { font-family: "Fira  Sans", serif; }`)).toBe(
      '.a{font-family:"Fira  Sans",serif;}',
    );
  });
});
