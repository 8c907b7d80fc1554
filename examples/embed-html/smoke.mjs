// Opens the page from a static file server in headless Chromium and checks that every element
// rendered from the script-tag bundle alone, with no page errors, and that the card search
// engine's chunk is fetched by the page with a search box and not by a page without one. Exits
// non-zero otherwise.
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { serve } from './serve.mjs';

const { server, origin } = await serve(0);
const browser = await chromium.launch(chromiumLaunchOptions);
const problems = [];
try {
  const page = await browser.newPage();
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${origin}/`);
  await page.waitForFunction(
    () =>
      document.querySelector('tcg-standings')?.shadowRoot?.querySelectorAll('tbody tr').length ===
      4,
    null,
    { timeout: 10_000 },
  );
  const facts = await page.evaluate(() => ({
    bracketMatches: document
      .querySelector('tcg-bracket')
      .shadowRoot.querySelectorAll('[part~="match"]').length,
    record: document.querySelector('tcg-record').shadowRoot.textContent.replace(/\s+/g, ' ').trim(),
  }));
  if (facts.bracketMatches !== 3)
    problems.push(`expected 3 bracket matches, got ${facts.bracketMatches}`);
  if (!facts.record.includes('2 wins, 0 losses'))
    problems.push(`record did not render: ${facts.record}`);
  await page.waitForFunction(
    () =>
      document.querySelector('tcg-deck')?.shadowRoot?.querySelector('.size')?.textContent ===
        '40 cards' &&
      document.querySelector('tcg-card-search')?.shadowRoot?.querySelectorAll('[role="option"]')
        .length > 0,
    null,
    { timeout: 10_000 },
  );
  await page.locator('tcg-card-search input').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const card = await page.textContent('#selected');
  if (!card?.startsWith('Selected card ')) problems.push(`tcg-card-select not heard: "${card}"`);
  await page.locator('tcg-bracket [data-id="W1.2"]').click();
  const selected = await page.textContent('#selected');
  if (selected !== 'Selected match W1.2')
    problems.push(`tcg-match-select not heard: "${selected}"`);
  if (!requested.some((path) => /^\/vendor\/tcgkit-card-search-[0-9a-f]+\.js$/.test(path)))
    problems.push(`the card search engine chunk was not fetched: ${requested.join(', ')}`);

  // A page with the same script tag and no search box never fetches the search engine.
  const plain = await browser.newPage();
  const plainRequests = [];
  plain.on('request', (request) => plainRequests.push(new URL(request.url()).pathname));
  plain.on('pageerror', (error) => problems.push(`page error (record only): ${error.message}`));
  await plain.route(`${origin}/record-only.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><script type="module" src="./vendor/tcgkit-elements.js"></script><p>Ana <tcg-record record="3-1"></tcg-record></p></html>',
    }),
  );
  await plain.goto(`${origin}/record-only.html`);
  await plain.waitForFunction(
    () => document.querySelector('tcg-record')?.shadowRoot?.textContent?.includes('3 wins'),
    null,
    { timeout: 10_000 },
  );
  if (plainRequests.some((path) => /tcgkit-card-search-/.test(path)))
    problems.push(
      `a page without a search box fetched the search engine: ${plainRequests.join(', ')}`,
    );
} catch (error) {
  problems.push(String(error));
} finally {
  await browser.close();
  server.close();
}
if (problems.length > 0) {
  console.error(`embed smoke test failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'embed smoke test: standings (src), bracket (inline JSON), record, deck and card search (catalog-src) and events all work from the bundle; the search engine chunk is fetched by the search page and not by a page without a search box',
);
