import { sampleCatalogs } from '@tcgkit/cards/samples';
import { importDeck } from '@tcgkit/deck-codes';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../src/define/tcg-deck.js';
import type { TcgDeck, TcgDeckCopyEvent } from '../src/index.js';
import { axeViolations } from './axe.js';
import { mountDeck, text } from './dom.js';
import { LOR_CODE, PTCG_LIVE, RIFTBOUND_LIST } from './fixtures/decks.js';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.dir = 'ltr';
});

const mount = mountDeck;

const groups = (el: TcgDeck) =>
  [...el.shadowRoot!.querySelectorAll('[part="group"]')].map((g) => ({
    key: g.getAttribute('data-group'),
    title: text(g.querySelector('[role="heading"]')),
    lines: [...g.querySelectorAll('li')].map((li) =>
      text(li)
        .replace(text(li.querySelector('.tip')), '')
        .trim(),
    ),
  }));

describe('<tcg-deck>', () => {
  it('a real LoR code: grouped champion / unit / spell / landmark with cost and region, counts, size', async () => {
    const el = await mount((e) => {
      e.game = 'lor';
      e.catalog = sampleCatalogs.lor;
      e.code = LOR_CODE;
    });
    const root = el.shadowRoot!;
    expect(text(root.querySelector('.size'))).toBe('40 cards');
    const gs = groups(el);
    const expected = importDeck(LOR_CODE, 'lor', sampleCatalogs.lor);
    expect(expected.ok).toBe(true);
    // Every card of the code is shown once, and the group counts add up to the deck.
    expect(gs.flatMap((g) => g.lines)).toHaveLength(expected.ok ? expected.value.main.length : -1);
    expect(gs.map((g) => g.key)).toEqual(
      expect.arrayContaining(
        ['champion', 'unit', 'spell'].filter((k) => gs.some((g) => g.key === k)),
      ),
    );
    for (const g of gs) expect(['champion', 'unit', 'spell', 'landmark', 'other']).toContain(g.key);
    // Garen is a Demacia champion: count, cost and region on one line.
    const champions = gs.find((g) => g.key === 'champion')!;
    expect(champions.lines.some((l) => /^\d× \d+ Garen \(Demacia\)$/.test(l))).toBe(true);
    // Lines are by cost within a group.
    for (const g of gs) {
      const costs = g.lines.map((l) => Number(/× (\d+)/.exec(l)?.[1]));
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
    }
    // No warnings for a code the catalog fully knows.
    expect(root.querySelector('.warnings')).toBeNull();
  });

  it('the cost curve is a bar chart with a data table behind it', async () => {
    const el = await mount((e) => {
      e.catalog = sampleCatalogs.lor;
      e.code = LOR_CODE;
    });
    const table = el.shadowRoot!.querySelector('[part="curve"] table')!;
    expect(text(table.querySelector('caption'))).toBe('Cost curve');
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => [
      text(r.querySelector('th')),
      Number(text(r.querySelector('td'))),
    ]);
    expect(rows.map((r) => r[0])).toEqual(['0', '1', '2', '3', '4', '5', '6', '7+']);
    expect(rows.reduce((s, r) => s + (r[1] as number), 0)).toBe(40);
    expect(el.shadowRoot!.querySelector('.bars')!.getAttribute('aria-hidden')).toBe('true');
    expect(el.shadowRoot!.querySelectorAll('.bar')).toHaveLength(8);
  });

  it('a PTCG Live list with one unknown card: the warning is shown, the rest grouped Pokémon / Trainer / Energy', async () => {
    const el = await mount((e) => {
      e.game = 'pokemon';
      e.catalog = sampleCatalogs.pokemon;
      e.code = PTCG_LIVE;
    });
    const root = el.shadowRoot!;
    const warnings = [...root.querySelectorAll('.warnings li')].map(text);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Imaginary Trainer');
    expect(text(root.querySelector('.warnings [role="heading"]'))).toBe('Import warnings');
    expect(groups(el)).toEqual([
      { key: 'pokemon', title: 'Pokémon (6)', lines: ['4× Mew ex', '2× Latias ex'] },
      { key: 'trainer', title: 'Trainer (8)', lines: ['4× Crispin', '4× Ultra Ball'] },
      {
        key: 'energy',
        title: 'Energy (6)',
        lines: ['4× Basic Psychic Energy', '2× Basic Lightning Energy'],
      },
    ]);
    expect(text(root.querySelector('.size'))).toBe('20 cards');
    // Pokémon cards have no cost: no curve.
    expect(root.querySelector('[part="curve"]')).toBeNull();
  });

  it('a Riftbound list: legend, champion, battlefields, runes, main deck and sideboard', async () => {
    const el = await mount((e) => {
      e.game = 'riftbound';
      e.catalog = sampleCatalogs.riftbound;
      e.code = RIFTBOUND_LIST;
    });
    expect(groups(el)).toEqual([
      { key: 'legend', title: 'Legend (1)', lines: ['1× Yasuo - Unforgiven (calm, chaos)'] },
      { key: 'chosen-champion', title: 'Champion (1)', lines: ['1× 5 Yasuo - Windrider (chaos)'] },
      {
        key: 'battlefields',
        title: 'Battlefields (3)',
        lines: [
          '1× Monastery of Hirana (colorless)',
          "1× Targon's Peak (colorless)",
          '1× The Grand Plaza (colorless)',
        ],
      },
      {
        key: 'runes',
        title: 'Runes (12)',
        lines: ['6× Calm Rune (calm)', '6× Chaos Rune (chaos)'],
      },
      {
        key: 'main',
        title: 'Main deck (9)',
        lines: ['3× 1 Charm (calm)', '3× 1 Defy (calm)', '3× 3 Wind Wall (calm)'],
      },
      { key: 'sideboard', title: 'Sideboard (2)', lines: ['2× 2 Rune Prison (calm)'] },
    ]);
    // Energy costs of the champion and main deck make the curve (1, 1, 3 and 5).
    const rows = [...el.shadowRoot!.querySelectorAll('[part="curve"] tbody td')].map(text);
    expect(rows).toEqual(['0', '6', '0', '3', '0', '1', '0', '0']);
    expect(el.shadowRoot!.querySelector('.warnings')).toBeNull();
  });

  it('copy buttons: every format of the game and a text list, each firing tcg-deck-copy', async () => {
    const el = await mount((e) => {
      e.catalog = sampleCatalogs.pokemon;
      e.game = 'pokemon';
      e.code = PTCG_LIVE;
    });
    const buttons = [...el.shadowRoot!.querySelectorAll('[part="actions"] button')];
    expect(buttons.map(text)).toEqual(['Copy PTCG1 code', 'Copy TCG Live list', 'Copy as text']);
    const events: TcgDeckCopyEvent[] = [];
    document.addEventListener('tcg-deck-copy', (e) => {
      events.push(e);
      e.preventDefault(); // the page copies: the element must not need the clipboard
    });
    for (const b of buttons) (b as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(events.map((e) => e.format)).toEqual(['ptcg1', 'ptcg-live', 'text']);
    // The code copied reads back as the same deck.
    const back = importDeck(events[0]!.text, 'pokemon', sampleCatalogs.pokemon);
    expect(back.ok && back.value.main.reduce((s, x) => s + x.count, 0)).toBe(20);
    expect(events[1]!.text).toContain('4 Mew ex');
    expect(events[2]!.text.split('\n').slice(0, 3)).toEqual([
      'Pokémon: 6',
      '4 Mew ex',
      '2 Latias ex',
    ]);
    expect(text(el.shadowRoot!.querySelector('[role="status"]'))).toBe('Copied: Copy as text.');
  });

  it('a LoR code copies back to the same code', async () => {
    const el = await mount((e) => {
      e.catalog = sampleCatalogs.lor;
      e.code = LOR_CODE;
    });
    let copied = '';
    el.addEventListener('tcg-deck-copy', (e) => {
      copied = e.text;
      e.preventDefault();
    });
    (el.shadowRoot!.querySelector('button[data-format="lor-code"]') as HTMLButtonElement).click();
    const back = importDeck(copied, 'lor', sampleCatalogs.lor);
    const first = importDeck(LOR_CODE, 'lor', sampleCatalogs.lor);
    const sorted = (r: typeof back) =>
      r.ok ? r.value.main.map((e) => `${e.count}:${e.ref}`).sort() : [];
    expect(sorted(back)).toEqual(sorted(first));
  });

  it('card text is an accessible tooltip, shown on focus, dismissed with Escape', async () => {
    const el = await mount((e) => {
      e.catalog = sampleCatalogs.riftbound;
      e.code = RIFTBOUND_LIST;
    });
    const name = el.shadowRoot!.querySelector('.name[tabindex="0"]') as HTMLElement;
    const tip = el.shadowRoot!.getElementById(name.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent!.length).toBeGreaterThan(0);
    expect(getComputedStyle(tip).display).toBe('none');
    name.focus();
    expect(getComputedStyle(tip).display).toBe('block');
    await userEvent.keyboard('{Escape}');
    expect(getComputedStyle(tip).display).toBe('none');
    expect(el.shadowRoot!.activeElement).toBe(name);
    name.blur();
    name.focus();
    expect(getComputedStyle(tip).display).toBe('block');
    name.blur();
    expect(getComputedStyle(tip).display).toBe('none');
  });

  it('a deck property with a ref the catalog does not know names it; a bad code shows the error with its code', async () => {
    const el = await mount((e) => {
      e.catalog = sampleCatalogs.pokemon;
      e.deck = {
        game: 'pokemon',
        main: [
          { ref: 'me55-66', count: 4 },
          { ref: 'zz-1', count: 2 },
        ],
        sideboard: [],
      };
    });
    expect([...el.shadowRoot!.querySelectorAll('.warnings li')].map(text)).toEqual([
      'zz-1 is not in the catalog.',
    ]);
    el.code = 'PTCG1.me55:4x';
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('[role="alert"] code'))).toBe('deck-codes/bad-syntax');
    el.code = '';
    el.catalog = sampleCatalogs.lor;
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('[role="alert"] code'))).toBe(
      'elements/wrong-catalog',
    );
  });

  it('catalog-src: the catalog is fetched; a file that is not a catalog is refused with a code', async () => {
    const url = `data:application/json,${encodeURIComponent(JSON.stringify(sampleCatalogs.lor))}`;
    document.body.innerHTML = `<main><h1>Deck</h1><tcg-deck code="${LOR_CODE}" catalog-src="${url}"></tcg-deck></main>`;
    const el = document.querySelector('tcg-deck')!;
    await expect.poll(() => el.shadowRoot?.querySelector('.size')?.textContent).toBe('40 cards');
    const errors: string[] = [];
    document.addEventListener('tcg-data-error', (e) => errors.push(e.code));
    for (const bad of ['{"game":"lor"}', '[1]', 'not json', '{"game":"mtg","cards":[]}']) {
      el.catalogSrc = `data:application/json,${encodeURIComponent(bad)}`;
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).toMatch(/catalog/);
      expect(errors).toEqual([bad === 'not json' ? 'elements/bad-json' : 'elements/bad-catalog']);
      errors.length = 0;
    }
  });

  it('src: a deck JSON file is fetched; one that is not a deck is refused with a code', async () => {
    const deck = { game: 'pokemon', main: [{ ref: 'me55-66', count: 4 }] };
    const url = `data:application/json,${encodeURIComponent(JSON.stringify(deck))}`;
    document.body.innerHTML = `<main><h1>Deck</h1><tcg-deck src="${url}"></tcg-deck></main>`;
    const el = document.querySelector('tcg-deck')!;
    el.catalog = sampleCatalogs.pokemon;
    await expect.poll(() => el.shadowRoot?.querySelector('.size')?.textContent).toBe('4 cards');
    expect(el.deck).toEqual({ ...deck, sideboard: [] });
    const errors: string[] = [];
    document.addEventListener('tcg-data-error', (e) => errors.push(e.code));
    for (const bad of [
      '{"game":"pokemon","main":[{"ref":"x","count":0}]}',
      '{"game":"pokemon","main":[{"ref":1,"count":1}]}',
      '{"game":"pokemon"}',
      '{"game":"chess","main":[]}',
      'null',
    ]) {
      el.src = `data:application/json,${encodeURIComponent(bad)}`;
      await expect.poll(() => errors.length).toBeGreaterThan(0);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).toMatch(/is not a deck/);
      expect(errors).toEqual(['elements/bad-deck']);
      errors.length = 0;
    }
  });

  it('axe finds nothing at 360 px right to left and 1280 px left to right, in light, dark and forced colors', async () => {
    const { cdp, page } = await import('vitest/browser');
    const session = cdp() as unknown as { send(m: string, p?: object): Promise<unknown> };
    const found: string[] = [];
    for (const scheme of ['light', 'dark', 'forced']) {
      await session.send('Emulation.setEmulatedMedia', {
        features: [
          { name: 'prefers-color-scheme', value: scheme === 'dark' ? 'dark' : 'light' },
          { name: 'forced-colors', value: scheme === 'forced' ? 'active' : 'none' },
        ],
      });
      for (const width of [360, 1280]) {
        await page.viewport(width, 900);
        // Right to left at phone width, left to right at desktop width.
        document.documentElement.dir = width === 360 ? 'rtl' : 'ltr';
        for (const [game, code] of [
          ['lor', LOR_CODE],
          ['pokemon', PTCG_LIVE],
          ['riftbound', RIFTBOUND_LIST],
        ] as const) {
          const el = await mount((e) => {
            e.catalog = sampleCatalogs[game];
            e.code = code;
          });
          for (const v of await axeViolations(el.closest('main')!))
            found.push(`${scheme} ${width} ${game}: ${v}`);
          if (document.documentElement.scrollWidth > width)
            found.push(`${scheme} ${width} ${game}: scrolls sideways`);
        }
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
