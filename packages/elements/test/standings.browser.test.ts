import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../src/define/tcg-standings.js';
import '../src/define/tcg-pairings.js';
import type { TcgPairings, TcgStandings } from '../src/index.js';
import { axeViolations } from './axe.js';
import { pairingsView, standingsView } from './fixtures/views.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function mountStandings(setup?: (el: TcgStandings) => void): Promise<TcgStandings> {
  const el = document.createElement('tcg-standings');
  setup?.(el);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const cellTexts = (row: Element) =>
  [...row.querySelectorAll('th, td')].map((c) => c.textContent!.replace(/\s+/g, ' ').trim());

describe('<tcg-standings>', () => {
  it('renders rank, player, record, points and each tiebreaker column, without repeating points', async () => {
    const el = await mountStandings((e) => (e.view = standingsView));
    const root = el.shadowRoot!;
    expect(root.querySelector('caption')!.textContent).toBe('Standings after round 3');
    expect(cellTexts(root.querySelector('thead tr')!)).toEqual([
      'Rank',
      'Player',
      'Record (W–L–D)',
      'Points',
      'OMW%',
      'GW%',
    ]);
    const rows = root.querySelectorAll('tbody tr[part~="row"]');
    expect(rows).toHaveLength(4);
    expect(cellTexts(rows[0]!)).toEqual(['1', 'Ana', '3–0–0', '9', '55.55%', '85.71%']);
    expect(cellTexts(rows[3]!)).toEqual(['4', 'Cy (dropped)', '0–3–0', '0', '–', '–']);
  });

  it('marks shared placements visibly and for screen readers', async () => {
    const el = await mountStandings((e) => (e.view = standingsView));
    const rank = el.shadowRoot!.querySelectorAll('tbody tr[part~="row"]')[1]!.querySelector('td')!;
    expect(rank.querySelector('[aria-hidden="true"]')!.textContent).toBe('=2');
    expect(rank.querySelector('.visually-hidden')!.textContent).toBe('tied for 2');
  });

  it('opens and closes a cell explanation with the keyboard, wired with aria-expanded and aria-controls', async () => {
    const el = await mountStandings((e) => (e.view = standingsView));
    const button = el.shadowRoot!.querySelector('tbody button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('OMW% 55.55% for Ana: show how it is computed');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = el.shadowRoot!.getElementById(button.getAttribute('aria-controls')!)!;
    expect([...panel.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Ben: 66.67%',
      'Cy: 33.33% (floor)',
      'Dee: 66.67%',
    ]);
    await userEvent.keyboard(' ');
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(el.shadowRoot!.querySelector('[part~="explanation"]')).toBeNull();
  });

  it('fires a typed, bubbling, composed tcg-player-select event', async () => {
    const el = await mountStandings((e) => {
      e.view = standingsView;
      e.selectablePlayers = true;
    });
    const heard: string[] = [];
    document.addEventListener('tcg-player-select', (e) => heard.push(e.participantId), {
      once: true,
    });
    (el.shadowRoot!.querySelector('th[scope="row"] button') as HTMLButtonElement).click();
    expect(heard).toEqual(['ana']);
  });

  it('reads inline JSON, and reports a wrong kind or bad JSON with an alert and a tcg-data-error event', async () => {
    document.body.innerHTML = `<tcg-standings><script type="application/json">${JSON.stringify(standingsView)}</script></tcg-standings>`;
    const el = document.querySelector('tcg-standings')!;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('tbody tr[part~="row"]')).toHaveLength(4);

    const codes: string[] = [];
    document.addEventListener('tcg-data-error', (e) => codes.push(e.code));
    document.body.innerHTML += `<tcg-standings id="w"><script type="application/json">{"kind":"bracket"}</script></tcg-standings>
      <tcg-standings id="b"><script type="application/json">{nope</script></tcg-standings>`;
    const wrong = document.getElementById('w') as TcgStandings;
    const bad = document.getElementById('b') as TcgStandings;
    await wrong.updateComplete;
    await bad.updateComplete;
    expect(wrong.shadowRoot!.querySelector('[role="alert"]')!.textContent).toMatch(
      /not a standings view/,
    );
    expect(bad.shadowRoot!.querySelector('[role="alert"]')!.textContent).toMatch(/not valid JSON/);
    expect(codes).toEqual(expect.arrayContaining(['elements/wrong-kind', 'elements/bad-json']));
  });

  it('loads from src, and reports a failed fetch', async () => {
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(standingsView)], { type: 'application/json' }),
    );
    const el = await mountStandings((e) => (e.src = url));
    await expect
      .poll(() => el.shadowRoot!.querySelectorAll('tbody tr[part~="row"]').length)
      .toBe(4);
    const failing = await mountStandings((e) => (e.src = '/definitely-missing.json'));
    await expect
      .poll(() => failing.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? '')
      .toMatch(/Could not load/);
  });

  it('says so when there is nothing to show yet', async () => {
    const el = await mountStandings();
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).toBe('No standings yet.');
    el.view = { ...standingsView, rows: [] };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('tbody td')!.textContent).toBe('No standings yet.');
  });

  it('takes overridden strings and localized digits', async () => {
    document.body.innerHTML = '<div lang="ar-EG"><tcg-standings></tcg-standings></div>';
    const el = document.querySelector('tcg-standings')!;
    el.view = standingsView;
    el.strings = { rank: 'الترتيب' };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('thead th')!.textContent).toBe('الترتيب');
    expect(el.shadowRoot!.querySelector('tbody td')!.textContent!.trim()).toBe('١');
  });

  for (const width of [360, 1280]) {
    it(`fits a ${width}px viewport: the table scrolls inside a focusable region, and axe finds nothing (light and dark)`, async () => {
      await page.viewport(width, 800);
      document.body.innerHTML = `<main><h1>Event</h1><tcg-standings></tcg-standings>
        <div style="background:#0d1117;color:#e6edf3"><tcg-standings theme="dark"></tcg-standings></div></main>`;
      const [light, dark] = [...document.querySelectorAll('tcg-standings')];
      for (const el of [light!, dark!]) {
        el.view = standingsView;
        await el.updateComplete;
      }
      (light!.shadowRoot!.querySelector('tbody button') as HTMLButtonElement).click();
      await light!.updateComplete;
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
      expect(await axeViolations(document.querySelector('main')!)).toEqual([]);
    });
  }
});

