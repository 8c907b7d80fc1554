import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../src/define/tcg-groups.js';
import type { TcgGroups } from '../src/index.js';
import { axeViolations } from './axe.js';
import { groupsView } from './fixtures/groups-view.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(): Promise<TcgGroups> {
  document.body.innerHTML = '<main><h1>Cup</h1><tcg-groups></tcg-groups></main>';
  const el = document.querySelector('tcg-groups')!;
  el.view = groupsView;
  await el.updateComplete;
  for (const t of el.shadowRoot!.querySelectorAll('tcg-standings')) await t.updateComplete;
  return el;
}

const headers = (el: TcgGroups, i: number) =>
  [
    ...el
      .shadowRoot!.querySelectorAll('tcg-standings')
      [i]!.shadowRoot!.querySelectorAll('thead th'),
  ].map((h) => h.textContent!.trim());

describe('<tcg-groups>', () => {
  it('shows one table per group with the knockout column pinned and tiebreakers folded', async () => {
    const el = await mount();
    const tables = el.shadowRoot!.querySelectorAll('tcg-standings');
    expect(tables).toHaveLength(2);
    expect(tables[0]!.shadowRoot!.querySelector('caption')!.textContent).toBe('Group A');
    expect(headers(el, 0)).toEqual([
      'Rank',
      'Player',
      'Record (W–L–D)',
      'Points',
      'In the knockout',
    ]);
    const firstRow = tables[1]!.shadowRoot!.querySelector('tbody tr')!;
    expect(firstRow.lastElementChild!.textContent!.trim()).toBe('Semifinal 2 v Ben');
  });

  it("unfolds every table's tiebreakers with one toggle, announced with aria-expanded", async () => {
    const el = await mount();
    const toggle = el.shadowRoot!.querySelector('button')!;
    // A disclosure (its label changes), not a toggle button: aria-pressed with a changing label
    // would be announced as "Hide tiebreakers, not pressed".
    expect(toggle.getAttribute('aria-pressed')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(el.shadowRoot!.getElementById(toggle.getAttribute('aria-controls')!)).toBe(
      el.shadowRoot!.querySelector('[part~="grid"]'),
    );
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    for (const t of el.shadowRoot!.querySelectorAll('tcg-standings')) await t.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent!.trim()).toBe('Hide tiebreakers');
    expect(headers(el, 1)).toEqual([
      'Rank',
      'Player',
      'Record (W–L–D)',
      'Points',
      // Pinned columns come before the tiebreakers, so they stay in view.
      'In the knockout',
      'GW%',
      'OMW%',
    ]);
  });

  it("follows the language of the page around it inside each group's table", async () => {
    document.body.innerHTML = '<main lang="ar-EG"><tcg-groups></tcg-groups></main>';
    const el = document.querySelector('tcg-groups')!;
    el.view = groupsView;
    await el.updateComplete;
    const table = el.shadowRoot!.querySelector('tcg-standings')!;
    await table.updateComplete;
    const firstRow = table.shadowRoot!.querySelector('tbody tr')!;
    // Rank 1 and 9 points in Arabic-Indic digits: the nested table looked past its shadow root.
    expect(firstRow.firstElementChild!.textContent!.trim()).toBe('١');
    expect(firstRow.querySelectorAll('td')[2]!.textContent!.trim()).toBe('٩');
  });

  for (const width of [360, 1280]) {
    it(`has no axe violations at ${width}px`, async () => {
      await page.viewport(width, 900);
      const el = await mount();
      expect(await axeViolations(el.closest('main')!)).toEqual([]);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    });
  }
});
