// #30: the vocabularies, card-id formats and the one fold (src/vocab.ts).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleCatalogs } from '../src/samples/index.js';
import {
  fold,
  gameOfCard,
  LOR_CARD_CODE,
  LOR_RANKED_RARITIES,
  LOR_REGION_CODES,
  LOR_REGIONS,
  lorCardNumber,
  POKEMON_CARD_ID,
  POKEMON_ENERGY_SYMBOLS,
  POKEMON_ENERGY_TYPES,
  POKEMON_EVOLUTION_STAGES,
  POKEMON_RARITIES,
  POKEMON_REGULATION_MARKS,
  RIFTBOUND_CARD_ID,
  RIFTBOUND_CARD_TYPES,
  RIFTBOUND_DOMAINS,
  RIFTBOUND_RARITIES,
} from '../src/vocab.js';

/** The allowed values of a field in a search spec page's fields table (copied to fixtures/spec). */
function specValues(page: string, field: string): string[] {
  const text = readFileSync(new URL(`./fixtures/spec/search-${page}.md`, import.meta.url), 'utf8');
  const row = text.split('\n').find((line) => line.startsWith(`| \`${field}\` |`));
  const cells = row?.split('|') ?? [];
  return [...(cells[cells.length - 2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

describe('the vocabularies are the search spec fields tables, in their order', () => {
  it('Legends of Runeterra: regions and rarities', () => {
    expect(LOR_REGIONS).toEqual(specValues('lor', 'region'));
    expect(LOR_RANKED_RARITIES).toEqual(specValues('lor', 'rarity'));
  });
  it('Pokémon TCG: energy types (and weaknesses), rarities, regulation marks, stages', () => {
    expect(POKEMON_ENERGY_TYPES).toEqual(specValues('pokemon', 'type'));
    expect(POKEMON_ENERGY_TYPES).toEqual(specValues('pokemon', 'weakness'));
    expect(POKEMON_RARITIES).toEqual(specValues('pokemon', 'rarity'));
    expect(POKEMON_REGULATION_MARKS).toEqual(specValues('pokemon', 'regmark'));
    expect(POKEMON_EVOLUTION_STAGES).toEqual(['Basic', 'Stage 1', 'Stage 2']);
  });
  it('Riftbound: domains, rarities, and the card types (the search adds champion after unit)', () => {
    expect(RIFTBOUND_DOMAINS).toEqual(specValues('riftbound', 'domain'));
    expect(RIFTBOUND_RARITIES).toEqual(specValues('riftbound', 'rarity'));
    expect(specValues('riftbound', 'type').filter((t) => t !== 'champion')).toEqual(
      RIFTBOUND_CARD_TYPES,
    );
  });
  it('every energy type has one symbol, and the spec examples read: R is Fire, N is Dragon', () => {
    expect(Object.values(POKEMON_ENERGY_SYMBOLS)).toEqual(POKEMON_ENERGY_TYPES);
    expect(POKEMON_ENERGY_SYMBOLS.R).toBe('Fire');
    expect(POKEMON_ENERGY_SYMBOLS.N).toBe('Dragon');
    expect(POKEMON_ENERGY_SYMBOLS.C).toBe('Colorless');
  });
});

describe('card ids', () => {
  it('LoR card codes: set, region code, number, and T<n> for tokens and level-ups', () => {
    for (const code of ['01DE012', '01DE012T1', '06RU001', '01de012']) {
      expect(LOR_CARD_CODE.test(code), code).toBe(true);
    }
    for (const code of ['1DE012', '01DE12', '01DEM012', '01DE012X', 'rb-01DE012']) {
      expect(LOR_CARD_CODE.test(code), code).toBe(false);
    }
  });

  it("a LoR card code's collector number: the three digits after the region, none for tokens", () => {
    expect(lorCardNumber('01DE012')).toBe('012');
    expect(lorCardNumber('06ru001')).toBe('001');
    for (const notOne of [
      '01DE012T1',
      '01DE012T12',
      '01DE12',
      '01DEM012',
      'x01DE012',
      '',
      '0123456',
    ])
      expect(lorCardNumber(notOne), notOne).toBe('');
    // Every sample card with a number of its own: the code's last three characters.
    for (const card of sampleCatalogs.lor.cards)
      expect(lorCardNumber(card.id), card.id).toBe(/T\d+$/i.test(card.id) ? '' : card.id.slice(-3));
    fc.assert(
      fc.property(fc.string(), (text) => {
        const n = lorCardNumber(text);
        expect(n === '' || (/^\d{3}$/.test(n) && LOR_CARD_CODE.test(text))).toBe(true);
      }),
    );
  });

  it('every LoR sample card code names a region code of its region', () => {
    const regionOfCode = new Map(LOR_REGIONS.map((r) => [LOR_REGION_CODES[r], r]));
    for (const card of sampleCatalogs.lor.cards) {
      expect(LOR_CARD_CODE.test(card.id), card.id).toBe(true);
      const region = regionOfCode.get(card.id.slice(2, 4).toUpperCase());
      expect(region, card.id).toBeDefined();
      expect(card.game?.regionRefs, card.id).toContain(region);
    }
  });

  it('the ids the loaders minted match the formats (every sample card)', () => {
    for (const card of sampleCatalogs.riftbound.cards)
      expect(RIFTBOUND_CARD_ID.test(card.id), card.id).toBe(true);
    for (const card of sampleCatalogs.pokemon.cards)
      expect(POKEMON_CARD_ID.test(card.id), card.id).toBe(true);
    expect(RIFTBOUND_CARD_ID.test('rb-34ece2975dc9e4adcb5')).toBe(false);
    expect(POKEMON_CARD_ID.test('Pikachu-ex--1f29b66b68bc')).toBe(false);
  });
});

describe('gameOfCard', () => {
  it('tells each game from the fields only its cards carry, or from the id format', () => {
    const garen = { id: '01DE012', name: 'Garen', setCode: 'set1', game: { typeRef: 'Unit' } };
    expect(gameOfCard(garen)).toBe('lor');
    expect(gameOfCard({ id: 'x', name: 'P', setCode: 's', game: { supertype: 'Pokemon' } })).toBe(
      'pokemon',
    );
    expect(gameOfCard({ id: 'x', name: 'U', setCode: 's', game: { supertype: 'TRAINER' } })).toBe(
      'pokemon',
    );
    expect(gameOfCard({ id: 'x', name: 'J', setCode: 'OGN', game: { domains: ['fury'] } })).toBe(
      'riftbound',
    );
    expect(gameOfCard({ id: '01DE012T1', name: 'Garen', setCode: 'set1' })).toBe('lor');
    expect(gameOfCard({ id: 'rb-34ece2975dc9e4adcb5e', name: 'Jinx', setCode: 'OGN' })).toBe(
      'riftbound',
    );
    expect(gameOfCard({ id: 'x', name: 'x', setCode: 'x' })).toBeUndefined();
    expect(gameOfCard(null)).toBeUndefined();
    expect(gameOfCard([garen])).toBeUndefined();
  });

  it('property: never throws, on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const told = gameOfCard(v);
        expect(told === undefined || ['lor', 'pokemon', 'riftbound'].includes(told)).toBe(true);
        gameOfCard({ id: 'x', game: v });
      }),
      { numRuns: 300 },
    );
  });
});

