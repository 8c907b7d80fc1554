import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_LIMITS,
  type CalculatorDashboard,
  normalizeCalculatorResult,
} from '../src/index.js';

// The normalized widget, typed loosely so each test can read the fields of the kind it made.
const one = (widget: unknown): unknown =>
  normalizeCalculatorResult({ widgets: [widget] }).widgets[0];

describe('How bad output is handled', () => {
  it('anything other than an object with a widgets array draws an empty dashboard', () => {
    for (const bad of [
      undefined,
      null,
      0,
      'widgets',
      true,
      [],
      [{ kind: 'stat', label: 'x', value: 1 }],
      {},
      { widgets: 'nope' },
      { widgets: { 0: { kind: 'stat' } } },
      () => ({ widgets: [] }),
    ]) {
      expect(normalizeCalculatorResult(bad)).toEqual({ widgets: [] });
    }
  });

  it('a widget that is not an object, or has an unknown kind, is dropped; the rest are kept', () => {
    const result = normalizeCalculatorResult({
      widgets: [
        null,
        7,
        'stat',
        [{ kind: 'stat' }],
        { kind: 'pie', label: 'Pie' },
        { label: 'No kind' },
        { kind: 'STAT', label: 'Wrong case' },
        { kind: 'stat', label: 'Kept', value: 3 },
        { kind: 'toString', label: 'Prototype name' },
      ],
    });
    expect(result.widgets).toEqual([{ kind: 'stat', label: 'Kept', value: 3, noData: false }]);
  });

  it('a missing or non-text label becomes an empty label', () => {
    for (const label of [undefined, null, 5, true, { text: 'x' }, ['a']]) {
      expect(one({ kind: 'stat', label, value: 1 })).toMatchObject({ label: '' });
    }
  });

  it('number fields go through Number(); NaN, Infinity and non-numbers become 0', () => {
    const widget = one({
      kind: 'hypergeometric',
      label: 'Odds',
      population: '60',
      successCount: Number.NaN,
      draws: true,
      exactCounts: ['2', Number.POSITIVE_INFINITY, 'x', null, { n: 1 }],
    });
    expect(widget).toMatchObject({
      population: 60,
      successCount: 0,
      draws: 1,
      exactCounts: [2, 0, 0, 0, 0],
    });
    expect(
      one({
        kind: 'histogram',
        label: 'h',
        buckets: [1, '2', null, 'a', -3, [4], Number.POSITIVE_INFINITY],
      }),
    ).toMatchObject({
      buckets: [1, 2, 0, 0, -3, 0, 0],
    });
    expect(
      one({ kind: 'ratio', label: 'r', numerator: Number.NEGATIVE_INFINITY, denominator: '4' }),
    ).toMatchObject({ numerator: 0, denominator: 4, quotient: 0 });
    expect(
      one({
        kind: 'donut',
        label: 'd',
        segments: [{ key: 'a', label: 'A', value: '3', color: '' }],
      }),
    ).toMatchObject({ segments: [{ key: 'a', label: 'A', value: 3, color: '' }] });
  });

  it('a text field set to a number or boolean becomes text; objects and null become empty text', () => {
    const widget = one({
      kind: 'bars',
      label: 'Bars',
      segments: [
        { key: 12, label: false, value: 1, color: null },
        { key: { a: 1 }, label: ['x'], value: 2, color: 7 },
      ],
    });
    expect(widget).toMatchObject({
      segments: [
        { key: '12', label: 'false', value: 1, color: '' },
        { key: '', label: '', value: 2, color: '7' },
      ],
    });
    expect(
      one({ kind: 'histogram', label: 'h', buckets: [1, 2], labels: [0, true, null] }),
    ).toMatchObject({
      labels: ['0', 'true', ''],
    });
    expect(one({ kind: 'table', label: 't', columns: [1, 'B', {}], rows: [[1]] })).toMatchObject({
      columns: ['1', 'B', ''],
    });
  });

  it('a stat value stays a number if it is one (non-finite becomes 0), otherwise text', () => {
    expect(one({ kind: 'stat', label: 's', value: 3.4 })).toMatchObject({
      value: 3.4,
      noData: false,
    });
    expect(one({ kind: 'stat', label: 's', value: Number.NaN })).toMatchObject({
      value: 0,
      noData: false,
    });
    expect(one({ kind: 'stat', label: 's', value: Number.POSITIVE_INFINITY })).toMatchObject({
      value: 0,
    });
    expect(one({ kind: 'stat', label: 's', value: '12.5%' })).toMatchObject({ value: '12.5%' });
    expect(one({ kind: 'stat', label: 's', value: true })).toMatchObject({ value: 'true' });
    expect(one({ kind: 'stat', label: 's', value: null })).toMatchObject({
      value: '',
      noData: true,
    });
    expect(one({ kind: 'stat', label: 's' })).toMatchObject({ value: '', noData: true });
  });

  it('a table cell stays a number if it is one, otherwise text; a row that is not an array is dropped', () => {
    const widget = one({
      kind: 'table',
      label: 't',
      columns: ['Card', 'Copies'],
      rows: [
        ['Pikachu', 4],
        'not a row',
        null,
        { 0: 'x' },
        [true, null, { a: 1 }, Number.NaN, '3'],
      ],
    });
    expect(widget).toMatchObject({
      rows: [
        ['Pikachu', 4],
        ['true', '', '', 0, '3'],
      ],
    });
  });

  it('a segment that is not an object is dropped', () => {
    const widget = one({
      kind: 'gauge',
      label: 'g',
      segments: [null, 'a', 3, ['x'], { key: 'k', label: 'K', value: 2, color: '#fff' }],
    });
    expect(widget).toMatchObject({ segments: [{ key: 'k', label: 'K', value: 2, color: '#fff' }] });
  });

  it('unit, exactCounts or format of the wrong type (or an unknown format) is left out', () => {
    expect(one({ kind: 'stat', label: 's', value: 1, unit: 5 })).not.toHaveProperty('unit');
    expect(one({ kind: 'stat', label: 's', value: 1, unit: 'cards' })).toHaveProperty(
      'unit',
      'cards',
    );
    const odds = one({
      kind: 'hypergeometric',
      label: 'o',
      population: 60,
      successCount: 4,
      draws: 7,
      exactCounts: 2,
    });
    expect(odds).not.toHaveProperty('exactCounts');
    expect(odds).toMatchObject({ odds: { exact: [] } });
    for (const format of ['fraction', 3, null, 'Ratio']) {
      expect(
        one({ kind: 'ratio', label: 'r', numerator: 1, denominator: 2, format }),
      ).not.toHaveProperty('format');
    }
    expect(
      one({ kind: 'ratio', label: 'r', numerator: 1, denominator: 2, format: 'ratio' }),
    ).toHaveProperty('format', 'ratio');
  });

  it('extra properties on a widget (and segment) are dropped', () => {
    const widget = one({
      kind: 'stat',
      label: 'Deck size',
      value: 60,
      unit: 'cards',
      color: 'red',
      html: '<b>x</b>',
      onClick: () => 1,
    });
    expect(widget).toEqual({
      kind: 'stat',
      label: 'Deck size',
      value: 60,
      unit: 'cards',
      noData: false,
    });
    expect(
      one({
        kind: 'donut',
        label: 'd',
        segments: [{ key: 'a', label: 'A', value: 1, color: '', extra: 1 }],
      }),
    ).toEqual({
      kind: 'donut',
      label: 'd',
      segments: [{ key: 'a', label: 'A', value: 1, color: '' }],
      noData: false,
    });
  });

  it('labelKey, vocabulary and columnKeys are kept as text when given and left out otherwise', () => {
    expect(
      one({
        kind: 'bars',
        label: 'b',
        labelKey: 'lor.regions',
        vocabulary: 'lor.region',
        segments: [],
      }),
    ).toEqual({
      kind: 'bars',
      label: 'b',
      labelKey: 'lor.regions',
      vocabulary: 'lor.region',
      segments: [],
      noData: true,
    });
    const bad = one({ kind: 'bars', label: 'b', labelKey: 1, vocabulary: {}, segments: [] });
    expect(bad).not.toHaveProperty('labelKey');
    expect(bad).not.toHaveProperty('vocabulary');
    expect(
      one({ kind: 'table', label: 't', columns: ['a'], columnKeys: ['x', 2, null], rows: [] }),
    ).toMatchObject({
      columnKeys: ['x', '2', ''],
    });
    expect(
      one({ kind: 'table', label: 't', columns: ['a'], columnKeys: 'x', rows: [] }),
    ).not.toHaveProperty('columnKeys');
  });

  it('never throws on hostile in-process values: a throwing getter drops only that widget', () => {
    const hostile = {
      kind: 'stat',
      get label(): string {
        throw new Error('boom');
      },
    };
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    const result = normalizeCalculatorResult({
      widgets: [hostile, proxy, { kind: 'stat', label: 'ok', value: 1 }],
    });
    expect(result.widgets).toHaveLength(1);
    const throwingWidgets = {
      get widgets(): unknown[] {
        throw new Error('no');
      },
    };
    expect(normalizeCalculatorResult(throwingWidgets)).toEqual({ widgets: [] });
    expect(
      normalizeCalculatorResult({ widgets: [{ kind: 'stat', label: 's', value: Symbol('x') }] })
        .widgets[0],
    ).toMatchObject({ value: '' });
    expect(
      one({ kind: 'ratio', label: 'r', numerator: Symbol('n'), denominator: 10n }),
    ).toMatchObject({
      numerator: 0,
      denominator: 10,
    });
  });
});

