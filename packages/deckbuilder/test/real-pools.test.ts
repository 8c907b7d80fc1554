// The deck builder on the real card pools (issue #20): the compact full-pool catalogs of
// examples/catalogs, real decks, the built-in rules, through the real sandbox (Node runner).
import { readFileSync } from 'node:fs';
import { indexCatalog, resolveRef } from '@tcgkit/cards';
import type { SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import {
  addCards,
  BUILT_IN_RULESETS,
  createBuilder,
  createDefaultBuilder,
  type DeckBuilder,
  importIntoPile,
  POKEMON_STANDARD_MARKS,
  rulesetLibrary,
  validateBuilder,
} from '../src/index.js';
import { RIFT1, RIFT1_FILL } from './fixtures/decks.js';

const deckFile = (name: string) =>
  readFileSync(new URL(`./fixtures/real-decks/${name}`, import.meta.url), 'utf8');
const lor = exampleCatalog('lor');
const pokemon = exampleCatalog('pokemon');
const riftbound = exampleCatalog('riftbound');
const rulesets = rulesetLibrary(BUILT_IN_RULESETS);

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

// Riot's first LoRDeckCodes vector: Shadow Isles / Freljord, 40 cards, all from set 1.
const LOR_SET1_DECK = 'CEBAIAIFB4WDANQIAEAQGDAUDAQSIJZUAIAQCAIEAEAQKBIA';

describe('Legends of Runeterra: Standard vs Eternal from formatRefs', () => {
  const imported = (cardRuleId: string) =>
    unwrap(importIntoPile(createBuilder('lor', { cardRuleId }), 'p1', LOR_SET1_DECK, lor)).builder;

  it('a real set-1 deck is legal in Eternal', async () => {
    const report = await validateBuilder(runner, imported('lor/eternal'), {
      rulesets,
      catalog: lor,
    });
    expect(report.failures).toEqual([]);
    expect(report.list).toEqual([]);
    expect(report.status).toBe('legal');
  });

  it('in Standard, every card rotated out (no Standard in formatRefs) is named, and only those', async () => {
    const b = imported('lor/standard');
    const report = await validateBuilder(runner, b, { rulesets, catalog: lor });
    const index = indexCatalog(lor);
    const rotated = Object.keys(b.piles[0]!.cards)
      .map((ref) => resolveRef(index, ref)!)
      .filter((card) => !card.game?.formatRefs?.includes('client_Formats_Standard_name'))
      .map((card) => `${card.name}: Only Standard-legal cards can be submitted`);
    expect(rotated.length).toBeGreaterThan(0);
    expect([...report.list].sort()).toEqual(rotated.sort());
    expect(report.status).toBe('illegal');
  });
});

describe('Pokémon TCG: Standard by regulation mark and legalities', () => {
  const imported = (file: string): DeckBuilder =>
    unwrap(importIntoPile(createBuilder('pokemon'), 'p1', deckFile(file), pokemon)).builder;

  it('Team Rocket Weezing (Journey Together to Black Bolt, marks H-I) is a legal Standard deck', async () => {
    const b = imported('01-rocket-weezing.txt');
    const report = await validateBuilder(runner, b, { rulesets, catalog: pokemon });
    expect(report.failures).toEqual([]);
    expect(report.list).toEqual([]);
    expect(report.status).toBe('legal');
  });

  it('Dragapult: the deck rule passes, and exactly the cards with no printing of a legal mark are rotated', async () => {
    const b = imported('05-dragapult.txt');
    const report = await validateBuilder(runner, b, { rulesets, catalog: pokemon });
    const index = indexCatalog(pokemon);
    const expected = Object.keys(b.piles[0]!.cards)
      .map((ref) => resolveRef(index, ref)!)
      .filter((card) => {
        const marks = (card.printings ?? []).flatMap((p) => p.metadata?.regulationMark ?? []);
        const basicEnergy =
          card.game?.supertype === 'Energy' && card.game.subtypes?.includes('Basic') === true;
        return (
          !basicEnergy && marks.length > 0 && !marks.some((m) => POKEMON_STANDARD_MARKS.includes(m))
        );
      })
      .map(
        (card) => `${card.name}: Regulation mark G has rotated out of Standard (H, I, J are legal)`,
      );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.some((m) => m.startsWith('Iono:'))).toBe(true);
    expect([...report.list].sort()).toEqual([...new Set(expected)].sort());
    expect(report.deck).toEqual([]);
    expect(report.status).toBe('illegal');
  });

  it('a card the data calls "Not Legal" yet (Perfect Order, mark J) fails on its legalities', async () => {
    const index = indexCatalog(pokemon);
    const notYet = pokemon.cards.find((c) => c.game?.legalities?.standard === 'Not Legal')!;
    expect(notYet.game?.regulationMark).toBe('J');
    let b = imported('01-rocket-weezing.txt');
    b = unwrap(addCards(b, 'p1', notYet.printings![0]!.id, 1));
    const report = await validateBuilder(runner, b, { rulesets, catalog: pokemon });
    expect(report.list).toContain(`${notYet.name}: Only Standard-legal cards can be submitted`);
    expect(resolveRef(index, notYet.printings![0]!.id)?.id).toBe(notYet.id);
  });
});

describe('Riftbound: the spec sample deck on the whole gallery', () => {
  it('imports into the Constructed zones and, completed to 40, is legal', async () => {
    let b = unwrap(
      importIntoPile(createDefaultBuilder('riftbound'), 'main', RIFT1, riftbound),
    ).builder;
    expect(b.piles.find((p) => p.id === 'legend')?.cards).toEqual({ 'ogn-259-298': 1 });
    const incomplete = await validateBuilder(runner, b, { rulesets, catalog: riftbound });
    expect(incomplete.list).toContain('Main Deck: The main deck must contain exactly 40 cards.');
    for (const ref of RIFT1_FILL) b = unwrap(addCards(b, 'main', ref, 3));
    const report = await validateBuilder(runner, b, { rulesets, catalog: riftbound });
    expect(report.failures).toEqual([]);
    expect(report.list).toEqual([]);
    expect(report.status).toBe('legal');
  });
});

describe('a catalog of the wrong game, or a mix, is not checked', () => {
  it('validateBuilder of a LoR deck against the Pokémon pool: core/catalog-wrong-game', async () => {
    const b = unwrap(importIntoPile(createBuilder('lor'), 'p1', LOR_SET1_DECK, lor)).builder;
    const report = await validateBuilder(runner, b, { rulesets, catalog: pokemon });
    expect(report.status).toBe('not-checked');
    expect(report.canSave).toBe(false);
    expect(report.failures).toEqual([
      expect.objectContaining({ ruleId: null, code: 'core/catalog-wrong-game' }),
    ]);
    expect(report.list[0]).toContain('Pokémon TCG');
  });

  it('a Riftbound catalog with LoR cards mixed in: core/catalog-mixed-games', async () => {
    const mixed = { ...riftbound, cards: [...riftbound.cards, lor.cards[0] as never] };
    const report = await validateBuilder(runner, createDefaultBuilder('riftbound'), {
      rulesets,
      catalog: mixed,
    });
    expect(report.failures[0]?.code).toBe('core/catalog-mixed-games');
    expect(report.status).toBe('not-checked');
  });
});
