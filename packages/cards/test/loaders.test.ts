import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactCatalog } from '../scripts/compact.js';
import {
  CardsErrors,
  copiesByName,
  countCopies,
  findByPtcgoCode,
  indexCatalog,
  type LorCatalog,
  type PokemonCatalog,
  resolveRef,
} from '../src/index.js';
import { catalogFromDataDragon, stripLorMarkup } from '../src/loaders/data-dragon.js';
import { catalogFromPokemonTcgData } from '../src/loaders/pokemon-tcg-data.js';
import { catalogFromRiftboundGallery } from '../src/loaders/riftbound-gallery.js';
import { cardValidators, catalogValidators } from '../src/validators.js';
import { dataDragon, exampleCatalog, pokemonTcgData, riftboundGallery } from './real-data.js';

const dd = dataDragon();
const lorLoaded = catalogFromDataDragon(dd.sets, dd.globals);
if (!lorLoaded.ok) throw new Error(lorLoaded.error.message);
const lor: LorCatalog = lorLoaded.value;
const ptcg = pokemonTcgData();
const pokemonLoaded = catalogFromPokemonTcgData(ptcg.sets, ptcg.cardsBySet);
if (!pokemonLoaded.ok) throw new Error(pokemonLoaded.error.message);
const pokemon: PokemonCatalog = pokemonLoaded.value;

describe('catalogFromDataDragon on every Data Dragon set (2,512 cards)', () => {
  it('keeps every card once, keyed by card code, 1,647 of them collectible', () => {
    expect(dd.files).toHaveLength(11);
    expect(lor.game).toBe('lor');
    expect(lor.cards).toHaveLength(2512);
    expect(new Set(lor.cards.map((c) => c.id)).size).toBe(2512);
    expect(lor.cards.filter((c) => c.collectible).length).toBe(1647);
    expect(catalogValidators.lor.check(lor)).toBeUndefined();
  });

  it('reads Garen as the spec shows him, rotated out of Standard in these bundles', () => {
    const garen = resolveRef(indexCatalog(lor), '01DE012')!;
    expect(garen).toMatchObject({
      id: '01DE012',
      name: 'Garen',
      setCode: 'set1',
      collectible: true,
    });
    expect(garen.game).toMatchObject({
      associatedCardRefs: ['01DE012T1', '01DE012T2'],
      keywordRefs: ['Regeneration'],
      rarityRef: 'Champion',
      regionRefs: ['Demacia'],
      vocabTerms: ['Strike'],
      supertype: 'Champion',
      supertypeRef: 'Champion',
      type: 'Unit',
      typeRef: 'Unit',
      cost: 5,
      attack: 5,
      health: 5,
      descriptionRaw: "When I'm summoned, give other allies +1|+1 this round.",
      levelupDescriptionRaw: "I've struck twice.",
      subtypes: ['ELITE'],
      artistName: 'SIXMOREVODKA',
    });
    expect(garen.game?.formatRefs).toEqual(['client_Formats_Eternal_name']);
    expect(lor.globals?.formats?.client_Formats_Eternal_name?.label).toBe('Eternal');
    expect(lor.globals?.formats?.client_Formats_Standard_name?.label).toBe('Standard');
  });

  it('keeps two regions on the 90 dual-region cards and resolves every ref in the globals', () => {
    expect(
      lor.cards.filter(
        (c) => (c.game?.regionRefs ?? []).filter((r) => !/^\d/.test(r)).length === 2,
      ),
    ).toHaveLength(90);
    const g = lor.globals!;
    for (const card of lor.cards) {
      for (const r of card.game?.regionRefs ?? []) {
        expect(g.regions?.[r] ?? g.runeterraChampions?.[r], `${card.id} ${r}`).toBeDefined();
      }
      for (const k of card.game?.keywordRefs ?? [])
        expect(g.keywords?.[k], `${card.id} ${k}`).toBeDefined();
      for (const f of card.game?.formatRefs ?? []) expect(g.formats?.[f]).toBeDefined();
      expect(g.sets?.[card.setCode], card.setCode).toBeDefined();
      if (card.game?.rarityRef !== undefined)
        expect(g.rarities?.[card.game.rarityRef]).toBeDefined();
    }
  });

  it('removes markup and \\r\\n from plain text, and leaves the one card without formats without them', () => {
    for (const card of lor.cards) {
      const g = card.game!;
      for (const text of [g.descriptionRaw, g.levelupDescriptionRaw, g.description]) {
        if (text !== undefined) expect(text).not.toContain('\r');
      }
      if (g.descriptionRaw !== undefined)
        expect(g.descriptionRaw).not.toMatch(/<\/?(link|style|sprite)/);
    }
    expect(lor.cards.find((c) => c.id === '07SH038T1')?.game?.formatRefs).toBeUndefined();
    expect(
      stripLorMarkup(
        'Play: <link=keyword.Stun><sprite name=Stunned><style=Keyword>Stun</style></link> an enemy.<br>Go!',
      ),
    ).toBe('Play: Stun an enemy.\nGo!');
  });

  it("marks Runeterra champions' own cards with the champion's code (Bard 06RU001)", () => {
    const g = lor.globals!;
    expect(Object.keys(g.runeterraChampions ?? {})).toHaveLength(11);
    expect(g.runeterraChampions?.['06RU001']).toMatchObject({ cardCode: '06RU001', label: 'Bard' });
    expect(g.runeterraChampions?.['07RU015']?.label).toBe('Poro King');
    const index = indexCatalog(lor);
    expect(resolveRef(index, '06RU001')?.game?.regionRefs).toEqual(['Runeterra', '06RU001']);
    expect(resolveRef(index, '06RU001T3')?.game?.regionRefs).toContain('06RU001');
  });

  it('rejects input that is not Data Dragon with a coded error and a path', () => {
    const bad = (sets: unknown, globals: unknown = dd.globals) => {
      const r = catalogFromDataDragon(sets, globals);
      return r.ok ? undefined : r.error;
    };
    expect(bad({ cards: [] })).toMatchObject({
      code: CardsErrors.invalidDataDragon,
      path: '/sets',
    });
    const first = (dd.sets[0] as Record<string, unknown>[])[3]!;
    expect(bad([[{ ...first, cardCode: undefined }]])).toMatchObject({
      code: CardsErrors.invalidDataDragon,
      path: '/sets/0/0/cardCode',
    });
    expect(bad([[{ ...first, cost: '5' }]])?.path).toBe('/sets/0/0/cost');
    expect(bad([dd.sets[0], dd.sets[0]])).toMatchObject({
      code: CardsErrors.duplicateCard,
      path: '/sets/1/0/cardCode',
    });
    expect(bad(dd.sets, { sets: [], formats: [] })).toMatchObject({
      code: CardsErrors.invalidDataDragon,
      path: '/globals/regions',
    });
    expect(bad(dd.sets, null)?.path).toBe('/globals');
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const r = catalogFromDataDragon(a, b);
        expect(typeof r.ok).toBe('boolean');
        catalogFromDataDragon([Array.isArray(a) ? a : [a]], dd.globals);
      }),
      { numRuns: 200 },
    );
  });
});

