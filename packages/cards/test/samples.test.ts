// #30: the sample catalogs are JSON data files, typed by src/samples/index.ts. The types are casts,
// so the schemas are what holds each file to its catalog type.
import { describe, expect, it } from 'vitest';
import { sampleCatalog, sampleCatalogs } from '../src/samples/index.js';
import { CARD_GAME_IDS } from '../src/types.js';
import { catalogValidators } from '../src/validators.js';
import { gameOfCard } from '../src/vocab.js';

describe('the sample catalogs (JSON data files)', () => {
  it.each(CARD_GAME_IDS)('the %s sample passes its catalog schema', (game) => {
    const checked = catalogValidators[game].parse(sampleCatalogs[game]);
    expect(checked.ok && checked.value.game).toBe(game);
    expect(sampleCatalog(game)).toBe(sampleCatalogs[game]);
  });

  it.each(CARD_GAME_IDS)('every card of the %s sample is told to be of its game', (game) => {
    const told = new Set(sampleCatalogs[game].cards.map((card) => gameOfCard(card)));
    expect([...told]).toEqual([game]);
  });

  it('holds the cards the docs name', () => {
    expect(sampleCatalogs.lor.cards.find((card) => card.id === '01DE012')?.name).toBe('Garen');
    expect(sampleCatalogs.pokemon.cards.some((card) => card.name === 'Pikachu ex')).toBe(true);
    expect(sampleCatalogs.riftbound.cards).toHaveLength(152);
  });
});
