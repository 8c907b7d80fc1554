import { identityIdOf, indexCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Deck,
  DeckCodeErrors,
  DeckCodeWarnings,
  exportDeck,
  importDeck,
  parsePiltoverList,
  parseTurnyList,
  piltoverCodeOfRef,
  sortRiftboundPiles,
} from '../src/index.js';

const catalog = sampleCatalogs.riftbound;
const index = indexCatalog(catalog);
const W = DeckCodeWarnings;

// The four samples of deck-builder.md (Riftbound), verbatim.
const RIFT1 =
  'RIFT1.OGN:6x042-298,3x043-298,3x045-298,3x064-298,6x166-298,205-298,259-298,282-298,289-298,293-298.SB.OGN:2x050-298';
const PILTOVER_CODE =
  'CQAAAAAAAAAACAQFAAAQEAIFAAAACAYAAAACWABNABAAAAIFAAAABTIBACBQEAE2AIAKCAQAUUBAAAIBAAAAAMQAAA';
const PILTOVER_LIST = `Legend:
1 Yasuo, Unforgiven

MainDeck:
3 Charm
3 Defy
3 Wind Wall
1 Yasuo, Windrider

Battlefields:
1 Monastery of Hirana
1 Targon's Peak
1 The Grand Plaza

Runes:
6 Calm Rune
6 Chaos Rune

Sideboard:
2 Rune Prison`;
const TURNY_LIST = `Main Deck (10)
3 Charm OGN 43
3 Defy OGN 45
3 Wind Wall OGN 64
1 Yasuo - Windrider OGN 205

Runes (12)
6 Calm Rune OGN 42
6 Chaos Rune OGN 166

Legend (1)
1 Yasuo - Unforgiven OGN 259

Battlefields (3)
1 Monastery of Hirana OGN 282
1 Targon's Peak OGN 289
1 The Grand Plaza OGN 293`;

const identities = (entries: readonly { ref: string; count: number }[]) =>
  entries.map((e) => `${e.count}:${identityIdOf(index, e.ref)}`).sort();

describe('deck-builder.md: the four Riftbound samples are the same deck', () => {
  const samples = [
    ['rift1', RIFT1],
    ['piltover-code', PILTOVER_CODE],
    ['piltover-list', PILTOVER_LIST],
    ['turny-list', TURNY_LIST],
  ] as const;
  const read = samples.map(
    ([format, text]) => [format, importDeck(text, 'riftbound', catalog)] as const,
  );

  it.each(read)('%s is read by its own format, without warnings', (format, r) => {
    expect(r).toMatchObject({ ok: true, warnings: [], value: { format, game: 'riftbound' } });
  });

  it('all four hold the same 26-card main deck (by card identity)', () => {
    const first = read[0]![1];
    if (!first.ok) throw new Error('RIFT1');
    for (const [, r] of read)
      expect(r.ok && identities(r.value.main)).toEqual(identities(first.value.main));
    expect(first.value.main.reduce((s, e) => s + e.count, 0)).toBe(26);
  });

  it('the sideboard (2 Rune Prison) is in all but the Turny.gg list, which has no place for one', () => {
    for (const [format, r] of read) {
      expect(
        r.ok && r.value.sideboard.map((e) => `${e.count}:${identityIdOf(index, e.ref)}`),
      ).toEqual(format === 'turny-list' ? [] : [`2:${identityIdOf(index, 'ogn-050-298')}`]);
    }
  });

  it('cards are sorted into Legend, Rune Deck, Battlefields, Main Deck and Sideboard by type', () => {
    const r = read[0]![1];
    if (!r.ok) throw new Error('RIFT1');
    const piles = r.value.piles!;
    expect(piles.legend).toEqual([{ ref: 'ogn-259-298', count: 1 }]);
    expect(piles.runes).toEqual([
      { ref: 'ogn-042-298', count: 6 },
      { ref: 'ogn-166-298', count: 6 },
    ]);
    expect(piles.battlefields.map((e) => e.ref)).toEqual([
      'ogn-282-298',
      'ogn-289-298',
      'ogn-293-298',
    ]);
    expect(piles.main.map((e) => e.ref)).toEqual([
      'ogn-043-298',
      'ogn-045-298',
      'ogn-064-298',
      'ogn-205-298',
    ]);
    expect(piles.sideboard).toEqual([{ ref: 'ogn-050-298', count: 2 }]);
  });

  it('each sample exports back to exactly its own text', () => {
    for (const [format, text] of samples) {
      const r = importDeck(text, 'riftbound', catalog);
      if (!r.ok) throw new Error(format);
      const out = exportDeck(r.value, format, catalog);
      expect(out.ok && out.value.text).toBe(text);
    }
  });

  it('the Piltover Archive code loads any printing: its Vendetta runes are the Origins runes', () => {
    const r = read[1]![1];
    expect(r.ok && r.value.piles?.runes).toEqual([
      { ref: 'ven-r02', count: 6 },
      { ref: 'ven-r05', count: 6 },
    ]);
  });
});

