import { describe, expect, it } from 'vitest';
import {
  type BuilderWidget,
  type CalculatorDashboard,
  type CalculatorGame,
  createBuilderWidget,
  previewCalculatorSpec,
} from '../src/index.js';
import { pokemonDeck } from './helpers.js';

// The builder's rules where the guide is silent, checked on the preview (the compiled scripts
// compute the same numbers: see builder.test.ts, which runs them through the sandbox).

const card = (id: string, name: string, game: Record<string, unknown>) => ({
  id,
  name,
  setCode: 'x',
  game,
});
const riftbound = {
  pile: { a: 2, b: 1, c: 3, d: 1, e: 4 },
  cardsById: {
    a: card('a', 'Zero', { type: 'unit', energy: 0, domains: ['fury'] }),
    b: card('b', 'One', { type: 'spell', energy: 1, domains: ['Calm'] }),
    c: card('c', 'Three', { type: 'unit', energy: 3, domains: ['fury', 'mind', 'fury'] }),
    d: card('d', 'Nine', { type: 'gear', energy: 9, domains: [] }),
    e: card('e', 'Energyless', { type: 'unit', domains: ['calm'] }),
  },
};

function preview(
  game: CalculatorGame,
  widget: BuilderWidget,
  deck: { pile: Record<string, number>; cardsById: Record<string, unknown> } = riftbound,
): CalculatorDashboard['widgets'][number] {
  const result = previewCalculatorSpec({ game, widgets: [widget] }, deck.pile, deck.cardsById);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.widgets[0]!;
}

const all = { match: 'all' as const, conditions: [] };

describe('Curve', () => {
  const curve = createBuilderWidget('histogram', 'riftbound');
  if (curve.kind !== 'histogram') throw new Error('not a curve');

  it('max empty stretches to the highest value; cards without the number are not counted', () => {
    expect(preview('riftbound', curve)).toMatchObject({
      buckets: [2, 1, 0, 3, 0, 0, 0, 0, 0, 1],
      labels: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    });
  });

  it('a max puts every higher value in the last bucket, labelled "N+"; values below min are not counted', () => {
    expect(preview('riftbound', { ...curve, min: 1, max: 4 })).toMatchObject({
      buckets: [1, 0, 3, 1],
      labels: ['1', '2', '3', '4+'],
    });
  });

  it('a bucket size over 1 labels ranges', () => {
    expect(preview('riftbound', { ...curve, bucketSize: 2, max: null })).toMatchObject({
      buckets: [3, 3, 0, 0, 1],
      labels: ['0–1', '2–3', '4–5', '6–7', '8–9'],
    });
  });

  it('Distinct cards counts each card once', () => {
    expect(preview('riftbound', { ...curve, count: 'distinct' })).toMatchObject({
      buckets: [1, 1, 0, 1, 0, 0, 0, 0, 0, 1],
    });
  });

  it('a deck with no values is "No data"', () => {
    expect(preview('riftbound', curve, { pile: {}, cardsById: {} })).toMatchObject({
      buckets: [],
      noData: true,
    });
  });
});

describe('Filter', () => {
  const stat = createBuilderWidget('stat', 'riftbound');
  if (stat.kind !== 'stat') throw new Error('not a stat');

  it('values compare case-insensitively; a list field matches when any entry does', () => {
    const filter = {
      match: 'all' as const,
      conditions: [{ field: 'domain', operator: 'is' as const, value: 'CALM' }],
    };
    expect(preview('riftbound', { ...stat, filter })).toMatchObject({ value: 5 });
  });

  it('Match all / any', () => {
    const conditions = [
      { field: 'cardType', operator: 'is' as const, value: 'unit' },
      { field: 'domain', operator: 'is' as const, value: 'fury' },
    ];
    expect(preview('riftbound', { ...stat, filter: { match: 'all', conditions } })).toMatchObject({
      value: 5,
    });
    expect(preview('riftbound', { ...stat, filter: { match: 'any', conditions } })).toMatchObject({
      value: 9,
    });
  });

  it('is one of takes a list; an empty list matches nothing', () => {
    const oneOf = (values: string[]) => ({
      match: 'all' as const,
      conditions: [{ field: 'cardType', operator: 'isOneOf' as const, values }],
    });
    expect(preview('riftbound', { ...stat, filter: oneOf(['spell', 'gear']) })).toMatchObject({
      value: 2,
    });
    expect(preview('riftbound', { ...stat, filter: oneOf([]) })).toMatchObject({ value: 0 });
  });
});

