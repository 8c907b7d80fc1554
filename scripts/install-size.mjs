#!/usr/bin/env node
// What `npm i @tcgkit/elements` (or any set of packages) puts on disk, measured as a new user
// would get it: packs every package (scripts/pack.mjs), installs only the named ones into an
// empty temp project OFFLINE from the local pnpm store (the other @tcgkit packages come from
// their tarballs), then prints the size of node_modules and which packages arrived.
//
//   node scripts/install-size.mjs [--no-build] [--site] [package ...]   (default: @tcgkit/elements)
//
// The size counts each file once (pnpm hard-links the store into node_modules/.pnpm). With
// --site, it then builds a page of that project with Vite (the repository's own), importing every
// element entry and the main entry of @tcgkit/elements, and fails if the build does: a site that
// installed only some of the elements' optional engine peers must still build (a bundler puts an
// empty module in place of a missing optional peer, so nothing may import one by name).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cliArgs } from './cli-args.mjs';
import { packAll, publishedPackages, root } from './pack.mjs';

/** The installed packages of a pnpm project: `name@version` of every folder in node_modules/.pnpm. */
function installedPackages(project) {
  const dir = join(project, 'node_modules', '.pnpm');
  return readdirSync(dir)
    .filter((d) => d !== 'node_modules' && d !== 'lock.yaml' && !d.startsWith('.'))
    .map((d) => {
      // `@scope+name@1.2.3` or `name@1.2.3_peer...` (tarball installs: `@scope+name@file+...`).
      const at = d.indexOf('@', 1);
      return d.slice(0, at).replace('+', '/');
    })
    .sort();
}

/** Builds a page importing every entry of @tcgkit/elements with Vite, in the installed project. */
function buildSite(project) {
  const pkg = publishedPackages().find((p) => p.name === '@tcgkit/elements').pkg;
  const entries = Object.keys(pkg.exports)
    .filter((k) => k === '.' || /^\.\/tcg-[a-z-]+\.js$/.test(k))
    .map((k) => (k === '.' ? '@tcgkit/elements' : `@tcgkit/elements${k.slice(1)}`));
  writeFileSync(
    join(project, 'main.js'),
    `${entries.map((e) => `import ${JSON.stringify(e)};`).join('\n')}\n`,
  );
  writeFileSync(join(project, 'index.html'), '<script type="module" src="./main.js"></script>\n');
  const vite = join(
    dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
    cwd: project,
    stdio: 'inherit',
  });
  const assets = join(project, 'dist', 'assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const bytes = js.reduce((n, f) => n + statSync(join(assets, f)).size, 0);
  console.log(
    `site build: ok (${entries.length} entries of @tcgkit/elements, ${js.length} JS files, ${(bytes / 1e3).toFixed(1)} kB)`,
  );
}

function main() {
  const { values, positionals: wanted } = cliArgs(
    { 'no-build': { type: 'boolean' }, site: { type: 'boolean' } },
    'node scripts/install-size.mjs [--no-build] [--site] [package ...]',
    { positionals: true },
  );
  const names = wanted.length > 0 ? wanted : ['@tcgkit/elements'];
  const work = mkdtempSync(join(tmpdir(), 'tcgkit-install-size-'));
  try {
    const store = execFileSync('pnpm', ['store', 'path'], { cwd: root, encoding: 'utf8' }).trim();
    const tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    const packed = packAll(tarballs, { build: values['no-build'] !== true });
    const overrides = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
    const unknown = names.filter((n) => !(n in overrides));
    if (unknown.length > 0)
      throw new Error(`not packages of this repository: ${unknown.join(', ')}`);
    const project = join(work, 'project');
    mkdirSync(project);
    const dependencies = Object.fromEntries(names.map((n) => [n, overrides[n]]));
    writeFileSync(
      join(project, 'package.json'),
      `${JSON.stringify({ name: 'install-size', private: true, type: 'module', dependencies }, null, 2)}\n`,
    );
    const lines = Object.entries(overrides).map(([k, v]) => `  '${k}': '${v}'`);
    writeFileSync(join(project, 'pnpm-workspace.yaml'), `overrides:\n${lines.join('\n')}\n`);
    execFileSync('pnpm', ['install', '--offline', '--store-dir', store, '--reporter', 'silent'], {
      cwd: project,
      stdio: 'inherit',
    });
    const bytes = Number(
      execFileSync('du', ['-sb', join(project, 'node_modules')], { encoding: 'utf8' }).split(
        '\t',
      )[0],
    );
    const installed = installedPackages(project);
    console.log(`pnpm add ${names.join(' ')}`);
    console.log(`node_modules: ${(bytes / 1e6).toFixed(2)} MB (${bytes} bytes)`);
    console.log(`${installed.length} packages: ${installed.join(', ')}`);
    for (const heavy of ['ses', 'acorn', 're2js'])
      console.log(`${heavy}: ${installed.includes(heavy) ? 'installed' : 'not installed'}`);
    if (values.site === true) buildSite(project);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
