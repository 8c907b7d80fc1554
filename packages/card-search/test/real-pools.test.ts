// The spec's example queries (search-lor.md, search-pokemon.md, search-riftbound.md) on the real
// card pools (examples/catalogs, built by `pnpm catalogs`), each checked against an independent
// predicate written here from the spec's words, plus the wrong-game check of searchCatalog.
import type { LorCard, PokemonCard, RiftboundCard } from '@tcgkit/cards';
import { describe, expect, it } from 'vitest';
import { exampleCatalog } from '../../../examples/catalogs/load.js';
import { compile, searchCatalog } from '../src/index.js';

const lor = exampleCatalog('lor');
const pokemon = exampleCatalog('pokemon');
const riftbound = exampleCatalog('riftbound');

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id).sort();

function expectSame<C extends { id: string }>(
  query: string,
  game: 'lor' | 'pokemon' | 'riftbound',
  cards: readonly C[],
  oracle: (card: C) => boolean,
): C[] {
  const q = compile(query, game);
  expect(q.issues.filter((i) => i.severity === 'error')).toEqual([]);
  const found = q.search(cards as never[]) as unknown as C[];
  const expected = cards.filter(oracle);
  expect(expected.length, `${query} should find real cards`).toBeGreaterThan(0);
  expect(ids(found), query).toEqual(ids(expected));
  return found;
}

// ------------------------------------------------------------------------------------------------
// Pokémon

const pg = (c: PokemonCard) => c.game!;
const types = (c: PokemonCard) => pg(c).types ?? [];
const subtypes = (c: PokemonCard) => pg(c).subtypes ?? [];
const attacks = (c: PokemonCard) => pg(c).attacks ?? [];
const damage = (c: PokemonCard) =>
  Math.max(
    -1,
    ...attacks(c)
      .map((a) => Number.parseInt(a.damage ?? '', 10))
      .filter(Number.isFinite),
  );
const countOf = (cost: readonly string[], type: string) => cost.filter((t) => t === type).length;
const pokemonText = (c: PokemonCard) =>
  [
    ...(pg(c).rules ?? []),
    ...(pg(c).abilities ?? []).flatMap((a) => [a.name, a.text]),
    ...attacks(c).flatMap((a) => [a.name, a.text ?? '']),
  ]
    .join('\n')
    .toLowerCase();

describe('search-pokemon.md examples on the full Scarlet & Violet / Mega Evolution pool', () => {
  const cards = pokemon.cards;
  it('t:water hp>=120', () =>
    expectSame(
      't:water hp>=120',
      'pokemon',
      cards,
      (c) => types(c).includes('Water') && Number(pg(c).hp) >= 120,
    ));
  it('is:ex t:fire', () =>
    expectSame(
      'is:ex t:fire',
      'pokemon',
      cards,
      (c) => subtypes(c).includes('ex') && types(c).includes('Fire'),
    ));
  it('subtype:supporter o:"search your deck"', () =>
    expectSame(
      'subtype:supporter o:"search your deck"',
      'pokemon',
      cards,
      (c) =>
        subtypes(c).some((s) => s.toLowerCase() === 'supporter') &&
        pokemonText(c).includes('search your deck'),
    ));
  it('cost:RCC', () =>
    expectSame('cost:RCC', 'pokemon', cards, (c) =>
      attacks(c).some((a) => {
        const cost = a.cost ?? [];
        return cost.length === 3 && countOf(cost, 'Fire') === 1 && countOf(cost, 'Colorless') === 2;
      }),
    ));
  it('cost>=RR damage>=200', () =>
    expectSame(
      'cost>=RR damage>=200',
      'pokemon',
      cards,
      (c) => attacks(c).some((a) => countOf(a.cost ?? [], 'Fire') >= 2) && damage(c) >= 200,
    ));
  it('cost:1 damage>=60', () =>
    expectSame(
      'cost:1 damage>=60',
      'pokemon',
      cards,
      (c) =>
        attacks(c).length > 0 &&
        Math.min(...attacks(c).map((a) => (a.cost ?? []).length)) === 1 &&
        damage(c) >= 60,
    ));
  it('retreat=0 stage:basic', () =>
    expectSame(
      'retreat=0 stage:basic',
      'pokemon',
      cards,
      (c) =>
        pg(c).convertedRetreatCost === 0 &&
        pg(c).supertype === 'Pokemon' &&
        subtypes(c).includes('Basic'),
    ));
  it('stage:2 weakness:fighting', () =>
    expectSame(
      'stage:2 weakness:fighting',
      'pokemon',
      cards,
      (c) =>
        subtypes(c).includes('Stage 2') &&
        (pg(c).weaknesses ?? []).some((w) => w.type === 'Fighting'),
    ));
  it('pkachu finds Pikachu first', () => {
    const found = compile('pkachu', 'pokemon').search(cards);
    expect(found[0]?.name).toBe('Pikachu');
    expect(found.some((c) => c.name === 'Pikachu ex')).toBe(true);
  });
  it('is:"ace spec"', () =>
    expectSame('is:"ace spec"', 'pokemon', cards, (c) => subtypes(c).includes('ACE SPEC')));
  it('not:ex t:psychic stage:basic reg:h', () =>
    expectSame(
      'not:ex t:psychic stage:basic reg:h',
      'pokemon',
      cards,
      (c) =>
        !subtypes(c).includes('ex') &&
        types(c).includes('Psychic') &&
        pg(c).supertype === 'Pokemon' &&
        subtypes(c).includes('Basic') &&
        pg(c).regulationMark === 'H',
    ));
});

