import { describe, expect, it } from 'vitest';
import {
  CardsErrors,
  cardValidators,
  catalogValidators,
  parseCatalog,
  sampleCatalogs,
} from '../src/index.js';

// The example cards of the card-data pages, verbatim (image URLs kept).
const garen = {
  id: '01DE012',
  name: 'Garen',
  setCode: 'set1',
  collectible: true,
  assets: [
    {
      kind: 'card',
      url: 'https://cdn.turny.gg/cards/lor/assets/01DE012-card-8a863d8a21d1029ab31bd8454e9456e89c2de96072d27705e2f11883752034f5.webp',
    },
  ],
  game: {
    associatedCardRefs: ['01DE012T1', '01DE012T2'],
    formatRefs: ['client_Formats_Eternal_name', 'client_Formats_Standard_name'],
    keywordRefs: ['Regeneration'],
    rarityRef: 'Champion',
    regionRefs: ['Demacia'],
    vocabTerms: ['Strike'],
    supertype: 'Champion',
    supertypeRef: 'Champion',
    type: 'Unit',
    typeRef: 'Unit',
    cost: 5,
    attack: 5,
    health: 5,
    description: "When I'm summoned, give other allies +1|+1 this round.",
    descriptionRaw: "When I'm summoned, give other allies +1|+1 this round.",
    levelupDescription: "I've struck twice.",
    levelupDescriptionRaw: "I've struck twice.",
    flavorText:
      'Training and resilience are the way of a soldier. Even in the face of great peril, we will not falter.',
    subtypes: ['ELITE'],
    artistName: 'SIXMOREVODKA',
  },
};

describe('JSON Schemas', () => {
  it('accept the sample catalog of every game', () => {
    expect(catalogValidators.lor.check(sampleCatalogs.lor)).toBeUndefined();
    expect(catalogValidators.pokemon.check(sampleCatalogs.pokemon)).toBeUndefined();
    expect(catalogValidators.riftbound.check(sampleCatalogs.riftbound)).toBeUndefined();
  });

  it('accept the example card of card-data-lor.md (Garen)', () => {
    expect(cardValidators.lor.check(garen)).toBeUndefined();
    expect(sampleCatalogs.lor.cards.find((c) => c.id === '01DE012')).toEqual(garen);
  });

  it('accept every card of the samples one by one', () => {
    for (const card of sampleCatalogs.pokemon.cards)
      expect(cardValidators.pokemon.is(card)).toBe(true);
    for (const card of sampleCatalogs.riftbound.cards) {
      expect(cardValidators.riftbound.is(card)).toBe(true);
    }
  });

  it('reject an unknown top-level field with its JSON Pointer', () => {
    const problem = cardValidators.lor.check({ ...garen, printings: [] });
    expect(problem).toMatchObject({ code: CardsErrors.invalidCard, path: '/printings' });
  });

  it('reject a Riftbound type outside the six card types', () => {
    const jinx = sampleCatalogs.riftbound.cards[0]!;
    const bad = { ...jinx, game: { ...jinx.game, type: 'champion' } };
    expect(cardValidators.riftbound.check(bad)).toMatchObject({ path: '/game/type' });
  });

  it('require number and supertype on Pokémon game data', () => {
    const card = { id: 'x', name: 'X', setCode: 'sv1', game: { supertype: 'Trainer' } };
    expect(cardValidators.pokemon.check(card)).toMatchObject({ path: '/game/number' });
  });

  it('parseCatalog dispatches on game and reports an unknown game', () => {
    expect(parseCatalog(sampleCatalogs.pokemon).ok).toBe(true);
    const bad = parseCatalog({ schemaVersion: 1, game: 'mtg', cards: [] });
    expect(bad).toMatchObject({
      ok: false,
      error: { code: CardsErrors.unknownGame, path: '/game' },
    });
    const missing = parseCatalog({ schemaVersion: 1, game: 'lor' });
    expect(missing).toMatchObject({
      ok: false,
      error: { code: CardsErrors.invalidCatalog, path: '/cards' },
    });
    expect(parseCatalog(null).ok).toBe(false);
  });
});
