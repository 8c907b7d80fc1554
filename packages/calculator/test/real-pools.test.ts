// The default calculators ("Deck breakdown") on real decks over the real card pools
// (examples/catalogs, built by `pnpm catalogs`), through the sandbox, with every figure computed
// again here by independent code (exact binomials with BigInt for the odds).
import type { LorCard, PokemonCard, RiftboundCard } from '@tcgkit/cards';
import type { SandboxRunner } from '@tcgkit/sandbox';
import { createNodeRunner } from '@tcgkit/sandbox/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import { type CalculatorDashboard, defaultCalculator, runCalculator } from '../src/index.js';

const lor = exampleCatalog('lor');
const pokemon = exampleCatalog('pokemon');
const riftbound = exampleCatalog('riftbound');

let runner: SandboxRunner;
beforeAll(() => {
  runner = createNodeRunner({ size: 1 });
});
afterAll(async () => {
  await runner.close();
});

async function dashboard(
  game: 'lor' | 'pokemon' | 'riftbound',
  pile: Record<string, number>,
  cardsById: Record<string, unknown>,
): Promise<CalculatorDashboard> {
  const result = await runCalculator(defaultCalculator(game).script, pile, cardsById, undefined, {
    runner,
  });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}
const widget = (d: CalculatorDashboard, label: string) => {
  const w = d.widgets.find((x) => x.label === label);
  if (w === undefined) throw new Error(`no widget ${label}`);
  return w as unknown as Record<string, unknown>;
};
const segments = (d: CalculatorDashboard, label: string) =>
  Object.fromEntries(
    (widget(d, label).segments as { key: string; value: number }[]).map((s) => [s.key, s.value]),
  );

/** n choose k, exactly. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 0; i < k; i++) out = (out * BigInt(n - i)) / BigInt(i + 1);
  return out;
}
/** P(a 7-card hand from `deck` cards holds none of `pool`), as a 2-decimal percentage. */
function noneInSeven(deck: number, pool: number): string {
  const p = Number((choose(deck - pool, 7) * 10n ** 12n) / choose(deck, 7)) / 1e12;
  return `${(Math.round(p * 10000) / 100).toFixed(2)}%`;
}

