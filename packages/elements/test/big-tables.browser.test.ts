// Standings and pairings of big events (issue 21): windowed rows that follow the scroll, the
// find-a-player box, keyboard navigation past the rows of the first frame, and the sticky player
// column at 360 px.
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../src/define/tcg-standings.js';
import '../src/define/tcg-pairings.js';
import type { TcgPairings, TcgStandings } from '../src/index.js';
import { axeViolations } from './axe.js';
import { bigPairings, bigStandings } from './fixtures/big-views.js';

afterEach(async () => {
  document.body.innerHTML = '';
  scrollTo(0, 0);
  await page.viewport(1280, 800);
});

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
async function settle(el: TcgStandings | TcgPairings): Promise<void> {
  // The window follows the viewport one frame after a scroll, then re-renders.
  for (let i = 0; i < 3; i++) {
    await frame();
    await el.updateComplete;
  }
}

async function mount<T extends 'tcg-standings' | 'tcg-pairings'>(
  tag: T,
  setup: (el: HTMLElementTagNameMap[T]) => void,
): Promise<HTMLElementTagNameMap[T]> {
  const el = document.createElement(tag);
  setup(el);
  document.body.append(el);
  await el.updateComplete;
  await settle(el);
  return el;
}

const dataRows = (el: Element) => [
  ...el.shadowRoot!.querySelectorAll('tbody[data-window] > tr:not(.spacer)'),
];
const playerNames = (el: Element) =>
  dataRows(el).map((r) =>
    r.querySelector('th[scope="row"]')!.textContent!.replace(/\s+/g, ' ').trim(),
  );

describe('standings of 4,096 players', () => {
  it('renders only the rows near the viewport, tells assistive technology the full count, and keeps the table as tall as every row', async () => {
    const el = await mount('tcg-standings', (e) => (e.view = bigStandings(4096)));
    const rows = dataRows(el);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThan(200);
    expect(el.shadowRoot!.querySelector('table')!.getAttribute('aria-rowcount')).toBe('4097');
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(playerNames(el)[0]).toBe('Player 1 Okafor');
    const rowHeight = rows[1]!.getBoundingClientRect().top - rows[0]!.getBoundingClientRect().top;
    const body = el.shadowRoot!.querySelector('tbody')!.getBoundingClientRect();
    expect(body.height).toBeGreaterThan(4096 * rowHeight * 0.9);
    expect(body.height).toBeLessThan(4096 * rowHeight * 1.1);
  });

  it('follows the scroll: the middle of the table and its last row are rendered where the reader looks', async () => {
    const el = await mount('tcg-standings', (e) => (e.view = bigStandings(4096)));
    const body = el.shadowRoot!.querySelector('tbody')!;
    const top = body.getBoundingClientRect().top + scrollY;
    scrollTo(0, top + body.getBoundingClientRect().height / 2);
    await settle(el);
    // The row at the top of the viewport is a real row near the middle of the standings.
    const atTop = el.shadowRoot!.elementFromPoint(200, 10)?.closest('tr');
    expect(atTop?.classList.contains('spacer')).toBe(false);
    const rank = Number(atTop!.querySelector('td')!.textContent!.replace(/\D/g, ''));
    expect(rank).toBeGreaterThan(1800);
    expect(rank).toBeLessThan(2300);
    expect(dataRows(el).length).toBeLessThan(200);

    scrollTo(0, document.documentElement.scrollHeight);
    await settle(el);
    expect(playerNames(el).at(-1)).toBe('Player 4096 Okafor');
    expect(el.shadowRoot!.querySelectorAll('tr.spacer')).toHaveLength(1);
  });

  it('finds a player by name, ignoring case and accents, keeps their rank, and says how many match', async () => {
    const el = await mount('tcg-standings', (e) => (e.view = bigStandings(4096)));
    const input = el.shadowRoot!.querySelector('input[type="search"]') as HTMLInputElement;
    expect(el.shadowRoot!.querySelector('label[for="find"]')!.textContent).toBe('Find a player');
    await userEvent.type(input, 'player 3073 MULLER');
    await settle(el);
    expect(playerNames(el)).toEqual(['Player 3073 Müller']);
    expect(dataRows(el)[0]!.querySelector('td')!.textContent!.trim()).toBe('3,073');
    expect(el.shadowRoot!.querySelector('.find [role="status"]')!.textContent).toBe(
      '1 of 4,096 players',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'nobody');
    await settle(el);
    expect(el.shadowRoot!.querySelector('tbody td')!.textContent).toBe(
      'No player matches this name.',
    );
    expect(el.shadowRoot!.querySelector('.find [role="status"]')!.textContent).toBe(
      '0 of 4,096 players',
    );
    await userEvent.clear(input);
    await settle(el);
    expect(playerNames(el)[0]).toBe('Player 1 Okafor');
    expect(el.shadowRoot!.querySelector('.find [role="status"]')!.textContent).toBe('');
  });

  it('keeps keyboard navigation going past the rows of the first frame (Tab and Shift+Tab)', async () => {
    const el = await mount('tcg-standings', (e) => {
      e.view = bigStandings(1024);
      e.selectablePlayers = true;
    });
    const firstFrame = new Set(playerNames(el));
    const button = (name: string) =>
      [...el.shadowRoot!.querySelectorAll('th[scope="row"] button')].find(
        (b) => b.textContent!.trim() === name,
      ) as HTMLButtonElement;
    const last = [...firstFrame].at(-1)!;
    button(last).focus();
    // Each row has two stops: the player's name and the OMW% explanation.
    for (let i = 0; i < 2 * 30; i++) {
      await userEvent.keyboard('{Tab}');
      await settle(el);
    }
    const focused = el.shadowRoot!.activeElement as HTMLElement;
    const name = focused.closest('tr')!.querySelector('th[scope="row"]')!.textContent!.trim();
    const n = Number(/Player (\d+)/.exec(last)![1]) + 30;
    expect(name).toBe(
      `Player ${n} ${['Okafor', 'Nguyen', 'Müller', 'Silva', 'Kowalski'][(n - 1) % 5]}`,
    );
    expect(firstFrame.has(name)).toBe(false);
    expect(focused.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
    for (let i = 0; i < 2 * 5; i++) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await settle(el);
    }
    const back = (el.shadowRoot!.activeElement as HTMLElement).closest('tr')!;
    expect(back.querySelector('th[scope="row"]')!.textContent!.trim()).toMatch(
      new RegExp(`^Player ${n - 5} `),
    );
  });

  it('opens an explanation on a windowed row, and axe finds nothing at 360 px', async () => {
    await page.viewport(360, 800);
    const el = await mount('tcg-standings', (e) => (e.view = bigStandings(1024)));
    (el.shadowRoot!.querySelector('tbody button') as HTMLButtonElement).click();
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part~="explanation"]')).not.toBeNull();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    expect(await axeViolations(el)).toEqual([]);
  });
});

