// The rulesets guide's tutorial (Two-of Standard, No shared champions, the pool filter example)
// and the Legends of Runeterra built-in rules, through the real sandbox (Node runner).
import type { SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPile,
  BUILT_IN_RULESETS,
  createBuilder,
  createRuleset,
  type DeckBuilder,
  DIRECT_BAN_MESSAGE,
  importIntoPile,
  type Ruleset,
  rulesetLibrary,
  safetyIssuesOf,
  setCardRule,
  setLayout,
  suggestPoolFilters,
  validateBuilder,
} from '../src/index.js';
import {
  lorTutorialCatalog as catalog,
  DECK_ONE,
  DECK_TWO,
  NO_SHARED_CHAMPIONS,
  POOL_FILTER_EXAMPLE,
  TWO_OF_DECK,
  TWO_OF_STANDARD,
} from './fixtures/lor-tutorial.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const twoOf = unwrap(
  createRuleset({
    id: 'two-of',
    name: 'Two-of Standard',
    game: 'lor',
    scope: 'deck',
    source: TWO_OF_STANDARD,
  }),
);
const twoOfWithFilters = unwrap(
  createRuleset({
    id: 'two-of-filters',
    name: 'Two-of Standard',
    game: 'lor',
    scope: 'deck',
    source: TWO_OF_STANDARD + POOL_FILTER_EXAMPLE,
  }),
);
const noShared = unwrap(
  createRuleset({
    id: 'no-shared',
    name: 'No shared champions',
    game: 'lor',
    scope: 'deckset',
    source: NO_SHARED_CHAMPIONS,
  }),
);
const rulesets = rulesetLibrary(BUILT_IN_RULESETS, [twoOf, twoOfWithFilters, noShared]);

let runner: SandboxRunner;
beforeAll(async () => {
  runner = createNodeRunner({ size: 2 });
  await runner.ready();
});
afterAll(async () => {
  await runner.close();
});

function single(code: string, deckRule: string | null, cardRule: string | null): DeckBuilder {
  const b = setCardRule(createBuilder('lor', { layoutRuleId: deckRule }), cardRule);
  return unwrap(importIntoPile(b, 'p1', code, catalog)).builder;
}

function lineup(
  codes: readonly string[],
  decksetRule: string | null,
  cardRule: string | null,
): DeckBuilder {
  let b = setLayout(setCardRule(createBuilder('lor'), cardRule), 'multi', decksetRule);
  for (let i = 1; i < codes.length; i++) b = unwrap(addPile(b));
  codes.forEach((code, i) => {
    b = unwrap(importIntoPile(b, b.piles[i]!.id, code, catalog)).builder;
  });
  return b;
}

const check = (b: DeckBuilder, library = rulesets) =>
  validateBuilder(runner, b, { rulesets: library, catalog });

describe('Tutorial step 1-2: Two-of Standard', () => {
  it("the guide's script saves (it passes the safety check)", () => {
    expect(twoOf.version).toBe(1);
    expect(twoOf.origin).toBe('own');
  });

  it('with the Eternal card ruleset, the warning lists exactly the two messages the guide shows', async () => {
    const report = await check(single(TWO_OF_DECK, 'two-of', 'lor/eternal'));
    expect(report.list).toEqual(['Zed: at most 2 copies (found 3).', 'Deny is banned.']);
    expect(report.deck.map((m) => m.code)).toEqual(['copy_limit', 'banned_card']);
    expect(report.status).toBe('illegal');
  });

  it('with the default Standard card ruleset, "Only Standard-legal cards can be submitted" lines are added', async () => {
    const report = await check(single(TWO_OF_DECK, 'two-of', 'lor/standard'));
    expect(report.list).toEqual([
      'Ionia card 01IO012: Only Standard-legal cards can be submitted',
      'Ionia card 01IO016: Only Standard-legal cards can be submitted',
      'Zed: at most 2 copies (found 3).',
      'Deny is banned.',
    ]);
    expect(report.cards.map((c) => c.ref)).toEqual(['01IO012', '01IO016']);
  });

  it('the custom deck rule replaces the built-in one: the Riot constructed rule alone finds nothing wrong', async () => {
    const report = await check(single(TWO_OF_DECK, 'lor/constructed', 'lor/eternal'));
    expect(report.list).toEqual([]);
    expect(report.status).toBe('legal');
  });
});

