// Manual probe, not part of the test run: what happens to a page when a dedicated worker runs
// out of memory, with the worker started (a) by the page itself, (b) in a same-origin frame,
// (c) in a sandboxed cross-site frame (localhost vs 127.0.0.1). It drives Chromium over CDP
// with two connections, because playwright marks the whole page as crashed as soon as *any*
// frame of it crashes (FrameSession._onTargetCrashed calls page._didCrash): the second
// connection, opened after the bomb, sees the page as it really is.
//
//   node packages/sandbox/test/manual/frame-oom-probe.mjs cross-site arrays
//   modes: page | same-origin | cross-site; bombs: arrays | array | string | map | objects
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { chromium } from 'playwright';

const [mode = 'cross-site', bomb = 'arrays'] = process.argv.slice(2);
const BOMBS = {
  arrays: 'const a = []; for (;;) a.push(Array(1e6).fill(1.5));',
  array: 'postMessage("length " + Array(2e8).fill(1.5).length);',
  string: 'let s = "x"; for (;;) s += s;',
  map: 'const m = new Map(); for (let i = 0; ; i++) m.set(i, { i });',
  objects: 'postMessage("n " + Array.from({ length: 1e8 }, (_, i) => ({ i })).length);',
};
const worker = `postMessage("start"); try { ${BOMBS[bomb]} } catch (e) { postMessage("caught " + e); }`;
const start = (log) => `
  const w = new Worker('/bomb.js');
  w.onerror = (e) => { ${log}('worker error event: ' + e.message); e.preventDefault(); };
  w.onmessage = (e) => ${log}('worker: ' + e.data);`;
const pages = {
  '/page.html': `<!doctype html><body><script>
    window.events = [];
    window.log = (m) => events.push(Math.round(performance.now()) + ' ms: ' + m);
    let last = 0;
    addEventListener('message', (e) => { if (e.data.tick) last = performance.now(); else if (e.data.log) log(e.data.log); });
    setInterval(() => { if (last && performance.now() - last > 1000 && !window.silent) { window.silent = true; log('frame silent'); } }, 250);
  </script>`,
  '/frame.html': `<!doctype html><script>
    const log = (m) => parent.postMessage({ log: m }, '*');
    setInterval(() => parent.postMessage({ tick: 1 }, '*'), 200);
    ${start('log')}
  </script>`,
  '/bomb.js': worker,
};
const server = http.createServer((request, response) => {
  const body = pages[request.url];
  if (body === undefined) return void response.writeHead(404).end();
  response.writeHead(200, {
    'content-type': request.url.endsWith('.js') ? 'text/javascript' : 'text/html',
  });
  response.end(body);
});
await new Promise((resolve) => server.listen(0, resolve));
const port = server.address().port;
const cdpPort = 9000 + (process.pid % 1000);
const profile = `/tmp/frame-oom-probe-${process.pid}`;
const browser = spawn(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  [
    '--headless',
    `--remote-debugging-port=${cdpPort}`,
    `--user-data-dir=${profile}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    'about:blank',
  ],
  { stdio: 'ignore' },
);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
await sleep(1500);
const first = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
const page = first.contexts()[0].pages()[0];
let playwrightSaysCrashed = false;
page.on('crash', () => {
  playwrightSaysCrashed = true;
});
await page.goto(`http://localhost:${port}/page.html`);
const host = mode === 'cross-site' ? '127.0.0.1' : 'localhost';
await page.evaluate(
  ({ mode, host, port, start }) => {
    if (mode === 'page') return void new Function(start)();
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
    frame.src = `http://${host}:${port}/frame.html`;
    document.body.append(frame);
  },
  { mode, host, port, start: start('log') },
);
await sleep(12_000);
const second = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
const targets = second
  .contexts()[0]
  .pages()
  .map((p) => p.url());
const alive = second
  .contexts()[0]
  .pages()
  .find((p) => p.url().includes('/page.html'));
const report = { mode, bomb, playwrightSaysCrashed, pageTargets: targets };
if (alive) {
  report.pageAnswers = await alive.evaluate(() => 6 * 7);
  report.events = await alive.evaluate(() => window.events);
}
console.log(JSON.stringify(report, null, 2));
browser.kill('SIGKILL');
server.close();
await sleep(200);
rmSync(profile, { recursive: true, force: true });
process.exit(0);