describe('Piltover Archive list', () => {
  it('names match with either subtitle separator; Champion: is read as main and as the champion', () => {
    const r = parsePiltoverList(
      'Legend:\n1 Yasuo - Unforgiven\nChampion:\n1 Yasuo - Windrider\nMainDeck:\n2 Yasuo, Windrider',
      catalog,
    );
    expect(r.ok && r.value.main).toEqual([
      { ref: 'ogn-259-298', count: 1 },
      { ref: 'ogn-205-298', count: 3 },
    ]);
    expect(r.ok && r.value.champion).toBe('ogn-205-298');
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual([W.mergedDuplicate]);
  });
  it('unknown names and unreadable lines are skipped with warnings', () => {
    const r = parsePiltoverList('MainDeck:\n3 Charm\n2 Not A Card\nsomething odd', catalog);
    expect(r.ok && r.value.main).toEqual([{ ref: 'ogn-043-298', count: 3 }]);
    expect(r.ok && r.warnings.map((w) => [w.code, w.path])).toEqual([
      [W.unknownCard, '@18-30'],
      [W.unreadableLine, '@31-44'],
    ]);
  });
});

describe('names that match several cards', () => {
  it('the first is used, with a warning', () => {
    const twoGolds = {
      ...catalog,
      cards: [
        ...catalog.cards,
        {
          id: 'rb-gold-a',
          name: 'Gold',
          setCode: 'SFD',
          printings: [{ id: 'sfd-t03', setCode: 'SFD', number: 'T03' }],
        },
        {
          id: 'rb-gold-b',
          name: 'Gold',
          setCode: 'UNL',
          printings: [{ id: 'unl-t05', setCode: 'UNL', number: 'T05' }],
        },
      ],
    };
    const r = parsePiltoverList('MainDeck:\n1 Gold', twoGolds);
    expect(r.ok && r.value.main).toEqual([{ ref: 'sfd-t03', count: 1 }]);
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual([W.ambiguousName]);
  });
});

describe('Turny.gg list', () => {
  it('any printing set and number loads the card; an unknown number falls back to the name', () => {
    const r = parseTurnyList(
      '1 Calm Rune VEN R02\n1 Jinx - Demolitionist OGN 30a\n1 Charm OGN 999\n1 Nope OGN 998',
      catalog,
    );
    expect(r.ok && r.value.main).toEqual([
      { ref: 'ven-r02', count: 1 },
      { ref: 'ogn-030a-298', count: 1 },
      { ref: 'ogn-043-298', count: 1 },
    ]);
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual([W.resolvedByName, W.unknownCard]);
  });
});

