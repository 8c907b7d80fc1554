#!/usr/bin/env node
// `pnpm bench [name ...]`: runs every bench/*.bench.ts (or the named ones) one after another,
// each in its own Node process on the packages' TypeScript source, and lets it print its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  // A name picks its own file when there is one (`elements-bracket` is not also
  // `elements-bracket-standings`), else every file it starts.
  .filter(
    (f, _, all) =>
      wanted.length === 0 ||
      wanted.some((w) => (all.includes(`${w}.bench.ts`) ? f === `${w}.bench.ts` : f.startsWith(w))),
  )
  .sort();
if (files.length === 0) {
  console.error(`no benchmark matches ${wanted.join(', ')}`);
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(
    process.execPath,
    ['--conditions=@tcgkit/source', '--import', 'tsx', '--expose-gc', file],
    { cwd: here, stdio: 'inherit' },
  );
  if (run.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
