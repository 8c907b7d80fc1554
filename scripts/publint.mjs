#!/usr/bin/env node
// Runs publint (strict) on every published package after a build, so a package whose exports,
// types or files would break for users fails CI before it is released.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = new URL('..', import.meta.url).pathname;
let problems = 0;
for (const name of readdirSync(join(root, 'packages')).sort()) {
  const dir = join(root, 'packages', name);
  if (!existsSync(join(dir, 'package.json'))) continue;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (pkg.private) continue;
  const { messages } = await publint({
    pkgDir: dir,
    level: 'suggestion',
    strict: true,
    pack: false,
  });
  for (const message of messages) {
    console.log(`${pkg.name}: [${message.type}] ${formatMessage(message, pkg)}`);
    if (message.type !== 'suggestion') problems++;
  }
}
console.log(problems === 0 ? 'publint: every package is clean' : `publint: ${problems} problem(s)`);
process.exit(problems === 0 ? 0 : 1);
