// The Riftbound Constructed template end to end, through the real sandbox (Node runner).
import type { RiftboundCatalog } from '@tcgkit/cards';
import { sampleRiftboundCatalog } from '@tcgkit/cards/samples';
import type { SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCards,
  BUILT_IN_RULESETS,
  createDefaultBuilder,
  type DeckBuilder,
  exportBuilder,
  importIntoPile,
  moveCards,
  RIFTBOUND_STANDARD_SETS,
  removeCards,
  riftboundStandardRule,
  rulesetLibrary,
  suggestPoolFilters,
  validateBuilder,
} from '../src/index.js';

// The spec's four samples of the same deck (deck-builder.md, Riftbound).
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

const catalog = sampleRiftboundCatalog;
const rulesets = rulesetLibrary(BUILT_IN_RULESETS);
const PILES = ['legend', 'runes', 'battlefields', 'main', 'sideboard', 'maybeboard'] as const;

// 30 more Calm cards (3 each) that complete the sample's 10-card main deck to 40.
const FILL = [
  'ogn-057-298', // Block
  'ogn-044-298', // Clockwork Keeper
  'ogn-058-298', // Discipline
  'ogn-059-298', // Eclipse Herald
  'ogn-046-298', // En Garde
  'ogn-047-298', // Find Your Center
  'ogn-048-298', // Meditation
  'ogn-049-298', // Playful Phantom
  'ogn-051-298', // Solari Shieldbearer
  'ogn-052-298', // Stalwart Poro
];

let runner: SandboxRunner;
beforeAll(async () => {
  runner = createNodeRunner({ size: 2 });
  await runner.ready();
});
afterAll(async () => {
  await runner.close();
});

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

function imported(text = RIFT1, pile = 'legend'): DeckBuilder {
  return unwrap(importIntoPile(createDefaultBuilder('riftbound'), pile, text, catalog)).builder;
}

function legalDeck(): DeckBuilder {
  let b = imported();
  for (const ref of FILL) b = unwrap(addCards(b, 'main', ref, 3));
  return b;
}

const check = (b: DeckBuilder, cat: RiftboundCatalog = catalog) =>
  validateBuilder(runner, b, { rulesets, catalog: cat });

describe('Riftbound Constructed template: import the spec sample into any pile', () => {
  const expected = {
    legend: { 'ogn-259-298': 1 },
    runes: { 'ogn-042-298': 6, 'ogn-166-298': 6 },
    battlefields: { 'ogn-282-298': 1, 'ogn-289-298': 1, 'ogn-293-298': 1 },
    main: { 'ogn-043-298': 3, 'ogn-045-298': 3, 'ogn-064-298': 3, 'ogn-205-298': 1 },
    sideboard: { 'ogn-050-298': 2 },
    maybeboard: {},
  };

  for (const pile of PILES) {
    it(`RIFT1 pasted into ${pile} is sorted into Legend, Rune Deck, Battlefields, Main Deck and Sideboard`, () => {
      const b = imported(RIFT1, pile);
      for (const p of PILES) expect(b.piles.find((x) => x.id === p)?.cards, p).toEqual(expected[p]);
    });
  }

  for (const [label, text] of [
    ['Piltover Archive code', PILTOVER_CODE],
    ['Piltover Archive list', PILTOVER_LIST],
    ['Turny.gg list', TURNY_LIST],
  ] as const) {
    it(`the ${label} sample lands in the same zones`, () => {
      const b = imported(text, 'main');
      const byName = (id: string) =>
        Object.entries(b.piles.find((x) => x.id === id)?.cards ?? {})
          .map(
            ([ref, n]) =>
              `${n} ${catalog.cards.find((c) => c.printings?.some((p) => p.id === ref) || c.id === ref)?.name}`,
          )
          .sort();
      expect(byName('legend')).toEqual(['1 Yasuo - Unforgiven']);
      expect(byName('runes')).toEqual(['6 Calm Rune', '6 Chaos Rune']);
      expect(byName('battlefields')).toEqual([
        '1 Monastery of Hirana',
        "1 Targon's Peak",
        '1 The Grand Plaza',
      ]);
      expect(byName('main')).toEqual(['1 Yasuo - Windrider', '3 Charm', '3 Defy', '3 Wind Wall']);
      // The Turny.gg list has no place for a sideboard.
      expect(byName('sideboard')).toEqual(label === 'Turny.gg list' ? [] : ['2 Rune Prison']);
    });
  }

  it('the sample as printed (a 10-card main deck) has exactly one problem: the main deck count', async () => {
    const report = await check(imported());
    expect(report.status).toBe('illegal');
    expect(report.list).toEqual(['Main Deck: The main deck must contain exactly 40 cards.']);
    expect(report.piles.find((p) => p.pileId === 'main')?.messages.map((m) => m.text)).toEqual([
      'The main deck must contain exactly 40 cards.',
    ]);
    // The whole-deck rule raised the same message: shown once, under its pile.
    expect(report.deck).toEqual([]);
  });

  it('completed to 40 main deck cards, the sample deck is legal', async () => {
    const report = await check(legalDeck());
    expect(report.failures).toEqual([]);
    expect(report.list).toEqual([]);
    expect(report.status).toBe('legal');
    expect(report.canSave).toBe(true);
  });
});

