// Printing standings and pairings (issue 21): Chromium prints the elements to a tagged PDF, and
// the test reads the PDF's structure tree, where every table row lists the pages its content was
// drawn on. A row cut by a page break has content on two pages.
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { bundlePrintEntry } from './fixture-bundle.js';
import { bigPairings, bigStandings } from './fixtures/big-views.js';
import { type Printed, readTaggedPdf } from './pdf.js';

let browser: Browser;
let page: Page;
let code = '';

beforeAll(async () => {
  code = await bundlePrintEntry();
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage();
  // Waits are for behaviour, not speed: wide enough for a loaded CI machine (two hogs on 2 cores).
  page.setDefaultTimeout(90_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function print(
  html: string,
  setup?: (views: unknown[]) => void,
  views: unknown[] = [],
): Promise<Printed> {
  await page.setContent(`<!doctype html><html lang="en"><body>${html}</body></html>`);
  await page.addScriptTag({ type: 'module', content: code });
  await page.evaluate(
    async ([vs, fn]) => {
      const els = [...document.querySelectorAll('tcg-standings, tcg-pairings')];
      for (const [i, el] of els.entries()) {
        await customElements.whenDefined(el.localName);
        (el as unknown as { view: unknown }).view = vs[i];
        await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      }
      if (fn) new Function(fn)();
    },
    [views, setup === undefined ? '' : `(${setup.toString()})()`] as const,
  );
  return readTaggedPdf(await page.pdf({ format: 'A4', tagged: true }));
}

describe('printing', () => {
  it('the check can fail: a plain table of tall rows without break-inside: avoid has rows cut across pages', async () => {
    const rows = Array.from(
      { length: 60 },
      (_, i) => `<tr><td>${i}</td><td>line one<br>line two<br>line three<br>line four</td></tr>`,
    ).join('');
    const printed = await print(`<table><tbody>${rows}</tbody></table>`);
    expect(printed.pages).toBeGreaterThan(1);
    expect(printed.rows).toHaveLength(60);
    expect(printed.rows.some((n) => n > 1)).toBe(true);
  });

  it('standings of 1,024 players print every row, none cut, the header repeated on each page', async () => {
    const printed = await print('<h1>Regional</h1><tcg-standings></tcg-standings>', undefined, [
      bigStandings(1024),
    ]);
    console.log(`standings, 1,024 rows: ${printed.pages} A4 pages`);
    // Every row is printed, though the screen renders only a window of them.
    expect(printed.rows).toHaveLength(1024);
    expect(printed.rows.every((n) => n === 1)).toBe(true);
    // Many pages (the window on screen holds fewer than two pages of rows), and no page without rows.
    expect(printed.pages).toBeGreaterThan(4);
    expect(printed.rowPages).toBe(printed.pages);
    expect(printed.headers).toEqual([printed.pages]);
    // Back on screen, the table is windowed again.
    const onScreen = await page.evaluate(
      () =>
        document
          .querySelector('tcg-standings')!
          .shadowRoot!.querySelectorAll('tbody tr:not(.spacer)').length,
    );
    expect(onScreen).toBeLessThan(200);
  });

  it('pairings print by table and then by player, every row whole, each table’s header repeated', async () => {
    const view = bigPairings(256);
    const printed = await print('<tcg-pairings></tcg-pairings>', undefined, [view]);
    console.log(`pairings, 256 players: ${printed.pages} A4 pages`);
    // 128 tables, then 256 players.
    expect(printed.rows).toHaveLength(128 + 256);
    expect(printed.rows.every((n) => n === 1)).toBe(true);
    expect(printed.pages).toBeGreaterThan(2);
    expect(printed.rowPages).toBe(printed.pages);
    expect(printed.headers).toHaveLength(2);
    expect(printed.headers.reduce((a, b) => a + b)).toBe(printed.pages);
    // The by-player list exists only for print, sorted as people read names.
    const byPlayer = await page.evaluate(() => {
      const root = document.querySelector('tcg-pairings')!.shadowRoot!;
      return root.querySelector('[part~="by-player"]');
    });
    expect(byPlayer).toBeNull();
  });

  it('the printed list by player is in alphabetical order with each player’s table and opponent', async () => {
    await page.setContent(
      '<!doctype html><html lang="en"><body><tcg-pairings></tcg-pairings></body></html>',
    );
    await page.addScriptTag({ type: 'module', content: code });
    const rows = await page.evaluate(
      async (v) => {
        const el = document.querySelector('tcg-pairings')!;
        await customElements.whenDefined('tcg-pairings');
        (el as unknown as { view: unknown }).view = v;
        await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
        dispatchEvent(new Event('beforeprint'));
        const root = el.shadowRoot!;
        const out = [...root.querySelectorAll('[part~="by-player"] tbody tr')].map((r) =>
          [...r.children].map((c) => c.textContent!.replace(/\s+/g, ' ').trim()),
        );
        dispatchEvent(new Event('afterprint'));
        return out;
      },
      {
        kind: 'pairings',
        round: 3,
        tables: [
          {
            table: 1,
            seats: [
              { participantId: 'z', name: 'Zoë', points: 6 },
              { participantId: 'a', name: 'Ana', points: 6 },
            ],
          },
          {
            table: 2,
            seats: [
              { participantId: 'e', name: 'Émile', points: 3 },
              { participantId: 'b', name: 'ben', points: 3 },
            ],
          },
        ],
        byes: [{ participantId: 'c', name: 'Cy', points: 0 }],
      },
    );
    expect(rows).toEqual([
      ['Ana (6 pts)', '1', 'Zoë'],
      ['ben (3 pts)', '2', 'Émile'],
      ['Cy (0 pts)', 'Bye', ''],
      ['Émile (3 pts)', '2', 'ben'],
      ['Zoë (6 pts)', '1', 'Ana'],
    ]);
  });
});