describe('catalogFromPokemonTcgData on 22 Scarlet & Violet and Mega Evolution sets (4,332 cards)', () => {
  it('keeps every printing exactly once, under identities, with globals.printings covering all', () => {
    const printings = pokemon.cards.flatMap((c) => c.printings ?? []);
    expect(printings).toHaveLength(4332);
    expect(new Set(printings.map((p) => p.id)).size).toBe(4332);
    expect(Object.keys(pokemon.globals?.printings ?? {})).toHaveLength(4332);
    expect(pokemon.cards.length).toBeLessThan(4332);
    expect(new Set(pokemon.cards.map((c) => c.id)).size).toBe(pokemon.cards.length);
    for (const card of pokemon.cards) {
      expect(card.id).toMatch(/^[a-z0-9-]+--[0-9a-f]{12}$/);
      expect(card.game?.defaultPrintingId).toBe(card.printings?.[0]?.id);
    }
    expect(catalogValidators.pokemon.check(pokemon)).toBeUndefined();
  });

  it('groups the spec example: me2pt5-276 and svp-106 are one Pikachu ex, 4 copies across printings', () => {
    const index = indexCatalog(pokemon);
    const a = resolveRef(index, 'me2pt5-276')!;
    expect(a.name).toBe('Pikachu ex');
    expect(resolveRef(index, 'svp-106')?.id).toBe(a.id);
    expect(countCopies(index, { 'me2pt5-276': 2, 'svp-106': 2 }).byIdentity).toEqual({ [a.id]: 4 });
    // A different Pikachu ex (Tera, Topaz Bolt) is another identity with the same name.
    expect(resolveRef(index, 'sv8-57')?.id).not.toBe(a.id);
    expect(resolveRef(index, 'sv8-57')?.name).toBe('Pikachu ex');
    expect(a.game).toMatchObject({
      supertype: 'Pokemon',
      subtypes: ['Basic', 'ex'],
      hp: '200',
      types: ['Lightning'],
      regulationMark: 'H',
      convertedRetreatCost: 1,
      retreatCost: ['Colorless'],
    });
    expect(a.game?.attacks?.[0]).toMatchObject({
      convertedEnergyCost: expect.any(Number),
      cost: expect.any(Array),
    });
  });

  it('counts copies by name across identities for the copy rule (copiesByName)', () => {
    const index = indexCatalog(pokemon);
    const deck = { 'sv8-57': 2, 'me2pt5-276': 1, 'svp-106': 1, 'nope-1': 3 };
    expect(Object.keys(countCopies(index, deck).byIdentity)).toHaveLength(2);
    expect(copiesByName(index, deck)).toEqual({
      byName: { 'Pikachu ex': 4 },
      unknown: { 'nope-1': 3 },
    });
  });

  it('gives TCG Live set codes so list lines resolve (SVI 196, PAL 185, TWM 167)', () => {
    const index = indexCatalog(pokemon);
    expect(pokemon.globals?.sets?.sv1?.ptcgoCode).toBe('SVI');
    expect(Object.keys(pokemon.globals?.sets ?? {})).toHaveLength(172);
    expect(findByPtcgoCode(index, 'SVI', '196')?.printing?.id).toBe('sv1-196');
    expect(findByPtcgoCode(index, 'PAL', '185')?.card.name).toBe('Iono');
    expect(findByPtcgoCode(index, 'TWM', '167')?.printing?.setCode).toBe('sv6');
  });

  it('keeps supertypes, subtypes, rules, regulation marks and legalities as the data says', () => {
    const byName = (name: string) => pokemon.cards.filter((c) => c.name === name);
    const energy = byName('Basic Fire Energy');
    expect(energy).toHaveLength(1);
    expect(energy[0]!.game).toMatchObject({ supertype: 'Energy', subtypes: ['Basic'] });
    expect((energy[0]!.printings ?? []).length).toBeGreaterThan(1);
    const aceSpecs = pokemon.cards.filter((c) => c.game?.subtypes?.includes('ACE SPEC'));
    expect(aceSpecs.length).toBeGreaterThan(10);
    expect(
      aceSpecs.every((c) => c.game?.supertype === 'Trainer' || c.game?.supertype === 'Energy'),
    ).toBe(true);
    const supertypes = new Set(pokemon.cards.map((c) => c.game?.supertype));
    expect([...supertypes].sort()).toEqual(['Energy', 'Pokemon', 'Trainer']);
    const marks = new Set(pokemon.cards.map((c) => c.game?.regulationMark));
    expect(marks).toEqual(new Set(['G', 'H', 'I', 'J', undefined]));
    // The data's legalities as of 2026-03: every G, H and I card still says Legal in Standard
    // (so rotation must also read the regulation mark), and the newest J cards (Ascended Heroes me2pt5,
    // Perfect Order me3) are not legal yet. An identity takes the most permissive printing and the newest mark.
    for (const card of pokemon.cards) {
      const std = String(card.game?.legalities?.standard ?? '');
      const mark = card.game?.regulationMark;
      if (mark === 'G' || mark === 'H' || mark === 'I') expect(std).toBe('Legal');
      if (std === 'Not Legal') {
        expect(mark).toBe('J');
        expect(card.printings?.every((p) => p.setCode === 'me3' || p.setCode === 'me2pt5')).toBe(
          true,
        );
      }
    }
    const ex = pokemon.cards.find((c) => c.game?.subtypes?.includes('ex'))!;
    expect(ex.game?.rules?.some((r) => r.startsWith('Pokémon ex rule'))).toBe(true);
  });

  it('merges reprints by the reprint rule (same name, same rules text): 2,779 gameplay groups, 17 merges, 2,762 cards', () => {
    const index = indexCatalog(pokemon);
    expect(pokemon.cards).toHaveLength(2762);
    const merged = pokemon.cards.filter((c) => (c.game?.identityAliases?.length ?? 0) > 0);
    expect(merged.map((c) => c.name).sort()).toEqual([
      'Air Balloon',
      'Atticus',
      'Basic Darkness Energy',
      'Basic Metal Energy',
      'Basic Psychic Energy',
      'Bravery Charm',
      'Counter Gain',
      'Festival Grounds',
      'Jamming Tower',
      'Jet Energy',
      'Luminous Energy',
      'Maximum Belt',
      'Prime Catcher',
      'Rescue Board',
      'Reversal Energy',
      'Scoop Up Cyclone',
      'Ultra Ball',
    ]);
    // Every id the gameplay grouping mints is kept: as a card's id or as one alias, never both.
    const everyId = pokemon.cards.flatMap((c) => [c.id, ...(c.game?.identityAliases ?? [])]);
    expect(everyId).toHaveLength(2779);
    expect(new Set(everyId).size).toBe(2779);
    for (const card of merged) {
      for (const alias of card.game!.identityAliases!)
        expect(resolveRef(index, alias)?.id).toBe(card.id);
    }
    // Ultra Ball of Paldean Fates (its rule text split in two lines, mark G) is the Ultra Ball of
    // Mega Evolution (mark I): one card, whose printings keep their own marks.
    const ball = resolveRef(index, 'sv4pt5-91')!;
    expect(resolveRef(index, 'me1-131')?.id).toBe(ball.id);
    expect(ball.printings?.map((p) => [p.id, p.metadata?.regulationMark])).toEqual([
      ['sv1-196', 'G'],
      ['sv4pt5-91', 'G'],
      ['me1-131', 'I'],
      ['me2pt5-213', 'I'],
      ['me2pt5-264', 'I'],
    ]);
    expect(ball.game?.regulationMark).toBe('I');
    // Different text stays a different card: Iron Treads ex of Temporal Forces, the Terapagos ex
    // printing the data gives no Tera rule, the Mega Lucario ex printings whose rule boxes differ.
    expect(resolveRef(index, 'sv4pt5-66')?.id).not.toBe(resolveRef(index, 'sv1-143')?.id);
    expect(resolveRef(index, 'sv8pt5-92')?.id).not.toBe(resolveRef(index, 'sv7-128')?.id);
    expect(resolveRef(index, 'me1-77')?.id).not.toBe(resolveRef(index, 'me2pt5-113')?.id);
  });

  it('keeps each printing’s regulation mark, and the card schema checks its spelling', () => {
    const fire = pokemon.cards.find((c) => c.name === 'Basic Fire Energy')!;
    expect(fire.printings?.map((p) => [p.id, p.metadata?.regulationMark ?? null])).toEqual([
      ['sve-2', null],
      ['sve-10', null],
      ['sv3-230', 'G'],
    ]);
    const compact = exampleCatalog('pokemon') as PokemonCatalog;
    const marks = (c: PokemonCatalog) =>
      c.cards.flatMap((card) =>
        (card.printings ?? []).map((p) => p.metadata?.regulationMark ?? null),
      );
    expect(marks(compact)).toEqual(marks(pokemon));
    expect(marks(pokemon).filter((m) => m !== null).length).toBeGreaterThan(4000);
    const bad = structuredClone(fire);
    bad.printings![2]!.metadata = { regulationMark: 'g2' };
    expect(cardValidators.pokemon.check(bad)?.path).toBe('/printings/2/metadata/regulationMark');
  });

  it('links evolutions by identity id', () => {
    const index = indexCatalog(pokemon);
    const charizard = resolveRef(index, 'sv3-125')!;
    expect(charizard.name).toBe('Charizard ex');
    const charmeleon = (charizard.game?.evolvesFromIds ?? []).map((id) => index.byId.get(id)?.name);
    expect(charmeleon.length).toBeGreaterThan(0);
    expect(new Set(charmeleon)).toEqual(new Set(['Charmeleon']));
  });

  it('rejects input that is not pokemon-tcg-data with a coded error and a path', () => {
    const bad = (sets: unknown, cards: unknown) => {
      const r = catalogFromPokemonTcgData(sets, cards);
      return r.ok ? undefined : r.error;
    };
    const sv1 = ptcg.cardsBySet.sv1 as Record<string, unknown>[];
    expect(bad({}, {})).toMatchObject({ code: CardsErrors.invalidPokemonTcgData, path: '/sets' });
    expect(bad(ptcg.sets, { sv1: [{ ...sv1[0], supertype: 'Pokemon Card' }] })).toMatchObject({
      code: CardsErrors.invalidPokemonTcgData,
      path: '/cardsBySet/sv1/0/supertype',
    });
    expect(bad(ptcg.sets, { nope: [] })).toMatchObject({
      code: CardsErrors.unknownSet,
      path: '/cardsBySet/nope',
    });
    expect(bad(ptcg.sets, { sv1: [sv1[0], sv1[0]] })).toMatchObject({
      code: CardsErrors.duplicateCard,
      path: '/cardsBySet/sv1/1/id',
    });
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(typeof catalogFromPokemonTcgData(a, b).ok).toBe('boolean');
        catalogFromPokemonTcgData(ptcg.sets, { sv1: Array.isArray(b) ? b : [b] });
      }),
      { numRuns: 200 },
    );
  });
});