describe('Riftbound Constructed: each rule broken shows its message with the right prefix', () => {
  const cases: readonly [string, (b: DeckBuilder) => DeckBuilder, readonly string[]][] = [
    [
      'no Legend',
      (b) => unwrap(removeCards(b, 'legend', 'ogn-259-298')),
      ['Legend: The deck must contain exactly one Legend.'],
    ],
    [
      'two Legends',
      (b) => unwrap(addCards(b, 'legend', 'ogn-255-298')),
      ['Legend: The deck must contain exactly one Legend.'],
    ],
    [
      'a rune in the Legend pile',
      (b) => unwrap(moveCards(b, 'runes', 'legend', 'ogn-042-298')),
      [
        'Legend: Calm Rune is not a Legend; it belongs in another pile.',
        'Rune Deck: The rune deck must contain exactly 12 runes.',
      ],
    ],
    [
      '11 runes',
      (b) => unwrap(removeCards(b, 'runes', 'ogn-166-298')),
      ['Rune Deck: The rune deck must contain exactly 12 runes.'],
    ],
    [
      'two battlefields',
      (b) => unwrap(removeCards(b, 'battlefields', 'ogn-293-298')),
      ['Battlefields: The deck must contain exactly 3 battlefields.'],
    ],
    [
      'the same battlefield twice',
      (b) =>
        unwrap(
          addCards(
            unwrap(removeCards(b, 'battlefields', 'ogn-293-298')),
            'battlefields',
            'ogn-289-298',
          ),
        ),
      ["Battlefields must have different names (Targon's Peak is there 2 times)."],
    ],
    [
      'a 39-card main deck',
      (b) => unwrap(removeCards(b, 'main', 'ogn-043-298')),
      ['Main Deck: The main deck must contain exactly 40 cards.'],
    ],
    [
      'a rune in the Main Deck',
      (b) => unwrap(moveCards(b, 'runes', 'main', 'ogn-042-298')),
      [
        'Rune Deck: The rune deck must contain exactly 12 runes.',
        'Main Deck: Calm Rune does not belong in the main deck.',
      ],
    ],
    [
      'no champion matching the Legend',
      (b) => unwrap(addCards(unwrap(removeCards(b, 'main', 'ogn-205-298')), 'main', 'ogn-055-298')),
      ['Your champion must match your Legend: add a Yasuo champion unit to the main deck.'],
    ],
    [
      'a card outside the Legend domains',
      (b) => unwrap(addCards(unwrap(removeCards(b, 'main', 'ogn-057-298')), 'main', 'ogn-004-298')),
      ["Cleave is outside your Legend's domains (Calm, Chaos)."],
    ],
    [
      'four copies across main deck and sideboard',
      (b) => unwrap(addCards(b, 'sideboard', 'ogn-043-298')),
      ['Charm: at most 3 copies (found 4).'],
    ],
    [
      'an 11-card sideboard',
      (b) => {
        let out = unwrap(addCards(b, 'sideboard', 'ogn-050-298'));
        out = unwrap(addCards(out, 'sideboard', 'ogn-055-298', 3));
        out = unwrap(addCards(out, 'sideboard', 'ogn-054-298', 3));
        return unwrap(addCards(out, 'sideboard', 'ogn-056-298', 2));
      },
      ['Sideboard: The sideboard can hold at most 10 cards.'],
    ],
  ];

  for (const [label, breakIt, messages] of cases) {
    it(`${label}: ${messages.join(' / ')}`, async () => {
      const report = await check(breakIt(legalDeck()));
      expect(report.failures).toEqual([]);
      expect(report.list).toEqual(messages);
      expect(report.status).toBe('illegal');
    });
  }

  it('a card banned in Standard gets a card marker and a pile-prefixed line', async () => {
    const banned: RiftboundCatalog = {
      ...catalog,
      cards: catalog.cards.map((c) =>
        c.name === 'Charm' ? { ...c, game: { ...c.game, legalities: { standard: 'banned' } } } : c,
      ),
    };
    const report = await check(legalDeck(), banned);
    expect(report.list).toEqual(['Main Deck: Charm: This card is banned in Standard.']);
    expect(report.cards).toEqual([
      { pileId: 'main', ref: 'ogn-043-298', messages: ['This card is banned in Standard.'] },
    ]);
    expect(report.status).toBe('illegal');
  });

  it('by sets: a card none of whose printings is in a Standard set is illegal; one legal printing is enough', async () => {
    const moved = (sets: string[]): RiftboundCatalog => ({
      ...catalog,
      cards: catalog.cards.map((c) =>
        c.name === 'Charm'
          ? {
              ...c,
              printings: sets.map((setCode, i) => ({
                ...c.printings![0]!,
                id: i === 0 ? c.printings![0]!.id : `x-${i}`,
                setCode,
              })),
            }
          : c,
      ),
    });
    const gone = await check(legalDeck(), moved(['ZZZ']));
    expect(gone.list).toEqual([
      `Main Deck: Charm: ZZZ is not legal in Standard (${RIFTBOUND_STANDARD_SETS.join(', ')} are legal).`,
    ]);
    expect(gone.status).toBe('illegal');
    const reprinted = await check(legalDeck(), moved(['ZZZ', 'OGN']));
    expect(reprinted.list).toEqual([]);
    expect(reprinted.status).toBe('legal');
  });

  it('a ban by name in the rule (riftboundStandardRule) reaches every printing', async () => {
    const standard = rulesets['riftbound/standard']!;
    const library = rulesetLibrary(BUILT_IN_RULESETS, [
      {
        ...standard,
        source: riftboundStandardRule({ sets: RIFTBOUND_STANDARD_SETS, banned: ['Charm'] }),
      },
    ]);
    const report = await validateBuilder(runner, legalDeck(), { rulesets: library, catalog });
    expect(report.list).toEqual(['Main Deck: Charm: This card is banned in Standard.']);
  });

  it('direct bans by identity id reach every printing: "This card is directly banned by the selected ruleset."', async () => {
    const standard = rulesets['riftbound/standard']!;
    const charmIdentity = catalog.cards.find((c) => c.name === 'Charm')!.id;
    const library = rulesetLibrary(BUILT_IN_RULESETS, [
      { ...standard, directBans: [charmIdentity] },
    ]);
    const report = await validateBuilder(runner, legalDeck(), { rulesets: library, catalog });
    expect(report.list).toEqual([
      'Main Deck: Charm: This card is directly banned by the selected ruleset.',
    ]);
    expect(report.status).toBe('illegal');
  });

  it('a card rule that throws on one card leaves the deck not checked', async () => {
    const throwing = {
      ...rulesets['riftbound/standard']!,
      id: 'throws-on-charm',
      origin: 'own' as const,
      source:
        'export default function validateCard(card) { if (card.name === "Charm") { return card.game.nope.x; } return true; }',
    };
    const library = rulesetLibrary(BUILT_IN_RULESETS, [throwing]);
    const report = await validateBuilder(
      runner,
      { ...legalDeck(), cardRuleId: 'throws-on-charm' },
      { rulesets: library, catalog },
    );
    expect(report.status).toBe('not-checked');
    expect(report.canSave).toBe(false);
    expect(report.failures.map((f) => f.code)).toEqual(['deckbuilder/rule-could-not-run']);
  });

  it('import adds to what the piles already hold', () => {
    const twice = unwrap(importIntoPile(imported(), 'main', RIFT1, catalog)).builder;
    expect(twice.piles.find((p) => p.id === 'runes')?.cards).toEqual({
      'ogn-042-298': 12,
      'ogn-166-298': 12,
    });
  });

  it('the Maybeboard never counts: off-domain cards and extra copies there change nothing', async () => {
    let b = legalDeck();
    b = unwrap(addCards(b, 'maybeboard', 'ogn-004-298', 4)); // Cleave, Fury
    b = unwrap(addCards(b, 'maybeboard', 'ogn-043-298', 3)); // Charm
    b = unwrap(addCards(b, 'maybeboard', 'ogn-255-298')); // Ahri, a second Legend
    const report = await check(b);
    expect(report.list).toEqual([]);
    expect(report.status).toBe('legal');
    expect(report.piles.map((p) => p.name)).toEqual([
      'Legend',
      'Rune Deck',
      'Battlefields',
      'Main Deck',
      'Sideboard',
    ]);
  });
});

