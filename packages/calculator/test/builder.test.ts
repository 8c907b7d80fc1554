import { sampleCatalogs } from '@tcgkit/cards/samples';
import { checkScriptSafety, type SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILDER_PALETTE,
  type BuilderCondition,
  type BuilderFilter,
  type BuilderWidget,
  CALCULATOR_FIELDS,
  CALCULATOR_GAMES,
  CALCULATOR_SPEC_MARKER,
  type CalculatorDashboard,
  type CalculatorGame,
  type CalculatorSpec,
  calculatorBuilderStatus,
  compileCalculatorSpec,
  createBuilderWidget,
  defaultCalculator,
  hypergeometricAtLeastOne,
  isDetachedFromBuilder,
  parseCalculatorMarker,
  parseCalculatorSpec,
  previewCalculatorSpec,
  runCalculator,
} from '../src/index.js';
import { mulliganBlock, pokemonDeck, sampleDecks } from './helpers.js';

// Every compiled script here runs through the REAL sandbox (node child process, SES compartment).

let runner: SandboxRunner;
beforeAll(() => {
  runner = createNodeRunner({ size: 1 });
});
afterAll(async () => {
  await runner.close();
});

type Deck = { pile: Record<string, number>; cardsById: Record<string, unknown> };

async function run(script: string, deck: Deck): Promise<CalculatorDashboard> {
  const result = await runCalculator(script, deck.pile, deck.cardsById, undefined, { runner });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function compile(spec: unknown): string {
  const script = compileCalculatorSpec(spec);
  if (!script.ok)
    throw new Error(`${script.error.code}: ${script.error.message} at ${script.error.path}`);
  return script.value;
}

function preview(spec: unknown, deck: Deck): CalculatorDashboard {
  const result = previewCalculatorSpec(spec, deck.pile, deck.cardsById);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const is = (field: string, value: string): BuilderFilter => ({
  match: 'all',
  conditions: [{ field, operator: 'is', value }],
});

/** The "Starter check" tutorial, step by step as the guide clicks it. */
function starterCheck(): CalculatorSpec {
  // 2. Click Curve; Title "Retreat cost"; Number field Retreat cost; bucket 1, min 0, max empty;
  //    filter Card type · is · Pokémon.
  const curve = createBuilderWidget('histogram', 'pokemon');
  if (curve.kind !== 'histogram') throw new Error('not a curve');
  const retreat: BuilderWidget = {
    ...curve,
    label: 'Retreat cost',
    field: 'retreatCost',
    filter: is('cardType', 'Pokémon'),
  };
  // 3. Click Table; Title "Opening hand starters"; Group by Per card (preset columns over 7 cards
  //    drawn); filter Stage · is · Basic.
  const table = createBuilderWidget('table', 'pokemon');
  if (table.kind !== 'table') throw new Error('not a table');
  const starters: BuilderWidget = {
    ...table,
    label: 'Opening hand starters',
    filter: is('stage', 'Basic'),
  };
  return { game: 'pokemon', widgets: [retreat, starters] };
}

describe('Tutorial: build a dashboard without code (Starter check)', () => {
  it('the palette names map to the script API widget types', () => {
    expect(BUILDER_PALETTE.map((entry) => `${entry.button}=${entry.kind}`)).toEqual([
      'Stat=stat',
      'Curve=histogram',
      'Donut=donut',
      'Gauge=gauge',
      'Table=table',
      'Draw odds=hypergeometric',
      'Ratio=ratio',
    ]);
  });

  it('a per-card table comes preset with Card, Possible starter and Forced starter over 7 cards', () => {
    expect(createBuilderWidget('table', 'pokemon')).toMatchObject({
      groupBy: 'card',
      columns: [
        { kind: 'group', label: 'Card' },
        { kind: 'possibleStarter', label: 'Possible starter', draws: 7 },
        { kind: 'forcedStarter', label: 'Forced starter', draws: 7 },
      ],
    });
  });

  it("compiles to a script with the marker first, the guide's helpers, that passes the safety check", () => {
    const script = compile(starterCheck());
    const lines = script.split('\n');
    expect(
      lines[0]!.startsWith(
        '// @calculator-spec:v1 {"widgets":[{"kind":"histogram","label":"Retreat cost",',
      ),
    ).toBe(true);
    for (const helper of [
      'const rows = ',
      'const toNumber = ',
      'const filterRows = ',
      'const totalWeight = ',
      'const containsValue = ',
      'const roundTo = ',
      'const widgets = [];',
    ]) {
      expect(script).toContain(helper);
    }
    expect(script).toContain('// Widget 1: "Retreat cost" (curve histogram)');
    expect(script).toContain('// Widget 2: "Opening hand starters" (distinct-card table)');
    expect(lines).toContain('  return { widgets: widgets };');
    expect(checkScriptSafety(script)).toEqual({ safe: true, issues: [] });
  });

  it('runs: a retreat curve of the Pokémon and the starter odds of each Basic Pokémon', async () => {
    const dashboard = await run(compile(starterCheck()), pokemonDeck);
    const defaults = await run(defaultCalculator('pokemon').script, pokemonDeck);
    const defaultTable = defaults.widgets.find(
      (widget) => widget.label === 'Opening Hand Starters',
    );
    const defaultRetreat = defaults.widgets.find((widget) => widget.label === 'Retreat cost');
    expect(dashboard.widgets).toEqual([
      {
        kind: 'histogram',
        label: 'Retreat cost',
        buckets: [3, 4, 2],
        labels: ['0', '1', '2'],
        noData: false,
      },
      {
        kind: 'table',
        label: 'Opening hand starters',
        columns: ['Card', 'Possible starter', 'Forced starter'],
        // Same odds as the default calculator's Opening Hand Starters table.
        rows: defaultTable?.kind === 'table' ? defaultTable.rows : [],
        noData: false,
      },
    ]);
    expect(dashboard.widgets[1]).toMatchObject({
      rows: [['Pikachu ex', '39.95%', expect.any(String)], expect.anything(), expect.anything()],
    });
    expect(defaultRetreat).toMatchObject({ buckets: [3, 4, 2, 0, 0] });
    expect(dashboard).toEqual(preview(starterCheck(), pokemonDeck));
  });

  it('Stage, not Subtype: basic Energy carries a "Basic" subtype but no stage', async () => {
    const bySubtype = {
      ...starterCheck(),
      widgets: [{ ...starterCheck().widgets[1]!, filter: is('subtype', 'Basic') }],
    };
    const rows = (await run(compile(bySubtype), pokemonDeck)).widgets[0];
    expect(rows).toMatchObject({
      rows: expect.arrayContaining([expect.arrayContaining(['Basic Psychic Energy'])]),
    });
    const byStage = (await run(compile(starterCheck()), pokemonDeck)).widgets[1];
    expect(JSON.stringify(byStage)).not.toContain('Energy');
  });
});

describe('Tutorial: switch to code and add your own widget (Mulligan chance)', () => {
  const generated = () => compile(starterCheck());
  const withMulligan = () =>
    generated().replace(
      '  return { widgets: widgets };',
      `${mulliganBlock()}\n  return { widgets: widgets };`,
    );

  it('while the code is exactly what the builder generates, it can go back to the builder', () => {
    const status = calculatorBuilderStatus(generated());
    expect(status.mode).toBe('builder');
    expect(isDetachedFromBuilder(generated())).toBe(false);
    if (status.mode === 'builder')
      expect(status.spec).toEqual(parseCalculatorSpec(starterCheck()).ok && starterCheck());
  });

  it('the hand-written block adds a third widget matching the draw-odds math', async () => {
    const script = withMulligan();
    expect(checkScriptSafety(script)).toEqual({ safe: true, issues: [] });
    const dashboard = await run(script, pokemonDeck);
    expect(dashboard.widgets).toHaveLength(3);
    const noBasic = 1 - hypergeometricAtLeastOne({ population: 60, successCount: 9, draws: 7 });
    expect(dashboard.widgets[2]).toEqual({
      kind: 'stat',
      label: 'Mulligan chance',
      value: Math.round(noBasic * 100 * 10) / 10,
      unit: '%',
      noData: false,
    });
    // ...and the default calculator's Mulligan chance (two decimals) agrees with it.
    const defaults = await run(defaultCalculator('pokemon').script, pokemonDeck);
    const mulligan = defaults.widgets.find((widget) => widget.label === 'Mulligan chance');
    expect(mulligan?.kind === 'stat' && Number.parseFloat(String(mulligan.value))).toBeCloseTo(
      noBasic * 100,
      2,
    );
  });

  it('any hand edit detaches the script; undoing the edit re-attaches it', () => {
    const status = calculatorBuilderStatus(withMulligan());
    expect(status.mode).toBe('detached');
    const firstBlockLine = generated().split('\n').indexOf('  return { widgets: widgets };') + 1;
    expect(status).toMatchObject({ mode: 'detached', line: firstBlockLine });
    expect(isDetachedFromBuilder(withMulligan())).toBe(true);
    const undone = withMulligan().replace(`${mulliganBlock()}\n`, '');
    expect(undone).toBe(generated());
    expect(calculatorBuilderStatus(undone).mode).toBe('builder');
  });

  it('deleting the marker line makes it a code calculator that still runs', async () => {
    const script = withMulligan().split('\n').slice(1).join('\n');
    expect(calculatorBuilderStatus(script)).toMatchObject({
      mode: 'code',
      code: 'calculator/no-marker',
    });
    expect((await run(script, pokemonDeck)).widgets).toHaveLength(3);
  });

  it('a marker that does not parse, or holds an invalid spec, opens in the code editor', () => {
    const script = generated();
    const broken = script.replace('{"widgets"', '{widgets');
    expect(calculatorBuilderStatus(broken)).toMatchObject({
      mode: 'code',
      code: 'calculator/invalid-marker',
    });
    const invalid = script.replace('"game":"pokemon"', '"game":"magic"');
    expect(calculatorBuilderStatus(invalid)).toMatchObject({
      mode: 'code',
      code: 'calculator/invalid-marker',
    });
    expect(parseCalculatorMarker(invalid)).toMatchObject({ ok: false, error: { path: '/game' } });
    expect(calculatorBuilderStatus(`\n${script}`)).toMatchObject({
      mode: 'code',
      code: 'calculator/no-marker',
    });
  });
});

describe('builder spec validation', () => {
  const base = starterCheck();
  const bad = (patch: (spec: CalculatorSpec) => unknown) =>
    parseCalculatorSpec(patch(structuredClone(base) as CalculatorSpec));

  it('the JSON Schema rejects bad shapes with a path', () => {
    expect(bad(() => ({ widgets: [] }))).toMatchObject({
      ok: false,
      error: { code: 'calculator/invalid-spec', path: '/game' },
    });
    expect(bad((spec) => ({ ...spec, extra: 1 }))).toMatchObject({
      error: { code: 'calculator/invalid-spec', path: '/extra' },
    });
    expect(
      bad((spec) => ({ ...spec, widgets: [{ ...spec.widgets[0], bucketSize: 0 }] })),
    ).toMatchObject({
      error: { code: 'calculator/invalid-spec', path: '/widgets/0/bucketSize' },
    });
    expect(bad((spec) => ({ ...spec, widgets: [{ kind: 'pie', label: 'x' }] }))).toMatchObject({
      error: { code: 'calculator/invalid-spec', path: '/widgets/0/kind' },
    });
    expect(
      bad((spec) => ({
        ...spec,
        widgets: [
          {
            ...spec.widgets[0],
            filter: {
              match: 'all',
              conditions: [{ field: 'hp', operator: 'isOneOf', value: 'x' }],
            },
          },
        ],
      })),
    ).toMatchObject({ ok: false, error: { code: 'calculator/invalid-spec' } });
    expect(compileCalculatorSpec('nope')).toMatchObject({
      ok: false,
      error: { code: 'calculator/invalid-spec' },
    });
  });

  it('fields must exist for the game, and number settings need number fields', () => {
    expect(
      bad((spec) => ({ ...spec, widgets: [{ ...spec.widgets[0], field: 'might' }] })),
    ).toMatchObject({
      error: { code: 'calculator/unknown-field', path: '/widgets/0/field' },
    });
    expect(
      bad((spec) => ({ ...spec, widgets: [{ ...spec.widgets[0], field: 'stage' }] })),
    ).toMatchObject({
      error: { code: 'calculator/field-type-mismatch', path: '/widgets/0/field' },
    });
    expect(
      bad((spec) => ({ ...spec, widgets: [{ ...spec.widgets[1], filter: is('mana', '3') }] })),
    ).toMatchObject({
      error: { code: 'calculator/unknown-field', path: '/widgets/0/filter/conditions/0/field' },
    });
    const stat = createBuilderWidget('stat', 'pokemon');
    expect(
      parseCalculatorSpec({ game: 'pokemon', widgets: [{ ...stat, field: 'hp' }] }),
    ).toMatchObject({
      error: { code: 'calculator/field-type-mismatch', path: '/widgets/0/field' },
    });
    expect(
      parseCalculatorSpec({ game: 'pokemon', widgets: [{ ...stat, aggregate: 'average' }] }),
    ).toMatchObject({
      error: { code: 'calculator/field-type-mismatch', path: '/widgets/0/field' },
    });
  });

  it('starter and field columns need a per-card table; a curve max below its min is refused', () => {
    expect(
      bad((spec) => ({ ...spec, widgets: [{ ...spec.widgets[1], groupBy: 'stage' }] })),
    ).toMatchObject({
      error: { code: 'calculator/column-needs-per-card', path: '/widgets/0/columns/1/kind' },
    });
    expect(
      bad((spec) => ({ ...spec, widgets: [{ ...spec.widgets[0], min: 3, max: 2 }] })),
    ).toMatchObject({
      error: { code: 'calculator/invalid-range', path: '/widgets/0/max' },
    });
  });

  it('the canonical form does not depend on key order', () => {
    const shuffled = JSON.parse(JSON.stringify(base), (_key, value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    );
    expect(Object.keys(shuffled)).toEqual(Object.keys(base).reverse());
    expect(compile(shuffled)).toBe(compile(base));
  });
});

// ---- Random specs ----

const sampleValues: Record<CalculatorGame, Record<string, string[]>> = {
  lor: {},
  pokemon: {},
  riftbound: {},
};
for (const game of CALCULATOR_GAMES) {
  for (const field of CALCULATOR_FIELDS[game]) {
    const seen = new Set<string>(field.values ?? []);
    for (const card of sampleCatalogs[game].cards.slice(0, 60)) {
      const value = field.read(card);
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
        seen.add(String(item));
    }
    sampleValues[game][field.id] = [...seen].slice(0, 12);
  }
}

function specArbitrary(game: CalculatorGame): fc.Arbitrary<CalculatorSpec> {
  const fields = CALCULATOR_FIELDS[game];
  const anyField = fc.constantFrom(...fields.map((field) => field.id));
  const numberField = fc.constantFrom(
    ...fields.filter((field) => field.type === 'number').map((field) => field.id),
  );
  const label = fc.oneof(
    fc.constantFrom('Curve', 'Odds', 'A "quoted" title'),
    fc.string({ maxLength: 12 }),
  );
  const count = fc.constantFrom('copies' as const, 'distinct' as const);
  const condition: fc.Arbitrary<BuilderCondition> = anyField.chain((field) => {
    const values = sampleValues[game][field]!;
    const value =
      values.length > 0
        ? fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 4 }))
        : fc.string({ maxLength: 4 });
    return fc.oneof(
      value.map((text): BuilderCondition => ({ field, operator: 'is', value: text })),
      fc
        .array(value, { maxLength: 3 })
        .map((list): BuilderCondition => ({ field, operator: 'isOneOf', values: list })),
    );
  });
  const filter: fc.Arbitrary<BuilderFilter> = fc.record({
    match: fc.constantFrom('all' as const, 'any' as const),
    conditions: fc.array(condition, { maxLength: 3 }),
  });
  const stat = fc.oneof(
    fc.record({
      kind: fc.constant('stat' as const),
      label,
      aggregate: fc.constant('count' as const),
      field: fc.constant(null),
      decimals: fc.integer({ min: 0, max: 3 }),
      unit: fc.constantFrom('', 'cards'),
      count,
      filter,
    }),
    fc.record({
      kind: fc.constant('stat' as const),
      label,
      aggregate: fc.constantFrom(
        'sum' as const,
        'average' as const,
        'min' as const,
        'max' as const,
      ),
      field: numberField,
      decimals: fc.integer({ min: 0, max: 3 }),
      unit: fc.constantFrom('', '%'),
      count,
      filter,
    }),
  );
  const curve = fc.record({
    kind: fc.constant('histogram' as const),
    label,
    field: numberField,
    bucketSize: fc.integer({ min: 1, max: 3 }),
    min: fc.integer({ min: 0, max: 2 }),
    max: fc.option(fc.integer({ min: 2, max: 8 }), { nil: null }),
    count,
    filter,
  });
  const split = fc.record({
    kind: fc.constantFrom('donut' as const, 'gauge' as const),
    label,
    groupBy: anyField,
    count,
    filter,
  });
  const perCardColumn = fc.oneof(
    fc.constantFrom(
      { kind: 'group' as const, label: 'Card' },
      { kind: 'count' as const, label: 'Copies' },
    ),
    anyField.map((field) => ({ kind: 'field' as const, label: field, field })),
    fc.record({
      kind: fc.constantFrom('possibleStarter' as const, 'forcedStarter' as const),
      label: fc.constant('Odds'),
      draws: fc.integer({ min: 0, max: 70 }),
    }),
  );
  const table = fc.oneof(
    fc.record({
      kind: fc.constant('table' as const),
      label,
      groupBy: fc.constant('card'),
      columns: fc.array(perCardColumn, { minLength: 1, maxLength: 4 }),
      count,
      filter,
    }),
    fc.record({
      kind: fc.constant('table' as const),
      label,
      groupBy: anyField,
      columns: fc.array(
        fc.constantFrom(
          { kind: 'group' as const, label: 'Value' },
          { kind: 'count' as const, label: 'Copies' },
        ),
        { minLength: 1, maxLength: 2 },
      ),
      count,
      filter,
    }),
  );
  const odds = fc.record({
    kind: fc.constant('hypergeometric' as const),
    label,
    draws: fc.integer({ min: 0, max: 12 }),
    exactCounts: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }),
    filter,
  });
  const part = fc.record({ count, filter });
  const ratio = fc.record({
    kind: fc.constant('ratio' as const),
    label,
    numerator: part,
    denominator: part,
    format: fc.constantFrom(
      'number' as const,
      'percent' as const,
      'multiplier' as const,
      'ratio' as const,
    ),
  });
  return fc.record({
    widgets: fc.array(
      fc.oneof(stat, curve, split, table, odds, ratio) as fc.Arbitrary<BuilderWidget>,
      { maxLength: 6 },
    ),
    game: fc.constant(game),
  });
}

