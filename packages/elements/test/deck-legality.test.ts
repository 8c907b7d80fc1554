// Legality per format with the deck builder's own rules and messages (issue 22): deckLegality
// runs validateBuilder of @tcgkit/deckbuilder in the Node sandbox runner; the browser test
// (deck-legality.browser.test.ts) shows the same results in <tcg-deck>.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { type Deck, importDeck } from '@tcgkit/deck-codes';
import {
  BUILT_IN_RULESETS,
  createDefaultBuilder,
  DIRECT_BAN_MESSAGE,
  duplicateRuleset,
  importIntoPile,
  rulesetLibrary,
  validateBuilder,
} from '@tcgkit/deckbuilder';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEGALITY_FORMATS, deckLegality } from '../src/index.js';
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