describe('Pokémon "Deck breakdown" on Team Rocket Weezing (a real 60-card TCG Live list)', () => {
  // 01-rocket-weezing.txt, resolved by hand: set code -> set id through the catalog's own
  // ptcgoCode table, then `<set>-<number>`; the 13 basic Darkness Energy by name.
  const LIST = [
    [4, 'DRI', '125'],
    [4, 'DRI', '126'],
    [4, 'JTG', '91'],
    [4, 'JTG', '92'],
    [4, 'MEG', '131'],
    [4, 'MEG', '167'],
    [4, 'MEG', '114'],
    [4, 'MEG', '119'],
    [4, 'MEG', '130'],
    [4, 'BLK', '79'],
    [3, 'TEF', '159'],
    [4, 'MEG', '173'],
  ] as const;
  const setOf = (code: string) =>
    Object.entries(pokemon.globals!.sets!).find(
      ([id, s]) =>
        s.ptcgoCode === code &&
        pokemon.cards.some((c) => c.setCode === id || c.printings?.some((p) => p.setCode === id)),
    )![0];
  const byPrinting = new Map<string, PokemonCard>();
  for (const c of pokemon.cards) for (const p of c.printings ?? []) byPrinting.set(p.id, c);
  const pile: Record<string, number> = {};
  for (const [n, code, number] of LIST) pile[`${setOf(code)}-${number}`] = n;
  const darkness = pokemon.cards.find((c) => c.name === 'Basic Darkness Energy')!;
  pile[darkness.printings![0]!.id] = 13;
  const cardsById: Record<string, PokemonCard> = {};
  for (const ref of Object.keys(pile)) cardsById[ref] = byPrinting.get(ref)!;

  it('every line is a real card of the pool', () => {
    expect(Object.values(cardsById).every((c) => c !== undefined)).toBe(true);
    expect(cardsById['sv10-126']?.name).toBe("Team Rocket's Weezing");
    expect(Object.values(pile).reduce((a, b) => a + b, 0)).toBe(60);
  });

  it('gives the breakdown, energy types, mulligan, starters, retreat and marks computed independently', async () => {
    const d = await dashboard('pokemon', pile, cardsById);
    const entries = Object.entries(pile).map(([ref, n]) => ({ card: cardsById[ref]!, n }));
    const sum = (f: (c: PokemonCard) => boolean) =>
      entries.filter((e) => f(e.card)).reduce((s, e) => s + e.n, 0);
    const isPokemon = (c: PokemonCard) => c.game?.supertype === 'Pokemon';
    const basics = sum((c) => isPokemon(c) && (c.game?.subtypes ?? []).includes('Basic'));
    expect(basics).toBe(8); // 4 Team Rocket's Koffing, 4 Koffing

    expect(segments(d, 'Deck breakdown')).toEqual({
      pokemon: sum(isPokemon),
      trainer: sum((c) => c.game?.supertype === 'Trainer'),
      energy: sum((c) => c.game?.supertype === 'Energy'),
    });
    expect(segments(d, 'Deck breakdown')).toEqual({ pokemon: 16, trainer: 31, energy: 13 });
    expect(widget(d, 'Total cards').value).toBe(60);
    expect(segments(d, 'Energy types')).toEqual({ Darkness: 13 });
    expect(widget(d, 'Mulligan chance').value).toBe(noneInSeven(60, basics));
    expect(widget(d, 'Mulligan chance').value).toBe('34.64%'); // C(52,7) / C(60,7);

    const starters = widget(d, 'Opening Hand Starters').rows as string[][];
    const rows = new Map(starters.map((r) => [r[0], r]));
    for (const name of ["Team Rocket's Koffing", 'Koffing']) {
      const copies = 4;
      const possible = 1 - Number((choose(60 - copies, 7) * 10n ** 12n) / choose(60, 7)) / 1e12;
      const forced =
        Number(
          ((choose(60 - (basics - copies), 7) - choose(60 - basics, 7)) * 10n ** 12n) /
            choose(60, 7),
        ) / 1e12;
      expect(rows.get(name)).toEqual([
        name,
        `${(Math.round(possible * 10000) / 100).toFixed(2)}%`,
        `${(Math.round(forced * 10000) / 100).toFixed(2)}%`,
      ]);
    }

    const retreat = [0, 0, 0, 0, 0];
    for (const e of entries) {
      if (isPokemon(e.card)) retreat[Math.min(e.card.game?.convertedRetreatCost ?? 0, 4)]! += e.n;
    }
    expect(widget(d, 'Retreat cost').buckets).toEqual(retreat);

    const marks: Record<string, number> = {};
    for (const e of entries) {
      const basicEnergy =
        e.card.game?.supertype === 'Energy' && (e.card.game?.subtypes ?? []).includes('Basic');
      const mark = e.card.game?.regulationMark;
      if (mark !== undefined && !basicEnergy) marks[mark] = (marks[mark] ?? 0) + e.n;
    }
    expect(segments(d, 'Regulation marks')).toEqual(marks);
    expect(Object.values(marks).reduce((a, b) => a + b, 0)).toBe(47);
  });
});

describe('LoR "Deck breakdown" on Riot\'s first deck code vector (Shadow Isles / Freljord, 40 cards)', () => {
  const CARDS =
    '3:01SI015 3:01SI044 3:01SI048 3:01SI054 3:01FR003 3:01FR012 3:01FR020 3:01FR024 3:01FR033 3:01FR036 3:01FR039 3:01FR052 2:01SI005 2:01FR004';
  const pile: Record<string, number> = {};
  for (const entry of CARDS.split(' ')) {
    const [n, ref] = entry.split(':');
    pile[ref!] = Number(n);
  }
  const byCode = new Map(lor.cards.map((c) => [c.id, c]));
  const cardsById: Record<string, LorCard> = {};
  for (const ref of Object.keys(pile)) cardsById[ref] = byCode.get(ref)!;

  it('gives regions, mana curve, card types, rarity, average cost and units to spells computed independently', async () => {
    const d = await dashboard('lor', pile, cardsById);
    const entries = Object.entries(pile).map(([ref, n]) => ({ card: cardsById[ref]!, n }));
    const total = entries.reduce((s, e) => s + e.n, 0);
    expect(total).toBe(40);

    const regions: Record<string, number> = {};
    for (const e of entries)
      for (const r of e.card.game?.regionRefs ?? []) regions[r] = (regions[r] ?? 0) + e.n;
    expect(segments(d, 'Regions')).toEqual(regions);

    const curve = new Array(11).fill(0) as number[];
    for (const e of entries) curve[Math.min(e.card.game?.cost ?? 0, 10)]! += e.n;
    expect(widget(d, 'Mana Curve').buckets).toEqual(curve);

    const units = entries.filter((e) => e.card.game?.typeRef === 'Unit');
    const champions = units
      .filter((e) => e.card.game?.supertypeRef === 'Champion')
      .reduce((s, e) => s + e.n, 0);
    const unitCount = units.reduce((s, e) => s + e.n, 0);
    const spells = entries
      .filter((e) => e.card.game?.typeRef === 'Spell')
      .reduce((s, e) => s + e.n, 0);
    expect(segments(d, 'Card Types')).toEqual({
      champions,
      followers: unitCount - champions,
      spells,
    });

    const rarity: Record<string, number> = {};
    for (const e of entries)
      rarity[e.card.game!.rarityRef!] = (rarity[e.card.game!.rarityRef!] ?? 0) + e.n;
    expect(segments(d, 'Rarity')).toEqual(rarity);

    const cost = entries.reduce((s, e) => s + (e.card.game?.cost ?? 0) * e.n, 0) / total;
    expect(widget(d, 'Average Cost').value).toBe(Math.round(cost * 10) / 10);
    expect(widget(d, 'Units : Spells')).toMatchObject({
      numerator: unitCount,
      denominator: spells,
    });
  });
});

