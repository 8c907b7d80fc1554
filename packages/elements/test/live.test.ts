// Live events (issue 21): Chromium follows a local server whose file changes. `refresh` polls with
// conditional requests, If-None-Match against a server that sends an ETag and If-Modified-Since
// against one that sends only Last-Modified (an unchanged file answers 304); `events` listens to
// an EventSource. An
// update keeps the reader's scroll position, focus and open explanations, and is announced
// politely through a live region.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PairingsView } from '@tcgkit/core';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { bundlePrintEntry } from './fixture-bundle.js';
import { bigPairings, bigStandings } from './fixtures/big-views.js';

let browser: Browser;
let page: Page;
let origin = '';
let code = '';
// What the server holds now, and what it saw.
let standingsFile = '';
let version = 1;
const statuses: number[] = [];
const conditional: string[] = [];
let stream: ServerResponse | undefined;
// A server that sends only Last-Modified (no ETag), as a plain file server or CDN may.
let pairingsFile = '';
let pairingsModified = new Date('2026-03-14T09:00:00Z');
const sinceHeaders: string[] = [];
const pairingsStatuses: number[] = [];

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  if (req.url === '/elements.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
  } else if (req.url === '/standings.json') {
    const etag = `"v${version}"`;
    conditional.push(req.headers['if-none-match'] ?? '');
    if (req.headers['if-none-match'] === etag) {
      statuses.push(304);
      res.writeHead(304, { etag }).end();
      return;
    }
    statuses.push(200);
    res.writeHead(200, { 'content-type': 'application/json', etag }).end(standingsFile);
  } else if (req.url === '/pairings.json') {
    const modified = pairingsModified.toUTCString();
    const since = req.headers['if-modified-since'];
    sinceHeaders.push(`${since ?? ''}|${req.headers['if-none-match'] ?? ''}`);
    // HTTP dates have whole seconds: unchanged when the file is not newer than the date sent.
    if (since !== undefined && Date.parse(since) >= pairingsModified.getTime()) {
      pairingsStatuses.push(304);
      res.writeHead(304, { 'last-modified': modified }).end();
      return;
    }
    pairingsStatuses.push(200);
    res
      .writeHead(200, { 'content-type': 'application/json', 'last-modified': modified })
      .end(pairingsFile);
  } else if (req.url === '/pairings-events') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write(': open\n\n');
    stream = res;
  } else {
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><html lang="en"><body></body></html>');
  }
});

beforeAll(async () => {
  code = await bundlePrintEntry();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
  // Waits are for behaviour, not speed: wide enough for a loaded CI machine (two hogs on 2 cores).
  page.setDefaultTimeout(90_000);
}, 120_000);

afterAll(async () => {
  stream?.end();
  await browser?.close();
  server.close();
});

const sendEvent = (view: unknown) => stream!.write(`data: ${JSON.stringify(view)}\n\n`);

