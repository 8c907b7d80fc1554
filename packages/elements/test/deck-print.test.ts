// Printing <tcg-deck> (issue 22): `print-layout="registration"` prints a Pokémon deck as the deck
// registration sheet. The element is built for production (code split: the deck engines are a
// chunk of their own, fetched with the first deck), served from a fake origin, given the full
// real Pokémon pool through `catalog-src`, and printed by Chromium to a tagged A4 PDF whose
// structure tree says on which pages each table row was drawn (test/pdf.ts). The same built page
// checks what the element does when the engines' chunk fails to load.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { build, defaultClientConditions, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { LOR_CODE, PTCG_LIVE_60 } from './fixtures/decks.js';
import { readTaggedPdf } from './pdf.js';

const ORIGIN = 'http://deck-print.test';
let browser: Browser;
let page: Page;
const files = new Map<string, { type: string; body: string | Buffer }>();
/** While set, the server answers 503 for the deck engines' chunk (a network that fails). */
let failEngine = false;

beforeAll(async () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const out = (await build({
    logLevel: 'error',
    configFile: false,
    mode: 'production',
    resolve: { conditions: ['@tcgkit/source', ...defaultClientConditions] },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./fixtures/print-deck-entry.ts', import.meta.url)),
        formats: ['es'],
        fileName: () => 'deck.js',
      },
    },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  })) as Rollup.RollupOutput[];
  for (const item of out[0]!.output) {
    const body = item.type === 'chunk' ? item.code : Buffer.from(item.source);
    files.set(`/${item.fileName}`, { type: 'text/javascript', body });
  }
  for (const game of ['pokemon', 'lor']) {
    const url = new URL(`../../../examples/catalogs/${game}.json`, import.meta.url);
    files.set(`/${game}.json`, { type: 'application/json', body: readFileSync(url) });
  }
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage();
  // Waits are for behaviour, not speed: wide enough for a loaded CI machine.
  page.setDefaultTimeout(90_000);
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = files.get(path);
    if (failEngine && path.startsWith('/deck-model')) {
      return route.fulfill({ status: 503, body: 'unavailable' });
    }
    if (path === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Deck</title></head><body></body></html>',
      });
    }
    return file === undefined
      ? route.fulfill({ status: 404, body: 'not found' })
      : route.fulfill({ contentType: file.type, body: file.body });
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens a page with one <tcg-deck> and waits for its deck to be shown. */
async function show(attributes: string, code: string): Promise<void> {
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(
    ([attrs, deckCode]) => {
      document.body.innerHTML = `<main><h1>Deck</h1><tcg-deck ${attrs}></tcg-deck></main>`;
      (document.querySelector('tcg-deck') as HTMLElement & { code: string }).code = deckCode;
    },
    [attributes, code] as const,
  );
  await page.addScriptTag({ type: 'module', url: `${ORIGIN}/deck.js` });
  await page.waitForFunction(
    () => document.querySelector('tcg-deck')?.shadowRoot?.querySelector('.size') != null,
  );
}

/** The sheet's rows as text (cells), per table, read in the given media. */
function sheetRows() {
  return page.evaluate(() => {
    const root = document.querySelector('tcg-deck')!.shadowRoot!;
    const cells = (tr: Element) =>
      [...tr.children].map((c) => c.textContent!.replace(/\s+/g, ' ').trim());
    return {
      sheetShown: getComputedStyle(root.querySelector('.sheet')!).display !== 'none',
      listShown: getComputedStyle(root.querySelector('.screen')!).display !== 'none',
      player: [...root.querySelectorAll('.sheet .player tr')].map(cells),
      tables: [...root.querySelectorAll('.sheet table.cards')].map((t) => ({
        caption: t.querySelector('caption')!.textContent!.trim(),
        head: [...t.querySelectorAll('thead tr')].map(cells),
        rows: [...t.querySelectorAll('tbody tr')].map(cells),
        total: [...t.querySelectorAll('tfoot tr')].map(cells),
      })),
      total: root.querySelector('.sheet-total')!.textContent!.trim(),
    };
  });
}

/** The rows the sheet must hold, read from the list itself: `[qty, name, set, number]`. */
function expectedRows(section: string): string[][] {
  const block = PTCG_LIVE_60.split('\n\n').find((b) => b.startsWith(`${section}:`))!;
  return block
    .split('\n')
    .slice(1)
    .map((line) => {
      const m = /^(\d+) (.+) ([A-Z]{3}) (\d+)$/.exec(line)!;
      const name = m[2]!.replace('{P}', 'Psychic').replace('{D}', 'Darkness');
      return [m[1]!, name, m[3]!, m[4]!];
    });
}

