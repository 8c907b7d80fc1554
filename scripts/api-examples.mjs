#!/usr/bin/env node
// Every exported function and class of every package entry point (the `exports` the API site
// documents, scripts/api-doc-entries.mjs) has a TSDoc `@example`. The exports still without one
// are listed in scripts/api-examples-todo.json; the check fails on an export without an example
// that the list does not name (so a new export comes with its example) and on a listed export
// that now has one (so the list only shrinks).
//
//   node scripts/api-examples.mjs            counts per package, the exports without an example
//   node scripts/api-examples.mjs --check    fails as above (CI)
//   node scripts/api-examples.mjs --write    rewrites the list from the source (after adding examples)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { packageEntries } from './api-doc-entries.mjs';
import { cliArgs } from './cli-args.mjs';

const root = new URL('..', import.meta.url).pathname;
const todoFile = join(root, 'scripts/api-examples-todo.json');

/** `name -> has an example` for every exported function and class of `sources` (absolute paths). */
export function exportedCallables(sources) {
  const program = ts.createProgram(sources, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    allowJs: true,
    experimentalDecorators: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const out = new Map();
  for (const source of sources) {
    const file = program.getSourceFile(source);
    const moduleSymbol = file && checker.getSymbolAtLocation(file);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = (symbol.declarations ?? []).filter(
        (d) =>
          ts.isFunctionDeclaration(d) ||
          ts.isClassDeclaration(d) ||
          (ts.isVariableDeclaration(d) &&
            d.initializer !== undefined &&
            (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))),
      );
      if (declarations.length === 0) continue;
      const hasExample = declarations.some((d) => {
        const node = ts.isVariableDeclaration(d) ? d.parent.parent : d;
        return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'example');
      });
      out.set(exported.name, (out.get(exported.name) ?? false) || hasExample);
    }
  }
  return out;
}

/** Per package: `{ name, total, missing: string[] }` (names sorted). */
export function exampleCoverage() {
  return packageEntries()
    .filter((p) => p.entries.length > 0)
    .map(({ name, dir, entries }) => {
      const callables = exportedCallables(
        entries.map((e) => join(root, 'packages', dir, e.source)),
      );
      const missing = [...callables]
        .filter(([, has]) => !has)
        .map(([n]) => n)
        .sort();
      return { name, total: callables.size, missing };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: flags } = cliArgs(
    { check: { type: 'boolean' }, write: { type: 'boolean' } },
    'node scripts/api-examples.mjs [--check | --write]',
  );
  const coverage = exampleCoverage();
  const total = coverage.reduce((n, p) => n + p.total, 0);
  const missing = coverage.reduce((n, p) => n + p.missing.length, 0);
  if (flags.write) {
    const todo = Object.fromEntries(
      coverage.filter((p) => p.missing.length > 0).map((p) => [p.name, p.missing]),
    );
    writeFileSync(todoFile, `${JSON.stringify(todo, null, 2)}\n`);
    console.log(`wrote scripts/api-examples-todo.json: ${missing} exports without an example`);
  } else if (flags.check) {
    const todo = existsSync(todoFile) ? JSON.parse(readFileSync(todoFile, 'utf8')) : {};
    let problems = 0;
    for (const { name, missing: names } of coverage) {
      const listed = new Set(todo[name] ?? []);
      for (const n of names)
        if (!listed.has(n)) {
          console.error(`${name}: ${n} is exported without a TSDoc @example`);
          problems++;
        }
      for (const n of listed)
        if (!names.includes(n)) {
          console.error(
            `${name}: ${n} has an example now (or is gone): remove it from scripts/api-examples-todo.json (node scripts/api-examples.mjs --write)`,
          );
          problems++;
        }
    }
    if (problems > 0) process.exit(1);
    console.log(`${total - missing} of ${total} exported functions and classes have an example`);
  } else {
    for (const p of coverage)
      console.log(
        `${p.name}: ${p.total - p.missing.length}/${p.total}${p.missing.length ? `  missing: ${p.missing.join(', ')}` : ''}`,
      );
    console.log(`${total - missing} of ${total} exported functions and classes have an example`);
  }
}
