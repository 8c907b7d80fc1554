import { sampleCatalogs } from '@tcgkit/cards/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySuggestion } from '../src/card-search/tcg-card-search.js';
import { CURVE_TOP, deckModel, textList } from '../src/deck-model.js';
import { readCatalog, readDeck } from '../src/shared/catalog-src.js';

const lor = sampleCatalogs.lor;
const unit = lor.cards.find(
  (c) => c.game?.typeRef === 'Unit' && c.game.supertypeRef !== 'Champion',
)!;

describe('deckModel', () => {
  it('puts a cost above 7 in the 7+ bucket and counts copies, not lines', () => {
    const expensive = {
      ...lor,
      cards: [{ ...unit, id: '99XX001', game: { ...unit.game, cost: 12 } }],
    };
    const m = deckModel(
      { game: 'lor', main: [{ ref: '99XX001', count: 3 }], sideboard: [] },
      expensive,
    );
    expect(m.curve).toHaveLength(CURVE_TOP + 1);
    expect(m.curve[CURVE_TOP]).toBe(3);
    expect(m.size).toBe(3);
    expect(m.groups.map((g) => [g.key, g.count])).toEqual([['unit', 3]]);
  });

  it('keeps a ref the catalog does not know, named by its ref, and lists it as unknown', () => {
    const m = deckModel(
      {
        game: 'lor',
        main: [
          { ref: unit.id, count: 2 },
          { ref: '00ZZ000', count: 1 },
        ],
        sideboard: [],
      },
      lor,
    );
    expect(m.unknown).toEqual(['00ZZ000']);
    expect(m.groups.find((g) => g.key === 'other')!.lines[0]).toMatchObject({
      name: '00ZZ000',
      known: false,
    });
    expect(m.size).toBe(3);
  });

  it('names each line’s card id, set and collector number (the image template’s values)', () => {
    const line = (game: 'lor' | 'pokemon' | 'riftbound', ref: string) =>
      deckModel({ game, main: [{ ref, count: 1 }], sideboard: [] }, sampleCatalogs[game]).groups[0]!
        .lines[0]!;
    expect(line('lor', '01DE012')).toMatchObject({ cardId: '01DE012', set: 'set1', number: '012' });
    // A Pokémon ref names a printing: its set and number, not the identity's default printing's.
    expect(line('pokemon', 'svp-106')).toMatchObject({ set: 'svp', number: '106' });
    expect(line('pokemon', 'me2pt5-276')).toMatchObject({ set: 'me2pt5', number: '276' });
    expect(line('pokemon', 'svp-106').cardId).toBe(line('pokemon', 'me2pt5-276').cardId);
    expect(line('riftbound', 'ogn-043-298')).toMatchObject({ set: 'OGN', number: '43' });
    expect(line('lor', '00ZZ000')).toMatchObject({ known: false, cardId: '', set: '', number: '' });
  });

  it('writes a text list with a heading and count per group', () => {
    const m = deckModel({ game: 'lor', main: [{ ref: unit.id, count: 2 }], sideboard: [] }, lor);
    expect(textList(m, { unit: 'Units' })).toBe(`Units: 2\n2 ${unit.name}`);
  });
});

describe('applySuggestion', () => {
  const issue = (start: number, end: number) =>
    ({ code: 'card-search/unknown-field', start, end, message: '', severity: 'warning' }) as const;
  it('replaces exactly the range, keeps is:/not: and quotes a value with a space', () => {
    expect(applySuggestion('t:unit regoin:demacia', issue(7, 13), 'region')).toBe(
      't:unit region:demacia',
    );
    expect(applySuggestion('-not:champoin x', issue(1, 13), 'champion')).toBe('-not:champion x');
    expect(applySuggestion('subtype:pokemon tol', issue(8, 19), 'pokemon tool')).toBe(
      'subtype:"pokemon tool"',
    );
  });
});

describe('catalog-src and src readers', () => {
  it('never throw on any JSON value, and accept only catalogs and decks', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(typeof readCatalog(value, 'x').ok).toBe('boolean');
        expect(typeof readDeck(value, 'x').ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
    expect(readCatalog(lor, 'x').ok).toBe(true);
    expect(readCatalog({ game: 'lor', cards: [{ id: 'a' }] }, 'x')).toMatchObject({
      ok: false,
      code: 'elements/bad-catalog',
    });
    expect(readDeck({ game: 'lor', main: [{ ref: 'a', count: 1.5 }] }, 'x')).toMatchObject({
      ok: false,
      code: 'elements/bad-deck',
    });
    expect(readDeck({ game: 'lor', main: [] }, 'x')).toEqual({
      ok: true,
      deck: { game: 'lor', main: [], sideboard: [] },
    });
  });
});
