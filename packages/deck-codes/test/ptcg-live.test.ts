import { readdirSync } from 'node:fs';
import { identityIdOf, indexCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DeckCodeErrors,
  DeckCodeWarnings,
  formatPtcgLiveList,
  importDeck,
  parsePtcgLiveList,
} from '../src/index.js';
import { fixture, liveCatalog } from './helpers.js';

const W = DeckCodeWarnings;
const SPEC_LIST = fixture('pokemon-tcg-live/00-seed-turny-docs.txt').trimEnd();
const pokemon = sampleCatalogs.pokemon;
const stub = liveCatalog();
const total = (e: readonly { count: number }[]) => e.reduce((s, x) => s + x.count, 0);

describe('deck-builder.md: the TCG Live sample list', () => {
  it('reads 20 cards, the same deck as the PTCG1 sample code', () => {
    const list = importDeck(SPEC_LIST, 'pokemon', pokemon);
    const code = importDeck(
      'PTCG1.me55:4x66,4x128.sv8:2x76.sv8pt5:4x105.sve:2x4,4x5',
      'pokemon',
      pokemon,
    );
    expect(list).toMatchObject({ ok: true, warnings: [], value: { format: 'ptcg-live' } });
    expect(code).toMatchObject({ ok: true, warnings: [], value: { format: 'ptcg1' } });
    if (!list.ok || !code.ok) return;
    const sorted = (e: readonly { ref: string; count: number }[]) =>
      [...e].map((x) => `${x.count}:${x.ref}`).sort();
    expect(sorted(list.value.main)).toEqual(sorted(code.value.main));
    expect(total(list.value.main)).toBe(20);
  });
  it('formats back to exactly the sample text', () => {
    const list = parsePtcgLiveList(SPEC_LIST, pokemon);
    expect(list.ok && formatPtcgLiveList(list.value.main, pokemon)).toEqual({
      text: SPEC_LIST,
      skipped: [],
    });
  });
});

describe('forgiving import (deck-builder.md)', () => {
  it('4x works as 4, set codes are case-insensitive, headers, blanks and Total Cards are skipped', () => {
    const text = 'Pokémon: 6\n\n4x Mew ex 30c 66\n2X Latias ex ssp 76\n\nTotal Cards: 6\n';
    const r = parsePtcgLiveList(text, pokemon);
    expect(r).toMatchObject({
      ok: true,
      warnings: [],
      value: {
        main: [
          { ref: 'me55-66', count: 4 },
          { ref: 'sv8-76', count: 2 },
        ],
      },
    });
  });
  it('Basic Energy may leave out set and number, by symbol or by type name', () => {
    const r = parsePtcgLiveList(
      '4 Basic {P} Energy\n4 Basic Psychic Energy\n3 Darkness Energy',
      pokemon,
    );
    expect(r.ok && r.value.main).toEqual([
      { ref: 'sve-5', count: 8 },
      { ref: 'sve-7', count: 3 },
    ]);
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual([W.mergedDuplicate]);
  });
  it('a list that lost its line breaks is split back when every card is found', () => {
    const oneLine = SPEC_LIST.replace(/\s*\n\s*/g, ' ');
    const r = importDeck(oneLine, 'pokemon', pokemon);
    expect(r.ok && total(r.value.main)).toBe(20);
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual([W.resplitLines]);
    const withBareEnergy = '4 Mew ex 30C 66 13 Basic Darkness Energy 2 Latias ex SSP 76';
    const r2 = parsePtcgLiveList(withBareEnergy, pokemon);
    expect(r2.ok && r2.value.main.map((e) => e.count)).toEqual([4, 13, 2]);
  });
  it('a one-line list with a card that cannot be found is split: one missing card costs one card (issue 35)', () => {
    const text = '4 Mew ex 30C 66 2 Nothing Real SSP 999';
    const r = parsePtcgLiveList(text, pokemon);
    expect(r.ok && r.value.main).toEqual([{ ref: 'me55-66', count: 4 }]);
    expect(r.ok && r.warnings.map((w) => [w.code, w.path])).toEqual([
      [W.resplitLines, '@0-38'],
      [W.unknownCard, '@16-38'],
    ]);
    expect(text.slice(16, 38)).toBe('2 Nothing Real SSP 999');
  });
  it('every unreadable line and every unknown card is named in a warning with its range', () => {
    const text =
      'Pokémon: 2\n4 Mew ex 30C 66\nthis is not a card\n2 Nobody ex SSP 999\n1 Someone XYZ 5';
    const r = parsePtcgLiveList(text, pokemon);
    expect(r.ok && r.value.main).toEqual([{ ref: 'me55-66', count: 4 }]);
    expect(r.ok && r.warnings.map((w) => [w.code, w.path])).toEqual([
      [W.unreadableLine, '@27-45'],
      [W.unknownCard, '@46-65'],
      [W.unknownSetCode, '@66-81'],
      [W.sectionCountMismatch, '@0-10'],
    ]);
  });
  it('no card line at all is an error', () => {
    expect(parsePtcgLiveList('hello\nworld', pokemon)).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.unrecognized },
    });
    expect(parsePtcgLiveList('', pokemon)).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.empty },
    });
  });
});