describe('catalogFromRiftboundGallery on the whole gallery (1,178 printings)', () => {
  it('builds the catalog, every printing once', () => {
    const r = catalogFromRiftboundGallery(riftboundGallery());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.cards.flatMap((c) => c.printings ?? [])).toHaveLength(1178);
    expect(catalogValidators.riftbound.check(r.value)).toBeUndefined();
  });

  it('rejects what is not the gallery file with a coded error and a path', () => {
    const g = riftboundGallery() as { cards: Record<string, unknown>[] };
    const bad = (v: unknown) => {
      const r = catalogFromRiftboundGallery(v);
      return r.ok ? undefined : r.error;
    };
    expect(bad(g.cards)).toMatchObject({ code: CardsErrors.invalidRiftboundGallery, path: '/' });
    expect(bad({ cards: [{ ...g.cards[0], setId: 7 }] })).toMatchObject({ path: '/cards/0/setId' });
    expect(bad({ cards: [g.cards[0], g.cards[0]] })).toMatchObject({
      code: CardsErrors.duplicateCard,
      path: '/cards/1/id',
    });
    fc.assert(
      fc.property(fc.jsonValue(), (v) => typeof catalogFromRiftboundGallery(v).ok === 'boolean'),
      {
        numRuns: 200,
      },
    );
  });
});