describe('Stat', () => {
  const stat = createBuilderWidget('stat', 'riftbound');
  if (stat.kind !== 'stat') throw new Error('not a stat');

  it('sum, average (weighted by copies), min and max of a number field, rounded', () => {
    const of = (aggregate: 'sum' | 'average' | 'min' | 'max', decimals = 1) =>
      preview('riftbound', { ...stat, aggregate, field: 'energy', decimals });
    expect(of('sum')).toMatchObject({ value: 0 * 2 + 1 + 3 * 3 + 9 });
    expect(of('average', 2)).toMatchObject({ value: Math.round((19 / 7) * 100) / 100 });
    expect(of('min')).toMatchObject({ value: 0 });
    expect(of('max')).toMatchObject({ value: 9 });
  });

  it('with no card carrying the field, the value is empty text: "No data"', () => {
    const filter = {
      match: 'all' as const,
      conditions: [{ field: 'name', operator: 'is' as const, value: 'Energyless' }],
    };
    expect(
      preview('riftbound', { ...stat, aggregate: 'average', field: 'energy', filter }),
    ).toMatchObject({
      value: '',
      noData: true,
    });
  });

  it('a unit is kept only when set', () => {
    expect(preview('riftbound', stat)).not.toHaveProperty('unit');
    expect(preview('riftbound', { ...stat, unit: 'cards' })).toMatchObject({
      value: 11,
      unit: 'cards',
    });
  });
});

describe('Donut, gauge and grouped tables', () => {
  it('one segment per value, most first, ties by value; a card counts once per distinct value', () => {
    const donut: BuilderWidget = {
      kind: 'donut',
      label: 'Domains',
      groupBy: 'domain',
      count: 'copies',
      filter: all,
    };
    expect(preview('riftbound', donut)).toEqual({
      kind: 'donut',
      label: 'Domains',
      vocabulary: 'riftbound.domain',
      segments: [
        { key: 'fury', label: 'fury', value: 5, color: '' },
        { key: 'calm', label: 'calm', value: 4, color: '' },
        { key: 'mind', label: 'mind', value: 3, color: '' },
        { key: 'Calm', label: 'Calm', value: 1, color: '' },
      ],
      noData: false,
    });
  });

  it('a grouped table lists each value with its count', () => {
    const table: BuilderWidget = {
      kind: 'table',
      label: 'Types',
      groupBy: 'cardType',
      columns: [
        { kind: 'group', label: 'Type' },
        { kind: 'count', label: 'Cards' },
      ],
      count: 'distinct',
      filter: all,
    };
    expect(preview('riftbound', table)).toMatchObject({
      columns: ['Type', 'Cards'],
      rows: [
        ['unit', 3],
        ['gear', 1],
        ['spell', 1],
      ],
    });
  });
});

describe('Per-card tables and distinct cards (Pokémon printings)', () => {
  it('two printings of one card are one row, and one distinct card', () => {
    const table: BuilderWidget = {
      kind: 'table',
      label: 'Pokémon',
      groupBy: 'card',
      columns: [
        { kind: 'group', label: 'Card' },
        { kind: 'count', label: 'Cards' },
        { kind: 'field', label: 'HP', field: 'hp' },
        { kind: 'field', label: 'Subtypes', field: 'subtype' },
      ],
      count: 'distinct',
      filter: {
        match: 'all',
        conditions: [{ field: 'cardType', operator: 'is', value: 'pokémon' }],
      },
    };
    const widget = preview('pokemon', table, pokemonDeck);
    expect(widget).toMatchObject({
      rows: [
        ['Latias ex', 1, 210, 'Basic, ex'],
        ['Mew ex', 1, 160, 'Basic, ex'],
        ['Pikachu ex', 1, 200, 'Basic, ex'],
      ],
    });
  });

  it('Draw odds: population is the deck, successes the filtered copies', () => {
    const odds = createBuilderWidget('hypergeometric', 'pokemon');
    if (odds.kind !== 'hypergeometric') throw new Error('not draw odds');
    const filter = {
      match: 'all' as const,
      conditions: [{ field: 'name', operator: 'is' as const, value: 'Pikachu ex' }],
    };
    const widget = preview('pokemon', { ...odds, filter, exactCounts: [1] }, pokemonDeck);
    expect(widget).toMatchObject({ population: 60, successCount: 4, draws: 7, exactCounts: [1] });
    expect(widget.kind === 'hypergeometric' && widget.odds.atLeastOne).toBeCloseTo(0.3995, 4);
  });

  it('Ratio: two filtered counts and a format', () => {
    const ratio: BuilderWidget = {
      kind: 'ratio',
      label: 'Pokémon : Trainers',
      numerator: {
        count: 'copies',
        filter: {
          match: 'all',
          conditions: [{ field: 'cardType', operator: 'is', value: 'Pokémon' }],
        },
      },
      denominator: {
        count: 'copies',
        filter: {
          match: 'all',
          conditions: [{ field: 'cardType', operator: 'is', value: 'Trainer' }],
        },
      },
      format: 'ratio',
    };
    expect(preview('pokemon', ratio, pokemonDeck)).toMatchObject({
      numerator: 9,
      denominator: 8,
      format: 'ratio',
    });
  });
});