// The expected warnings of every real list (fixtures/pokemon-tcg-live/SOURCES.md says what each exercises).
const EXPECTED: Record<string, { cards: number; name?: string; warnings: string[] }> = {
  '00-seed-turny-docs.txt': { cards: 20, warnings: [] },
  '01-rocket-weezing.txt': { cards: 60, warnings: [] },
  '02-rocket-moltres.txt': {
    cards: 60,
    warnings: [W.sectionCountMismatch, W.sectionCountMismatch],
  },
  '03-n-zoroark.txt': { cards: 60, warnings: [W.unknownSetCode] },
  '04-jacinthe-psychic.txt': { cards: 60, warnings: [] },
  '05-dragapult.txt': { cards: 60, warnings: [] },
  '06-giratina-vstar.txt': { cards: 60, name: 'Giratina VStar', warnings: [] },
  '07-koraidon-ex.txt': { cards: 60, name: 'Koraidon ex', warnings: [] },
  '08-mewtwo-vstar.txt': { cards: 60, name: 'Mewtwo VStar', warnings: [] },
  '09-serperior-vstar.txt': { cards: 60, name: 'Serperior VStar', warnings: [] },
  '10-dialga-vstar.txt': { cards: 60, name: 'Dialga VStar', warnings: [] },
  '11-palkia-vstar.txt': { cards: 60, name: 'Palkia VStar', warnings: [] },
  '12-regieleki-vmax.txt': { cards: 60, name: 'Regieleki VMax', warnings: [] },
  '13-arcanine-ex.txt': { cards: 60, name: 'Arcanine ex', warnings: [] },
  '14-quirk-german-footer-partial.txt': {
    cards: 29,
    warnings: [W.resolvedByName, W.totalMismatch],
  },
  '15-quirk-mojibake-ph-suffix.txt': { cards: 60, warnings: [W.ignoredSuffix, W.mergedDuplicate] },
  '16-quirk-partial-svi-energy.txt': { cards: 15, warnings: [W.totalMismatch] },
};

