#!/usr/bin/env node
// Every package README's install line and example, tried as a new user would: builds and packs
// every package once (scripts/pack.mjs), then for each README makes a fresh pnpm project in a temp
// folder, installs exactly the packages its install line names, as packed tarballs, OFFLINE from
// the local pnpm store (the other @tcgkit packages they depend on come from their tarballs too,
// through overrides), and runs the example verbatim (TypeScript only has its types stripped).
// pnpm's strict layout means an example that imports a package its install line does not name
// fails here with ERR_MODULE_NOT_FOUND, as it would for a user.
//
//   node scripts/readme-examples.mjs [--no-build] [--verbose] [package ...]
//
// The examples of a README are the first ts/js/html code block after the first `pnpm add` block,
// and every later ts/js block that imports a package, unless the line before its fence is
// `<!-- fragment -->` (an excerpt that needs the reader's own data). An html example has its
// module scripts bundled by Vite from the temp project and its page loaded in Chromium
// (CHROMIUM_PATH, else /usr/bin/chromium), and must define and render every custom element it uses.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import ts from 'typescript';
import { cliArgs } from './cli-args.mjs';
import { packAll, root } from './pack.mjs';

/**
 * The packages of the first `pnpm add` line and the README's examples (see above), or why there
 * are none: `{ packages, examples: { lang, code, line }[] }` or `{ error }`.
 */
export function readmeExamples(markdown) {
  const blocks = [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```/gm)].map((m) => ({
    at: m.index,
    lang: m[1],
    code: m[2],
    line: markdown.slice(0, m.index).split('\n').length,
    fragment: /<!-- fragment -->\s*$/.test(markdown.slice(0, m.index)),
  }));
  const install = blocks.find((b) => b.lang === 'sh' && /^\s*pnpm add /m.test(b.code));
  if (!install) return { error: 'no ```sh block with a `pnpm add` line' };
  const line = install.code.split('\n').find((l) => /^\s*pnpm add /.test(l));
  const packages = line
    .replace(/#.*$/, '')
    .trim()
    .split(/\s+/)
    .slice(2)
    .filter((word) => !word.startsWith('-'));
  const code = (b) => ['ts', 'js', 'typescript', 'javascript', 'html'].includes(b.lang);
  const first = blocks.find((b) => b.at > install.at && code(b));
  if (!first) return { error: 'no ts, js or html example after the install line' };
  const later = blocks.filter(
    (b) =>
      b.at > first.at &&
      code(b) &&
      b.lang !== 'html' &&
      !b.fragment &&
      importedPackages(b.code).length > 0,
  );
  return {
    packages,
    examples: [first, ...later].map(({ lang, code, line }) => ({ lang, code, line })),
  };
}

/** The package name of every bare import in `code` (`@scope/name/sub` gives `@scope/name`). */
export function importedPackages(code) {
  const names = new Set();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"./][^'"]*)['"]/g)) {
    const parts = m[1].split('/');
    if (m[1].startsWith('node:')) continue;
    names.add(m[1].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names].sort();
}

const run = (cmd, args, cwd, timeout = 180_000) =>
  spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout, env: { ...process.env, CI: 'true' } });