describe('Riftbound "Deck breakdown" on the spec\'s sample deck, completed to 40, over the whole gallery', () => {
  // deck-builder.md's RIFT1 sample (Yasuo, Calm/Chaos) plus 30 Calm cards, as printing ids.
  const pile: Record<string, number> = {
    'ogn-259-298': 1,
    'ogn-282-298': 1,
    'ogn-289-298': 1,
    'ogn-293-298': 1,
    'ogn-042-298': 6,
    'ogn-166-298': 6,
    'ogn-043-298': 3,
    'ogn-045-298': 3,
    'ogn-064-298': 3,
    'ogn-205-298': 1,
    'ogn-057-298': 3,
    'ogn-044-298': 3,
    'ogn-058-298': 3,
    'ogn-059-298': 3,
    'ogn-046-298': 3,
    'ogn-047-298': 3,
    'ogn-048-298': 3,
    'ogn-049-298': 3,
    'ogn-051-298': 3,
    'ogn-052-298': 3,
  };
  const byPrinting = new Map<string, RiftboundCard>();
  for (const c of riftbound.cards) for (const p of c.printings ?? []) byPrinting.set(p.id, c);
  const cardsById: Record<string, RiftboundCard> = {};
  for (const ref of Object.keys(pile)) cardsById[ref] = byPrinting.get(ref)!;

  it('gives card types, average energy, energy curve, might and rune domains computed independently', async () => {
    expect(Object.values(cardsById).every((c) => c !== undefined)).toBe(true);
    const d = await dashboard('riftbound', pile, cardsById);
    const entries = Object.entries(pile).map(([ref, n]) => ({ card: cardsById[ref]!, n }));
    const main = entries.filter((e) => ['unit', 'spell', 'gear'].includes(e.card.game?.type ?? ''));
    const count = (list: typeof entries) => list.reduce((s, e) => s + e.n, 0);
    expect(count(main)).toBe(40);

    const types: Record<string, number> = { unit: 0, spell: 0, gear: 0 };
    for (const e of main) types[e.card.game!.type!] = (types[e.card.game!.type!] ?? 0) + e.n;
    expect(segments(d, 'Unit / Spell / Gear')).toEqual(types);
    // The card types donut leaves out a type with no card; the balance donut keeps all three.
    expect(segments(d, 'Card types')).toEqual({ unit: types.unit, spell: types.spell });
    expect(types.gear).toBe(0);

    const energy = main.reduce((s, e) => s + (e.card.game?.energy ?? 0) * e.n, 0);
    expect(widget(d, 'Average energy').value).toBe(Math.round((energy / 40) * 10) / 10);

    const curve = new Array(11).fill(0) as number[];
    for (const e of main) curve[Math.min(e.card.game?.energy ?? 0, 10)]! += e.n;
    expect(widget(d, 'Energy curve').buckets).toEqual(curve);

    const might = new Array(11).fill(0) as number[];
    for (const e of main.filter((x) => x.card.game?.type === 'unit')) {
      might[Math.min(e.card.game?.might ?? 0, 10)]! += e.n;
    }
    expect(widget(d, 'Might').buckets).toEqual(might);

    const runes: Record<string, number> = {};
    for (const e of entries.filter((x) => x.card.game?.type === 'rune')) {
      for (const dom of e.card.game?.domains ?? []) runes[dom] = (runes[dom] ?? 0) + e.n;
    }
    expect(runes).toEqual({ calm: 6, chaos: 6 });
    expect(segments(d, 'Rune domains')).toEqual(runes);
  });
});