describe('Tutorial step 3: No shared champions', () => {
  it('two decks both running Zed read "Zed is in deck 1 and deck 2."', async () => {
    const report = await check(lineup([DECK_ONE, DECK_TWO], 'no-shared', 'lor/eternal'));
    expect(report.list).toEqual(['Zed is in deck 1 and deck 2.']);
    expect(report.deck).toEqual([
      {
        text: 'Zed is in deck 1 and deck 2.',
        code: 'shared_champion',
        source: 'deckset',
        ruleId: 'no-shared',
      },
    ]);
    expect(report.status).toBe('illegal');
  });

  it('it replaces the Riot lock rule, so regions are no longer checked across decks', async () => {
    const report = await check(lineup([DECK_ONE, TWO_OF_DECK], 'no-shared', 'lor/eternal'));
    // Both decks are Ionia: Riot lock would object; No shared champions only sees Zed.
    expect(report.list).toEqual(['Zed is in deck 1 and deck 2.']);
    const lock = await check(lineup([DECK_ONE, TWO_OF_DECK], 'lor/lock', 'lor/eternal'));
    expect(lock.list).toEqual(['Ionia is in deck 1 and deck 2.']);
  });

  it('deck rules still run per pile in a Multi deck layout, prefixed with the pile name', async () => {
    let b = lineup([DECK_ONE, TWO_OF_DECK], 'no-shared', 'lor/eternal');
    b = { ...b, piles: b.piles.map((p) => ({ ...p, deckRuleId: 'two-of' })) };
    const report = await check(b);
    expect(report.list).toEqual([
      'Deck 2: Zed: at most 2 copies (found 3).',
      'Deck 2: Deny is banned.',
      'Zed is in deck 1 and deck 2.',
    ]);
  });
});

describe("Reporting good errors / Troubleshooting (the guide's fallbacks)", () => {
  const rule = (id: string, body: string) =>
    unwrap(
      createRuleset({
        id,
        name: id,
        game: 'lor',
        scope: 'deck',
        source: `export default function validateDeck(deck) {\n  ${body}\n}\n`,
      }),
    );
  it('a bare false reads "Saved deck rule rejected this deck."; a code without a message is shown with spaces', async () => {
    const library = rulesetLibrary(BUILT_IN_RULESETS, [
      rule('bare-false', 'return false;'),
      rule('code-only', 'return { valid: false, issues: [{ code: "too_few_cards" }] };'),
    ]);
    const bare = await check(single(DECK_ONE, 'bare-false', 'lor/eternal'), library);
    expect(bare.list).toEqual(['Saved deck rule rejected this deck.']);
    expect(bare.status).toBe('illegal');
    const codeOnly = await check(single(DECK_ONE, 'code-only', 'lor/eternal'), library);
    expect(codeOnly.list).toEqual(['too few cards']);
  });
});

describe('the warning list prefix', () => {
  it('a pile without a Deck name (the name is optional) is prefixed by its place: "Deck 2: ..."', async () => {
    let b = lineup([DECK_ONE, TWO_OF_DECK], 'no-shared', 'lor/eternal');
    b = {
      ...b,
      piles: b.piles.map((p, i) => ({ ...p, name: i === 1 ? ' ' : 'First', deckRuleId: 'two-of' })),
    };
    const report = await check(b);
    expect(report.list).toEqual([
      'Deck 2: Zed: at most 2 copies (found 3).',
      'Deck 2: Deny is banned.',
      'Zed is in deck 1 and deck 2.',
    ]);
  });
});