describe('the compact example catalogs (examples/catalogs, built by pnpm catalogs)', () => {
  it('are exactly what the loaders and compactCatalog make of the fixtures (not stale)', () => {
    const rb = catalogFromRiftboundGallery(riftboundGallery());
    if (!rb.ok) throw new Error(rb.error.message);
    expect(exampleCatalog('lor')).toEqual(compactCatalog(lor));
    expect(exampleCatalog('pokemon')).toEqual(compactCatalog(pokemon));
    expect(exampleCatalog('riftbound')).toEqual(compactCatalog(rb.value));
  });

  it('pass their catalog schema and keep what the packages read', () => {
    const p = exampleCatalog('pokemon') as PokemonCatalog;
    expect(catalogValidators.pokemon.check(p)).toBeUndefined();
    expect(catalogValidators.lor.check(exampleCatalog('lor'))).toBeUndefined();
    expect(catalogValidators.riftbound.check(exampleCatalog('riftbound'))).toBeUndefined();
    const index = indexCatalog(p);
    expect(resolveRef(index, 'svp-106')?.game?.legalities).toBeDefined();
    expect(findByPtcgoCode(index, 'SVI', '196')?.printing?.id).toBe('sv1-196');
    expect(p.cards[0]?.assets).toBeUndefined();
  });
});