describe('every real TCG Live list in the fixtures', () => {
  const files = readdirSync(new URL('./fixtures/pokemon-tcg-live/', import.meta.url)).filter((f) =>
    f.endsWith('.txt'),
  );
  it('covers every fixture file', () => expect(files.sort()).toEqual(Object.keys(EXPECTED).sort()));
  it.each(Object.entries(EXPECTED))('%s', (file, expected) => {
    const r = importDeck(fixture(`pokemon-tcg-live/${file}`), 'pokemon', stub);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.format).toBe('ptcg-live');
    expect(total(r.value.main)).toBe(expected.cards);
    expect(r.value.name).toBe(expected.name);
    expect(r.warnings.map((w) => w.code)).toEqual(expected.warnings);
    for (const w of r.warnings) expect(w.path ?? '').toMatch(/^(@\d+-\d+)?$/);
  });
  it('02: the Pokémon header says 13 and the Energy header 14 where the lists hold 12 and 15', () => {
    const r = importDeck(fixture('pokemon-tcg-live/02-rocket-moltres.txt'), 'pokemon', stub);
    expect(r.ok && r.warnings.map((w) => w.message)).toEqual([
      '"Pokémon" says 13 but lists 12 cards on 3 lines.',
      '"Energy" says 14 but lists 15 cards on 2 lines.',
    ]);
  });
  it('03: PR-SV is the promo set, and MEE basic Energy is found by name', () => {
    const r = importDeck(fixture('pokemon-tcg-live/03-n-zoroark.txt'), 'pokemon', stub);
    expect(r.ok && r.value.main).toContainEqual({ ref: 'svp-189', count: 1 });
    expect(r.ok && r.value.main).toContainEqual({ ref: 'sve-7', count: 8 });
  });
  it('15: CEL 24 is Celebrations, not its Classic Collection; the PH line merges with its twin', () => {
    const r = importDeck(
      fixture('pokemon-tcg-live/15-quirk-mojibake-ph-suffix.txt'),
      'pokemon',
      stub,
    );
    expect(r.ok && r.value.main).toContainEqual({ ref: 'cel25-24', count: 3 });
    expect(r.ok && r.value.main).toContainEqual({ ref: 'swsh10-62', count: 2 });
  });
  it('16: Basic Fire Energy SVI 230 is the same card as SVE 2', () => {
    const r = importDeck(
      fixture('pokemon-tcg-live/16-quirk-partial-svi-energy.txt'),
      'pokemon',
      stub,
    );
    const index = indexCatalog(stub);
    expect(r.ok && r.value.main).toContainEqual({ ref: 'sv1-230', count: 5 });
    expect(identityIdOf(index, 'sv1-230')).toBe(identityIdOf(index, 'sve-2'));
  });
  it('every clean list formats and reads back to the same deck', () => {
    for (const [file, expected] of Object.entries(EXPECTED)) {
      if (expected.warnings.length > 0) continue;
      const r = importDeck(fixture(`pokemon-tcg-live/${file}`), 'pokemon', stub);
      if (!r.ok) throw new Error(file);
      const text = formatPtcgLiveList(r.value.main, stub);
      const back = parsePtcgLiveList(text.text, stub);
      expect(back.ok && back.warnings).toEqual([]);
      const sorted = (e: readonly { ref: string; count: number }[]) =>
        [...e].map((x) => `${x.count}:${x.ref}`).sort();
      expect(back.ok && sorted(back.value.main)).toEqual(sorted(r.value.main));
    }
  });
});

describe('robustness', () => {
  it('random text never throws', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        (s) => typeof parsePtcgLiveList(s, pokemon).ok === 'boolean',
      ),
      { numRuns: 500 },
    );
    const lines = fc.array(
      fc.constantFrom(
        '4 Mew ex 30C 66',
        'Trainer: 4',
        '',
        'x',
        '2 Basic {L} Energy',
        'Total Cards: 60',
        '1 Foo BAR 9',
      ),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(
        lines,
        (ls) => typeof importDeck(ls.join('\n'), 'pokemon', pokemon).ok === 'boolean',
      ),
      { numRuns: 300 },
    );
  });
});

describe('other patterns seen in real exports (SOURCES.md)', () => {
  it('Spanish headers, ME-era Energy names without "Basic", and a French footer', () => {
    const text =
      'Pokémon: 1\n4 Mew ex 30C 66\n\nEntrenador: 1\n4 Ultra Ball 30C 128\n\nEnergía: 1\n2 Psychic Energy MEE 13\n\nTotal de cartes : 10';
    const r = parsePtcgLiveList(text, pokemon);
    expect(r.ok && r.value.main).toEqual([
      { ref: 'me55-66', count: 4 },
      { ref: 'me55-128', count: 4 },
      { ref: 'sve-5', count: 2 },
    ]);
    expect(r.ok && r.warnings.map((w) => w.code)).toEqual([W.unknownSetCode]);
  });
  it('a footer in another language that disagrees is still caught', () => {
    const r = parsePtcgLiveList('4 Mew ex 30C 66\nKarten insgesamt: 60', pokemon);
    expect(r.ok && r.warnings.map((w) => w.message)).toEqual([
      'The list says 60 cards in total but lists 4.',
    ]);
  });
});