const anySpec = fc.constantFrom(...CALCULATOR_GAMES).chain(specArbitrary);

describe('marker round trip and detach detection', () => {
  it('property: regenerating from the marker is byte-for-byte identical', () => {
    fc.assert(
      fc.property(anySpec, (spec) => {
        const script = compile(spec);
        expect(script.startsWith(CALCULATOR_SPEC_MARKER)).toBe(true);
        expect(script.split('\n')[0]).not.toMatch(/[\u2028\u2029]/);
        const back = parseCalculatorMarker(script);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(back.value).toEqual(spec);
        expect(compile(back.value)).toBe(script);
        expect(calculatorBuilderStatus(script)).toEqual({ mode: 'builder', spec: back.value });
      }),
      { numRuns: 150, seed: 1 },
    );
  });

  it('property: any single-character edit detaches the script', () => {
    fc.assert(
      fc.property(anySpec, fc.nat(), fc.constantFrom(' ', 'x', ';', '\n'), (spec, at, char) => {
        const script = compile(spec);
        const position = at % script.length;
        // Skip edits inside the marker line: those change (or break) the spec itself.
        fc.pre(position > script.indexOf('\n'));
        const edited = script.slice(0, position) + char + script.slice(position);
        expect(calculatorBuilderStatus(edited).mode).toBe('detached');
        const removed = script.slice(0, position) + script.slice(position + 1);
        expect(calculatorBuilderStatus(removed).mode).toBe('detached');
      }),
      { numRuns: 100, seed: 2 },
    );
  });

  it('titles with quotes, line breaks, line separators and script-like text stay data', async () => {
    const nasty =
      'A "title"\n}); widgets.push({ kind: "stat" });//\u2028\u2029 </script> `$' + '{x}` \\';
    const widget = { ...createBuilderWidget('stat', 'riftbound'), label: nasty };
    const script = compile({ game: 'riftbound', widgets: [widget] });
    expect(script.split('\n')[0]!.startsWith(CALCULATOR_SPEC_MARKER)).toBe(true);
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(checkScriptSafety(script).safe).toBe(true);
    expect(calculatorBuilderStatus(script).mode).toBe('builder');
    const dashboard = await run(script, sampleDecks.riftbound);
    expect(dashboard.widgets).toEqual([
      { kind: 'stat', label: nasty.slice(0, 200), value: 54, noData: false },
    ]);
  });
});

