// Saved builder state and templates are checked before use.
import { describe, expect, it } from 'vitest';
import {
  addCards,
  BUILT_IN_TEMPLATES,
  createDefaultBuilder,
  parseDeckBuilder,
  parseTemplate,
  RIFTBOUND_CONSTRUCTED,
} from '../src/index.js';

describe('parseDeckBuilder / parseTemplate', () => {
  it('accepts what the model makes, through a JSON round trip', () => {
    for (const game of ['lor', 'pokemon', 'riftbound'] as const) {
      const b = createDefaultBuilder(game);
      const filled = addCards(b, b.activePileId, 'x', 2);
      const value = filled.ok ? filled.value : b;
      expect(parseDeckBuilder(JSON.parse(JSON.stringify(value)))).toEqual({
        ok: true,
        value,
        warnings: [],
      });
    }
    for (const t of BUILT_IN_TEMPLATES)
      expect(parseTemplate(JSON.parse(JSON.stringify(t))).ok).toBe(true);
  });

  it('rejects bad shapes with a code and a JSON Pointer path', () => {
    const b = createDefaultBuilder('riftbound');
    const cases: [unknown, string | undefined][] = [
      [null, '/'],
      [{ ...b, schemaVersion: 2 }, '/schemaVersion'],
      [
        { ...b, piles: b.piles.map((p, i) => (i === 0 ? { ...p, cards: { x: 0 } } : p)) },
        '/piles/0/cards/x',
      ],
      [
        { ...b, piles: b.piles.map((p, i) => (i === 1 ? { ...p, id: 'legend' } : p)) },
        '/piles/1/id',
      ],
      [
        { ...b, piles: b.piles.map((p, i) => (i === 0 ? { ...p, role: 'sideboard' } : p)) },
        '/piles/4/role',
      ],
      [{ ...b, activePileId: 'nope' }, '/activePileId'],
    ];
    for (const [data, path] of cases) {
      const r = parseDeckBuilder(data);
      expect(r.ok ? undefined : [r.error.code, r.error.path]).toEqual([
        'deckbuilder/invalid-builder',
        path,
      ]);
    }
  });

  it('a template with cards, or opening on a missing pile, is refused', () => {
    const withCards = {
      ...RIFTBOUND_CONSTRUCTED,
      piles: RIFTBOUND_CONSTRUCTED.piles.map((p) => ({ ...p, cards: {} })),
    };
    const r = parseTemplate(withCards);
    expect(r.ok ? undefined : [r.error.code, r.error.path]).toEqual([
      'deckbuilder/invalid-template',
      '/piles/0/cards',
    ]);
    const missing = parseTemplate({ ...RIFTBOUND_CONSTRUCTED, openPileId: 'nope' });
    expect(missing.ok ? undefined : missing.error.path).toBe('/openPileId');
  });
});
