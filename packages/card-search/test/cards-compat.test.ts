import type { LorCard, PokemonCard, RiftboundCard } from '@tcgkit/cards';
import {
  sampleLorCatalog,
  samplePokemonCatalog,
  sampleRiftboundCatalog,
} from '@tcgkit/cards/samples';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { compile } from '../src/index.js';

// The search reads @tcgkit/cards cards directly and returns the caller's own card type.
describe('@tcgkit/cards sample catalogs', () => {
  it('LoR: field queries agree with reading the cards by hand; typos find names', () => {
    const cards = sampleLorCatalog.cards;
    const units = compile('t:unit cost<=2 region:demacia', 'lor').search(cards);
    expectTypeOf(units).toEqualTypeOf<LorCard[]>();
    expect(units).toEqual(
      cards.filter(
        (c) =>
          c.game?.typeRef === 'Unit' &&
          (c.game.cost ?? 99) <= 2 &&
          (c.game.regionRefs ?? []).includes('Demacia'),
      ),
    );
    expect(units.length).toBeGreaterThan(0);
    expect(compile('gaern', 'lor').search(cards)[0]?.name).toBe('Garen');
    expect(compile('is:collectible', 'lor').search(cards)).toEqual(
      cards.filter((c) => c.collectible !== false),
    );
  });
  it('Pokémon: pikchu finds Pikachu ex; hp and is:ex read the real card shape', () => {
    const cards = samplePokemonCatalog.cards;
    const found = compile('pikchu', 'pokemon').search(cards);
    expectTypeOf(found).toEqualTypeOf<PokemonCard[]>();
    expect(found[0]?.name).toBe('Pikachu ex');
    expect(compile('is:ex', 'pokemon').search(cards)).toEqual(
      cards.filter((c) => (c.game?.subtypes ?? []).includes('ex')),
    );
    expect(compile('hp>=100', 'pokemon').search(cards)).toEqual(
      cards.filter((c) => Number(c.game?.hp) >= 100),
    );
  });
  it('Riftbound: domain and type read the real card shape', () => {
    const cards = sampleRiftboundCatalog.cards;
    const fury = compile('domain:fury t:unit', 'riftbound').search(cards);
    expectTypeOf(fury).toEqualTypeOf<RiftboundCard[]>();
    expect(fury).toEqual(
      cards.filter((c) => (c.game?.domains ?? []).includes('fury') && c.game?.type === 'unit'),
    );
    expect(fury.length).toBeGreaterThan(0);
    const jinx = compile('jnx', 'riftbound').search(cards);
    expect(jinx[0]?.name).toMatch(/^Jinx/);
  });
});

describe('the README smallest example', () => {
  it('runs as written on the sample LoR catalog', () => {
    const cards = sampleLorCatalog.cards;
    expect(compile('gaern', 'lor').search(cards)[0]?.name).toBe('Garen');
    expect(compile('kw:elusvie', 'lor', { catalog: cards }).issues[0]?.suggestions).toEqual([
      'Elusive',
    ]);
    const report = compile('o:/(a+)+$/', 'lor').searchReport(cards);
    expect(report.complete).toBe(true);
    expect(report.issues).toEqual([]);
  });
});
