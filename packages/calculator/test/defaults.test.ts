import { checkScriptSafety, type SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalculatorDashboard,
  DEFAULT_CALCULATORS,
  defaultCalculator,
  hypergeometricAtLeastOne,
  LOR_DECK_BREAKDOWN_SCRIPT,
  normalizeCalculatorResult,
  POKEMON_DECK_BREAKDOWN_SCRIPT,
  RIFTBOUND_DECK_BREAKDOWN_SCRIPT,
  runCalculator,
} from '../src/index.js';
import {
  apiScripts,
  lorDeck,
  pokemonDeck,
  riftboundDeck,
  runInProcess,
  sampleDecks,
} from './helpers.js';

let runner: SandboxRunner;
beforeAll(() => {
  runner = createNodeRunner({ size: 1 });
});
afterAll(async () => {
  await runner.close();
});

async function run(
  script: string,
  deck: { pile: Record<string, number>; cardsById: Record<string, unknown> },
) {
  const result = await runCalculator(script, deck.pile, deck.cardsById, undefined, { runner });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

// The spec's own percentage text: clamp, round to 2 decimals, "%".
const percent = (p: number) =>
  `${(Math.round(Math.min(Math.max(p, 0), 1) * 10000) / 100).toFixed(2)}%`;
const seg = (key: string, label: string, value: number) => ({ key, label, value, color: '' });

describe('the three default calculators ("Deck breakdown")', () => {
  it("are the spec page's sources, byte for byte", () => {
    const page = apiScripts();
    expect(LOR_DECK_BREAKDOWN_SCRIPT).toBe(page['Legends of Runeterra']);
    expect(POKEMON_DECK_BREAKDOWN_SCRIPT).toBe(page['Pokémon TCG']);
    expect(RIFTBOUND_DECK_BREAKDOWN_SCRIPT).toBe(page.Riftbound);
    expect(DEFAULT_CALCULATORS.map((calculator) => [calculator.game, calculator.name])).toEqual([
      ['lor', 'Deck breakdown'],
      ['pokemon', 'Deck breakdown'],
      ['riftbound', 'Deck breakdown'],
    ]);
  });

  it('pass the sandbox safety check', () => {
    for (const calculator of DEFAULT_CALCULATORS) {
      expect(checkScriptSafety(calculator.script), calculator.id).toEqual({
        safe: true,
        issues: [],
      });
    }
  });

  it('through the sandbox, give exactly what the same source gives run directly', async () => {
    for (const calculator of DEFAULT_CALCULATORS) {
      const deck = sampleDecks[calculator.game];
      const viaSandbox = await run(calculator.script, deck);
      const direct = normalizeCalculatorResult(
        runInProcess(calculator.script, deck.pile, deck.cardsById),
      );
      expect(viaSandbox, calculator.id).toEqual(direct);
      expect(viaSandbox.widgets.length).toBeGreaterThan(4);
    }
  });

  it('Legends of Runeterra: regions, mana curve, card types, rarity, average cost, units to spells', async () => {
    const dashboard = await run(defaultCalculator('lor').script, lorDeck);
    expect(dashboard.widgets).toEqual([
      {
        kind: 'bars',
        label: 'Regions',
        labelKey: 'lor.regions',
        vocabulary: 'lor.region',
        segments: [seg('Demacia', 'Demacia', 40)],
        noData: false,
      },
      {
        kind: 'histogram',
        label: 'Mana Curve',
        labelKey: 'lor.manaCurve',
        buckets: [0, 6, 6, 15, 6, 5, 0, 0, 2, 0, 0],
        labels: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '+'],
        noData: false,
      },
      {
        kind: 'donut',
        label: 'Card Types',
        labelKey: 'lor.cardTypes',
        vocabulary: 'lor.cardType',
        segments: [
          seg('champions', 'Champion', 6),
          seg('followers', 'Follower', 25),
          seg('spells', 'Spell', 9),
        ],
        noData: false,
      },
      {
        kind: 'donut',
        label: 'Rarity',
        labelKey: 'lor.rarity',
        vocabulary: 'lor.rarity',
        segments: [
          seg('Common', 'Common', 27),
          seg('Champion', 'Champion', 6),
          seg('Rare', 'Rare', 5),
          seg('Epic', 'Epic', 2),
        ],
        noData: false,
      },
      {
        kind: 'stat',
        label: 'Average Cost',
        labelKey: 'lor.averageCost',
        value: 3.2,
        noData: false,
      },
      {
        kind: 'ratio',
        label: 'Units : Spells',
        labelKey: 'lor.unitsToSpells',
        numerator: 31,
        denominator: 9,
        format: 'ratio',
        quotient: 31 / 9,
        noData: false,
      },
    ]);
  });

  it('Pokémon TCG: breakdown, energy types, mulligan chance, Opening Hand Starters, retreat cost, regulation marks', async () => {
    const dashboard = await run(defaultCalculator('pokemon').script, pokemonDeck);
    const none = (successes: number) =>
      1 - hypergeometricAtLeastOne({ population: 60, successCount: successes, draws: 7 });
    expect(dashboard.widgets).toEqual([
      {
        kind: 'donut',
        label: 'Deck breakdown',
        labelKey: 'pokemon.deckBreakdown',
        vocabulary: 'pokemon.supertype',
        segments: [
          seg('pokemon', 'Pokémon', 9),
          seg('trainer', 'Trainer', 8),
          seg('energy', 'Energy', 41),
        ],
        noData: false,
      },
      {
        kind: 'stat',
        label: 'Total cards',
        labelKey: 'pokemon.totalCards',
        value: 60,
        noData: false,
      },
      {
        kind: 'donut',
        label: 'Energy types',
        labelKey: 'pokemon.energyTypes',
        vocabulary: 'pokemon.energyType',
        segments: [seg('Psychic', 'Psychic', 21), seg('Lightning', 'Lightning', 20)],
        noData: false,
      },
      {
        kind: 'stat',
        label: 'Mulligan chance',
        labelKey: 'pokemon.mulliganChance',
        value: percent(none(9)),
        noData: false,
      },
      {
        kind: 'table',
        label: 'Opening Hand Starters',
        labelKey: 'pokemon.openingHandStarters',
        columns: ['Pokémon', 'Possible Starter', 'Forced Starter'],
        columnKeys: [
          'pokemon.starterTable.pokemon',
          'pokemon.starterTable.possibleStarter',
          'pokemon.starterTable.forcedStarter',
        ],
        rows: [
          ['Pikachu ex', '39.95%', percent(none(5) - none(9))],
          ['Mew ex', percent(1 - none(3)), percent(none(6) - none(9))],
          ['Latias ex', percent(1 - none(2)), percent(none(7) - none(9))],
        ],
        noData: false,
      },
      {
        kind: 'histogram',
        label: 'Retreat cost',
        labelKey: 'pokemon.retreatCost',
        buckets: [3, 4, 2, 0, 0],
        labels: ['0', '1', '2', '3', '4+'],
        noData: false,
      },
      {
        kind: 'gauge',
        label: 'Regulation marks',
        labelKey: 'pokemon.regulationMarks',
        segments: [seg('H', 'H', 10), seg('I', 'I', 4), seg('J', 'J', 3)],
        noData: false,
      },
    ]);
  });

  it('Riftbound: domains, rune domains, energy curve, might, card types, average energy, unit / spell / gear', async () => {
    const dashboard: CalculatorDashboard = await run(
      defaultCalculator('riftbound').script,
      riftboundDeck,
    );
    expect(dashboard.widgets).toEqual([
      {
        kind: 'bars',
        label: 'Domains',
        labelKey: 'riftbound.domains',
        vocabulary: 'riftbound.domain',
        segments: [seg('calm', 'Calm', 6), seg('fury', 'Fury', 34), seg('mind', 'Mind', 2)],
        noData: false,
      },
      {
        kind: 'bars',
        label: 'Rune domains',
        labelKey: 'riftbound.runeDomains',
        vocabulary: 'riftbound.domain',
        segments: [seg('calm', 'Calm', 6), seg('fury', 'Fury', 6)],
        noData: false,
      },
      {
        kind: 'histogram',
        label: 'Energy curve',
        labelKey: 'riftbound.energyCurve',
        buckets: [0, 9, 10, 9, 6, 3, 0, 2, 0, 1, 0],
        labels: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '+'],
        noData: false,
      },
      {
        kind: 'histogram',
        label: 'Might',
        labelKey: 'riftbound.might',
        buckets: [0, 0, 6, 3, 3, 6, 0, 0, 0, 1, 0],
        labels: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '+'],
        noData: false,
      },
      {
        kind: 'donut',
        label: 'Card types',
        labelKey: 'riftbound.cardTypes',
        vocabulary: 'riftbound.cardType',
        segments: [seg('unit', 'Unit', 19), seg('spell', 'Spell', 18), seg('gear', 'Gear', 3)],
        noData: false,
      },
      {
        kind: 'stat',
        label: 'Average energy',
        labelKey: 'riftbound.averageEnergy',
        value: Math.round((118 / 40) * 10) / 10,
        noData: false,
      },
      {
        kind: 'donut',
        label: 'Unit / Spell / Gear',
        labelKey: 'riftbound.typeBalance',
        vocabulary: 'riftbound.cardType',
        segments: [seg('unit', 'Unit', 19), seg('spell', 'Spell', 18), seg('gear', 'Gear', 3)],
        noData: false,
      },
    ]);
  });

  it('an empty deck: breakdowns with nothing to show drop out or draw "No data"', async () => {
    const empty = { pile: {}, cardsById: {} };
    const lor = await run(defaultCalculator('lor').script, empty);
    expect(lor.widgets.map((widget) => [widget.kind, widget.noData])).toEqual([
      ['histogram', true],
      ['stat', false],
      ['ratio', true],
    ]);
    const pokemon = await run(defaultCalculator('pokemon').script, empty);
    expect(pokemon.widgets.filter((widget) => widget.noData).map((widget) => widget.label)).toEqual(
      [
        'Deck breakdown',
        'Energy types',
        'Opening Hand Starters',
        'Retreat cost',
        'Regulation marks',
      ],
    );
    const riftbound = await run(defaultCalculator('riftbound').script, empty);
    expect(riftbound.widgets.map((widget) => widget.label)).toEqual([
      'Domains',
      'Energy curve',
      'Card types',
      'Average energy',
      'Unit / Spell / Gear',
    ]);
  });
});
