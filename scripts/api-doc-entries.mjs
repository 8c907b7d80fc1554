#!/usr/bin/env node
// The API site documents every entry point of every package: each `exports` entry of a package.json
// that has a `@tcgkit/source` file becomes a typedoc entry point (packages/<pkg>/typedoc.json).
//
//   node scripts/api-doc-entries.mjs           writes each package's typedoc.json from its exports
//   node scripts/api-doc-entries.mjs --check   fails when a typedoc.json is missing or stale
//   node scripts/api-doc-entries.mjs --pages   after typedoc: fails when an entry point has no page
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliArgs } from './cli-args.mjs';

const root = new URL('..', import.meta.url).pathname;
const packagesDir = join(root, 'packages');

/** Every package with its documented entry points: `[{ name, dir, entries: [{ subpath, source }] }]`. */
export function packageEntries() {
  const out = [];
  for (const dir of readdirSync(packagesDir).sort()) {
    const file = join(packagesDir, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const entries = [];
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      const source = target && typeof target === 'object' ? target['@tcgkit/source'] : undefined;
      if (typeof source === 'string' && /\.tsx?$/.test(source))
        entries.push({ subpath, source: source.replace(/^\.\//, '') });
    }
    out.push({ name: pkg.name, dir, entries });
  }
  return out;
}

function configFor(entries) {
  return `${JSON.stringify({ $schema: 'https://typedoc.org/schema.json', entryPoints: entries.map((e) => e.source) }, null, 2)}\n`;
}

// typedoc names a package's page `_tcgkit_<pkg>.html`, and with several entry points one page per
// entry file: `_tcgkit_<pkg>.<file path without src/, extension and a last /index; / as _>.html`.
function pageFor(pkgName, entry, single) {
  const base = pkgName.replace(/^@/, '_').replace('/', '_');
  if (single) return `modules/${base}.html`;
  const mod = entry.source
    .replace(/^src\//, '')
    .replace(/\.tsx?$/, '')
    .replace(/\/index$/, '')
    .replaceAll('/', '_');
  return `modules/${base}.${mod}.html`;
}

// Run as a script (not when another script imports packageEntries).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: flags } = cliArgs(
    { check: { type: 'boolean' }, pages: { type: 'boolean' } },
    'node scripts/api-doc-entries.mjs [--check | --pages]',
  );
  const mode = flags.check ? 'check' : flags.pages ? 'pages' : 'write';
  let problems = 0;
  for (const { name, dir, entries } of packageEntries()) {
    const file = join(packagesDir, dir, 'typedoc.json');
    const wanted = configFor(entries);
    if (mode === 'write') {
      const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
      if (JSON.stringify(current?.entryPoints) !== JSON.stringify(entries.map((e) => e.source))) {
        writeFileSync(file, wanted);
        console.log(`wrote packages/${dir}/typedoc.json`);
      }
    } else if (mode === 'check') {
      const current = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
      if (JSON.stringify(current?.entryPoints) !== JSON.stringify(entries.map((e) => e.source))) {
        console.error(
          `packages/${dir}/typedoc.json does not list every entry point of ${name} (run node scripts/api-doc-entries.mjs)`,
        );
        problems++;
      }
    } else {
      for (const entry of entries) {
        const page = pageFor(name, entry, entries.length === 1);
        if (!existsSync(join(root, 'api-docs', page))) {
          console.error(
            `${name}${entry.subpath === '.' ? '' : entry.subpath.slice(1)} (${entry.source}) has no page in api-docs (expected ${page})`,
          );
          problems++;
        }
      }
    }
  }
  if (problems > 0) process.exit(1);
  if (mode !== 'write')
    console.log(
      `every entry point ${mode === 'check' ? 'is listed for' : 'has a page in'} the API docs`,
    );
}
