import { sampleCatalogs } from '@tcgkit/cards/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DeckCodeErrors,
  DeckCodeWarnings,
  decodeLorCode,
  decodePiltoverCode,
  decodeTurnyCode,
  detectDeckFormat,
  exportDeck,
  FORMATS_BY_GAME,
  importDeck,
  parsePiltoverList,
  parsePtcgLiveList,
  parseTurnyList,
} from '../src/index.js';

describe('importDeck: formats in the spec order', () => {
  it('lists the formats each game tries, in order', () => {
    expect(FORMATS_BY_GAME).toEqual({
      lor: ['lor-code'],
      pokemon: ['ptcg1', 'ptcg-live'],
      riftbound: ['rift1', 'piltover-code', 'piltover-list', 'turny-list'],
    });
  });
  it('Legends of Runeterra: the sample code loads every card of the sample catalog', () => {
    const r = importDeck('CEAQ2AIAAEDASCYMCQKRUJZNFY2TOAABAEAQABY', 'lor', sampleCatalogs.lor);
    expect(r).toMatchObject({ ok: true, warnings: [], value: { format: 'lor-code' } });
    expect(r.ok && r.value.main.reduce((s, e) => s + e.count, 0)).toBe(40);
  });
  it('a card the catalog does not know is skipped and named in a warning', () => {
    const r = importDeck('CEAAAAIBAEAAY', 'lor', { schemaVersion: 1, game: 'lor', cards: [] });
    expect(r.ok && r.value.main).toEqual([]);
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual([DeckCodeWarnings.unknownCard]);
    const p = importDeck('PTCG1.me55:4x66,2x999', 'pokemon', sampleCatalogs.pokemon);
    expect(p.ok && p.value.main).toEqual([{ ref: 'me55-66', count: 4 }]);
    expect(p.ok && p.warnings.map((w) => w.message)).toEqual([
      'me55-999 is not in the catalog; 2 copies were skipped.',
    ]);
  });
  it('refs are spelled as the catalog spells the printing, and same-card entries add up', () => {
    const r = importDeck('PTCG1.ME55:2x66.me55:66', 'pokemon', sampleCatalogs.pokemon);
    expect(r.ok && r.value.main).toEqual([{ ref: 'me55-66', count: 3 }]);
  });
  it('a malformed code of the first format returns its error with the position', () => {
    expect(importDeck('CEAQ2AIA1EDA', 'lor', sampleCatalogs.lor)).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCharacter, path: '@8-9' },
    });
    expect(importDeck('PTCG1.me55:4x', 'pokemon', sampleCatalogs.pokemon)).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax },
    });
  });
  it('a Piltover Archive code split by a phone paste still imports', () => {
    const code =
      'CQAAAAAAAAAACAQFAAAQEAIFAAAACAYAAAACWABNABAAAAIFAAAABTIBACBQEAE2AIAKCAQAUUBAAAIBAAAAAMQAAA';
    const r = importDeck(
      `${code.slice(0, 30)}\n${code.slice(30, 60)} ${code.slice(60)}`,
      'riftbound',
      sampleCatalogs.riftbound,
    );
    expect(r).toMatchObject({ ok: true, warnings: [], value: { format: 'piltover-code' } });
  });
  it('decoders given something that is not text return an error', () => {
    for (const bad of [null, undefined, 42, {}]) {
      expect(decodeLorCode(bad as unknown as string).ok).toBe(false);
      expect(decodePiltoverCode(bad as unknown as string).ok).toBe(false);
      expect(decodeTurnyCode(bad as unknown as string).ok).toBe(false);
      expect(parsePtcgLiveList(bad as unknown as string, sampleCatalogs.pokemon).ok).toBe(false);
      expect(parsePiltoverList(bad as unknown as string, sampleCatalogs.riftbound).ok).toBe(false);
      expect(parseTurnyList(bad as unknown as string, sampleCatalogs.riftbound).ok).toBe(false);
      expect(importDeck(bad as unknown as string, 'lor', sampleCatalogs.lor).ok).toBe(false);
    }
  });
  it('detectDeckFormat names the format importDeck would use', () => {
    expect(detectDeckFormat('PTCG1.me55:4x66', 'pokemon', sampleCatalogs.pokemon)).toBe('ptcg1');
    expect(detectDeckFormat('4 Mew ex 30C 66', 'pokemon', sampleCatalogs.pokemon)).toBe(
      'ptcg-live',
    );
    expect(detectDeckFormat('MainDeck:\n3 Charm', 'riftbound', sampleCatalogs.riftbound)).toBe(
      'piltover-list',
    );
    expect(detectDeckFormat('3 Charm OGN 43', 'riftbound', sampleCatalogs.riftbound)).toBe(
      'turny-list',
    );
    expect(detectDeckFormat('nonsense', 'lor', sampleCatalogs.lor)).toBeUndefined();
  });
  it('empty text, unknown game and text no format reads', () => {
    expect(importDeck('  ', 'lor', sampleCatalogs.lor)).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.empty },
    });
    expect(importDeck('x', 'mtg' as 'lor', sampleCatalogs.lor)).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.unknownGame },
    });
    expect(importDeck('hello there\nfriend', 'riftbound', sampleCatalogs.riftbound)).toMatchObject({
      ok: false,
    });
  });
});

