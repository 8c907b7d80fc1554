// Open decklists after the cut (issue 34): the registered lists of the top players in each game's
// list format, read back to the same lists, and as a page with every text escaped.
import { readFileSync } from 'node:fs';
import { importDeck } from '@tcgkit/deck-codes';
import { describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import {
  createDeckRegistry,
  type DeckRegistry,
  deckHash,
  OPEN_DECKLIST_FORMATS,
  openDecklists,
  openDecklistsPage,
  registerDeck,
} from '../src/events.js';
import { RIFT1 } from './fixtures/decks.js';

const pokemon = exampleCatalog('pokemon');
const riftbound = exampleCatalog('riftbound');
const text = (file: string) =>
  readFileSync(new URL(`./fixtures/tcg-live/${file}`, import.meta.url), 'utf8');

async function registered(
  game: 'pokemon' | 'riftbound',
  lists: Record<string, string>,
  catalog: typeof pokemon | typeof riftbound,
) {
  let registry: DeckRegistry = createDeckRegistry(game, { format: 'Standard', lists: 'required' });
  for (const [playerId, list] of Object.entries(lists)) {
    const r = await registerDeck(registry, { playerId, list, at: 0 }, catalog);
    if (!r.ok) throw new Error(r.error.message);
    registry = r.value.registry;
  }
  return registry;
}

describe('openDecklists', () => {
  it('Pokémon: the top players’ lists as TCG Live lists, in placing order, reading back to the registered lists', async () => {
    const registry = await registered(
      'pokemon',
      { a: text('05-dragapult.txt'), b: text('01-rocket-weezing.txt') },
      pokemon,
    );
    const players = [
      { playerId: 'b', name: 'Bea', place: 1 },
      { playerId: 'a', name: 'Ash', place: 2 },
      { playerId: 'c', name: 'Cy', place: 3 },
    ];
    const r = openDecklists(registry, players, pokemon);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((l) => [l.place, l.name, l.format, l.list === undefined])).toEqual([
      [1, 'Bea', 'ptcg-live', false],
      [2, 'Ash', 'ptcg-live', false],
      [3, 'Cy', 'ptcg-live', true],
    ]);
    for (const l of r.value.slice(0, 2)) {
      const back = importDeck(l.list!, 'pokemon', pokemon);
      if (!back.ok) throw new Error(back.error.message);
      expect(await deckHash(back.value, pokemon)).toBe(l.hash);
      expect(l.hash).toBe(registry.registrations[l.playerId]!.hash);
    }
  });

  it('Riftbound: Piltover Archive lists', async () => {
    const registry = await registered('riftbound', { r: RIFT1 }, riftbound);
    const r = openDecklists(registry, [{ playerId: 'r', name: 'Rae', place: 1 }], riftbound);
    if (!r.ok) throw new Error(r.error.message);
    expect(OPEN_DECKLIST_FORMATS.riftbound).toBe('piltover-list');
    expect(r.value[0]!.list).toContain('Legend:');
    const back = importDeck(r.value[0]!.list!, 'riftbound', riftbound);
    if (!back.ok) throw new Error(back.error.message);
    expect(await deckHash(back.value, riftbound)).toBe(r.value[0]!.hash);
  });

  it('the page: a whole document, one section per player, every text escaped', async () => {
    const registry = await registered('pokemon', { a: text('05-dragapult.txt') }, pokemon);
    const r = openDecklists(
      registry,
      [
        { playerId: 'a', name: '<b>Ash</b> & "co"', place: 1 },
        { playerId: 'z', name: 'Zed', place: 2 },
      ],
      pokemon,
    );
    if (!r.ok) throw new Error(r.error.message);
    const page = openDecklistsPage(r.value, { title: 'League Cup <top 8>' });
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<title>League Cup &lt;top 8&gt;</title>');
    expect(page).toContain('<h2>1. &lt;b&gt;Ash&lt;/b&gt; &amp; &quot;co&quot;</h2>');
    expect(page).toContain('<h2>2. Zed</h2>\n<p>No list registered.</p>');
    expect(page).toContain(`<code>${registry.registrations.a!.hash}</code>`);
    expect(page.match(/<section>/g)).toHaveLength(2);
    expect(page).not.toContain('<b>');
  });
});