// ------------------------------------------------------------------------------------------------
// Legends of Runeterra

const lg = (c: LorCard) => c.game!;
const regions = (c: LorCard) => lg(c).regionRefs ?? [];
const championUnit = (c: LorCard) => lg(c).supertypeRef === 'Champion' && lg(c).typeRef === 'Unit';
const lorText = (c: LorCard) =>
  `${lg(c).descriptionRaw ?? ''}\n${lg(c).levelupDescriptionRaw ?? ''}`.toLowerCase();

describe('search-lor.md examples on the full Data Dragon pool', () => {
  const cards = lor.cards;
  it('t:unit cost<=2 region:demacia', () =>
    expectSame(
      't:unit cost<=2 region:demacia',
      'lor',
      cards,
      (c) => lg(c).typeRef === 'Unit' && (lg(c).cost ?? 99) <= 2 && regions(c).includes('Demacia'),
    ));
  it('is:champion (region:freljord or region:ionia)', () =>
    expectSame(
      'is:champion (region:freljord or region:ionia)',
      'lor',
      cards,
      (c) => championUnit(c) && (regions(c).includes('Freljord') || regions(c).includes('Ionia')),
    ));
  it('kw:elusive -is:champion', () =>
    expectSame(
      'kw:elusive -is:champion',
      'lor',
      cards,
      (c) => (lg(c).keywordRefs ?? []).includes('Elusive') && !championUnit(c),
    ));
  it('t:spell o:"draw 1"', () =>
    expectSame(
      't:spell o:"draw 1"',
      'lor',
      cards,
      (c) => lg(c).typeRef === 'Spell' && lorText(c).includes('draw 1'),
    ));
  it('r>=epic e:set1', () =>
    expectSame(
      'r>=epic e:set1',
      'lor',
      cards,
      (c) => ['Epic', 'Champion'].includes(lg(c).rarityRef ?? '') && c.setCode === 'set1',
    ));
  it('jnx finds Jinx (one typo; Jax, also one edit away and shorter, ranks first on the full pool)', () => {
    const names = compile('jnx', 'lor')
      .search(cards)
      .map((c) => c.name);
    expect([...new Set(names)].slice(0, 2)).toEqual(['Jax', 'Jinx']);
  });
  it('n:!vi finds only cards named exactly Vi', () => {
    const found = compile('n:!vi', 'lor').search(cards);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((c) => c.name))).toEqual(new Set(['Vi']));
    expect(ids(found)).toEqual(ids(cards.filter((c) => c.name === 'Vi')));
  });
  it('kw:strike', () =>
    expectSame('kw:strike', 'lor', cards, (c) =>
      (lg(c).keywordRefs ?? []).some((k) => k === 'QuickStrike' || k === 'DoubleStrike'),
    ));
  it('is:landmark region:shurima', () =>
    expectSame(
      'is:landmark region:shurima',
      'lor',
      cards,
      (c) => lg(c).typeRef === 'Landmark' && regions(c).includes('Shurima'),
    ));
  it('region:bandle t:spell', () =>
    expectSame(
      'region:bandle t:spell',
      'lor',
      cards,
      (c) => lg(c).typeRef === 'Spell' && regions(c).includes('BandleCity'),
    ));
});

