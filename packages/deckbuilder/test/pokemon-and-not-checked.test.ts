// Pokémon TCG Standard deck rule, and the "not checked" state, through the real sandbox.
import type { PokemonCard, PokemonCatalog } from '@tcgkit/cards';
import { samplePokemonCatalog } from '@tcgkit/cards/samples';
import type { SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCards,
  addPile,
  BUILT_IN_RULESETS,
  createBuilder,
  createDefaultBuilder,
  createRuleset,
  type DeckBuilder,
  importIntoPile,
  rulesetLibrary,
  validateBuilder,
} from '../src/index.js';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

// The sample catalog plus two hand-made cards for the ACE SPEC and Radiant limits.
const base = samplePokemonCatalog.cards[2]! as PokemonCard; // Ultra Ball
const pikachu = samplePokemonCatalog.cards[0]! as PokemonCard;
const catalog: PokemonCatalog = {
  ...samplePokemonCatalog,
  cards: [
    ...samplePokemonCatalog.cards,
    {
      ...base,
      id: 'test-ace-spec',
      name: 'Prime Catcher',
      printings: [],
      game: { ...base.game, subtypes: ['Item', 'ACE SPEC'] },
    } as PokemonCard,
    {
      ...base,
      id: 'test-ace-spec-2',
      name: 'Master Ball',
      printings: [],
      game: { ...base.game, subtypes: ['Item', 'ACE SPEC'] },
    } as PokemonCard,
    {
      ...pikachu,
      id: 'test-radiant-1',
      name: 'Radiant Greninja',
      printings: [],
      game: { ...pikachu.game, subtypes: ['Basic', 'Radiant'] },
    } as PokemonCard,
    {
      ...pikachu,
      id: 'test-radiant-2',
      name: 'Radiant Charizard',
      printings: [],
      game: { ...pikachu.game, subtypes: ['Basic', 'Radiant'] },
    } as PokemonCard,
  ],
} as PokemonCatalog;

const rulesets = rulesetLibrary(BUILT_IN_RULESETS);
let runner: SandboxRunner;
beforeAll(async () => {
  runner = createNodeRunner({ size: 2 });
  await runner.ready();
});
afterAll(async () => {
  await runner.close();
});

// 4 Pikachu ex, 4 Mew ex, 4 Latias ex, 4 Ultra Ball, 4 Crispin, 20 Psychic + 20 Lightning Energy.
const LEGAL: Readonly<Record<string, number>> = {
  'pikachu-ex--1f29b66b68bc': 4,
  'mew-ex--1b2ca0de851b': 4,
  'latias-ex--d012e6f6b9fe': 4,
  'ultra-ball--f1f01abf68c7': 4,
  'crispin--ee085e32f49d': 4,
  'basic-psychic-energy--a9c03554445b': 20,
  'basic-lightning-energy--2eba9c40ac46': 20,
};

const deck = (cards: Readonly<Record<string, number>>): DeckBuilder => {
  const b = createBuilder('pokemon', { cardRuleId: null });
  return { ...b, piles: b.piles.map((p) => ({ ...p, cards })) };
};
const check = (b: DeckBuilder) => validateBuilder(runner, b, { rulesets, catalog });

