#!/usr/bin/env node
// Lays out a new package the way every tcgkit package is laid out:
//   node scripts/new-package.mjs <name> "<one-line description>" [dep ...]
// then add it to the root tsconfig.json references and run `pnpm install`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliArgs } from './cli-args.mjs';

const usage = 'node scripts/new-package.mjs <name> "<description>" [workspace-dep ...]';
const [name, description, ...deps] = cliArgs({}, usage, { positionals: true }).positionals;
if (!name || !description) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const dir = join(new URL('..', import.meta.url).pathname, 'packages', name);
if (existsSync(dir)) {
  console.error(`packages/${name} already exists`);
  process.exit(1);
}
for (const sub of ['src', 'test/fixtures']) mkdirSync(join(dir, sub), { recursive: true });
const pkg = {
  name: `@tcgkit/${name}`,
  version: '0.0.0',
  description,
  license: 'MIT',
  type: 'module',
  sideEffects: false,
  exports: {
    '.': {
      '@tcgkit/source': './src/index.ts',
      types: './dist/index.d.ts',
      default: './dist/index.js',
    },
    './package.json': './package.json',
  },
  // What a tarball holds: see "What a published package holds" in the root README.
  files: ['dist', '!dist/**/*.map', 'schemas', 'README.md', 'CHANGELOG.md'],
  repository: {
    type: 'git',
    url: 'https://example.invalid/tcgkit.git',
    directory: `packages/${name}`,
  },
  // exports without the repository-only @tcgkit/source condition (node scripts/pack.mjs --sync).
  publishConfig: {
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    },
  },
  dependencies: Object.fromEntries(
    deps.map((d) => [d.startsWith('@') ? d : `@tcgkit/${d}`, 'workspace:^']),
  ),
};
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(
  join(dir, 'tsconfig.json'),
  `${JSON.stringify(
    {
      extends: '../../tsconfig.base.json',
      compilerOptions: { rootDir: 'src', outDir: 'dist' },
      include: ['src'],
      references: deps.filter((d) => !d.startsWith('@')).map((d) => ({ path: `../${d}` })),
    },
    null,
    2,
  )}\n`,
);
writeFileSync(
  join(dir, 'src/index.ts'),
  `/**\n * ${description}\n *\n * @packageDocumentation\n */\nexport {};\n`,
);
writeFileSync(join(dir, 'README.md'), `# @tcgkit/${name}\n\n${description}\n`);
console.log(`created packages/${name}`);
