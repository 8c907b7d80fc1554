import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../src/define/tcg-groups.js';
import '../src/define/tcg-lobbies.js';
import type { TcgGroups, TcgLobbies } from '../src/index.js';
import { axeViolations } from './axe.js';
import { groupsView } from './fixtures/groups-view.js';
import { lobbiesView } from './fixtures/lobbies-view.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Whether a cell lies wholly inside the visible part of its scroll box. */
function visibleIn(cell: Element, scroll: Element): boolean {
  const c = cell.getBoundingClientRect();
  const s = scroll.getBoundingClientRect();
  return c.left >= s.left - 0.5 && c.right <= s.right + 0.5;
}

async function groups(): Promise<TcgGroups> {
  document.body.innerHTML = '<main><h1>Cup</h1><tcg-groups></tcg-groups></main>';
  const el = document.querySelector('tcg-groups')!;
  el.view = groupsView;
  await el.updateComplete;
  for (const t of el.shadowRoot!.querySelectorAll('tcg-standings')) await t.updateComplete;
  return el;
}

describe('group and lobby tables at 1280 px', () => {
  it('keeps the pinned "In the knockout" column visible in every group table, folded and unfolded', async () => {
    await page.viewport(1280, 900);
    const el = await groups();
    for (const expanded of [false, true]) {
      if (expanded) {
        el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="toggle"]')!.click();
        await el.updateComplete;
        for (const t of el.shadowRoot!.querySelectorAll('tcg-standings')) await t.updateComplete;
      }
      for (const table of el.shadowRoot!.querySelectorAll('tcg-standings')) {
        const root = table.shadowRoot!;
        const scroll = root.querySelector('.scroll')!;
        const header = [...root.querySelectorAll('thead th')].find(
          (th) => th.textContent!.trim() === 'In the knockout',
        )!;
        expect(header).toBeDefined();
        expect(visibleIn(header, scroll)).toBe(true);
        for (const row of root.querySelectorAll('tbody tr')) {
          const cells = [...row.children];
          const knockout = cells[[...header.parentElement!.children].indexOf(header)]!;
          expect(visibleIn(knockout, scroll)).toBe(true);
        }
      }
    }
    expect(await axeViolations(el.closest('main')!)).toEqual([]);
  });

  it('shows "Points earned" and "Eliminations" of a finished lobby whole, and names the lobby button with the formatted number', async () => {
    await page.viewport(1280, 900);
    document.body.innerHTML =
      '<main lang="ar-EG"><h1>Pods</h1><tcg-lobbies selectable-lobbies></tcg-lobbies></main>';
    const el = document.querySelector('tcg-lobbies') as TcgLobbies;
    el.view = {
      ...lobbiesView,
      lobbies: [...lobbiesView.lobbies, { ...lobbiesView.lobbies[0]!, id: 'm2-l3', number: 3 }],
    };
    await el.updateComplete;
    const tables = [...el.shadowRoot!.querySelectorAll('[part~="lobby"]')];
    for (const table of tables) {
      const scroll = table.parentElement!;
      expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
      for (const th of table.querySelectorAll('thead th')) expect(visibleIn(th, scroll)).toBe(true);
    }
    const headers = [...tables[0]!.querySelectorAll('thead th')].map((th) =>
      th.textContent!.trim(),
    );
    expect(headers).toContain('Points earned');
    expect(headers).toContain('Eliminations');
    const button = el.shadowRoot!.querySelector('button.link')!;
    // The title reads "Lobby ١" in Arabic digits; the accessible name says the same number.
    expect(button.textContent!.trim()).toBe('Lobby ١');
    expect(button.getAttribute('aria-label')).toBe('Open lobby ١');
    expect(await axeViolations(el.closest('main')!)).toEqual([]);
  });

  it('keeps a lobby readable at 360 px: the table scrolls inside its named, focusable region', async () => {
    await page.viewport(360, 800);
    document.body.innerHTML = '<main><h1>Pods</h1><tcg-lobbies></tcg-lobbies></main>';
    const el = document.querySelector('tcg-lobbies') as TcgLobbies;
    el.view = lobbiesView;
    await el.updateComplete;
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const region = el.shadowRoot!.querySelector('[role="group"]')!;
    expect(region.getAttribute('aria-label')).toBe('Lobby 1');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(await axeViolations(el.closest('main')!)).toEqual([]);
  });
});
