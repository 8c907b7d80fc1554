import { describe, expect, it } from 'vitest';
import { GAME_IDS, isGameId, parseGameId } from '../src/index.js';

describe('GameId', () => {
  it('lists the four games in one spelling', () => {
    expect(GAME_IDS).toEqual(['lor', 'pokemon', 'riftbound', 'mtg']);
  });
  it('accepts each id and refuses other spellings', () => {
    for (const g of GAME_IDS) expect(isGameId(g)).toBe(true);
    for (const v of ['legends-of-runeterra', 'pokemon-tcg', 'LOR', '', null, 3, {}])
      expect(isGameId(v)).toBe(false);
  });
  it('parseGameId gives a coded error that lists the valid ids', () => {
    const r = parseGameId('pokemon-tcg', undefined, '/game');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('core/unknown-game');
    expect(r.error.path).toBe('/game');
    expect(r.error.message).toContain('"lor", "pokemon", "riftbound", "mtg"');
  });
  it('parseGameId narrows to the allowed list', () => {
    expect(parseGameId('mtg', ['lor', 'pokemon', 'riftbound']).ok).toBe(false);
    expect(parseGameId('lor', ['lor', 'pokemon', 'riftbound'])).toEqual({
      ok: true,
      value: 'lor',
      warnings: [],
    });
  });
});
