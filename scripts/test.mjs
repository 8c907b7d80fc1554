#!/usr/bin/env node
// `pnpm test`: every node and browser test, in one vitest run. Finds a Chromium first
// (CHROMIUM_PATH, else /usr/bin/chromium) and says in one line how to get one when missing.
// Writes vitest's JSON report to .vitest-report.json and prints `N passed, N failed` from it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

import { chromiumPath as chromium } from './chromium.mjs';

const args = process.argv.slice(2);
const wantsBrowser = !args.includes('--project') || args.includes('browser');
if (wantsBrowser && !existsSync(chromium)) {
  console.error(
    `No Chromium at ${chromium}: install it with \`apt-get update && apt-get install -y chromium\`, or set CHROMIUM_PATH.`,
  );
  process.exit(2);
}
const report = '.vitest-report.json';
rmSync(report, { force: true });
const run = spawnSync(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
  { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium }, shell: false },
);
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = (json.numFailedTests ?? 0) + (json.numFailedTestSuites ?? 0);
  if (json.numTotalTests === 0) failed++;
} else {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : run.status || 1);