describe('live events', { timeout: 300_000 }, () => {
  it('refresh polls with If-None-Match, and an update keeps scroll, focus and the open explanation, then says what changed', async () => {
    const before = bigStandings(400);
    standingsFile = JSON.stringify({ ...before, afterRound: 3 });
    await page.goto(`${origin}/`);
    await page.addScriptTag({ url: '/elements.js', type: 'module' });
    await page.evaluate(() => {
      document.body.innerHTML =
        '<h1>Regional</h1><tcg-standings src="/standings.json" refresh="1"></tcg-standings>';
    });
    const live = page.locator('tcg-standings [data-live]');
    await page.locator('tcg-standings caption', { hasText: 'Standings after round 3' }).waitFor();
    // Scroll into the table, open the explanation of a row there and keep focus on its button.
    // Scroll, then let the windowed rows settle (the scroll handler and Lit's update), so the row
    // picked below is the one that stays rendered at this position.
    await page.evaluate(async () => {
      scrollTo(0, 3000);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      await (
        document.querySelector('tcg-standings') as unknown as { updateComplete: Promise<unknown> }
      ).updateComplete;
    });
    const label = (await page
      .locator('tcg-standings tbody button', { hasText: '60.00%' })
      .nth(5)
      .getAttribute('aria-label'))!;
    await page.locator(`tcg-standings button[aria-label="${label}"]`).click();
    const scrolled = await page.evaluate(() => scrollY);
    // Unchanged file: the polls are answered 304 and nothing is said.
    await expect
      .poll(() => statuses.filter((s) => s === 304).length, { timeout: 90_000 })
      .toBeGreaterThanOrEqual(2);
    expect(conditional).toContain('"v1"');
    expect(await live.textContent()).toBe('');

    // The organizer uploads round 4.
    const next = bigStandings(400);
    standingsFile = JSON.stringify({
      ...next,
      afterRound: 4,
      rows: next.rows.map((r) => ({ ...r, points: r.points + 3 })),
    });
    version = 2;
    await expect
      .poll(() => live.textContent(), { timeout: 90_000 })
      .toBe('Standings after round 4 are up.');
    await page.locator('tcg-standings caption', { hasText: 'Standings after round 4' }).waitFor();
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    const focused = await page.evaluate(
      () =>
        document
          .querySelector('tcg-standings')!
          .shadowRoot!.activeElement?.getAttribute('aria-label') ?? '',
    );
    expect(focused).toBe(label);
    expect(
      await page
        .locator(`tcg-standings button[aria-label="${label}"]`)
        .getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await page.locator('tcg-standings [part~="explanation"]').count()).toBe(1);
    // Only the changed text is spoken: the table itself is not a live region.
    expect(
      await page
        .locator('tcg-standings table[aria-live], tcg-standings .scroll[aria-live]')
        .count(),
    ).toBe(0);
  });

  it('refresh with only Last-Modified: polls with If-Modified-Since, keeps the view on 304, then updates and says so when the file changed', async () => {
    const round3: PairingsView = { ...bigPairings(64), round: 3 };
    pairingsFile = JSON.stringify(round3);
    await page.goto(`${origin}/`);
    await page.addScriptTag({ url: '/elements.js', type: 'module' });
    await page.evaluate(() => {
      document.body.innerHTML = '<tcg-pairings src="/pairings.json" refresh="1"></tcg-pairings>';
    });
    await page.locator('tcg-pairings caption', { hasText: 'Round 3 pairings' }).waitFor();
    // The view the element holds now; a 304 must leave this very object in place.
    await page.evaluate(() => {
      const el = document.querySelector('tcg-pairings') as unknown as { view: unknown };
      (window as unknown as { firstView: unknown }).firstView = el.view;
    });
    const live = page.locator('tcg-pairings [data-live]');
    await expect
      .poll(() => pairingsStatuses.filter((s) => s === 304).length, { timeout: 90_000 })
      .toBeGreaterThanOrEqual(2);
    // The first load is unconditional; every poll sends the date the server gave, and no ETag.
    const date = pairingsModified.toUTCString();
    expect(sinceHeaders[0]).toBe('|');
    expect(sinceHeaders.slice(1)).toEqual(sinceHeaders.slice(1).map(() => `${date}|`));
    expect(
      await page.evaluate(
        () =>
          (document.querySelector('tcg-pairings') as unknown as { view: unknown }).view ===
          (window as unknown as { firstView: unknown }).firstView,
      ),
    ).toBe(true);
    expect(await live.textContent()).toBe('');

    // The organizer uploads round 4: a newer file.
    pairingsFile = JSON.stringify({ ...round3, round: 4 });
    pairingsModified = new Date('2026-03-14T09:45:00Z');
    await expect
      .poll(() => live.textContent(), { timeout: 90_000 })
      .toBe('Round 4 pairings are up.');
    await page.locator('tcg-pairings caption', { hasText: 'Round 4 pairings' }).waitFor();
    expect(pairingsStatuses.filter((s) => s === 200)).toHaveLength(2);
    // From then on it asks with the new date, and the new file is unchanged again.
    const newDate = pairingsModified.toUTCString();
    const seen = sinceHeaders.length;
    await expect
      .poll(() => sinceHeaders.slice(seen).includes(`${newDate}|`), { timeout: 90_000 })
      .toBe(true);
    expect(pairingsStatuses.at(-1)).toBe(304);
    expect(await live.textContent()).toBe('Round 4 pairings are up.');
  });

  it('events: each EventSource message is a new view; a new round is announced, then new results', async () => {
    await page.goto(`${origin}/`);
    await page.addScriptTag({ url: '/elements.js', type: 'module' });
    await page.evaluate(() => {
      document.body.innerHTML = '<tcg-pairings events="/pairings-events"></tcg-pairings>';
    });
    await expect.poll(() => stream !== undefined && !stream.writableEnded).toBe(true);
    const round3: PairingsView = { ...bigPairings(64), round: 3 };
    sendEvent(round3);
    await page.locator('tcg-pairings caption', { hasText: 'Round 3 pairings' }).waitFor();
    const live = page.locator('tcg-pairings [data-live]');
    expect(await live.textContent()).toBe('');
    sendEvent({ ...round3, round: 4 });
    await expect
      .poll(() => live.textContent(), { timeout: 90_000 })
      .toBe('Round 4 pairings are up.');
    const reported: PairingsView = {
      ...round3,
      round: 4,
      tables: round3.tables.map((t, i) =>
        i < 2
          ? {
              ...t,
              seats: [
                { ...t.seats[0], score: 2 },
                { ...t.seats[1], score: 0 },
              ],
            }
          : t,
      ) as PairingsView['tables'],
    };
    sendEvent(reported);
    await expect
      .poll(() => live.textContent(), { timeout: 90_000 })
      .toBe('2 new results in round 4.');
  });
});
