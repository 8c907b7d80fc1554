import { checkScriptSafety, type SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalculatorDashboard,
  formatRatioWidget,
  hypergeometricOdds,
  normalizeCalculatorResult,
  type RatioWidget,
  runCalculator,
} from '../src/index.js';
import {
  apiScripts,
  cookbookScripts,
  lorDeck,
  pokemonDeck,
  riftboundDeck,
  runInProcess,
  smallestCalculator,
} from './helpers.js';

// Every script here runs through the REAL sandbox (node child process, SES compartment); each
// result is also compared with the same trusted source run directly in this process.

let runner: SandboxRunner;
beforeAll(() => {
  runner = createNodeRunner({ size: 1 });
});
afterAll(async () => {
  await runner.close();
});

type Deck = { pile: Record<string, number>; cardsById: Record<string, unknown> };

async function run(
  script: string,
  deck: Deck,
  ctx?: { globals?: unknown },
): Promise<CalculatorDashboard> {
  expect(checkScriptSafety(script)).toEqual({ safe: true, issues: [] });
  const result = await runCalculator(script, deck.pile, deck.cardsById, ctx, { runner });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  expect(result.value).toEqual(
    normalizeCalculatorResult(runInProcess(script, deck.pile, deck.cardsById, ctx)),
  );
  return result.value;
}

const odds = (population: number, successCount: number, draws: number, exactCounts: number[]) =>
  hypergeometricOdds({ population, successCount, draws }, exactCounts);

describe('Widget examples (calculator script API page), on the 60-card Pokémon sample deck', () => {
  const page = apiScripts();

  it('stat: Deck size', async () => {
    expect((await run(page.stat!, pokemonDeck)).widgets).toEqual([
      { kind: 'stat', label: 'Deck size', value: 60, unit: 'cards', noData: false },
    ]);
  });

  it('histogram: Copies per card', async () => {
    expect((await run(page.histogram!, pokemonDeck)).widgets).toEqual([
      {
        kind: 'histogram',
        label: 'Copies per card',
        buckets: [0, 4, 5],
        labels: ['1', '2', '3+'],
        noData: false,
      },
    ]);
  });

  it('donut: Singles vs multiples', async () => {
    expect((await run(page.donut!, pokemonDeck)).widgets).toEqual([
      {
        kind: 'donut',
        label: 'Singles vs multiples',
        segments: [
          { key: 'singles', label: '1 copy', value: 0, color: '#3a78e8' },
          { key: 'multiples', label: '2+ copies', value: 9, color: '' },
        ],
        noData: false,
      },
    ]);
  });

  it('gauge: Copies in singles vs multiples', async () => {
    expect((await run(page.gauge!, pokemonDeck)).widgets).toEqual([
      {
        kind: 'gauge',
        label: 'Copies in singles vs multiples',
        segments: [
          { key: 'singles', label: 'Singles', value: 0, color: '' },
          { key: 'multiples', label: 'Multiples', value: 60, color: '' },
        ],
        noData: false,
      },
    ]);
  });

  it('table: Most copies (a missing card shows its ref)', async () => {
    expect((await run(page.table!, pokemonDeck)).widgets).toEqual([
      {
        kind: 'table',
        label: 'Most copies',
        columns: ['Card', 'Copies'],
        rows: [
          ['Basic Psychic Energy', 21],
          ['Basic Lightning Energy', 20],
          ['Ultra Ball', 4],
          ['Crispin', 4],
          ['Mew ex', 3],
        ],
        noData: false,
      },
    ]);
    const withMissing = await run(page.table!, { pile: { 'unknown-999': 9 }, cardsById: {} });
    expect(withMissing.widgets[0]).toMatchObject({ rows: [['unknown-999', 9]] });
  });

  it('hypergeometric: Top card in opening hand', async () => {
    expect((await run(page.hypergeometric!, pokemonDeck)).widgets).toEqual([
      {
        kind: 'hypergeometric',
        label: 'Top card in opening hand',
        population: 60,
        successCount: 21,
        draws: 7,
        exactCounts: [1, 2],
        odds: odds(60, 21, 7, [1, 2]),
        noData: false,
      },
    ]);
  });

  it('ratio: Copies per card (multiplier)', async () => {
    const dashboard = await run(page.ratio!, pokemonDeck);
    expect(dashboard.widgets).toEqual([
      {
        kind: 'ratio',
        label: 'Copies per card',
        numerator: 60,
        denominator: 9,
        format: 'multiplier',
        quotient: 60 / 9,
        noData: false,
      },
    ]);
    expect(formatRatioWidget(dashboard.widgets[0] as RatioWidget, 'en')).toBe('6.67×');
  });

  it('ctx may be absent: Catalog globals is "No" without it and "Yes" with it', async () => {
    const script = `export default function compute(pile, cardsById, ctx) {
  const hasGlobals = ctx !== undefined && ctx.globals !== undefined;

  return {
    widgets: [
      {
        kind: "stat",
        label: "Catalog globals",
        value: hasGlobals ? "Yes" : "No",
      },
    ],
  };
}
`;
    expect((await run(script, pokemonDeck)).widgets[0]).toMatchObject({ value: 'No' });
    expect((await run(script, pokemonDeck, { globals: { sets: {} } })).widgets[0]).toMatchObject({
      value: 'Yes',
    });
    expect((await run(script, pokemonDeck, {})).widgets[0]).toMatchObject({ value: 'No' });
  });

  it("the contract's Hello world, and the three ways compute is found", async () => {
    const hello =
      'export default function compute(pile, cardsById, ctx) {\n  return {\n    widgets: [{ kind: "stat", label: "Hello", value: "world" }],\n  };\n}\n';
    const expected = [{ kind: 'stat', label: 'Hello', value: 'world', noData: false }];
    expect((await run(hello, pokemonDeck)).widgets).toEqual(expected);
    const anonymous =
      'export default function (pile) { return { widgets: [{ kind: "stat", label: "Hello", value: "world" }] }; }';
    expect((await run(anonymous, pokemonDeck)).widgets).toEqual(expected);
    const arrow =
      'export default (pile) => ({ widgets: [{ kind: "stat", label: "Hello", value: "world" }] });';
    expect((await run(arrow, pokemonDeck)).widgets).toEqual(expected);
    const named =
      'function compute(pile) { return { widgets: [{ kind: "stat", label: "Hello", value: "world" }] }; }';
    expect((await run(named, pokemonDeck)).widgets).toEqual(expected);
  });
});