describe('the Pokémon deck registration sheet', () => {
  it('a 60-card list prints on one A4 page: player fields, Pokémon / Trainer / Energy tables with every card, totals, no row cut', async () => {
    await show(
      'print-layout="registration" player-name="Ash Ketchum" player-id="1234567" catalog-src="/pokemon.json"',
      PTCG_LIVE_60,
    );
    // The deck engines came as their own chunk, after the element's module.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js')),
    );
    expect(scripts[0]).toBe('/deck.js');
    expect(scripts.length).toBeGreaterThan(1);

    // On screen: the usual list, no sheet.
    const screen = await sheetRows();
    expect(screen.sheetShown).toBe(false);
    expect(screen.listShown).toBe(true);

    await page.emulateMedia({ media: 'print' });
    const printed = await sheetRows();
    expect(printed.sheetShown).toBe(true);
    expect(printed.listShown).toBe(false);
    expect(printed.player).toEqual([
      ['Player name', 'Ash Ketchum'],
      ['Player ID', '1234567'],
      ['Date of birth', ''],
      ['Division', '☐ Junior ☐ Senior ☐ Masters'],
    ]);
    const head = [['QTY', 'NAME', 'SET', 'COLL #']];
    expect(printed.tables).toEqual([
      {
        caption: 'Pokémon',
        head,
        rows: expectedRows('Pokémon'),
        total: [['Total Pokémon', '18']],
      },
      {
        caption: 'Trainer',
        head,
        rows: expectedRows('Trainer'),
        total: [['Total Trainer', '31']],
      },
      { caption: 'Energy', head, rows: expectedRows('Energy'), total: [['Total Energy', '11']] },
    ]);
    expect(printed.tables.flatMap((t) => t.rows)).toHaveLength(27);
    expect(printed.total).toBe('Total cards: 60');

    const pdf = readTaggedPdf(await page.pdf({ format: 'A4', tagged: true }));
    expect(pdf.pages).toBe(1);
    // 4 player rows, 27 card rows and 3 total rows, each drawn whole on the one page.
    expect(pdf.rows).toHaveLength(4 + 27 + 3);
    expect(pdf.rows.every((n) => n === 1)).toBe(true);
    // The three column header rows (QTY, NAME, SET, COLL #).
    expect(pdf.headers).toEqual([1, 1, 1]);
  });

  it('without player attributes the fields are empty lines to fill in; a division given is written', async () => {
    await show(
      'print-layout="registration" division="Masters" catalog-src="/pokemon.json"',
      PTCG_LIVE_60,
    );
    await page.emulateMedia({ media: 'print' });
    const printed = await sheetRows();
    expect(printed.player).toEqual([
      ['Player name', ''],
      ['Player ID', ''],
      ['Date of birth', ''],
      ['Division', 'Masters'],
    ]);
  });

  it('other games print the normal list (no sheet), and so does a Pokémon deck without print-layout', async () => {
    await show('print-layout="registration" catalog-src="/lor.json"', LOR_CODE);
    await page.emulateMedia({ media: 'print' });
    const lor = await page.evaluate(() => {
      const root = document.querySelector('tcg-deck')!.shadowRoot!;
      return {
        sheet: root.querySelector('.sheet'),
        groups: [...root.querySelectorAll('[part="group"]')].filter(
          (g) => getComputedStyle(g).display !== 'none',
        ).length,
      };
    });
    expect(lor.sheet).toBeNull();
    expect(lor.groups).toBeGreaterThan(0);
    expect(readTaggedPdf(await page.pdf({ format: 'A4', tagged: true })).pages).toBeGreaterThan(0);

    await show('catalog-src="/pokemon.json"', PTCG_LIVE_60);
    await page.emulateMedia({ media: 'print' });
    const plain = await page.evaluate(
      () => document.querySelector('tcg-deck')!.shadowRoot!.querySelector('.sheet') === null,
    );
    expect(plain).toBe(true);
  });
});

describe('the deck engines fail to load', () => {
  it('the element shows elements/engine-load-failed and fires tcg-data-error; input after the network is back loads them', async () => {
    failEngine = true;
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${ORIGIN}/`);
    await page.evaluate((code) => {
      document.body.innerHTML =
        '<main><h1>Deck</h1><tcg-deck catalog-src="/lor.json"></tcg-deck></main>';
      const el = document.querySelector('tcg-deck') as HTMLElement & { code: string };
      (window as unknown as { errors: string[] }).errors = [];
      el.addEventListener('tcg-data-error', (e) =>
        (window as unknown as { errors: string[] }).errors.push(
          (e as Event & { code: string }).code,
        ),
      );
      el.code = code;
    }, LOR_CODE);
    await page.addScriptTag({ type: 'module', url: `${ORIGIN}/deck.js` });
    await page.waitForFunction(
      () =>
        document.querySelector('tcg-deck')?.shadowRoot?.querySelector('[role="alert"] code')
          ?.textContent === 'elements/engine-load-failed',
    );
    const alert = await page.evaluate(
      () =>
        document.querySelector('tcg-deck')!.shadowRoot!.querySelector('[role="alert"]')!
          .textContent!,
    );
    expect(alert).toMatch(/could not be loaded .*reload the page/);
    // One failure per input that asked for the engines (the code, then the catalog when it
    // arrives), never a retry loop: the count stays put while nothing changes.
    const errors = () => page.evaluate(() => (window as unknown as { errors: string[] }).errors);
    const first = await errors();
    expect(first.length).toBeGreaterThanOrEqual(1);
    expect(first.length).toBeLessThanOrEqual(2);
    expect(new Set(first)).toEqual(new Set(['elements/engine-load-failed']));
    await page.waitForTimeout(500);
    expect(await errors()).toEqual(first);
    // The network is back: new input loads the engines again.
    failEngine = false;
    await page.evaluate(() => {
      const el = document.querySelector('tcg-deck') as HTMLElement & { code: string };
      el.code = `${el.code}\n`;
    });
    await page.waitForFunction(
      () =>
        document.querySelector('tcg-deck')!.shadowRoot!.querySelector('.size')?.textContent ===
        '40 cards',
    );
    expect(
      await page.evaluate(
        () =>
          document.querySelector('tcg-deck')!.shadowRoot!.querySelector('[role="alert"]') === null,
      ),
    ).toBe(true);
  });
});