describe('compiled scripts compute the same numbers as the builder preview', () => {
  it('every palette widget with its defaults, in every game', async () => {
    for (const game of CALCULATOR_GAMES) {
      const spec: CalculatorSpec = {
        game,
        widgets: BUILDER_PALETTE.map((entry) => createBuilderWidget(entry.kind, game)),
      };
      const script = compile(spec);
      expect(checkScriptSafety(script)).toEqual({ safe: true, issues: [] });
      const dashboard = await run(script, sampleDecks[game]);
      expect(dashboard).toEqual(preview(spec, sampleDecks[game]));
      expect(dashboard.widgets).toHaveLength(7);
    }
  });

  it('every field of every game, read by the script and by the preview', async () => {
    for (const game of CALCULATOR_GAMES) {
      const fields = CALCULATOR_FIELDS[game];
      const spec: CalculatorSpec = {
        game,
        widgets: [
          {
            kind: 'table',
            label: 'Fields',
            groupBy: 'card',
            columns: [
              { kind: 'group', label: 'Card' },
              ...fields.map((field) => ({
                kind: 'field' as const,
                label: field.label,
                field: field.id,
              })),
            ],
            count: 'copies',
            filter: { match: 'all', conditions: [] },
          },
        ],
      };
      // Every card of the sample catalog, one copy each, plus the deck's missing ref.
      const pile: Record<string, number> = { 'missing-ref': 1 };
      const cardsById: Record<string, unknown> = {};
      for (const card of sampleCatalogs[game].cards.slice(0, 199)) {
        pile[card.id] = 1;
        cardsById[card.id] = card;
      }
      const dashboard = await run(compile(spec), { pile, cardsById });
      expect(dashboard).toEqual(preview(spec, { pile, cardsById }));
      expect(dashboard.widgets[0]).toMatchObject({ noData: false });
    }
  });

  it('property: random specs on random decks', async () => {
    const cards = (game: CalculatorGame) =>
      sampleCatalogs[game].cards.slice(0, 60) as unknown as { id: string }[];
    const deckFor = (game: CalculatorGame) =>
      fc
        .array(
          fc.tuple(fc.integer({ min: 0, max: cards(game).length }), fc.integer({ min: 0, max: 5 })),
          { maxLength: 20 },
        )
        .map((entries) => {
          const pile: Record<string, number> = {};
          const cardsById: Record<string, unknown> = {};
          for (const [index, copies] of entries) {
            const card = cards(game)[index];
            const ref = card === undefined ? 'missing-ref' : card.id;
            pile[ref] = copies;
            if (card !== undefined) cardsById[ref] = card;
          }
          return { pile, cardsById };
        });
    const cases = fc.sample(
      fc
        .constantFrom(...CALCULATOR_GAMES)
        .chain((game) => fc.tuple(specArbitrary(game), deckFor(game))),
      { numRuns: 40, seed: 3 },
    );
    for (const [spec, deck] of cases) {
      const script = compile(spec);
      expect(checkScriptSafety(script).safe).toBe(true);
      expect(await run(script, deck)).toEqual(preview(spec, deck));
    }
  });
});
