#!/usr/bin/env node
// What a published tcgkit tarball holds, and the packing that the publish checks and the README
// example test share (see "What a published package holds" in the root README).
//
//   node scripts/pack.mjs --sync   writes each package's publishConfig.exports from its exports
//   node scripts/pack.mjs --check  fails when one is out of date (CI)
//
// A tarball holds dist/ (ESM and .d.ts, no source maps), schemas/, README.md and CHANGELOG.md
// (elements also custom-elements.json). It does not hold src/: the `@tcgkit/source` export
// condition (tests, Storybook and the playground run on source) is for this repository only, so
// the published package.json gets `exports` without it, through `publishConfig.exports`, which
// pnpm pack and pnpm publish put in place of `exports`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliArgs } from './cli-args.mjs';

export const root = new URL('..', import.meta.url).pathname;
export const SOURCE_CONDITION = '@tcgkit/source';

/** Every published package: `{ name, dir, pkg }`, sorted by directory. */
export function publishedPackages() {
  const out = [];
  for (const entry of readdirSync(join(root, 'packages')).sort()) {
    const dir = join(root, 'packages', entry);
    if (!existsSync(join(dir, 'package.json'))) continue;
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    if (!pkg.private) out.push({ name: pkg.name, dir, pkg });
  }
  return out;
}

/** `exports` with the repository-only source condition taken out, at any depth. */
export function withoutSourceCondition(value) {
  if (Array.isArray(value)) return value.map(withoutSourceCondition);
  if (value === null || typeof value !== 'object') return value;
  const out = {};
  for (const [key, inner] of Object.entries(value))
    if (key !== SOURCE_CONDITION) out[key] = withoutSourceCondition(inner);
  return out;
}

/** The problems with a package.json's publish fields, as sentences (empty when fine). */
export function publishFieldProblems(pkg) {
  const problems = [];
  const expected = withoutSourceCondition(pkg.exports);
  if (JSON.stringify(pkg.publishConfig?.exports) !== JSON.stringify(expected))
    problems.push(
      'publishConfig.exports is not exports without the "@tcgkit/source" condition: run `node scripts/pack.mjs --sync`',
    );
  if ((pkg.files ?? []).includes('src'))
    problems.push('"files" lists src: the tarball holds dist, not the TypeScript source');
  if (!(pkg.files ?? []).includes('!dist/**/*.map'))
    problems.push('"files" lacks "!dist/**/*.map": a source map without its source is dead weight');
  return problems;
}

/** The tarball file name pnpm pack gives a package. */
export const tarballName = (pkg) =>
  `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;

/**
 * Builds (tsc -b, the element bundle and manifest: `pnpm run build`) unless `build` is false, then
 * packs every published package into `dest` with pnpm. Returns `{ name, dir, pkg, tarball }[]`.
 */
export function packAll(dest, { build = true } = {}) {
  if (build) execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  return publishedPackages().map((p) => {
    execFileSync('pnpm', ['pack', '--pack-destination', dest], { cwd: p.dir, stdio: 'ignore' });
    return { ...p, tarball: join(dest, tarballName(p.pkg)) };
  });
}

/** The files of a tarball (paths inside `package/`) with their sizes. */
export function tarballFiles(tarball) {
  const listing = execFileSync('tar', ['-tvzf', tarball], { encoding: 'utf8' });
  return listing
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const parts = line.trim().split(/\s+/);
      return {
        path: parts
          .slice(5)
          .join(' ')
          .replace(/^package\//, ''),
        size: Number(parts[2]),
      };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sync =
    cliArgs({ sync: { type: 'boolean' } }, 'node scripts/pack.mjs [--sync]').values.sync === true;
  let problems = 0;
  for (const { name, dir, pkg } of publishedPackages()) {
    if (sync) {
      const expected = withoutSourceCondition(pkg.exports);
      if (JSON.stringify(pkg.publishConfig?.exports) !== JSON.stringify(expected)) {
        pkg.publishConfig = { ...pkg.publishConfig, exports: expected };
        writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
        console.log(`${name}: publishConfig.exports written`);
      }
      continue;
    }
    for (const problem of publishFieldProblems(pkg)) {
      console.log(`${name}: ${problem}`);
      problems++;
    }
  }
  if (!sync) {
    console.log(
      problems === 0 ? 'publish fields: every package is clean' : `${problems} problem(s)`,
    );
    process.exit(problems === 0 ? 0 : 1);
  }
}
