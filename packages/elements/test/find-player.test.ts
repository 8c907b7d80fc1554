import { describe, expect, it } from 'vitest';
import { FindPlayer, foldName, showsSearch } from '../src/shared/find-player.js';
import type { RowWindow } from '../src/shared/row-window.js';

// The find-a-player piece shared by <tcg-standings> and <tcg-pairings>; the elements' own tests
// (standings.browser, big-tables.browser) cover the box in the page.
function finder<Row>(names: (row: Row) => string, printing = false) {
  let updates = 0;
  let resets = 0;
  const window = { printing, reset: () => resets++ } as unknown as RowWindow;
  const find = new FindPlayer<Row>({ requestUpdate: () => updates++ } as never, window, names);
  // Types into the box: calls the input handler of the template the box renders.
  const type = (text: string) => {
    const box = find.render('on', { find: 'Find', found: '{n} of {total}' }, 0, 0, 'en') as {
      values: unknown[];
    };
    const onInput = box.values.find((v): v is (e: Event) => void => typeof v === 'function')!;
    onInput({ target: { value: text } } as unknown as Event);
  };
  return { find, type, counts: () => ({ updates, resets }) };
}

const rows = [{ name: 'José Müller' }, { name: 'Ana' }, { name: 'Åsa Jönsson' }];

describe('FindPlayer', () => {
  it('keeps the rows whose name contains the text, case and accents ignored', () => {
    const { find, type, counts } = finder((r: { name: string }) => r.name);
    expect(find.filter(rows)).toBe(rows);
    type('  muller ');
    expect(find.searching).toBe(true);
    expect(find.filter(rows)).toEqual([{ name: 'José Müller' }]);
    type('ÅSA');
    expect(find.filter(rows)).toEqual([{ name: 'Åsa Jönsson' }]);
    type('nobody');
    expect(find.filter(rows)).toEqual([]);
    // Every keystroke re-renders the host and starts the row window again from the top.
    expect(counts()).toEqual({ updates: 3, resets: 3 });
    type('   ');
    expect(find.searching).toBe(false);
    expect(find.filter(rows)).toBe(rows);
  });

  it('finds a pairings table by either player, and ignores the search in a printout', () => {
    const tables = [{ seats: ['Ana', 'Ben'] }, { seats: ['Cy', 'Dee'] }];
    const { find, type } = finder((t: { seats: string[] }) => t.seats.join('\n'));
    type('dee');
    expect(find.filter(tables)).toEqual([tables[1]]);
    // A line break joins the names, so no text spans two players.
    type('cydee');
    expect(find.filter(tables)).toEqual([]);
    const printing = finder((t: { seats: string[] }) => t.seats.join('\n'), true);
    printing.type('dee');
    expect(printing.find.filter(tables)).toBe(tables);
  });

  it('shows the box from 20 rows on auto, always on on, never on off', () => {
    expect([19, 20].map((n) => showsSearch('auto', n))).toEqual([false, true]);
    expect(showsSearch('on', 0)).toBe(true);
    expect(showsSearch('off', 5000)).toBe(false);
    expect(foldName('ÉLODIE Ñúñez')).toBe('elodie nunez');
  });
});
