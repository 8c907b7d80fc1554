#!/usr/bin/env node
// `pnpm test`: every node and browser test, in one vitest run. Finds a Chromium first
// (CHROMIUM_PATH, else /usr/bin/chromium) and says in one line how to get one when missing.
// Writes vitest's JSON report to .vitest-report.json and prints `N passed, N failed` from it.
import { spawn } from 'node:child_process';
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

/**
 * A Playwright race, not a test result: under heavy load Chromium can report a lifecycle event
 * for a test iframe Vitest has already removed, Playwright rejects a promise nobody awaits
 * ("Frame has been detached", thrown inside playwright-core), and Vitest's main process exits on
 * that unhandled rejection before writing its report. Such a run is started once more, and says
 * so; any other failure, or the same crash twice, fails the run as it is.
 */
const PLAYWRIGHT_RACE = 'Frame has been detached';

/** Runs vitest once, streaming its output; resolves to its exit status and whether it hit the race. */
function runVitest() {
  return new Promise((resolve) => {
    rmSync(report, { force: true });
    const child = spawn(
      'vitest',
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
      { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, CHROMIUM_PATH: chromium } },
    );
    let race = false;
    let tail = '';
    const watch = (out) => (chunk) => {
      out.write(chunk);
      // Keep the last few kB so a message split across two chunks is still found.
      tail = (tail + chunk.toString('utf8')).slice(-4096);
      if (tail.includes(PLAYWRIGHT_RACE)) race = true;
    };
    child.stdout.on('data', watch(process.stdout));
    child.stderr.on('data', watch(process.stderr));
    child.on('error', (e) => {
      console.error(`Could not start vitest: ${e.message}`);
      resolve({ status: 1, race: false });
    });
    child.on('close', (code) => resolve({ status: code ?? 1, race }));
  });
}

let run = await runVitest();
if (run.status !== 0 && run.race && !existsSync(report)) {
  console.log(
    `\nVitest stopped on Playwright's "${PLAYWRIGHT_RACE}" race before writing a report (not a test failure): running once more.\n`,
  );
  run = await runVitest();
}
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
