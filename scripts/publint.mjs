#!/usr/bin/env node
// Publish checks, on the tarballs users would get (run `pnpm build` first): packs every published
// package with pnpm (so `publishConfig` is applied, as on publish), then
//   - runs publint (strict) on the tarball, so exports, types or files that would break for users
//     fail CI before a release;
//   - checks the tarball holds what the root README's "What a published package holds" says: no
//     src/, no source maps, and a package.json without the repository-only `@tcgkit/source`
//     condition;
//   - prints each tarball's size (packed and unpacked) by kind of file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import {
  packAll,
  publishedPackages,
  publishFieldProblems,
  SOURCE_CONDITION,
  tarballFiles,
} from './pack.mjs';

let problems = 0;
const fail = (name, text) => {
  console.log(`${name}: ${text}`);
  problems++;
};

for (const { name, pkg } of publishedPackages())
  for (const problem of publishFieldProblems(pkg)) fail(name, problem);

const dest = mkdtempSync(join(tmpdir(), 'tcgkit-publint-'));
try {
  const rows = [];
  for (const { name, pkg, tarball } of packAll(dest, { build: false })) {
    const bytes = readFileSync(tarball);
    const { messages, pkg: published } = await publint({
      level: 'suggestion',
      strict: true,
      pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
    });
    for (const message of messages) {
      console.log(`${name}: [${message.type}] ${formatMessage(message, published ?? pkg)}`);
      if (message.type !== 'suggestion') problems++;
    }
    const files = tarballFiles(tarball);
    const kinds = { js: 0, dts: 0, other: 0 };
    for (const { path, size } of files) {
      if (path.startsWith('src/')) fail(name, `the tarball holds ${path}`);
      if (path.endsWith('.map')) fail(name, `the tarball holds a source map, ${path}`);
      kinds[path.endsWith('.d.ts') ? 'dts' : path.endsWith('.js') ? 'js' : 'other'] += size;
    }
    const manifest = JSON.stringify(published ?? {});
    if (published === undefined) fail(name, 'publint could not read the packed package.json');
    else if (manifest.includes(SOURCE_CONDITION))
      fail(name, `the packed package.json still names the ${SOURCE_CONDITION} condition`);
    rows.push({
      package: name,
      'packed kB': +(bytes.byteLength / 1000).toFixed(1),
      'unpacked kB': +(files.reduce((n, f) => n + f.size, 0) / 1000).toFixed(1),
      'JS kB': +(kinds.js / 1000).toFixed(1),
      'd.ts kB': +(kinds.dts / 1000).toFixed(1),
      'other kB': +(kinds.other / 1000).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  rmSync(dest, { recursive: true, force: true });
}
console.log(problems === 0 ? 'publint: every package is clean' : `publint: ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