describe('Widget cookbook (calculators guide), on the sample decks', () => {
  const cookbook = cookbookScripts();

  it('has all eight recipes', () => {
    expect(Object.keys(cookbook)).toEqual([
      'stat',
      'histogram',
      'donut',
      'gauge',
      'bars',
      'table',
      'hypergeometric',
      'ratio',
    ]);
  });

  it('stat (Legends of Runeterra): Champions', async () => {
    expect((await run(cookbook.stat!, lorDeck)).widgets).toEqual([
      { kind: 'stat', label: 'Champions', value: 6, unit: 'copies', noData: false },
    ]);
  });

  it('histogram (Riftbound): Energy curve with 7 and up in the last bar', async () => {
    expect((await run(cookbook.histogram!, riftboundDeck)).widgets).toEqual([
      {
        kind: 'histogram',
        label: 'Energy curve',
        buckets: [0, 9, 10, 9, 6, 3, 0, 3],
        labels: ['0', '1', '2', '3', '4', '5', '6', '7+'],
        noData: false,
      },
    ]);
  });

  it('donut (Legends of Runeterra): Regions', async () => {
    expect((await run(cookbook.donut!, lorDeck)).widgets).toEqual([
      {
        kind: 'donut',
        label: 'Regions',
        segments: [{ key: 'Demacia', label: 'Demacia', value: 40, color: '' }],
        noData: false,
      },
    ]);
  });

  it('gauge (Pokémon TCG): Deck split', async () => {
    expect((await run(cookbook.gauge!, pokemonDeck)).widgets).toEqual([
      {
        kind: 'gauge',
        label: 'Deck split',
        segments: [
          { key: 'pokemon', label: 'Pokémon', value: 9, color: '' },
          { key: 'trainer', label: 'Trainer', value: 8, color: '' },
          { key: 'energy', label: 'Energy', value: 41, color: '' },
        ],
        noData: false,
      },
    ]);
  });

  it('bars (Riftbound): Domains, most first (runes, legend and battlefield included)', async () => {
    expect((await run(cookbook.bars!, riftboundDeck)).widgets).toEqual([
      {
        kind: 'bars',
        label: 'Domains',
        segments: [
          { key: 'fury', label: 'fury', value: 41, color: '' },
          { key: 'calm', label: 'calm', value: 12, color: '' },
          { key: 'mind', label: 'mind', value: 2, color: '' },
          { key: 'chaos', label: 'chaos', value: 1, color: '' },
          { key: 'colorless', label: 'colorless', value: 1, color: '' },
        ],
        noData: false,
      },
    ]);
  });

  it('table (Riftbound): Units by might', async () => {
    expect((await run(cookbook.table!, riftboundDeck)).widgets).toEqual([
      {
        kind: 'table',
        label: 'Units by might',
        columns: ['Unit', 'Might', 'Copies'],
        rows: [
          ['Kadregrin the Infernal', 9, 1],
          ['Captain Farron', 5, 3],
          ['Blazing Scorcher', 5, 3],
          ['Jinx - Demolitionist', 4, 3],
          ['Flame Chompers', 3, 3],
          ['Chemtech Enforcer', 2, 3],
          ['Clockwork Keeper', 2, 3],
        ],
        noData: false,
      },
    ]);
  });

  it('hypergeometric (Pokémon TCG): Basic Pokémon in opening hand', async () => {
    expect((await run(cookbook.hypergeometric!, pokemonDeck)).widgets).toEqual([
      {
        kind: 'hypergeometric',
        label: 'Basic Pokémon in opening hand',
        population: 60,
        successCount: 9,
        draws: 7,
        exactCounts: [1, 2],
        odds: odds(60, 9, 7, [1, 2]),
        noData: false,
      },
    ]);
  });

  it('ratio (Legends of Runeterra): Units : Spells', async () => {
    const dashboard = await run(cookbook.ratio!, lorDeck);
    expect(dashboard.widgets).toEqual([
      {
        kind: 'ratio',
        label: 'Units : Spells',
        numerator: 31,
        denominator: 9,
        format: 'ratio',
        quotient: 31 / 9,
        noData: false,
      },
    ]);
    expect(formatRatioWidget(dashboard.widgets[0] as RatioWidget, 'en')).toBe('31:9');
  });

  it('the smallest calculator that works (Starting from scratch)', async () => {
    expect((await run(smallestCalculator(), riftboundDeck)).widgets).toEqual([
      { kind: 'stat', label: 'Deck size', value: 54, unit: 'cards', noData: false },
    ]);
  });
});
