// Legality per format with the builder's own rules and messages (issue 22; moved here from
// @tcgkit/elements in issue 30): deckLegality runs validateBuilder in the Node sandbox runner on the
// deck rebuilt by deckBuilderOf; elements' deck-legality.browser.test.ts shows the same results in
// <tcg-deck>.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { type Deck, importDeck } from '@tcgkit/deck-codes';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_RULESETS,
  builderDeck,
  createDefaultBuilder,
  DEFAULT_LEGALITY_FORMATS,
  DIRECT_BAN_MESSAGE,
  deckBuilderOf,
  deckLegality,
  duplicateRuleset,
  importIntoPile,
  pilesInOrder,
  rulesetLibrary,
  validateBuilder,
} from '../src/index.js';
import { LOR_CODE, PTCG_LIVE, RIFTBOUND_LIST } from './fixtures/decks.js';

const runner = createNodeRunner({ size: 1 });
afterAll(() => runner.close());

function read(game: 'lor' | 'pokemon' | 'riftbound', code: string): Deck {
  const r = importDeck(code, game, sampleCatalogs[game]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('deckLegality: the deck builder’s verdict and messages per format', () => {
  it('the sample LoR code is legal in Standard and Eternal (Riot constructed)', async () => {
    expect(await deckLegality(runner, read('lor', LOR_CODE), sampleCatalogs.lor)).toEqual([
      { format: 'Standard', status: 'legal', messages: [] },
      { format: 'Eternal', status: 'legal', messages: [] },
    ]);
  });

  it('the 20-card TCG Live list is not legal in Standard: the deck rule’s message, verbatim', async () => {
    expect(await deckLegality(runner, read('pokemon', PTCG_LIVE), sampleCatalogs.pokemon)).toEqual([
      {
        format: 'Standard',
        status: 'illegal',
        messages: ['Decks need exactly 60 cards (found 20).'],
      },
    ]);
  });

  it('the Riftbound list lands in the zone piles: the message the deck builder gives its import, pile prefix included', async () => {
    const deck = read('riftbound', RIFTBOUND_LIST);
    const found = await deckLegality(runner, deck, sampleCatalogs.riftbound);
    expect(found).toEqual([
      {
        format: 'Standard',
        status: 'illegal',
        messages: ['Main Deck: The main deck must contain exactly 40 cards.'],
      },
    ]);
    // The same list pasted into the deck builder itself gives the same warning list.
    const pasted = importIntoPile(
      createDefaultBuilder('riftbound'),
      'legend',
      RIFTBOUND_LIST,
      sampleCatalogs.riftbound,
    );
    if (!pasted.ok) throw new Error(pasted.error.message);
    const report = await validateBuilder(runner, pasted.value.builder, {
      rulesets: rulesetLibrary(BUILT_IN_RULESETS),
      catalog: sampleCatalogs.riftbound,
    });
    expect(found[0]!.messages).toEqual(report.list);
  });

  it('a format of the page’s own: a ruleset that bans Garen directly names him', async () => {
    const standard = BUILT_IN_RULESETS.find((r) => r.id === 'lor/standard')!;
    const noGaren = {
      ...duplicateRuleset(standard, 'club/no-garen', 'No Garen'),
      directBans: ['01DE012'],
    };
    const found = await deckLegality(runner, read('lor', LOR_CODE), sampleCatalogs.lor, {
      formats: [
        { name: 'Club', cardRuleId: 'club/no-garen', layoutRuleId: 'lor/constructed' },
        ...DEFAULT_LEGALITY_FORMATS.lor.slice(0, 1),
      ],
      rulesets: [noGaren],
    });
    expect(found).toEqual([
      { format: 'Club', status: 'illegal', messages: [`Garen: ${DIRECT_BAN_MESSAGE}`] },
      { format: 'Standard', status: 'legal', messages: [] },
    ]);
  });

  it('a rule that cannot run is not checked, never legal, and says why', async () => {
    const found = await deckLegality(runner, read('lor', LOR_CODE), sampleCatalogs.lor, {
      formats: [{ name: 'Gone', cardRuleId: 'club/missing', layoutRuleId: 'lor/constructed' }],
    });
    expect(found).toHaveLength(1);
    expect(found[0]!.status).toBe('not-checked');
    expect(found[0]!.messages.join(' ')).toContain('club/missing');
  });

  it('a deck with too many copies and an unknown card: the card rule’s and the deck rule’s messages, in the builder’s order', async () => {
    const deck: Deck = {
      game: 'pokemon',
      main: [
        { ref: 'me55-66', count: 5 },
        { ref: 'zz-1', count: 2 },
      ],
      sideboard: [],
    };
    expect(await deckLegality(runner, deck, sampleCatalogs.pokemon)).toEqual([
      {
        format: 'Standard',
        status: 'illegal',
        messages: [
          'zz-1: Only Standard-legal cards can be submitted',
          'Unknown card zz-1.',
          'Decks need exactly 60 cards (found 7).',
          'Mew ex: at most 4 copies (found 5).',
        ],
      },
    ]);
  });
});

describe('deckBuilderOf: a deck rebuilt into builder piles, the inverse of builderDeck', () => {
  it('a LoR deck lands in the one pile, with the format’s rules; builderDeck gives its cards back', () => {
    const deck = read('lor', LOR_CODE);
    const b = deckBuilderOf(deck, sampleCatalogs.lor, {
      cardRuleId: 'lor/eternal',
      layoutRuleId: 'lor/constructed',
    });
    expect(b.cardRuleId).toBe('lor/eternal');
    expect(b.layoutRuleId).toBe('lor/constructed');
    expect(pilesInOrder(b)).toHaveLength(1);
    const back = builderDeck(b);
    const sorted = (es: readonly { ref: string; count: number }[]) =>
      [...es].sort((x, y) => x.ref.localeCompare(y.ref));
    expect(sorted(back.main)).toEqual(sorted(deck.main));
  });

  it('a Riftbound list is sorted into the zone piles the default builder opens with', () => {
    const deck = read('riftbound', RIFTBOUND_LIST);
    const b = deckBuilderOf(deck, sampleCatalogs.riftbound, DEFAULT_LEGALITY_FORMATS.riftbound[0]!);
    const count = (name: string) =>
      Object.values(pilesInOrder(b).find((p) => p.name === name)?.cards ?? {}).reduce(
        (s, n) => s + n,
        0,
      );
    expect(count('Legend')).toBe(1);
    expect(count('Battlefields')).toBe(3);
    expect(count('Rune Deck')).toBe(12);
    expect(count('Sideboard')).toBe(2);
    // The same list pasted into the builder itself fills the same piles.
    const pasted = importIntoPile(
      createDefaultBuilder('riftbound'),
      'legend',
      RIFTBOUND_LIST,
      sampleCatalogs.riftbound,
    );
    if (!pasted.ok) throw new Error(pasted.error.message);
    expect(pilesInOrder(b).map((p) => p.cards)).toEqual(
      pilesInOrder(pasted.value.builder).map((p) => p.cards),
    );
  });

  it('any deck of whole counts: every copy of main and sideboard is in the builder (Pokémon, one pile)', () => {
    const entry = fc.record({
      ref: fc.constantFrom('me55-66', 'sv3pt5-76', 'zz-1', 'sve-5'),
      count: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 8 }),
        fc.array(entry, { maxLength: 3 }),
        (main, sideboard) => {
          const b = deckBuilderOf({ game: 'pokemon', main, sideboard }, sampleCatalogs.pokemon, {
            cardRuleId: null,
            layoutRuleId: null,
          });
          const total = (es: readonly { count: number }[]) => es.reduce((s, e) => s + e.count, 0);
          expect(total(builderDeck(b).main)).toBe(total(main) + total(sideboard));
        },
      ),
      { numRuns: 100 },
    );
  });
});
