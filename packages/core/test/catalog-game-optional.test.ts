import { checkCatalogGame } from '@tcgkit/core';
import { describe, expect, it } from 'vitest';

describe('checkCatalogGame without a card-shape reader', () => {
  it('judges the game field alone, and never throws on any third argument', () => {
    expect(checkCatalogGame({ game: 'pokemon', cards: [] }, 'lor')?.code).toBe(
      'core/catalog-wrong-game',
    );
    expect(checkCatalogGame({ game: 'lor', cards: [{ name: 'x' }] }, 'lor')).toBeUndefined();
    for (const bad of [undefined, null, 1, 'gameOfCard', {}]) {
      // biome-ignore lint/suspicious/noExplicitAny: a caller outside TypeScript can pass anything
      expect(checkCatalogGame({ game: 'riftbound', cards: [] }, 'lor', bad as any)?.code).toBe(
        'core/catalog-wrong-game',
      );
    }
  });
});