/** Serves `dir` on a free local port; resolves to `{ url, close }`. */
function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    try {
      const body = readFileSync(path.endsWith('/') ? join(path, 'index.html') : path);
      res.writeHead(200, { 'content-type': types[extname(path) || '.html'] ?? 'text/plain' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

/** Bundles an html example's module scripts with Vite and checks its page in Chromium. */
async function runHtml(project, html) {
  writeFileSync(
    join(project, 'index.html'),
    `<!doctype html><html><body>\n${html}\n</body></html>\n`,
  );
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = run(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn', '--outDir', 'out'],
    project,
  );
  if (built.status !== 0) return `vite build failed:\n${built.stdout}${built.stderr}`;
  const tags = [...new Set([...html.matchAll(/<([a-z][a-z0-9]*-[a-z0-9-]*)/g)].map((m) => m[1]))];
  const { chromium } = await import('playwright');
  const { chromiumLaunchOptions } = await import('./chromium.mjs');
  const server = await serve(join(project, 'out'));
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.url);
    const missing = [];
    for (const tag of tags) {
      const ok = await page
        .waitForFunction(
          (t) => customElements.get(t) !== undefined && document.querySelector(t)?.shadowRoot,
          tag,
          { timeout: 15_000 },
        )
        .then(() => true)
        .catch(() => false);
      if (!ok) missing.push(tag);
    }
    if (errors.length > 0) return `the page threw: ${errors.join('; ')}`;
    if (missing.length > 0) return `not defined or not rendered: ${missing.join(', ')}`;
    return null;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main() {
  const { values, positionals: only } = cliArgs(
    { 'no-build': { type: 'boolean' }, verbose: { type: 'boolean' } },
    'node scripts/readme-examples.mjs [--no-build] [--verbose] [package ...]',
    { positionals: true },
  );
  const work = mkdtempSync(join(tmpdir(), 'tcgkit-readmes-'));
  const store = execFileSync('pnpm', ['store', 'path'], { cwd: root, encoding: 'utf8' }).trim();
  let passed = 0;
  let failed = 0;
  try {
    const tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    const packed = packAll(tarballs, { build: values['no-build'] !== true });
    const overrides = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
    // A package's peer dependency (yjs for @tcgkit/sync) is the user's own install: an install
    // line may name it, and it comes from the registry's copy in the store, in the peer range.
    const peers = Object.fromEntries(
      packed.flatMap(({ dir }) =>
        Object.entries(
          JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).peerDependencies ?? {},
        ),
      ),
    );
    for (const { name, dir } of packed) {
      const short = name.split('/')[1];
      if (only.length > 0 && !only.includes(short)) continue;
      const started = Date.now();
      const problem = await (async () => {
        const found = readmeExamples(readFileSync(join(dir, 'README.md'), 'utf8'));
        if (found.error) return found.error;
        const unknown = found.packages.filter((p) => !(p in overrides) && !(p in peers));
        if (unknown.length > 0)
          return `the install line names packages not in this repository (nor a peer dependency of one of its packages): ${unknown.join(', ')}`;
        for (const example of found.examples) {
          const missing = importedPackages(example.code).filter((p) => !found.packages.includes(p));
          if (missing.length > 0)
            return `the example at README.md line ${example.line} imports ${missing.join(', ')} but the install line (pnpm add ${found.packages.join(' ')}) does not name it`;
        }
        const project = join(work, short);
        mkdirSync(project);
        const deps = Object.fromEntries(found.packages.map((p) => [p, overrides[p] ?? peers[p]]));
        writeFileSync(
          join(project, 'package.json'),
          `${JSON.stringify({ name: `readme-${short}`, private: true, type: 'module', dependencies: deps }, null, 2)}\n`,
        );
        const overrideLines = Object.entries(overrides).map(([k, v]) => `  '${k}': '${v}'`);
        writeFileSync(
          join(project, 'pnpm-workspace.yaml'),
          `overrides:\n${overrideLines.join('\n')}\n`,
        );
        const install = run(
          'pnpm',
          ['install', '--offline', '--store-dir', store, '--reporter', 'append-only'],
          project,
        );
        if (install.status !== 0)
          return `pnpm install --offline failed:\n${install.stdout}${install.stderr}`;
        for (const [n, example] of found.examples.entries()) {
          const where = `the example at README.md line ${example.line}`;
          if (example.lang === 'html') {
            const problem = await runHtml(project, example.code);
            if (problem !== null) return `${where}: ${problem}`;
            continue;
          }
          const js = ts.transpileModule(example.code, {
            compilerOptions: {
              module: ts.ModuleKind.ESNext,
              target: ts.ScriptTarget.ES2022,
              verbatimModuleSyntax: false,
            },
          }).outputText;
          writeFileSync(join(project, `example-${n + 1}.mjs`), js);
          const result = run(process.execPath, [`example-${n + 1}.mjs`], project, 120_000);
          if (result.status !== 0)
            return `${where} failed (exit ${result.status ?? result.signal}):\n${result.stderr || result.stdout}`;
          if (values.verbose === true) console.log(result.stdout);
        }
        return null;
      })();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (problem === null) {
        passed++;
        console.log(`✓ ${name} README examples (${seconds} s)`);
      } else {
        failed++;
        console.log(`✗ ${name} README examples (${seconds} s): ${problem}`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  // Not alone on its line: CI reads a bare `N passed, N failed` line as the whole run's result.
  console.log(`README examples: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
