// Card images in <tcg-deck> tooltips (issue 22): only when the page gives an `image-template`
// (no hot-linking by default), filled per card from the catalog, alt text the card's name, lazy
// loading, and an image that fails to load hidden rather than shown broken.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { afterEach, describe, expect, it } from 'vitest';
import '../src/define/tcg-deck.js';
import type { TcgDeck } from '../src/index.js';
import { LOR_CODE, PTCG_LIVE, RIFTBOUND_LIST } from './fixtures/decks.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const GAMES = [
  ['lor', LOR_CODE],
  ['pokemon', PTCG_LIVE],
  ['riftbound', RIFTBOUND_LIST],
] as const;

async function mount(game: (typeof GAMES)[number][0], code: string, template?: string) {
  document.body.innerHTML = '<main><h1>Deck</h1><tcg-deck></tcg-deck></main>';
  const el = document.querySelector('tcg-deck')!;
  if (template !== undefined) el.setAttribute('image-template', template);
  el.catalog = sampleCatalogs[game];
  el.code = code;
  await el.updateComplete;
  return el;
}

/** The image of the card named `name` (its tooltip's <img>). */
function imageOf(el: TcgDeck, name: string): HTMLImageElement | null {
  const line = [...el.shadowRoot!.querySelectorAll('[part="group"] li')].find(
    (li) =>
      li
        .querySelector('.name')
        ?.textContent?.replace(/\s+/g, ' ')
        .trim()
        .replace(/ \(.*\)$/, '') === name,
  );
  return line?.querySelector('.tip img') ?? null;
}

describe('<tcg-deck> card images', () => {
  it('no image-template, no <img> in any game (no hot-linking by default)', async () => {
    for (const [game, code] of GAMES) {
      const el = await mount(game, code);
      expect(el.shadowRoot!.querySelectorAll('[part="group"] li').length).toBeGreaterThan(0);
      expect(el.shadowRoot!.querySelector('img')).toBeNull();
    }
  });

  it('the template is filled per card for each game: ref, id, set, number and game, URL-encoded', async () => {
    const template = 'https://img.example.test/{game}/{set}/{number}/{id}/{ref}.png?kept={unknown}';
    const expected = {
      lor: ['Garen', 'https://img.example.test/lor/set1/012/01DE012/01DE012.png?kept={unknown}'],
      pokemon: [
        'Mew ex',
        'https://img.example.test/pokemon/me55/66/mew-ex--1b2ca0de851b/me55-66.png?kept={unknown}',
      ],
      riftbound: [
        'Charm',
        'https://img.example.test/riftbound/OGN/43/rb-b2ab483cc7d874ae86d2/ogn-043-298.png?kept={unknown}',
      ],
    } as const;
    for (const [game, code] of GAMES) {
      const el = await mount(game, code, template);
      const [name, url] = expected[game];
      const img = imageOf(el, name)!;
      expect(img.getAttribute('src')).toBe(url);
      expect(img.alt).toBe(name);
      expect(img.getAttribute('loading')).toBe('lazy');
      // The image is in the card's tooltip, which describes the focusable name.
      expect(img.closest('[role="tooltip"]')).not.toBeNull();
      // Every card the catalog knows gets one; every image's alt is its card's name.
      const names = [...el.shadowRoot!.querySelectorAll('[part="group"] li .name')].length;
      const imgs = [...el.shadowRoot!.querySelectorAll('.tip img')] as HTMLImageElement[];
      expect(imgs).toHaveLength(names);
      for (const i of imgs) expect(i.alt).not.toBe('');
    }
    // Values are URL-encoded: an id with a slash or a space cannot change the URL's path.
    const garen = sampleCatalogs.lor.cards.find((c) => c.id === '01DE012')!;
    const el = await mount('lor', LOR_CODE);
    el.catalog = { ...sampleCatalogs.lor, cards: [{ ...garen, id: '../x y' }] };
    el.deck = { game: 'lor', main: [{ ref: '../x y', count: 1 }], sideboard: [] };
    el.code = '';
    el.imageTemplate = '/cards/{game}-{ref}?{id}';
    await el.updateComplete;
    expect(imageOf(el, 'Garen')!.getAttribute('src')).toBe('/cards/lor-..%2Fx%20y?..%2Fx%20y');
  });

  it('a card the catalog does not know gets no image', async () => {
    document.body.innerHTML =
      '<main><h1>Deck</h1><tcg-deck image-template="/{id}.png"></tcg-deck></main>';
    const el = document.querySelector('tcg-deck')!;
    el.catalog = sampleCatalogs.pokemon;
    el.deck = {
      game: 'pokemon',
      main: [
        { ref: 'me55-66', count: 4 },
        { ref: 'zz-1', count: 2 },
      ],
      sideboard: [],
    };
    await el.updateComplete;
    const srcs = [...el.shadowRoot!.querySelectorAll('.tip img')].map((i) => i.getAttribute('src'));
    expect(srcs).toEqual(['/mew-ex--1b2ca0de851b.png']);
  });

  it('an image loads when its tooltip shows; one that fails is hidden, not shown broken', async () => {
    const svg =
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='8' height='11'/%3E#{id}";
    const good = await mount('pokemon', PTCG_LIVE, svg);
    const img = imageOf(good, 'Mew ex')!;
    (img.closest('li')!.querySelector('.name') as HTMLElement).focus();
    await expect.poll(() => img.complete && img.naturalWidth > 0).toBe(true);
    expect(img.hidden).toBe(false);
    expect(getComputedStyle(img).display).toBe('block');
    const broken = await mount('pokemon', PTCG_LIVE, 'data:image/png;base64,AAAA{number}');
    const bad = imageOf(broken, 'Mew ex')!;
    (bad.closest('li')!.querySelector('.name') as HTMLElement).focus();
    await expect.poll(() => bad.hidden).toBe(true);
    expect(getComputedStyle(bad).display).toBe('none');
    // The card's text is still there.
    expect(bad.closest('[role="tooltip"]')!.textContent).toContain('Memory Helix');
  });
});
