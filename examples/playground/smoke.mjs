// Serves the playground with Vite and drives it in headless Chromium: every page loads without a
// page error, and the Swiss, bracket and ladder pages work end to end. Exits non-zero otherwise.
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const server = await createServer({
  configFile: new URL('./vite.config.ts', import.meta.url).pathname,
  root: new URL('.', import.meta.url).pathname,
  server: { port: 0, host: '127.0.0.1' },
  logLevel: 'error',
});
await server.listen();
const origin = server.resolvedUrls.local[0].replace(/\/$/, '');
const browser = await chromium.launch(chromiumLaunchOptions);
const problems = [];
const check = (ok, message) => {
  if (!ok) problems.push(message);
};
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
  page.setDefaultTimeout(20_000);

  await page.goto(`${origin}/`);
  await page.waitForSelector('#seats li');
  check((await page.locator('#seats li').count()) === 8, 'home: 8 seats');

  const links = await page
    .locator('#nav a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const href of links) {
    await page.goto(`${origin}/${href}`);
    await page.waitForSelector('main h1');
  }

  await page.goto(`${origin}/#/swiss`);
  await page.waitForSelector('tcg-standings');
  for (let round = 0; round < 5; round++) await page.click('#next');
  await page.click('#cut');
  const matches = await page.evaluate(
    () =>
      document.querySelector('tcg-bracket').shadowRoot.querySelectorAll('[part~="match"]').length,
  );
  check(matches === 7, `swiss: top 8 bracket has 7 matches (got ${matches})`);
  const rows = await page.evaluate(
    () =>
      document.querySelector('tcg-standings').shadowRoot.querySelectorAll('tbody tr[part~="row"]')
        .length,
  );
  check(rows === 24, `swiss: 24 standings rows (got ${rows})`);

  await page.goto(`${origin}/#/bracket`);
  await page.waitForFunction(
    () =>
      document.querySelector('tcg-bracket')?.shadowRoot?.querySelectorAll('[part~="match"]')
        .length === 7,
  );
  await page.click('#simulate');
  await page.click('#simulate');
  await page.click('#simulate');
  const status = await page.textContent('#status');
  check(
    status === 'The bracket is complete.',
    `brackets: complete after three simulations (got "${status}")`,
  );

  await page.goto(`${origin}/#/groups`);
  await page.waitForSelector('#plan li');
  check(
    (await page.locator('#plan li').count()) === 4,
    'groups: the plan shows 4 quarterfinals before any match',
  );
  await page.click('#play');
  await page.click('#playoffs');
  const playoffMatches = await page.evaluate(
    () =>
      document.querySelector('tcg-bracket').shadowRoot.querySelectorAll('[part~="match"]').length,
  );
  check(playoffMatches === 7, `groups: 8-player playoff bracket (got ${playoffMatches} matches)`);
  const groupTables = await page.evaluate(
    () => document.querySelector('tcg-groups').shadowRoot.querySelectorAll('tcg-standings').length,
  );
  check(groupTables === 4, `groups: 4 group tables (got ${groupTables})`);

  await page.goto(`${origin}/#/ffa`);
  await page.waitForSelector('tcg-standings');
  for (let i = 0; i < 12 && !(await page.isDisabled('#next')); i++) await page.click('#next');
  const ffaStatus = await page.textContent('#status');
  check(
    /wins after match \d+/.test(ffaStatus ?? ''),
    `ffa: a threshold win is reached (got "${ffaStatus}")`,
  );
  const pods = await page.evaluate(
    () => document.querySelector('tcg-lobbies').shadowRoot.querySelectorAll('table').length,
  );
  check(pods === 3, `ffa: 12 players in 3 lobbies (got ${pods})`);

  await page.goto(`${origin}/#/ladder`);
  await page.waitForSelector('#events tbody tr');
  const rated = await page.locator('#events tbody tr td:nth-child(3)').allTextContents();
  check(
    rated.length === 5 && rated[2] === '0' && rated[3] === '0' && Number(rated[0]) > 0,
    `ladder: only the public Swiss events are rated (got ${rated.join(', ')})`,
  );
  const ladderRows = await page.evaluate(
    () =>
      document
        .querySelector('tcg-ladder')
        .shadowRoot.querySelector('tcg-standings')
        .shadowRoot.querySelectorAll('tbody tr').length,
  );
  check(ladderRows === 16, `ladder: 16 rated players (got ${ladderRows})`);

  await page.goto(`${origin}/#/import`);
  await page.waitForSelector('#sample-tom');
  await page.click('#sample-tom');
  await page.waitForFunction(() =>
    (document.querySelector('#status')?.textContent ?? '').includes('pod'),
  );
  const tomRows = await page.evaluate(
    () =>
      document.querySelector('#pods tcg-standings')?.shadowRoot?.querySelectorAll('tbody tr')
        .length ?? 0,
  );
  check(tomRows === 19, `import: the TOM sample's 19 players in the standings (got ${tomRows})`);
  const cutMatches = await page.evaluate(
    () =>
      document.querySelector('tcg-bracket')?.shadowRoot?.querySelectorAll('[part~="match"]')
        .length ?? 0,
  );
  check(cutMatches === 7, `import: the TOM sample's top 8 bracket (got ${cutMatches} matches)`);
  await page.click('#sample-bm');
  await page.waitForFunction(() =>
    (document.querySelector('#status')?.textContent ?? '').includes('brackets-manager'),
  );
  const bmMatches = await page.evaluate(
    () =>
      document.querySelector('tcg-bracket')?.shadowRoot?.querySelectorAll('[part~="match"]')
        .length ?? 0,
  );
  check(
    bmMatches === 14,
    `import: the brackets-manager sample's 14 matches shown (got ${bmMatches})`,
  );

  await page.goto(`${origin}/#/search`);
  await page.waitForSelector('#results li');
  const explained = await page.textContent('#explain');
  check(explained === 'Demacia units that cost 2 or less.', `search: explain (got "${explained}")`);
  const count = await page.textContent('#count');
  check(
    /of 2512,/.test(count ?? ''),
    `search: runs over the full LoR pool of 2,512 cards (got "${count}")`,
  );
  await page.fill('input[name="q"]', 'gaern');
  await page
    .waitForFunction(() => document.querySelector('#results li')?.textContent?.startsWith('Garen'))
    .catch(() => {});
  const first = await page.textContent('#results li');
  check(
    first?.startsWith('Garen') ?? false,
    `search: a swapped pair still finds Garen (got "${first}")`,
  );
  await page.fill('input[name="q"]', 'rarty:epic');
  const issue = await page.textContent('#issues li');
  check(
    /Did you mean/.test(issue ?? ''),
    `search: a did-you-mean for an unknown field (got "${issue}")`,
  );

  for (const game of ['pokemon', 'riftbound', 'lor']) {
    await page.goto(`${origin}/#/deck`);
    await page.selectOption('select[name="game"]', game);
    await page.click('#deck button');
    await page.waitForFunction(
      () =>
        (document
          .querySelector('tcg-calculator-dashboard')
          ?.shadowRoot?.querySelectorAll('[part~="grid"] > *').length ?? 0) > 0,
    );
    const widgets = await page.evaluate(
      () =>
        document
          .querySelector('tcg-calculator-dashboard')
          .shadowRoot.querySelectorAll('[part~="grid"] > *').length,
    );
    const status = await page.textContent('#status');
    check(
      widgets >= 3 && /^Read as/.test(status ?? ''),
      `deck (${game}): dashboard drawn (${widgets} widgets, "${status}")`,
    );
    const verdict = await page.textContent('#validation');
    check(
      /^Deck builder \(built-in \w+ rules\): (legal|illegal)/.test(verdict ?? ''),
      `deck (${game}): validated on the full pool (got "${verdict}")`,
    );
  }
} catch (error) {
  problems.push(String(error));
} finally {
  await browser.close();
  await server.close();
}
if (problems.length > 0) {
  console.error(`playground smoke test failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'playground smoke test: every page loads; Swiss into top 8, brackets, groups into playoffs, free-for-all, deck import, validation and dashboards for three games and card search on the full card pools all work',
);
