import { describe, expect, it } from 'vitest';
import {
  cardsById,
  countCopies,
  findAllBySetAndNumber,
  findByName,
  findByPtcgoCode,
  findBySetAndNumber,
  identityIdOf,
  indexCatalog,
  normalizeCardName,
  normalizeCollectorNumber,
  printingOf,
  resolvePtcgoSet,
  resolveRef,
  setCodesForPtcgoCode,
} from '../src/index.js';
import { sampleCatalogs } from '../src/samples/index.js';

const pokemon = indexCatalog(sampleCatalogs.pokemon);
const riftbound = indexCatalog(sampleCatalogs.riftbound);
const lor = indexCatalog(sampleCatalogs.lor);

describe('card-data-pokemon.md: card keys and deck refs', () => {
  it('both printing refs of Pikachu ex resolve to the same identity', () => {
    const a = resolveRef(pokemon, 'me2pt5-276');
    const b = resolveRef(pokemon, 'svp-106');
    expect(a?.id).toBe('pikachu-ex--1f29b66b68bc');
    expect(b).toBe(a);
  });

  it('the deck { me2pt5-276: 2, svp-106: 2 } runs 4 Pikachu ex', () => {
    expect(countCopies(pokemon, { 'me2pt5-276': 2, 'svp-106': 2 })).toEqual({
      byIdentity: { 'pikachu-ex--1f29b66b68bc': 4 },
      unknown: {},
    });
  });

  it('identity aliases and globals.printings resolve; unknown refs are kept apart', () => {
    expect(identityIdOf(pokemon, 'pikachu-ex--1f4e7709a44c')).toBe('pikachu-ex--1f29b66b68bc');
    expect(sampleCatalogs.pokemon.globals?.printings?.['svp-106']).toBe('pikachu-ex--1f29b66b68bc');
    expect(countCopies(pokemon, { 'zz-1': 3, 'sv8-76': 2 })).toEqual({
      byIdentity: { [identityIdOf(pokemon, 'sv8-76')!]: 2 },
      unknown: { 'zz-1': 3 },
    });
  });

  it('counts an unknown ref named like an object property (constructor, __proto__) as any other', () => {
    const deck = JSON.parse('{"constructor": 2, "__proto__": 1, "toString": 3, "sv8-76": 2}');
    const counted = countCopies(pokemon, deck);
    expect(Object.entries(counted.unknown)).toEqual([
      ['constructor', 2],
      ['__proto__', 1],
      ['toString', 3],
    ]);
    expect(counted.byIdentity).toEqual({ [identityIdOf(pokemon, 'sv8-76')!]: 2 });
  });

  it('cardsById keys every deck ref to its identity (the object rules and calculators get)', () => {
    const byId = cardsById(pokemon, { 'me2pt5-276': 2, 'svp-106': 2, 'zz-9': 1 });
    expect(Object.keys(byId)).toEqual(['me2pt5-276', 'svp-106']);
    expect(byId['me2pt5-276']).toBe(byId['svp-106']);
    expect(byId['zz-9']).toBeUndefined();
    expect(Object.keys(cardsById(pokemon, ['sv8-76']))).toEqual(['sv8-76']);
  });

  it('printingOf reads the printing a ref points to, the default one for an identity id', () => {
    expect(printingOf(pokemon, 'svp-106')?.metadata?.rarity).toBe('Promo');
    expect(printingOf(pokemon, 'pikachu-ex--1f29b66b68bc')?.id).toBe('me2pt5-276');
  });
});

describe('TCG Live set abbreviations', () => {
  it('a shared abbreviation lists every set that uses it', () => {
    expect(setCodesForPtcgoCode(pokemon, '30c')).toEqual(['me55', 'me55c']);
    expect(setCodesForPtcgoCode(pokemon, 'PAL')).toEqual(['sv2']);
    expect(setCodesForPtcgoCode(pokemon, 'MEE')).toEqual([]);
  });

  it('30C 66 is Mew ex of 30th Celebration (me55), found by which set has that number', () => {
    expect(findByPtcgoCode(pokemon, '30C', '66')?.printing?.id).toBe('me55-66');
    expect(findByPtcgoCode(pokemon, '30c', '128')?.card.name).toBe('Ultra Ball');
    expect(resolvePtcgoSet(pokemon, '30C', '66')).toBe('me55');
  });

  it('without a card, a shared abbreviation resolves by set size, then by table order', () => {
    // me55c has 30 cards, so 30C 100 can only be me55; CEL 5 fits both and takes the first.
    expect(resolvePtcgoSet(pokemon, '30C', '100')).toBe('me55');
    expect(resolvePtcgoSet(pokemon, 'CEL', '5')).toBe('cel25');
    expect(resolvePtcgoSet(pokemon, 'NOPE', '5')).toBeUndefined();
  });
});