describe('exporting: sideboard, Maybeboard and champion', () => {
  const deck: Deck = {
    game: 'riftbound',
    main: [
      { ref: 'ogn-259-298', count: 1 },
      { ref: 'ogn-043-298', count: 3 },
    ],
    sideboard: [{ ref: 'ogn-050-298', count: 2 }],
    maybeboard: [{ ref: 'ogn-045-298', count: 3 }],
    champion: 'ogn-043-298',
  };
  it('the Maybeboard is never exported, in any format', () => {
    for (const format of ['rift1', 'piltover-code', 'piltover-list', 'turny-list'] as const) {
      const out = exportDeck(deck, format, catalog);
      expect(out.ok && out.value.skipped.maybeboard).toBe(3);
      expect(out.ok && out.warnings.map((w) => w.code)).toContain(W.maybeboardSkipped);
      const back = out.ok ? importDeck(out.value.text, 'riftbound', catalog) : undefined;
      expect(
        back?.ok && identities([...back.value.main, ...back.value.sideboard]).join(),
      ).not.toContain(identityIdOf(index, 'ogn-045-298'));
    }
  });
  it('the skip warnings count the cards in words that fit the number', () => {
    const one = exportDeck(
      { ...deck, maybeboard: [{ ref: 'ogn-045-298', count: 1 }] },
      'turny-list',
      catalog,
    );
    expect(one.ok && one.warnings.map((w) => w.message)).toEqual([
      'The Maybeboard is never exported: 1 card left out.',
      'The Turny.gg list has no sideboard: 2 cards left out.',
    ]);
  });
  it('RIFT1, the Piltover Archive code and list keep the sideboard; the Turny.gg list counts what it skips', () => {
    for (const format of ['rift1', 'piltover-code', 'piltover-list'] as const) {
      const out = exportDeck(deck, format, catalog);
      const back = out.ok ? importDeck(out.value.text, 'riftbound', catalog) : undefined;
      expect(back?.ok && identities(back.value.sideboard)).toEqual(identities(deck.sideboard));
      expect(out.ok && out.value.skipped.sideboard).toBe(0);
    }
    const turny = exportDeck(deck, 'turny-list', catalog);
    expect(turny.ok && turny.value.skipped.sideboard).toBe(2);
    expect(turny.ok && turny.warnings.map((w) => w.code)).toContain(W.sideboardSkipped);
  });
  it('the Piltover Archive code carries the chosen champion; merge puts the sideboard in the main deck', () => {
    const out = exportDeck(deck, 'piltover-code', catalog);
    const back = out.ok ? importDeck(out.value.text, 'riftbound', catalog) : undefined;
    expect(back?.ok && back.value.champion).toBe('ogn-043-298');
    const merged = exportDeck(deck, 'piltover-code', catalog, { piltoverSideboard: 'merge' });
    const back2 = merged.ok ? importDeck(merged.value.text, 'riftbound', catalog) : undefined;
    expect(back2?.ok && back2.value.sideboard).toEqual([]);
    expect(merged.ok && merged.warnings.map((w) => w.code)).toContain(W.sideboardMerged);
  });
  it('RIFT1 says that it drops the chosen champion', () => {
    const out = exportDeck(deck, 'rift1', catalog);
    expect(out.ok && out.warnings.map((w) => w.code)).toContain(W.championDropped);
  });
  it('import into a layout without a sideboard pile leaves it out and says how many', () => {
    const r = importDeck(RIFT1, 'riftbound', catalog, { sideboard: false });
    expect(r.ok && r.value.sideboard).toEqual([]);
    expect(r.ok && r.warnings).toEqual([
      {
        code: W.sideboardSkipped,
        message: 'There is no sideboard pile, so 2 sideboard cards were left out.',
      },
    ]);
  });
  it('a format of another game is refused', () => {
    expect(exportDeck(deck, 'ptcg1', catalog)).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.wrongGame },
    });
  });
});