describe('Riftbound Constructed: export and pool filters', () => {
  it('the Maybeboard is never exported; the sideboard keeps its place in RIFT1', () => {
    let b = imported();
    b = unwrap(addCards(b, 'maybeboard', 'ogn-004-298', 2));
    const out = unwrap(exportBuilder(b, 'rift1', catalog));
    expect(out.text).toBe(RIFT1);
    expect(out.skipped.maybeboard).toBe(2);
  });

  it('the Legend pile suggests Legends; once a Legend is in, the Main Deck shows its domains', async () => {
    const empty = createDefaultBuilder('riftbound');
    const onLegend = await suggestPoolFilters(runner, empty, { rulesets, catalog });
    expect(onLegend).toMatchObject({ ok: true, value: { cardTypes: ['legend'], domains: [] } });
    const b = { ...imported(), activePileId: 'main' };
    const onMain = await suggestPoolFilters(runner, b, { rulesets, catalog });
    expect(onMain).toMatchObject({
      ok: true,
      value: { cardTypes: ['unit', 'spell', 'gear'], domains: ['calm', 'chaos'] },
    });
    const onRunes = await suggestPoolFilters(
      runner,
      { ...b, activePileId: 'runes' },
      { rulesets, catalog },
    );
    expect(onRunes).toMatchObject({
      ok: true,
      value: { cardTypes: ['rune'], domains: ['calm', 'chaos'] },
    });
  });

  it("the whole-deck rule's resolvePoolFilters narrows a pile without a zone rule to the Legend's domains", async () => {
    const b: DeckBuilder = {
      ...imported(),
      activePileId: 'main',
      piles: imported().piles.map((p) => (p.id === 'main' ? { ...p, deckRuleId: null } : p)),
    };
    const patch = await suggestPoolFilters(runner, b, { rulesets, catalog });
    expect(patch).toMatchObject({ ok: true, value: { domains: ['calm', 'chaos'] } });
  });
});