// ------------------------------------------------------------------------------------------------
// Riftbound

const rg = (c: RiftboundCard) => c.game!;
const domains = (c: RiftboundCard) => rg(c).domains ?? [];
const kws = (c: RiftboundCard) => rg(c).keywordRefs ?? [];

describe('search-riftbound.md examples on the whole gallery', () => {
  const cards = riftbound.cards;
  it('domain:fury t:unit cost<=3', () =>
    expectSame(
      'domain:fury t:unit cost<=3',
      'riftbound',
      cards,
      (c) => domains(c).includes('fury') && rg(c).type === 'unit' && (rg(c).energy ?? 99) <= 3,
    ));
  it('t:legend', () => expectSame('t:legend', 'riftbound', cards, (c) => rg(c).type === 'legend'));
  it('kw:deflect might>=4', () =>
    expectSame(
      'kw:deflect might>=4',
      'riftbound',
      cards,
      (c) => kws(c).includes('deflect') && (rg(c).might ?? -1) >= 4,
    ));
  it('t:spell o:"draw 1"', () =>
    expectSame(
      't:spell o:"draw 1"',
      'riftbound',
      cards,
      (c) => rg(c).type === 'spell' && (rg(c).textPlain ?? '').toLowerCase().includes('draw 1'),
    ));
  it('tag:demacia', () =>
    expectSame('tag:demacia', 'riftbound', cards, (c) =>
      (rg(c).tags ?? []).some((t) => t.toLowerCase().includes('demacia')),
    ));
  it('domain:mind domain:order', () =>
    expectSame(
      'domain:mind domain:order',
      'riftbound',
      cards,
      (c) => domains(c).includes('mind') && domains(c).includes('order'),
    ));
  it('t:gear -kw:equip', () =>
    expectSame(
      't:gear -kw:equip',
      'riftbound',
      cards,
      (c) => rg(c).type === 'gear' && !kws(c).includes('equip'),
    ));
  it('power>=2', () => expectSame('power>=2', 'riftbound', cards, (c) => (rg(c).power ?? -1) >= 2));
});

describe('searchCatalog: a catalog of the wrong game, or a mix, is a coded error', () => {
  it('searches a catalog of the right game like search does', () => {
    const q = compile('t:unit cost<=2 region:demacia', 'lor');
    const found = searchCatalog(q, lor);
    expect(found.ok && ids(found.value)).toEqual(ids(q.search(lor.cards)));
    expect(searchCatalog(q, lor.cards).ok).toBe(true);
  });

  it('a LoR query over the Pokémon pool: core/catalog-wrong-game at /game', () => {
    // A catalog of the wrong game, as a user might pass it: the types would refuse it, the check too.
    const r = searchCatalog(compile('t:unit', 'lor'), pokemon as never);
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'core/catalog-wrong-game', path: '/game' },
    });
  });

  it('a bare array of Riftbound cards for a Pokémon query: wrong game at /0', () => {
    const r = searchCatalog(compile('hp>=100', 'pokemon'), riftbound.cards);
    expect(r).toMatchObject({ ok: false, error: { code: 'core/catalog-wrong-game', path: '/0' } });
  });

  it('a Pokémon pool with a LoR card mixed in: core/catalog-mixed-games at that card', () => {
    const mixed = { ...pokemon, cards: [...pokemon.cards.slice(0, 3), lor.cards[0] as never] };
    const r = searchCatalog(compile('hp>=100', 'pokemon'), mixed);
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'core/catalog-mixed-games', path: '/cards/3' },
    });
  });
});