describe('Piltover Archive codes through importDeck and exportDeck', () => {
  it('v6: extra Legends and the chosen champion survive a round trip byte for byte', () => {
    for (const code of [
      'CYAAEAYBAIAAABAJAEAQCAAABUAAAAYAACMAEAAAUABAAAFEAI',
      'CMAAAAAAAAAQCAAAA4AACAIAABMQAAIBAAAAYAIBAAACOAIBAAAA2AABAEAAAFQBAEAAAWABAAAAY',
    ]) {
      const r = importDeck(code, 'riftbound', catalog);
      expect(r).toMatchObject({ ok: true, warnings: [] });
      const out = r.ok ? exportDeck(r.value, 'piltover-code', catalog) : undefined;
      expect(out?.ok && out.value.text).toBe(code);
    }
    const v6 = importDeck(
      'CYAAEAYBAIAAABAJAEAQCAAABUAAAAYAACMAEAAAUABAAAFEAI',
      'riftbound',
      catalog,
    );
    expect(v6.ok && v6.value.additionalLegends).toEqual([
      'ogn-280-298',
      'ogn-288-298',
      'ogn-292-298',
    ]);
  });
});

describe('Piltover Archive card codes of printing refs', () => {
  it.each([
    ['ogn-042-298', 'OGN-042'],
    ['ogn-030a-298', 'OGN-030a'],
    ['ogn-305-star-298', 'OGN-305s'],
    ['ven-r02', 'VEN-R02'],
    ['ven-sp1-006', 'VEN-SP1'],
    ['OGN-007a', 'OGN-007a'],
  ])('%s is %s', (ref, code) => expect(piltoverCodeOfRef(ref)).toBe(code));
  it('an identity id goes through its default printing; tokens have no code', () => {
    const jinx = identityIdOf(index, 'ogn-030-298')!;
    expect(piltoverCodeOfRef(jinx, catalog)).toBe('OGN-030');
    expect(piltoverCodeOfRef('unl-t01')).toBeUndefined();
  });
});

describe('round trips of random decks through every Riftbound format', () => {
  const refs = catalog.cards
    .filter((c) => c.collectible)
    .flatMap((c) => c.printings!.map((p) => p.id));
  const entries = fc.uniqueArray(
    fc.record({ ref: fc.constantFrom(...refs), count: fc.integer({ min: 1, max: 12 }) }),
    {
      selector: (e) => identityIdOf(index, e.ref),
      maxLength: 20,
    },
  );
  it('by identity and count, sideboard kept where the format has one', () => {
    fc.assert(
      fc.property(entries, entries, (main, side) => {
        const sideOnly = side.filter(
          (s) => !main.some((m) => identityIdOf(index, m.ref) === identityIdOf(index, s.ref)),
        );
        const deck: Deck = { game: 'riftbound', main, sideboard: sideOnly };
        for (const format of ['rift1', 'piltover-code', 'piltover-list', 'turny-list'] as const) {
          const out = exportDeck(deck, format, catalog);
          if (!out.ok) return false;
          if (out.value.text === '') continue;
          const back = importDeck(out.value.text, 'riftbound', catalog);
          if (!back.ok) return false;
          const wantSide = format === 'turny-list' ? [] : sideOnly;
          if (JSON.stringify(identities(back.value.main)) !== JSON.stringify(identities(main)))
            return false;
          if (
            JSON.stringify(identities(back.value.sideboard)) !==
            JSON.stringify(identities(wantSide))
          )
            return false;
        }
        return true;
      }),
      { numRuns: 60 },
    );
  });
  it('sortRiftboundPiles keeps every card exactly once', () => {
    fc.assert(
      fc.property(entries, (main) => {
        const piles = sortRiftboundPiles({ main, sideboard: [] }, catalog);
        const all = [...piles.legend, ...piles.runes, ...piles.battlefields, ...piles.main];
        return JSON.stringify(identities(all)) === JSON.stringify(identities(main));
      }),
      { numRuns: 100 },
    );
  });
});