describe('"No data" placeholder', () => {
  it('a stat whose value is empty text', () => {
    expect(one({ kind: 'stat', label: 's', value: '' })).toMatchObject({ noData: true });
    expect(one({ kind: 'stat', label: 's', value: 0 })).toMatchObject({ noData: false });
  });

  it('a histogram with no positive values', () => {
    expect(
      one({ kind: 'histogram', label: 'h', buckets: [0, 0, -1], labels: ['a'] }),
    ).toMatchObject({ noData: true });
    expect(one({ kind: 'histogram', label: 'h' })).toMatchObject({
      buckets: [],
      labels: [],
      noData: true,
    });
    expect(one({ kind: 'histogram', label: 'h', buckets: [0, 1] })).toMatchObject({
      noData: false,
    });
  });

  it('a donut, gauge or bars with no positive values', () => {
    for (const kind of ['donut', 'gauge', 'bars']) {
      expect(
        one({ kind, label: 'x', segments: [{ key: 'a', label: 'a', value: 0, color: '' }] }),
      ).toMatchObject({
        noData: true,
      });
      expect(one({ kind, label: 'x' })).toMatchObject({ segments: [], noData: true });
      expect(
        one({ kind, label: 'x', segments: [{ key: 'a', label: 'a', value: 2, color: '' }] }),
      ).toMatchObject({
        noData: false,
      });
    }
  });

  it('a table with no columns or no rows', () => {
    expect(one({ kind: 'table', label: 't', columns: [], rows: [[1]] })).toMatchObject({
      noData: true,
    });
    expect(one({ kind: 'table', label: 't', columns: ['a'], rows: [] })).toMatchObject({
      noData: true,
    });
    expect(one({ kind: 'table', label: 't', columns: ['a'], rows: ['x'] })).toMatchObject({
      noData: true,
    });
    expect(one({ kind: 'table', label: 't', columns: ['a'], rows: [[]] })).toMatchObject({
      noData: false,
    });
  });

  it('a hypergeometric with a population of 0 or less', () => {
    expect(
      one({ kind: 'hypergeometric', label: 'o', population: 0, successCount: 4, draws: 7 }),
    ).toMatchObject({
      noData: true,
      odds: { atLeastOne: 0, exact: [] },
    });
    expect(
      one({ kind: 'hypergeometric', label: 'o', population: -5, successCount: 4, draws: 7 }),
    ).toMatchObject({
      noData: true,
    });
    expect(
      one({ kind: 'hypergeometric', label: 'o', population: 1, successCount: 0, draws: 1 }),
    ).toMatchObject({
      noData: false,
    });
  });

  it('a ratio with a denominator of 0', () => {
    expect(one({ kind: 'ratio', label: 'r', numerator: 5, denominator: 0 })).toMatchObject({
      noData: true,
      quotient: null,
    });
    expect(one({ kind: 'ratio', label: 'r', numerator: 5, denominator: 'zero' })).toMatchObject({
      noData: true,
    });
    expect(one({ kind: 'ratio', label: 'r', numerator: 0, denominator: 4 })).toMatchObject({
      noData: false,
      quotient: 0,
    });
  });
});

