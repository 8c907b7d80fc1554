import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardGameOf, CatalogGameErrors, checkCatalogGame, type GameId } from '../src/index.js';

const garen = {
  id: '01DE012',
  name: 'Garen',
  setCode: 'set1',
  game: { regionRefs: ['Demacia'], typeRef: 'Unit' },
};
const pikachu = {
  id: 'pikachu-ex--1f29b66b68bc',
  name: 'Pikachu ex',
  setCode: 'me2pt5',
  game: { supertype: 'Pokemon', hp: '200' },
};
const jinx = {
  id: 'rb-34ece2975dc9e4adcb5e',
  name: 'Jinx - Demolitionist',
  setCode: 'OGN',
  game: { domains: ['fury'], might: 4 },
};

/** What `gameOfCard` (in @tcgkit/cards/vocab) answers for these cards; core knows no card shape. */
const games = new Map<unknown, GameId>([
  [garen, 'lor'],
  [pikachu, 'pokemon'],
  [jinx, 'riftbound'],
]);
const gameOf: CardGameOf = (card) => games.get(card);

describe('checkCatalogGame', () => {
  it('accepts a catalog of the game asked about, and a plain card array', () => {
    expect(checkCatalogGame({ game: 'lor', cards: [garen] }, 'lor', gameOf)).toBeUndefined();
    expect(checkCatalogGame([pikachu], 'pokemon', gameOf)).toBeUndefined();
    expect(checkCatalogGame({ game: 'riftbound', cards: [] }, 'riftbound', gameOf)).toBeUndefined();
  });

  it('names the wrong game at /game when the catalog says another game', () => {
    const found = checkCatalogGame({ game: 'pokemon', cards: [pikachu] }, 'lor', gameOf);
    expect(found).toMatchObject({ code: CatalogGameErrors.wrongGame, path: '/game' });
    expect(found?.message).toContain('Pokémon TCG');
    expect(found?.message).toContain('"lor"');
  });

  it('detects a wrong game from the cards when the catalog does not say (or lies)', () => {
    expect(checkCatalogGame({ cards: [pikachu, pikachu] }, 'lor', gameOf)).toMatchObject({
      code: CatalogGameErrors.wrongGame,
      path: '/cards/0',
    });
    expect(checkCatalogGame({ game: 'lor', cards: [pikachu] }, 'lor', gameOf)).toMatchObject({
      code: CatalogGameErrors.wrongGame,
      path: '/cards/0',
    });
    expect(checkCatalogGame([jinx], 'pokemon', gameOf)).toMatchObject({
      code: CatalogGameErrors.wrongGame,
      path: '/0',
    });
  });

  it('detects a mix and points at the first foreign card', () => {
    const found = checkCatalogGame(
      { game: 'lor', cards: [garen, garen, jinx, pikachu] },
      'lor',
      gameOf,
    );
    expect(found).toMatchObject({ code: CatalogGameErrors.mixedGames, path: '/cards/2' });
    expect(found?.message).toContain('Jinx - Demolitionist');
  });

  it('answers not-a-catalog for values that are not catalogs', () => {
    for (const v of [null, 3, 'lor', true]) {
      expect(checkCatalogGame(v, 'lor', gameOf)?.code).toBe(CatalogGameErrors.notCatalog);
    }
    expect(checkCatalogGame({ game: 'lor' }, 'lor', gameOf)).toMatchObject({
      code: CatalogGameErrors.notCatalog,
      path: '/cards',
    });
  });

  it('is memoized per catalog object and game, and answers each game separately', () => {
    const catalog = { game: 'lor', cards: [garen] };
    let asked = 0;
    const counting: CardGameOf = (card) => {
      asked++;
      return gameOf(card);
    };
    expect(checkCatalogGame(catalog, 'lor', counting)).toBeUndefined();
    expect(checkCatalogGame(catalog, 'lor', counting)).toBeUndefined();
    expect(asked).toBe(1);
    expect(checkCatalogGame(catalog, 'lor', gameOf)).toBeUndefined();
    expect(checkCatalogGame(catalog, 'pokemon', gameOf)?.code).toBe(CatalogGameErrors.wrongGame);
    expect(checkCatalogGame(catalog, 'lor', gameOf)).toBeUndefined();
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom('lor', 'pokemon', 'riftbound', 'mtg' as const),
        (v, g) => {
          const found = checkCatalogGame(v, g, gameOf);
          expect(found === undefined || typeof found.code === 'string').toBe(true);
          checkCatalogGame({ game: g, cards: Array.isArray(v) ? v : [v] }, g, gameOf);
        },
      ),
      { numRuns: 300 },
    );
  });
});