/** The definition of the fold, written the slow way. */
const reference = (t: string): string =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\u017f/g, 's');

describe('fold', () => {
  it('folds case and accents: Pokémon, FLABÉBÉ, José, ÉLODIE Ñúñez, ÅSA, ſtrike', () => {
    expect(fold('Pokémon')).toBe('pokemon');
    expect(fold('FLABÉBÉ')).toBe('flabebe');
    expect(fold('José')).toBe(fold('jose'));
    expect(fold('ÉLODIE Ñúñez')).toBe('elodie nunez');
    expect(fold('ÅSA')).toBe(fold('åsa'));
    expect(fold('Æther')).toBe('æther');
    expect(fold('ſtrike')).toBe('strike');
    expect(fold('Nguyễn')).toBe('nguyen');
  });

  it('decision: the same in every locale (I is i, never the Turkish dotless ı)', () => {
    expect(fold('IRELIA')).toBe('irelia');
    expect(fold('İstanbul')).toBe('istanbul');
  });

  it('decision: not a compatibility fold (ligatures, superscripts and full-width letters stay)', () => {
    expect(fold('ﬁre')).toBe('ﬁre');
    expect(fold('HP²')).toBe('hp²');
    expect(fold('Ｋelvin')).toBe('ｋelvin');
    // The Kelvin sign is canonically a K, so it folds.
    expect(fold('\u212a')).toBe('k');
  });

  it('decision: marks outside U+0300-U+036F are kept (a dakuten changes the letter)', () => {
    expect(fold('ガ')).not.toBe(fold('カ'));
    expect(fold('ガ')).toBe('ガ'.normalize('NFD'));
  });

  it('property: the ASCII and Latin-1 fast paths give exactly the general fold', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0xff }).map((c) => String.fromCharCode(c)),
      fc.constantFrom('\u0301', 'ſ', 'K', 'Ω', 'ǅ', '\u2028', 'İ', 'ẞ', 'ガ'),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 20 }), (s) => {
        expect(fold(s)).toBe(reference(s));
      }),
      { numRuns: 3000, seed: 4 },
    );
  });

  it('property: folding twice is folding once, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (s) => {
        expect(fold(fold(s))).toBe(fold(s));
      }),
      { numRuns: 2000, seed: 30 },
    );
  });
});