describe('<tcg-pairings>', () => {
  async function mountPairings(): Promise<TcgPairings> {
    const el = document.createElement('tcg-pairings');
    el.view = pairingsView;
    document.body.append(el);
    await el.updateComplete;
    return el;
  }

  it('renders tables with points, reported results, and byes', async () => {
    const el = await mountPairings();
    const root = el.shadowRoot!;
    expect(root.querySelector('caption')!.textContent).toBe('Round 2 pairings');
    const rows = [...root.querySelectorAll('tbody tr')].map(cellTexts);
    expect(rows).toEqual([
      ['1', 'Ana (3 pts)', 'Ben (3 pts)', '2–1'],
      ['2', 'Cy (0 pts)', 'Dee (0 pts)', 'In progress'],
    ]);
    expect(root.querySelector('.winner')!.textContent).toBe('Ana');
    expect(
      [...root.querySelectorAll('[part~="byes"] li')].map((li) => li.textContent!.trim()),
    ).toEqual(['Eli (3 pts)']);
  });

  it('fires tcg-match-select for a table when tables are selectable', async () => {
    const el = await mountPairings();
    el.selectableTables = true;
    await el.updateComplete;
    const heard: string[] = [];
    el.addEventListener('tcg-match-select', (e) => heard.push(e.matchId));
    (el.shadowRoot!.querySelectorAll('tbody button')[1] as HTMLButtonElement).click();
    expect(heard).toEqual(['table-2']);
  });

  it('has no axe violations at 360px', async () => {
    await page.viewport(360, 800);
    const el = await mountPairings();
    expect(await axeViolations(el)).toEqual([]);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});