describe('Pool filters: the guide example narrows the pool to two regions', () => {
  it('importing the second deck of step 3 switches the pool to Ionia and Piltover & Zaun', async () => {
    const b = single(DECK_TWO, 'two-of-filters', 'lor/eternal');
    const patch = await suggestPoolFilters(runner, b, { rulesets, catalog });
    expect(patch).toEqual({
      ok: true,
      value: { regionRefs: ['Ionia', 'PiltoverZaun'] },
      warnings: [],
    });
  });

  it('a one-region deck makes no suggestion (null)', async () => {
    const b = single(DECK_ONE, 'two-of-filters', 'lor/eternal');
    const patch = await suggestPoolFilters(runner, b, { rulesets, catalog });
    expect(patch).toEqual({ ok: true, value: null, warnings: [] });
  });

  it('a deck rule without resolvePoolFilters makes no suggestion', async () => {
    const b = single(DECK_TWO, 'two-of', 'lor/eternal');
    expect(await suggestPoolFilters(runner, b, { rulesets, catalog })).toEqual({
      ok: true,
      value: null,
      warnings: [],
    });
  });
});

describe('Legends of Runeterra built-in rules', () => {
  const withCounts = (b: DeckBuilder, cards: Readonly<Record<string, number>>): DeckBuilder => ({
    ...b,
    piles: b.piles.map((p) => (p.id === 'p1' ? { ...p, cards } : p)),
  });

  it('Riot constructed: 40 cards, at most 3 copies, at most 6 champions, at most 2 regions', async () => {
    const base = single(DECK_ONE, 'lor/constructed', 'lor/eternal');
    expect((await check(base)).status).toBe('legal');
    const { '01IO006': _dropped, ...others } = base.piles[0]!.cards;
    const cards = { ...others, '01IO005': 4 };
    expect((await check(withCounts(base, cards))).list).toEqual([
      'Ionia card 01IO005: at most 3 copies (found 4).',
    ]);
    const short = { ...base.piles[0]!.cards, '01IO005': 1 };
    expect((await check(withCounts(base, short))).list).toEqual([
      'Decks need exactly 40 cards (found 39).',
    ]);
    const threeRegions = {
      ...base.piles[0]!.cards,
      '01IO005': 1,
      '01IO006': 1,
      '01PZ001': 1,
      '01DE001': 1,
    };
    expect((await check(withCounts(base, threeRegions))).list).toEqual([
      'Decks can use at most 2 regions (found Ionia, PiltoverZaun, Demacia).',
    ]);
  });

  it('Riot constructed counts champion copies: 3 Zed and 3 Garen pass, 8 champions fail', async () => {
    const base = single(DECK_ONE, 'lor/constructed', 'lor/eternal');
    const { '01IO005': _a, '01IO006': _b, ...rest } = base.piles[0]!.cards;
    const six = withCounts(base, { ...rest, '01IO009': 3, '01DE012': 3 });
    expect((await check(six)).list).toEqual([]);
    const moreChampions = {
      ...catalog,
      cards: catalog.cards.map((c) =>
        c.id === '01IO008' ? { ...c, game: { ...c.game, supertypeRef: 'Champion' } } : c,
      ),
    };
    const eight = await validateBuilder(runner, six, { rulesets, catalog: moreChampions });
    expect(eight.list).toEqual(['Decks can have at most 6 champion cards (found 8).']);
  });

  it('Riot constructed skips Runeterra champion codes when counting regions', async () => {
    const base = single(DECK_TWO, 'lor/constructed', 'lor/eternal');
    expect(base.piles[0]!.cards['01PZ010']).toBe(2);
    expect((await check(base)).list).toEqual([]);
  });

  it('Riot constructed and Riot lock: each Runeterra champion is a region of its own (Bard and Jhin are two)', async () => {
    // Runeterra champions carry "Runeterra" and their own card code in regionRefs (card data page).
    const runeterra = (id: string, name: string) =>
      ({
        id,
        name,
        setCode: 'set6cde',
        collectible: true,
        game: {
          formatRefs: ['client_Formats_Eternal_name', 'client_Formats_Standard_name'],
          rarityRef: 'Champion',
          regionRefs: ['Runeterra', id],
          type: 'Unit',
          typeRef: 'Unit',
          supertype: 'Champion',
          supertypeRef: 'Champion',
        },
      }) as (typeof catalog.cards)[number];
    const withRuneterra = {
      ...catalog,
      cards: [...catalog.cards, runeterra('06RU001', 'Bard'), runeterra('06RU002', 'Jhin')],
    };
    const base = single(DECK_ONE, 'lor/constructed', 'lor/eternal');
    const { '01IO005': _a, '01IO006': _b, ...rest } = base.piles[0]!.cards;
    const bardOnly = withCounts(base, { ...rest, '06RU001': 2, '01IO005': 2 });
    const bardOnlyReport = await validateBuilder(runner, bardOnly, {
      rulesets,
      catalog: withRuneterra,
    });
    expect(bardOnlyReport.list).toEqual([]);
    const bardAndJhin = withCounts(base, { ...rest, '06RU001': 2, '06RU002': 2 });
    const report = await validateBuilder(runner, bardAndJhin, { rulesets, catalog: withRuneterra });
    expect(report.list).toEqual(['Decks can use at most 2 regions (found Ionia, Bard, Jhin).']);
    // Riot lock names the Runeterra champion shared by two decks.
    let lineupWithBard = lineup([DECK_ONE, DECK_TWO], 'lor/lock', 'lor/eternal');
    lineupWithBard = {
      ...lineupWithBard,
      piles: lineupWithBard.piles.map((p) => ({ ...p, cards: { ...p.cards, '06RU001': 1 } })),
    };
    const lock = await validateBuilder(runner, lineupWithBard, {
      rulesets,
      catalog: withRuneterra,
    });
    // (The piles' own deck rule, Riot constructed, also objects to 41 cards: only the lineup here.)
    expect(lock.deck.map((m) => m.text)).toEqual([
      'Ionia is in deck 1 and deck 2.',
      'Bard is in deck 1 and deck 2.',
    ]);
  });

  it('Riot constructed and the Standard card rule refuse non-collectible and unknown cards', async () => {
    const base = single(DECK_ONE, 'lor/constructed', 'lor/standard');
    const { '01IO005': _x, ...rest } = base.piles[0]!.cards;
    const tokens = {
      ...catalog,
      cards: catalog.cards.map((c) => (c.id === '01IO006' ? { ...c, collectible: false } : c)),
    };
    const b = withCounts(base, { ...rest, '01IO999': 2 });
    const report = await validateBuilder(runner, b, { rulesets, catalog: tokens });
    expect(report.list).toEqual([
      "Ionia card 01IO006: This card can't go in a deck.",
      'Ionia card 01IO012: Only Standard-legal cards can be submitted',
      'Ionia card 01IO016: Only Standard-legal cards can be submitted',
      '01IO999: Only Standard-legal cards can be submitted',
      "Ionia card 01IO006 can't go in a deck.",
      'Unknown card 01IO999.',
    ]);
  });

  it('Direct bans: "This card is directly banned by the selected ruleset."', async () => {
    const eternal = rulesets['lor/eternal']!;
    const banning: Ruleset = {
      ...eternal,
      id: 'eternal-bans',
      origin: 'own',
      directBans: ['01IO009'],
    };
    const library = rulesetLibrary(BUILT_IN_RULESETS, [banning]);
    const report = await check(single(DECK_ONE, null, 'eternal-bans'), library);
    expect(report.cards).toEqual([
      { pileId: 'p1', ref: '01IO009', messages: [DIRECT_BAN_MESSAGE] },
    ]);
    expect(report.list).toEqual([`Zed: ${DIRECT_BAN_MESSAGE}`]);
    expect(report.status).toBe('illegal');
  });

  it("the guide's rejected script cannot be saved: variable_kind_unsupported, unsafe_global", () => {
    const bad = createRuleset({
      id: 'bad',
      name: 'Bad',
      game: 'lor',
      scope: 'deck',
      source:
        'export default function validateDeck(deck) {\n  var total = 0;\n  console.log(deck);\n  return total === 0;\n}\n',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('deckbuilder/unsafe-script');
      expect(bad.error.message).toBe(
        'This ruleset script uses APIs or syntax that are not allowed.',
      );
    }
    expect(
      safetyIssuesOf(bad)
        .map((i) => i.code)
        .sort(),
    ).toEqual(['unsafe_global', 'variable_kind_unsupported']);
  });
});