describe('pairings of 4,096 players', () => {
  it('windows 2,048 tables and finds a player at any table', async () => {
    const el = await mount('tcg-pairings', (e) => (e.view = bigPairings(4096)));
    expect(dataRows(el).length).toBeLessThan(200);
    expect(el.shadowRoot!.querySelector('table')!.getAttribute('aria-rowcount')).toBe('2049');
    const input = el.shadowRoot!.querySelector('input[type="search"]') as HTMLInputElement;
    await userEvent.type(input, 'Player 3001 ');
    await settle(el);
    const rows = dataRows(el).map((r) =>
      [...r.querySelectorAll('th, td')].map((c) => c.textContent!.replace(/\s+/g, ' ').trim()),
    );
    expect(rows).toEqual([
      ['1,501', 'Player 3001 Okafor (9 pts)', 'Player 3002 Nguyen (9 pts)', 'In progress'],
    ]);
    expect(el.shadowRoot!.querySelector('.find [role="status"]')!.textContent).toBe(
      '1 of 2,048 tables',
    );
    expect(await axeViolations(el)).toEqual([]);
  });

  it('hides the find box for a small round unless search="on", and never shows it with search="off"', async () => {
    const small = await mount('tcg-pairings', (e) => (e.view = bigPairings(8)));
    expect(small.shadowRoot!.querySelector('input')).toBeNull();
    small.search = 'on';
    await small.updateComplete;
    expect(small.shadowRoot!.querySelector('input')).not.toBeNull();
    const big = await mount('tcg-pairings', (e) => {
      e.view = bigPairings(4096);
      e.search = 'off';
    });
    expect(big.shadowRoot!.querySelector('input')).toBeNull();
  });
});

describe('sticky player column at 360 px', () => {
  async function scrolled(el: TcgStandings | TcgPairings, playerCell: string) {
    const scroller = el.shadowRoot!.querySelector('.scroll') as HTMLElement;
    const row = dataRows(el)[0]!;
    const first = row.querySelector('.pin0')!;
    const player = row.querySelector(playerCell)!;
    const last = row.lastElementChild!;
    const before = {
      first: first.getBoundingClientRect(),
      player: player.getBoundingClientRect(),
      last: last.getBoundingClientRect(),
    };
    expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    scroller.scrollLeft = 150;
    await frame();
    const after = {
      first: first.getBoundingClientRect(),
      player: player.getBoundingClientRect(),
      last: last.getBoundingClientRect(),
    };
    return { before, after, scroller };
  }

  it('standings: rank and player stay put while the other columns scroll under them', async () => {
    await page.viewport(360, 800);
    const el = await mount('tcg-standings', (e) => (e.view = bigStandings(40)));
    const { before, after } = await scrolled(el, 'th[scope="row"]');
    expect(after.first.left).toBeCloseTo(before.first.left, 0);
    expect(after.player.left).toBeCloseTo(before.player.left, 0);
    // The player column starts where the rank column ends: nothing overlaps.
    expect(after.player.left).toBeGreaterThanOrEqual(after.first.right - 1);
    expect(after.last.left).toBeCloseTo(before.last.left - 150, 0);
  });

  it('pairings: table number and player stay put while the opponent and result scroll', async () => {
    await page.viewport(360, 800);
    const el = await mount('tcg-pairings', (e) => {
      e.view = {
        ...bigPairings(40),
        tables: bigPairings(40).tables.map((t) => ({
          ...t,
          seats: [
            { ...t.seats[0], name: `${t.seats[0].name} Featherstonehaugh-Wolfeschlegel` },
            t.seats[1],
          ],
        })),
      };
    });
    const { before, after } = await scrolled(el, '.pin1');
    expect(after.first.left).toBeCloseTo(before.first.left, 0);
    expect(after.player.left).toBeCloseTo(before.player.left, 0);
    expect(after.player.left).toBeGreaterThanOrEqual(after.first.right - 1);
    expect(after.last.left).toBeCloseTo(before.last.left - 150, 0);
  });
});