describe('Pokémon TCG Standard deck rule', () => {
  it('a 60-card deck with 4-ofs and 40 Basic Energy of two types is legal', async () => {
    const report = await check(deck(LEGAL));
    expect(report.list).toEqual([]);
    expect(report.status).toBe('legal');
  });

  it('60 cards exactly', async () => {
    const report = await check(deck({ ...LEGAL, 'basic-psychic-energy--a9c03554445b': 21 }));
    expect(report.list).toEqual(['Decks need exactly 60 cards (found 61).']);
  });

  it('at most 4 copies by name (Basic Energy excepted), across printings', async () => {
    const report = await check(
      deck({
        ...LEGAL,
        'pikachu-ex--1f29b66b68bc': 3,
        'svp-106': 2,
        'basic-psychic-energy--a9c03554445b': 19,
      }),
    );
    expect(report.list).toEqual(['Pikachu ex: at most 4 copies (found 5).']);
  });

  it('at least one Basic Pokémon', async () => {
    const report = await check(
      deck({
        'ultra-ball--f1f01abf68c7': 4,
        'crispin--ee085e32f49d': 4,
        'basic-psychic-energy--a9c03554445b': 52,
      }),
    );
    expect(report.list).toEqual(['Decks need at least one Basic Pokémon.']);
  });

  it('a Basic Pokémon spelled "Pokémon" (with the accent) counts too, as the card data page advises', async () => {
    const accented: PokemonCatalog = {
      ...catalog,
      cards: catalog.cards.map((c) =>
        c.id === pikachu.id
          ? ({ ...c, game: { ...c.game, supertype: 'Pokémon' } } as PokemonCard)
          : c,
      ),
    };
    const onlyPikachu = {
      'pikachu-ex--1f29b66b68bc': 4,
      'ultra-ball--f1f01abf68c7': 4,
      'crispin--ee085e32f49d': 4,
      'basic-psychic-energy--a9c03554445b': 24,
      'basic-lightning-energy--2eba9c40ac46': 24,
    };
    const report = await validateBuilder(runner, deck(onlyPikachu), {
      rulesets,
      catalog: accented,
    });
    expect(report.list).toEqual([]);
  });

  it('Decision: a Sideboard pile counts with the deck (Pokémon TCG has no sideboard; its cards go into the code)', async () => {
    let b = deck({ ...LEGAL, 'basic-psychic-energy--a9c03554445b': 18 });
    b = unwrap(addPile(b, { name: 'Side', role: 'sideboard' }));
    b = unwrap(addCards(b, b.piles[1]!.id, 'basic-psychic-energy--a9c03554445b', 2));
    expect((await check(b)).list).toEqual([]);
    b = unwrap(addCards(b, b.piles[1]!.id, 'basic-psychic-energy--a9c03554445b', 1));
    expect((await check(b)).list).toEqual(['Decks need exactly 60 cards (found 61).']);
  });

  it('copies are counted over every counted pile: 4 Ultra Ball in the deck and 1 in a Sideboard pile are 5 (issue #17, point 13)', async () => {
    let b = deck({ ...LEGAL, 'basic-psychic-energy--a9c03554445b': 19 });
    b = unwrap(addPile(b, { name: 'Side', role: 'sideboard' }));
    b = unwrap(addCards(b, b.piles[1]!.id, 'ultra-ball--f1f01abf68c7', 1));
    expect((await check(b)).list).toEqual(['Ultra Ball: at most 4 copies (found 5).']);
  });

  it('at most 1 ACE SPEC card', async () => {
    const one = await check(
      deck({ ...LEGAL, 'test-ace-spec': 1, 'basic-psychic-energy--a9c03554445b': 19 }),
    );
    expect(one.list).toEqual([]);
    const two = await check(
      deck({
        ...LEGAL,
        'test-ace-spec': 1,
        'test-ace-spec-2': 1,
        'basic-psychic-energy--a9c03554445b': 18,
      }),
    );
    expect(two.list).toEqual(['Decks can have only 1 ACE SPEC card (found 2).']);
  });

  it('at most 1 Radiant Pokémon', async () => {
    const two = await check(
      deck({
        ...LEGAL,
        'test-radiant-1': 1,
        'test-radiant-2': 1,
        'basic-psychic-energy--a9c03554445b': 18,
      }),
    );
    expect(two.list).toEqual(['Decks can have only 1 Radiant Pokémon (found 2).']);
  });

  it('the spec PTCG1 sample imports into the single pile', () => {
    const done = unwrap(
      importIntoPile(
        createDefaultBuilder('pokemon'),
        'p1',
        'PTCG1.me55:4x66,4x128.sv8:2x76.sv8pt5:4x105.sve:2x4,4x5',
        catalog,
      ),
    );
    expect(Object.values(done.builder.piles[0]!.cards).reduce((a, b) => a + b, 0)).toBeGreaterThan(
      0,
    );
    expect(done.format).toBe('ptcg1');
  });
});

