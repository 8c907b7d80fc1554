// <tcg-deck> loads its engines (@tcgkit/deck-codes and the deck model, in
// src/deck/deck-model.ts) with a dynamic import() the first time it has something to read. This
// file imports only the element's entry (no engine, statically or through a fixture), so the
// page's resource timing shows whether and when the engine modules were requested. The Vite dev
// server serves each module as its own request, as a split production build serves the chunk.
import { afterEach, describe, expect, it } from 'vitest';
import '../src/define/tcg-deck.js';
import type { TcgDeck } from '../src/index.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const requested = (part: string): string[] =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => name.includes(part));

const ENGINE = '/src/deck/deck-model.ts';
const DECK_CODES = '/deck-codes/src/';
const LOR_CODE = 'CEAQ2AIAAEDASCYMCQKRUJZNFY2TOAABAEAQABY';

async function mount(): Promise<TcgDeck> {
  document.body.innerHTML = '<main><h1>Deck</h1><tcg-deck></tcg-deck></main>';
  const el = document.querySelector('tcg-deck')!;
  await el.updateComplete;
  return el;
}

describe('<tcg-deck> loads its engines on demand', () => {
  // The tests of this file share one page and run in order: nothing loaded, then the first deck.
  it('with nothing set, the element renders its empty state and requests no engine module', async () => {
    // The entry itself was fetched, so resource timing does record this page's module requests.
    expect(requested('/src/deck/tcg-deck.ts')).not.toEqual([]);
    const el = await mount();
    expect(el.shadowRoot!.textContent).toContain('No deck.');
    el.strings = { empty: 'Nothing yet.' };
    el.headingLevel = 3;
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).toContain('Nothing yet.');
    expect(requested(ENGINE)).toEqual([]);
    expect(requested(DECK_CODES)).toEqual([]);
    expect(requested('/cards/src/index.ts')).toEqual([]);
  });

  it('the first code loads the engines once, shows the loading state meanwhile, and updateComplete waits for the deck', async () => {
    // The catalog is page data; loading it does not load the deck engines.
    const { sampleCatalogs } = await import('@tcgkit/cards/samples');
    expect(requested(ENGINE)).toEqual([]);
    const el = await mount();
    el.catalog = sampleCatalogs.lor;
    el.code = LOR_CODE;
    // Lit renders in a microtask; fetching a module takes a network round trip, so the first
    // render, a few microtasks later, is the loading state.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const busy = el.shadowRoot!.querySelector('[aria-busy="true"]');
    expect(busy?.textContent).toBe('Loading the deck…');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.size')?.textContent).toBe('40 cards');
    expect(el.shadowRoot!.querySelector('[aria-busy]')).toBeNull();
    expect(requested(ENGINE)).toHaveLength(1);
    expect(requested(DECK_CODES).length).toBeGreaterThan(0);
    // A second element on the page uses the engines already loaded: no new request, and the
    // deck is there after its first update.
    const before = performance.getEntriesByType('resource').length;
    document.body.insertAdjacentHTML('beforeend', '<tcg-deck></tcg-deck>');
    const second = document.querySelectorAll('tcg-deck')[1] as TcgDeck;
    second.catalog = sampleCatalogs.lor;
    second.code = LOR_CODE;
    await second.updateComplete;
    expect(second.shadowRoot!.querySelector('.size')?.textContent).toBe('40 cards');
    expect(performance.getEntriesByType('resource').length).toBe(before);
    expect(requested(ENGINE)).toHaveLength(1);
  });
});