describe('exportDeck: Legends of Runeterra and Pokémon have no sideboard', () => {
  it('LoR: sideboard cards are added to the shared code, with a warning', () => {
    const out = exportDeck(
      {
        game: 'lor',
        main: [{ ref: '01DE012', count: 3 }],
        sideboard: [{ ref: '01DE045', count: 1 }],
      },
      'lor-code',
      sampleCatalogs.lor,
    );
    expect(out.ok && out.warnings.map((w) => w.code)).toEqual([DeckCodeWarnings.sideboardMerged]);
    const back = out.ok ? importDeck(out.value.text, 'lor', sampleCatalogs.lor) : undefined;
    expect(back?.ok && back.value.main).toEqual([
      { ref: '01DE012', count: 3 },
      { ref: '01DE045', count: 1 },
    ]);
  });
  it('Pokémon: PTCG1 and the TCG Live list add the sideboard to the deck', () => {
    const deck = {
      game: 'pokemon' as const,
      main: [{ ref: 'me55-66', count: 4 }],
      sideboard: [{ ref: 'svp-106', count: 1 }],
    };
    const code = exportDeck(deck, 'ptcg1', sampleCatalogs.pokemon);
    expect(code.ok && code.value.text).toBe('PTCG1.me55:4x66.svp:106');
    const list = exportDeck(deck, 'ptcg-live', sampleCatalogs.pokemon);
    expect(list.ok && list.value.text).toBe('Pokémon: 5\n4 Mew ex 30C 66\n1 Pikachu ex PR-SV 106');
  });
  it('an identity id exports as its default printing; unknown refs are counted', () => {
    const out = exportDeck(
      {
        game: 'pokemon',
        main: [
          { ref: 'pikachu-ex--1f29b66b68bc', count: 2 },
          { ref: 'zz-1', count: 3 },
        ],
        sideboard: [],
      },
      'ptcg1',
      sampleCatalogs.pokemon,
    );
    expect(out.ok && out.value.text).toBe('PTCG1.me2pt5:2x276');
    expect(out.ok && out.value.skipped.cards).toEqual([{ ref: 'zz-1', count: 3 }]);
  });
});

describe('importDeck never throws and never hangs', () => {
  it('random text for every game', () => {
    for (const game of ['lor', 'pokemon', 'riftbound'] as const) {
      fc.assert(
        fc.property(
          fc.string({ maxLength: 150 }),
          (s) => typeof importDeck(s, game, sampleCatalogs[game]).ok === 'boolean',
        ),
        { numRuns: 300 },
      );
    }
  });
  it('a 50,000-character code returns quickly', () => {
    const start = performance.now();
    const r = importDeck(`CE${'A'.repeat(50_000)}`, 'lor', sampleCatalogs.lor);
    expect(typeof r.ok).toBe('boolean');
    expect(
      importDeck(`PTCG1.sv1:${'1,'.repeat(20_000)}1`, 'pokemon', sampleCatalogs.pokemon).ok,
    ).toBe(true);
    expect(performance.now() - start).toBeLessThan(2000);
  });
});
