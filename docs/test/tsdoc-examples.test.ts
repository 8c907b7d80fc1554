// Every TSDoc `@example` of the packages' source that is a whole program runs here verbatim, as a
// reader would paste it, so an example cannot drift from the API. A whole program is a ```ts
// block that imports a tcgkit package and names nothing it does not import or declare (the
// TypeScript checker decides: no "Cannot find name"). The other examples continue a reader's own
// code (`event = unwrap(pairStage(event, 'swiss'))`); they are counted, and listed when run with
// TCGKIT_LIST_FRAGMENTS=1, so they can become programs one by one.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';

const packagesDir = new URL('../../packages/', import.meta.url).pathname;
const runDir = new URL('./.run/tsdoc/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The ```ts blocks of each `@example` in a source file, with the line each starts on. */
export function tsdocExamples(source: string): { line: number; code: string }[] {
  const out: { line: number; code: string }[] = [];
  for (const comment of source.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const text = comment[0].replace(/^\s*\*(?: |$)/gm, '');
    const at = text.indexOf('@example');
    if (at < 0) continue;
    const start = source.slice(0, comment.index).split('\n').length;
    for (const block of text.slice(at).matchAll(/```tsx?\n([\s\S]*?)```/g)) {
      out.push({ line: start, code: block[1] ?? '' });
    }
  }
  return out;
}

const candidates = readdirSync(packagesDir)
  .filter((pkg) =>
    statSync(join(packagesDir, pkg, 'src'), { throwIfNoEntry: false })?.isDirectory(),
  )
  .flatMap((pkg) =>
    sourceFiles(join(packagesDir, pkg, 'src')).flatMap((file) =>
      tsdocExamples(readFileSync(file, 'utf8'))
        .filter((e) => /from '@tcgkit\//.test(e.code))
        .map((e) => {
          const name = relative(packagesDir, file);
          const run = join(
            runDir,
            `${name.replaceAll('/', '_').replace(/\.tsx?$/, '')}-${e.line}.ts`,
          );
          return { ...e, file: name, run };
        }),
    ),
  );

rmSync(runDir, { recursive: true, force: true });
mkdirSync(runDir, { recursive: true });
for (const c of candidates) writeFileSync(c.run, `${c.code}\nexport {};\n`);

// "Cannot find name" (2304), with a suggestion (2552), a missing module's or type's name (2580..2593).
const UNDECLARED = new Set([2304, 2552, 2580, 2581, 2582, 2583, 2584, 2585, 2591, 2592, 2593]);
const program = ts.createProgram(
  candidates.map((c) => c.run),
  {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    customConditions: ['@tcgkit/source'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    experimentalDecorators: true,
  },
);
const undeclared = new Set(
  ts
    .getPreEmitDiagnostics(program)
    .filter((d) => UNDECLARED.has(d.code) && d.file !== undefined)
    .map((d) => d.file!.fileName),
);
const examples = candidates.filter((c) => !undeclared.has(c.run));
const fragments = candidates.filter((c) => undeclared.has(c.run));
if (process.env.TCGKIT_LIST_FRAGMENTS)
  for (const f of fragments) console.info(`fragment: ${f.file}:${f.line}`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TSDoc examples that are whole programs', () => {
  it('there are some, and fragments are told apart from programs', () => {
    expect(examples.length).toBeGreaterThan(40);
    expect(examples.length + fragments.length).toBe(candidates.length);
  });
  for (const { file, line, run } of examples) {
    it(`${file}:${line} runs verbatim`, async () => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
      await import(/* @vite-ignore */ run);
    });
  }
});