describe('card-data-riftbound.md: printings and aliases', () => {
  it('both printings of Jinx, Demolitionist resolve to the identity', () => {
    const jinx = resolveRef(riftbound, 'ogn-030-298');
    expect(jinx?.name).toBe('Jinx - Demolitionist');
    expect(resolveRef(riftbound, 'ogn-030a-298')).toBe(jinx);
    expect(resolveRef(riftbound, 'ogn-030a-298:alternate_art')).toBe(jinx);
    expect(resolveRef(riftbound, jinx!.id)).toBe(jinx);
    expect(resolveRef(riftbound, 'OGN-030-298')).toBe(jinx);
  });

  it('globals.aliases maps every printing and variant id, and identity ids to themselves', () => {
    const aliases = sampleCatalogs.riftbound.globals?.aliases ?? {};
    for (const card of sampleCatalogs.riftbound.cards) {
      expect(aliases[card.id]).toBe(card.id);
      for (const p of card.printings ?? []) {
        expect(aliases[p.id]).toBe(card.id);
        for (const v of p.variants ?? []) expect(aliases[v.id]).toBe(card.id);
      }
    }
  });

  it('counts copies across printings of one card', () => {
    const calm = identityIdOf(riftbound, 'ogn-042-298')!;
    expect(
      countCopies(riftbound, { 'ogn-042-298': 4, 'ogn-042a-298': 2, 'ven-r02': 1 }).byIdentity,
    ).toEqual({
      [calm]: 7,
    });
  });

  it('finds by set and collector number, any case and leading zeros, treatment letters too', () => {
    expect(findBySetAndNumber(riftbound, 'OGN', '43')?.card.name).toBe('Charm');
    expect(findBySetAndNumber(riftbound, 'ogn', '043')?.printing?.id).toBe('ogn-043-298');
    expect(findBySetAndNumber(riftbound, 'OGN', '30')?.printing?.id).toBe('ogn-030-298');
    expect(findBySetAndNumber(riftbound, 'OGN', '030a')?.printing?.id).toBe('ogn-030a-298');
    expect(findBySetAndNumber(riftbound, 'OGN', '305*')?.printing?.id).toBe('ogn-305-star-298');
    expect(findBySetAndNumber(riftbound, 'OGN', '305s')?.printing?.id).toBe('ogn-305-star-298');
    expect(findBySetAndNumber(riftbound, 'VEN', 'R02')?.card.name).toBe('Calm Rune');
    expect(findBySetAndNumber(riftbound, 'VEN', 'r2')?.card.name).toBe('Calm Rune');
    expect(findAllBySetAndNumber(riftbound, 'OGN', '30').map((m) => m.printing?.id)).toEqual([
      'ogn-030-298',
      'ogn-030a-298',
    ]);
    expect(findBySetAndNumber(riftbound, 'OGN', '9999')).toBeUndefined();
  });

  it('finds by name with either subtitle separator', () => {
    const [a] = findByName(riftbound, 'Yasuo, Unforgiven');
    const [b] = findByName(riftbound, 'Yasuo - Unforgiven');
    expect(a?.game?.type).toBe('legend');
    expect(b).toBe(a);
    expect(findByName(riftbound, "targon's peak")[0]?.game?.type).toBe('battlefield');
    expect(findByName(riftbound, 'Targon’s Peak')[0]?.name).toBe("Targon's Peak");
    expect(findByName(riftbound, 'No Such Card')).toEqual([]);
  });
});

describe('Legends of Runeterra: card codes are the keys', () => {
  it('resolves a card code and its level-up, which is not collectible', () => {
    expect(resolveRef(lor, '01DE012')?.name).toBe('Garen');
    expect(resolveRef(lor, '01de012')?.id).toBe('01DE012');
    expect(resolveRef(lor, '01DE012T1')?.collectible).toBe(false);
    expect(printingOf(lor, '01DE012')).toBeUndefined();
  });
});

describe('normalization', () => {
  it('names ignore case, accents, quotes, spacing and the subtitle separator', () => {
    expect(normalizeCardName('  Pokémon   Pad ')).toBe(normalizeCardName('pokemon pad'));
    expect(normalizeCardName('Jinx, Demolitionist')).toBe(
      normalizeCardName('JINX - demolitionist'),
    );
    expect(normalizeCardName('Buddy-Buddy Poffin')).not.toBe(
      normalizeCardName('Buddy Buddy Poffin'),
    );
  });
  it('collector numbers drop leading zeros and ignore case', () => {
    expect(normalizeCollectorNumber('007')).toBe('7');
    expect(normalizeCollectorNumber('tg05')).toBe('TG5');
    expect(normalizeCollectorNumber('030a')).toBe('30A');
    expect(normalizeCollectorNumber('SP1')).toBe('SP1');
    expect(normalizeCollectorNumber('0')).toBe('0');
  });
});
