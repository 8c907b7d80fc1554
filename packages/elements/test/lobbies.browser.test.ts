import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../src/define/tcg-lobbies.js';
import type { TcgLobbies } from '../src/index.js';
import { axeViolations } from './axe.js';
import { lobbiesView } from './fixtures/lobbies-view.js';

afterEach(() => {
  document.body.innerHTML = '';
});

async function mount(): Promise<TcgLobbies> {
  document.body.innerHTML = '<main><h1>Pods</h1><tcg-lobbies></tcg-lobbies></main>';
  const el = document.querySelector('tcg-lobbies')!;
  el.view = lobbiesView;
  await el.updateComplete;
  return el;
}

const rows = (table: Element) =>
  [...table.querySelectorAll('tr')].map((r) => [...r.children].map((c) => c.textContent!.trim()));

describe('<tcg-lobbies>', () => {
  it('shows a reported lobby in finishing order with shared places, points and eliminations', async () => {
    const el = await mount();
    const [done, open] = [...el.shadowRoot!.querySelectorAll('table')];
    expect(done!.querySelector('caption')!.textContent!.replace(/\s+/g, ' ').trim()).toBe(
      'Lobby 1 (finished)',
    );
    expect(rows(done!)).toEqual([
      ['Place', 'Player', 'Points before', 'Points earned', 'Eliminations'],
      ['1', 'Ana', '4', '4', '2'],
      ['2', 'Ben', '3', '2.5', '0'],
      ['2', 'Cy', '2', '2.5', '0'],
      ['4', 'Dee', '1', '1', '0'],
    ]);
    expect(rows(open!)).toEqual([
      ['Seat', 'Player', 'Points before'],
      ['1', 'Eli', '4'],
      ['2', 'Fay', '3'],
      ['3', 'Gus', '2'],
    ]);
    expect(el.shadowRoot!.querySelector('p')!.textContent).toBe('Match 2 lobbies');
  });

  it('fires tcg-match-select with the lobby id when lobbies are selectable', async () => {
    const el = await mount();
    el.selectableLobbies = true;
    await el.updateComplete;
    const heard: string[] = [];
    document.addEventListener('tcg-match-select', (e) => heard.push(e.matchId), { once: true });
    (el.shadowRoot!.querySelectorAll('caption button')[1] as HTMLButtonElement).click();
    expect(heard).toEqual(['m2-l2']);
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
