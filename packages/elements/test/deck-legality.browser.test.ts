// Legality per format in <tcg-deck> (issue 22), in Chromium: the element given a sandbox runner
// loads @tcgkit/deckbuilder and runs the deck builder's rules in the browser sandbox (module
// Web Workers locked down with SES); a page that computed the results itself passes `legality`.
import type { PokemonCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { createBrowserRunner } from '@tcgkit/sandbox';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import '../src/define/tcg-deck.js';
import type { FormatLegality } from '@tcgkit/deckbuilder';
import type { TcgDeck } from '../src/index.js';
import { axeViolations } from './axe.js';
import { mountDeck, text } from './dom.js';
import { LOR_CODE, PTCG_LIVE, RIFTBOUND_LIST } from './fixtures/decks.js';

const runner = createBrowserRunner({ size: 1 });
afterAll(() => runner.close());
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.dir = 'ltr';
});

const mount = mountDeck;

/** Each format as shown: its verdict line (mark included) and its messages. */
function shown(el: TcgDeck) {
  const root = el.shadowRoot!;
  return {
    heading: text(root.querySelector('[part="legality"] [role="heading"]')),
    summary: text(root.querySelector('[part="legality"] [role="status"]')),
    formats: [...root.querySelectorAll('[part="legality"] .format')].map((li) => ({
      status: li.getAttribute('data-status'),
      verdict: text(li.querySelector('.verdict')),
      messages: [...li.querySelectorAll('.messages li')].map(text),
    })),
  };
}

