import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../src/define/tcg-ladder.js';
import type { TcgLadder } from '../src/index.js';
import { axeViolations } from './axe.js';
import { eloLadderView, ladderView } from './fixtures/ladder-view.js';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

async function mount(view = ladderView): Promise<TcgLadder> {
  document.body.innerHTML = '<main><h1>League</h1><tcg-ladder></tcg-ladder></main>';
  const el = document.querySelector('tcg-ladder')!;
  el.view = view;
  await el.updateComplete;
  await table(el).updateComplete;
  return el;
}

const table = (el: TcgLadder) =>
  el.shadowRoot!.querySelector('tcg-standings') as HTMLElement & {
    updateComplete: Promise<unknown>;
  };
const rows = (el: TcgLadder) =>
  [...table(el).shadowRoot!.querySelectorAll('tr')].map((r) =>
    [...r.children].map((c) => c.textContent!.replace(/\s+/g, ' ').trim()),
  );

describe('<tcg-ladder>', () => {
  it('shows rank (shared), player, rating, deviation as ±, change since the last event and matches', async () => {
    const el = await mount();
    expect(rows(el)).toEqual([
      ['Rank', 'Player', 'Rating', 'Deviation', 'Change', 'Matches'],
      ['1', 'Ana', '1,712', '±61', '+19', '24'],
      ['=2tied for 2', 'Ben', '1,604', '±76', '−7', '18'],
      ['=2tied for 2', 'Cy', '1,604', '±120', '0', '6'],
      ['4', 'Dee', '1,456', '±290', 'new', '3'],
    ]);
    expect(table(el).shadowRoot!.querySelector('caption')!.textContent).toBe('Season ladder');
  });

  it('opens the likely range (rating ± two deviations) from the deviation cell', async () => {
    const el = await mount();
    const button = table(el).shadowRoot!.querySelector('tbody button') as HTMLButtonElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    await table(el).updateComplete;
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const opened = table(el).shadowRoot!.querySelector('tr[part~="explanation"]')!;
    expect(opened.textContent!.replace(/\s+/g, ' ')).toContain(
      'Likely range (two deviations, about 95%): 1,590 to 1,835',
    );
  });

  it('has no deviation column under Elo', async () => {
    const el = await mount(eloLadderView);
    expect(rows(el)[0]).toEqual(['Rank', 'Player', 'Rating', 'Change', 'Matches']);
    expect(rows(el)[1]).toEqual(['1', 'Ana', '1,532', '+32', '2']);
    expect(table(el).shadowRoot!.querySelector('caption')!.textContent).toBe('Ladder');
  });

  it('formats numbers for the page language and takes string overrides', async () => {
    document.documentElement.lang = 'de';
    const el = await mount();
    el.strings = { rating: 'Wertung', newPlayer: 'neu' };
    await el.updateComplete;
    await table(el).updateComplete;
    expect(rows(el)[0]![2]).toBe('Wertung');
    expect(rows(el)[1]![2]).toBe('1.712');
    expect(rows(el)[4]![4]).toBe('neu');
  });

  it('fires tcg-player-select from a selectable name', async () => {
    const el = await mount();
    el.selectablePlayers = true;
    await el.updateComplete;
    await table(el).updateComplete;
    const heard: string[] = [];
    document.addEventListener('tcg-player-select', (e) => heard.push(e.participantId), {
      once: true,
    });
    (table(el).shadowRoot!.querySelector('th[scope="row"] button') as HTMLButtonElement).click();
    expect(heard).toEqual(['ana']);
  });

  it('reads inline JSON and refuses another kind of view', async () => {
    document.body.innerHTML = `<tcg-ladder><script type="application/json">${JSON.stringify(ladderView)}</script></tcg-ladder>`;
    const el = document.querySelector('tcg-ladder')!;
    await el.updateComplete;
    expect(el.view?.rows).toHaveLength(4);
    document.body.innerHTML =
      '<tcg-ladder><script type="application/json">{"kind":"standings","rows":[]}</script></tcg-ladder>';
    const wrong = document.querySelector('tcg-ladder')!;
    await wrong.updateComplete;
    expect(wrong.shadowRoot!.querySelector('[role="alert"]')!.textContent).toBe(
      'The data from inline JSON is not a ladder view.',
    );
  });

  it('says when there is no one rated yet', async () => {
    const el = await mount({ kind: 'ladder', rows: [] });
    expect(rows(el).at(-1)).toEqual(['No rated players yet.']);
    document.body.innerHTML = '<tcg-ladder></tcg-ladder>';
    const none = document.querySelector('tcg-ladder')!;
    await none.updateComplete;
    expect(none.shadowRoot!.textContent!.trim()).toBe('No rated players yet.');
  });

  for (const width of [360, 1280]) {
    it(`has no axe violations at ${width}px, closed and with a range open`, async () => {
      await page.viewport(width, 900);
      const el = await mount();
      expect(await axeViolations(el.closest('main')!)).toEqual([]);
      (table(el).shadowRoot!.querySelector('tbody button') as HTMLButtonElement).click();
      await table(el).updateComplete;
      expect(await axeViolations(el.closest('main')!)).toEqual([]);
    });
  }
});