describe('Limits', () => {
  const long = 'x'.repeat(500);
  const many = (n: number, make: (i: number) => unknown) =>
    Array.from({ length: n }, (_, i) => make(i));

  it('maxWidgets: 50 widgets kept per dashboard; later widgets are dropped', () => {
    const widgets = many(60, (i) => ({ kind: 'stat', label: `w${i}`, value: i }));
    const result = normalizeCalculatorResult({ widgets });
    expect(CALCULATOR_LIMITS.maxWidgets).toBe(50);
    expect(result.widgets).toHaveLength(50);
    expect(result.widgets[49]).toMatchObject({ label: 'w49' });
  });

  it('maxWidgets counts kept widgets: dropped entries do not use up the cap', () => {
    const widgets = [
      ...many(10, () => null),
      ...many(55, (i) => ({ kind: 'stat', label: `w${i}`, value: i })),
    ];
    expect(normalizeCalculatorResult({ widgets }).widgets).toHaveLength(50);
  });

  it('maxSegments: 100 segments per donut, gauge or bars', () => {
    for (const kind of ['donut', 'gauge', 'bars']) {
      const segments = many(150, (i) => ({ key: `k${i}`, label: 'l', value: 1, color: '' }));
      const widget = one({ kind, label: 'x', segments }) as { segments: unknown[] };
      expect(widget.segments).toHaveLength(100);
    }
  });

  it('maxHistogramBuckets: 200 buckets and 200 labels', () => {
    const widget = one({
      kind: 'histogram',
      label: 'h',
      buckets: many(300, () => 1),
      labels: many(250, String),
    }) as {
      buckets: unknown[];
      labels: unknown[];
    };
    expect(widget.buckets).toHaveLength(200);
    expect(widget.labels).toHaveLength(200);
  });

  it('maxTableRows: 200 rows; maxTableColumns: 20 columns, column keys and cells per row', () => {
    const widget = one({
      kind: 'table',
      label: 't',
      columns: many(30, String),
      columnKeys: many(30, String),
      rows: many(250, () => many(30, (i) => i)),
    }) as { columns: unknown[]; columnKeys: unknown[]; rows: unknown[][] };
    expect(widget.rows).toHaveLength(200);
    expect(widget.columns).toHaveLength(20);
    expect(widget.columnKeys).toHaveLength(20);
    expect(widget.rows.every((row) => row.length === 20)).toBe(true);
  });

  it('maxLabelLength: 200 characters in every short string', () => {
    expect(CALCULATOR_LIMITS.maxLabelLength).toBe(200);
    const check = (value: unknown) => expect(value).toBe('x'.repeat(200));
    const stat = one({
      kind: 'stat',
      label: long,
      labelKey: long,
      value: long,
      unit: long,
    }) as Record<string, unknown>;
    check(stat.label);
    check(stat.labelKey);
    check(stat.value);
    check(stat.unit);
    const donut = one({
      kind: 'donut',
      label: 'd',
      vocabulary: long,
      segments: [{ key: long, label: long, value: 1, color: long }],
    }) as { vocabulary: string; segments: Record<string, unknown>[] };
    check(donut.vocabulary);
    check(donut.segments[0]!.key);
    check(donut.segments[0]!.label);
    check(donut.segments[0]!.color);
    const histogram = one({ kind: 'histogram', label: 'h', buckets: [1], labels: [long] }) as {
      labels: string[];
    };
    check(histogram.labels[0]);
    const table = one({
      kind: 'table',
      label: 't',
      columns: [long],
      columnKeys: [long],
      rows: [],
    }) as {
      columns: string[];
      columnKeys: string[];
    };
    check(table.columns[0]);
    check(table.columnKeys[0]);
  });

  it('looks at no more than 10,000 entries of one list, so a huge sparse array cannot stall', () => {
    const started = performance.now();
    expect(normalizeCalculatorResult({ widgets: new Array(2 ** 31) })).toEqual({ widgets: [] });
    const huge = new Array(2 ** 31);
    huge[5] = { key: 'a', label: 'A', value: 1, color: '' };
    huge[20_000] = { key: 'late', label: 'Late', value: 1, color: '' };
    const rows = new Array(2 ** 31);
    rows[0] = ['x'];
    const widgets = [
      { kind: 'donut', label: 'd', segments: huge },
      { kind: 'table', label: 't', columns: ['a'], rows },
    ];
    expect(normalizeCalculatorResult({ widgets }).widgets).toMatchObject([
      { segments: [{ key: 'a' }] },
      { rows: [['x']] },
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('cuts by characters, never splitting a surrogate pair', () => {
    const emoji = '🂡'.repeat(300);
    const widget = one({ kind: 'stat', label: emoji, value: 1 }) as { label: string };
    expect([...widget.label]).toHaveLength(200);
    expect(widget.label).toBe('🂡'.repeat(200));
  });

  it('maxCellLength: 200 characters in a string table cell', () => {
    const widget = one({ kind: 'table', label: 't', columns: ['a'], rows: [[long, 12345]] }) as {
      rows: unknown[][];
    };
    expect(widget.rows[0]).toEqual(['x'.repeat(CALCULATOR_LIMITS.maxCellLength), 12345]);
  });

  it('maxExactCounts: 50 exact counts', () => {
    const widget = one({
      kind: 'hypergeometric',
      label: 'o',
      population: 60,
      successCount: 4,
      draws: 7,
      exactCounts: many(80, (i) => i),
    }) as { exactCounts: number[]; odds: { exact: unknown[] } };
    expect(widget.exactCounts).toHaveLength(50);
    expect(widget.odds.exact).toHaveLength(50);
  });
});

function checkCaps(dashboard: CalculatorDashboard): void {
  const L = CALCULATOR_LIMITS;
  const short = (text: string) => expect([...text].length).toBeLessThanOrEqual(L.maxLabelLength);
  expect(dashboard.widgets.length).toBeLessThanOrEqual(L.maxWidgets);
  for (const widget of dashboard.widgets) {
    expect(typeof widget.label).toBe('string');
    short(widget.label);
    if (widget.labelKey !== undefined) short(widget.labelKey);
    expect(typeof widget.noData).toBe('boolean');
    switch (widget.kind) {
      case 'stat':
        expect(typeof widget.value === 'string' || Number.isFinite(widget.value)).toBe(true);
        if (typeof widget.value === 'string') short(widget.value);
        if (widget.unit !== undefined) short(widget.unit);
        break;
      case 'histogram':
        expect(widget.buckets.length).toBeLessThanOrEqual(L.maxHistogramBuckets);
        expect(widget.labels.length).toBeLessThanOrEqual(L.maxHistogramBuckets);
        for (const bucket of widget.buckets) expect(Number.isFinite(bucket)).toBe(true);
        for (const label of widget.labels) short(label);
        break;
      case 'donut':
      case 'gauge':
      case 'bars':
        expect(widget.segments.length).toBeLessThanOrEqual(L.maxSegments);
        for (const segment of widget.segments) {
          expect(Object.keys(segment).sort()).toEqual(['color', 'key', 'label', 'value']);
          expect(Number.isFinite(segment.value)).toBe(true);
          short(segment.key);
          short(segment.label);
          short(segment.color);
        }
        break;
      case 'table':
        expect(widget.columns.length).toBeLessThanOrEqual(L.maxTableColumns);
        expect(widget.rows.length).toBeLessThanOrEqual(L.maxTableRows);
        for (const row of widget.rows) {
          expect(row.length).toBeLessThanOrEqual(L.maxTableColumns);
          for (const cell of row) {
            if (typeof cell === 'number') expect(Number.isFinite(cell)).toBe(true);
            else expect([...cell].length).toBeLessThanOrEqual(L.maxCellLength);
          }
        }
        break;
      case 'hypergeometric':
        expect((widget.exactCounts ?? []).length).toBeLessThanOrEqual(L.maxExactCounts);
        expect(widget.odds.atLeastOne).toBeGreaterThanOrEqual(0);
        expect(widget.odds.atLeastOne).toBeLessThanOrEqual(1);
        for (const line of widget.odds.exact) {
          expect(line.probability).toBeGreaterThanOrEqual(0);
          expect(line.probability).toBeLessThanOrEqual(1);
        }
        break;
      case 'ratio':
        expect(Number.isFinite(widget.numerator) && Number.isFinite(widget.denominator)).toBe(true);
        expect(widget.quotient === null || Number.isFinite(widget.quotient)).toBe(true);
        break;
      default:
        throw new Error('unknown kind');
    }
  }
}

describe('property: random garbage never throws and always respects the caps', () => {
  const kinds = fc.constantFrom(
    'stat',
    'histogram',
    'donut',
    'gauge',
    'bars',
    'table',
    'hypergeometric',
    'ratio',
    'pie',
  );
  const garbage = fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withTypedArray: true,
    withSparseArray: true,
  });
  const longArray = <T>(item: fc.Arbitrary<T>) => fc.array(item, { maxLength: 260 });
  const text = fc.oneof(
    fc.string({ maxLength: 10 }),
    fc.string({ minLength: 190, maxLength: 260 }),
    garbage,
  );
  const widget = fc.record(
    {
      kind: kinds,
      label: text,
      labelKey: text,
      value: fc.oneof(fc.double(), text),
      unit: text,
      vocabulary: text,
      buckets: fc.oneof(longArray(fc.oneof(fc.double(), garbage)), garbage),
      labels: fc.oneof(longArray(text), garbage),
      segments: fc.oneof(
        longArray(
          fc.oneof(
            fc.record({
              key: text,
              label: text,
              value: fc.oneof(fc.double(), garbage),
              color: text,
            }),
            garbage,
          ),
        ),
        garbage,
      ),
      columns: fc.oneof(fc.array(text, { maxLength: 30 }), garbage),
      columnKeys: fc.oneof(fc.array(text, { maxLength: 30 }), garbage),
      rows: fc.oneof(
        fc.array(fc.oneof(fc.array(fc.oneof(fc.double(), text), { maxLength: 25 }), garbage), {
          maxLength: 220,
        }),
        garbage,
      ),
      population: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double(), garbage),
      successCount: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double(), garbage),
      draws: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double(), garbage),
      exactCounts: fc.oneof(
        longArray(fc.oneof(fc.integer({ min: -2, max: 100 }), garbage)),
        garbage,
      ),
      numerator: fc.oneof(fc.double(), garbage),
      denominator: fc.oneof(fc.double(), fc.constant(0), garbage),
      format: fc.oneof(
        fc.constantFrom('number', 'percent', 'multiplier', 'ratio', 'nope'),
        garbage,
      ),
      extra: garbage,
    },
    { requiredKeys: ['kind'] },
  );

  it('holds for random dashboards', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          garbage,
          fc.record({ widgets: fc.array(fc.oneof(widget, garbage), { maxLength: 60 }) }),
          fc.record({ widgets: garbage }),
        ),
        (input) => {
          const dashboard = normalizeCalculatorResult(input);
          checkCaps(dashboard);
          // Normalizing is stable: a normalized dashboard normalizes to itself (minus computed odds).
          expect(normalizeCalculatorResult(dashboard)).toEqual(dashboard);
        },
      ),
      { numRuns: 150, seed: 11 },
    );
  });
});