describe('Pokémon TCG Standard card rule', () => {
  it('a card that is not Standard-legal: "Only Standard-legal cards can be submitted"', async () => {
    const rotated: PokemonCatalog = {
      ...catalog,
      cards: catalog.cards.map((c) =>
        c.id === 'crispin--ee085e32f49d'
          ? ({ ...c, game: { ...c.game, legalities: { expanded: 'Legal' } } } as PokemonCard)
          : c,
      ),
    } as PokemonCatalog;
    const b = { ...deck(LEGAL), cardRuleId: 'pokemon/standard' };
    expect((await validateBuilder(runner, b, { rulesets, catalog })).list).toEqual([]);
    const report = await validateBuilder(runner, b, { rulesets, catalog: rotated });
    expect(report.list).toEqual(['Crispin: Only Standard-legal cards can be submitted']);
    expect(report.status).toBe('illegal');
  });
});

describe('a rule that cannot run makes the deck "not checked", never legal', () => {
  const legal = () => deck(LEGAL);

  it('a rule id the library does not hold', async () => {
    const report = await check({ ...legal(), layoutRuleId: 'gone' });
    expect(report.status).toBe('not-checked');
    expect(report.canSave).toBe(false);
    expect(report.failures).toEqual([
      {
        ruleId: 'gone',
        scope: 'deck',
        code: 'deckbuilder/rule-not-found',
        message: 'The rule "gone" could not be loaded.',
      },
    ]);
  });

  it('a rule of the wrong scope', async () => {
    const report = await check({ ...legal(), layoutRuleId: 'pokemon/standard' });
    expect(report.status).toBe('not-checked');
    expect(report.failures[0]?.code).toBe('deckbuilder/wrong-scope');
  });

  it('a rule that throws', async () => {
    const throwing = unwrap(
      createRuleset({
        id: 'throws',
        name: 'Throws',
        game: 'pokemon',
        scope: 'deck',
        source:
          'export default function validateDeck(deck, cardsById) { return cardsById.nope.game; }',
      }),
    );
    const report = await validateBuilder(
      runner,
      { ...legal(), layoutRuleId: 'throws' },
      {
        rulesets: rulesetLibrary(BUILT_IN_RULESETS, [throwing]),
        catalog,
      },
    );
    expect(report.status).toBe('not-checked');
    expect(report.failures[0]?.code).toBe('sandbox/script-threw');
    expect(report.failures[0]?.message).toMatch(/^"Throws" could not run: TypeError/);
  });

  it('a rule that times out, in a zone', async () => {
    const slow = unwrap(
      createRuleset({
        id: 'slow',
        name: 'Slow',
        game: 'pokemon',
        scope: 'deck',
        source:
          'export default function validateDeck() { let i = 0; while (i >= 0) { i = i + 1; } return true; }',
      }),
    );
    const b = legal();
    const report = await validateBuilder(
      runner,
      { ...b, piles: b.piles.map((p) => ({ ...p, deckRuleId: 'slow' })) },
      // The limit applies to every rule of the check; a wide one keeps the built-in rules inside
      // it on a loaded machine, while the endless loop still reaches it.
      { rulesets: rulesetLibrary(BUILT_IN_RULESETS, [slow]), catalog, timeoutMs: 3000 },
    );
    expect(report.status).toBe('not-checked');
    expect(report.failures.map((f) => [f.code, f.pileId])).toEqual([['sandbox/timeout', 'p1']]);
  });

  it('no sandbox (a closed runner): not checked, saving off', async () => {
    const closed = createNodeRunner({ size: 1 });
    await closed.close();
    const report = await validateBuilder(closed, legal(), { rulesets, catalog });
    expect(report.status).toBe('not-checked');
    expect(report.canSave).toBe(false);
    expect(report.failures[0]?.code).toBe('sandbox/closed');
  });
});