describe('the loaders are pure', () => {
  const deepFreeze = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const v of Object.values(value)) deepFreeze(v);
    }
    return value;
  };

  it('never mutate their input (frozen input loads the same) and give the same catalog twice', () => {
    const fresh = dataDragon();
    const frozenLor = catalogFromDataDragon(deepFreeze(fresh.sets), deepFreeze(fresh.globals));
    expect(frozenLor).toEqual(lorLoaded);
    const p = pokemonTcgData();
    const frozenPokemon = catalogFromPokemonTcgData(deepFreeze(p.sets), deepFreeze(p.cardsBySet));
    expect(frozenPokemon).toEqual(pokemonLoaded);
    const g = deepFreeze(riftboundGallery());
    expect(catalogFromRiftboundGallery(g)).toEqual(catalogFromRiftboundGallery(riftboundGallery()));
  });

  it('give the same Pokémon identity ids whatever the order of the set files', () => {
    const p = pokemonTcgData();
    const reversed = Object.fromEntries(Object.entries(p.cardsBySet).reverse());
    const again = catalogFromPokemonTcgData(p.sets, reversed);
    if (!again.ok) throw new Error(again.error.message);
    expect(ids(again.value.cards)).toEqual(ids(pokemon.cards));
    expect(again.value.globals?.printings).toEqual(pokemon.globals?.printings);
  });
});

const ids = (cards: readonly { id: string }[]) => cards.map((c) => c.id).sort();