describe('<tcg-deck> legality per format', () => {
  it('with a runner: the Pokémon list is not legal in Standard, with the deck builder’s message', async () => {
    const el = await mount((e) => {
      e.catalog = sampleCatalogs.pokemon;
      e.code = PTCG_LIVE;
      e.runner = runner;
    });
    expect(shown(el)).toEqual({
      heading: 'Legality',
      summary: 'Standard: Not legal',
      formats: [
        {
          status: 'illegal',
          verdict: '✗ Standard: Not legal',
          messages: ['Decks need exactly 60 cards (found 20).'],
        },
      ],
    });
    // The mark is decoration: the words say it (no color-only cue).
    const mark = el.shadowRoot!.querySelector('.format .mark')!;
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('with a runner: LoR legal in Standard and Eternal; Riftbound’s message carries its pile', async () => {
    const lor = await mount((e) => {
      e.catalog = sampleCatalogs.lor;
      e.code = LOR_CODE;
      e.runner = runner;
    });
    expect(shown(lor).summary).toBe('Standard: Legal; Eternal: Legal');
    expect(shown(lor).formats).toEqual([
      { status: 'legal', verdict: '✓ Standard: Legal', messages: [] },
      { status: 'legal', verdict: '✓ Eternal: Legal', messages: [] },
    ]);
    const rift = await mount((e) => {
      e.catalog = sampleCatalogs.riftbound;
      e.code = RIFTBOUND_LIST;
      e.runner = runner;
    });
    expect(shown(rift).formats).toEqual([
      {
        status: 'illegal',
        verdict: '✗ Standard: Not legal',
        messages: ['Main Deck: The main deck must contain exactly 40 cards.'],
      },
    ]);
  });

  it('on the real Pokémon pool: no "rotated" message for a basic Energy or a card reprinted with a legal mark', async () => {
    // examples/catalogs/pokemon.json: pokemon-tcg-data of 2026-03-27, marks per printing. Basic
    // Fire Energy OBF 230 is the pool's one G basic Energy; Ultra Ball PAF 91 (G) has I reprints;
    // Iono PAL 185 has only G printings.
    const pool = (await import('../../../examples/catalogs/pokemon.json'))
      .default as PokemonCatalog;
    const el = await mount((e) => {
      e.catalog = pool;
      e.code =
        'Trainer: 5\n4 Ultra Ball PAF 91\n1 Iono PAL 185\n\nEnergy: 1\n5 Basic Fire Energy OBF 230\n';
      e.runner = runner;
    });
    expect(shown(el).formats).toEqual([
      {
        status: 'illegal',
        verdict: '✗ Standard: Not legal',
        messages: [
          'Iono: Regulation mark G has rotated out of Standard (H, I, J are legal)',
          'Decks need exactly 60 cards (found 10).',
          'Decks need at least one Basic Pokémon.',
        ],
      },
    ]);
  });

  it('says it is checking while the rules run, and a new deck is checked again', async () => {
    const el = await mount((e) => {
      e.catalog = sampleCatalogs.pokemon;
      e.code = PTCG_LIVE;
    });
    expect(el.shadowRoot!.querySelector('[part="legality"]')).toBeNull();
    el.runner = runner;
    // The rules run in a worker: the render a few microtasks later is the checking state.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const section = el.shadowRoot!.querySelector('[part="legality"]')!;
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(text(section.querySelector('[role="status"]'))).toBe('Checking legality…');
    await el.updateComplete;
    expect(shown(el).summary).toBe('Standard: Not legal');
    el.deck = {
      game: 'pokemon',
      main: [
        { ref: 'me55-66', count: 5 },
        { ref: 'zz-1', count: 2 },
      ],
      sideboard: [],
    };
    el.code = '';
    await el.updateComplete;
    expect(shown(el).formats[0]!.messages).toEqual([
      'zz-1: Only Standard-legal cards can be submitted',
      'Unknown card zz-1.',
      'Decks need exactly 60 cards (found 7).',
      'Mew ex: at most 4 copies (found 5).',
    ]);
  });

  it('a legality property computed by the page is shown as given, and wins over the runner', async () => {
    const given: FormatLegality[] = [
      { format: 'Standard', status: 'legal', messages: [] },
      {
        format: 'Expanded',
        status: 'not-checked',
        messages: ['sandbox/timeout: the rule ran out of time.'],
      },
      { format: 'Club', status: 'illegal', messages: ['Deck: Mew ex: banned here.', 'Two.'] },
    ];
    const el = await mount((e) => {
      e.catalog = sampleCatalogs.pokemon;
      e.code = PTCG_LIVE;
      e.runner = runner;
      e.legality = given;
      e.strings = { legal: 'OK', notChecked: 'Unknown' };
    });
    expect(shown(el)).toEqual({
      heading: 'Legality',
      summary: 'Standard: OK; Expanded: Unknown; Club: Not legal',
      formats: [
        { status: 'legal', verdict: '✓ Standard: OK', messages: [] },
        {
          status: 'not-checked',
          verdict: '? Expanded: Unknown',
          messages: ['sandbox/timeout: the rule ran out of time.'],
        },
        {
          status: 'illegal',
          verdict: '✗ Club: Not legal',
          messages: ['Deck: Mew ex: banned here.', 'Two.'],
        },
      ],
    });
    // Without the property and the runner there is no section.
    el.legality = undefined;
    el.runner = undefined;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="legality"]')).toBeNull();
  });

  it('axe finds nothing with legality shown, at 360 px rtl and 1280 px ltr, light, dark and forced colors', async () => {
    const session = cdp() as unknown as { send(m: string, p?: object): Promise<unknown> };
    const found: string[] = [];
    const legality: FormatLegality[] = [
      {
        format: 'Standard',
        status: 'illegal',
        messages: ['Decks need exactly 60 cards (found 20).'],
      },
      { format: 'Club', status: 'not-checked', messages: ['deckbuilder/rule-not-found: no rule.'] },
      { format: 'Casual', status: 'legal', messages: [] },
    ];
    for (const scheme of ['light', 'dark', 'forced']) {
      await session.send('Emulation.setEmulatedMedia', {
        features: [
          { name: 'prefers-color-scheme', value: scheme === 'dark' ? 'dark' : 'light' },
          { name: 'forced-colors', value: scheme === 'forced' ? 'active' : 'none' },
        ],
      });
      for (const width of [360, 1280]) {
        await page.viewport(width, 900);
        document.documentElement.dir = width === 360 ? 'rtl' : 'ltr';
        const el = await mount((e) => {
          e.catalog = sampleCatalogs.pokemon;
          e.code = PTCG_LIVE;
          e.legality = legality;
        });
        for (const v of await axeViolations(el.closest('main')!))
          found.push(`${scheme} ${width}: ${v}`);
        if (document.documentElement.scrollWidth > width)
          found.push(`${scheme} ${width}: scrolls sideways`);
      }
    }
    await session.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'prefers-color-scheme', value: 'light' },
        { name: 'forced-colors', value: 'none' },
      ],
    });
    expect(found).toEqual([]);
  });
});
