import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DeckCodeErrors,
  decodePiltoverCode,
  encodePiltoverCode,
  PILTOVER_SETS,
  type PiltoverCard,
  type PiltoverDeck,
} from '../src/index.js';
import { fromBase32, json, shape, toBase32 } from './helpers.js';

interface Golden {
  name: string;
  input: PiltoverDeck;
  code: string;
  decoded: PiltoverDeck;
}
interface Oracle {
  v5_sparse: { name: string; main: PiltoverCard[]; side: PiltoverCard[]; code: string }[];
  sp_prefix: { name: string; main: PiltoverCard[]; side: PiltoverCard[]; code: string }[];
  version_selection: { main: PiltoverCard[]; side: PiltoverCard[]; expectVersion: number }[];
  must_throw: { bytes: number[]; why: string }[];
  set_model: {
    SET_MAP_VEN: number;
    SET_MAP_RAD: number;
    roundtrip: { main: PiltoverCard[]; side: PiltoverCard[]; champion: string };
  };
}
const golden = [
  ...json<Golden[]>('riftbound/golden.json'),
  ...json<Golden[]>('riftbound/golden-v6.json'),
];
const oracle = json<Oracle>('riftbound/oracle-vectors.json');
const version = (code: string) => fromBase32(code)[0]! & 0x0f;

describe('Piltover Archive golden vectors (versions 3, 4 and 6)', () => {
  it('there are 10 of them', () => expect(golden).toHaveLength(10));
  it.each(golden.map((g) => [g.name, g] as const))('%s: encodes byte for byte', (_n, g) => {
    expect(encodePiltoverCode(g.input)).toMatchObject({ ok: true, value: g.code });
  });
  it.each(golden.map((g) => [g.name, g] as const))('%s: decodes to the recorded deck', (_n, g) => {
    const d = decodePiltoverCode(g.code);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(shape(d.value.mainDeck)).toEqual(shape(g.decoded.mainDeck));
    expect(shape(d.value.sideboard)).toEqual(shape(g.decoded.sideboard));
    expect(d.value.chosenChampion).toBe(g.decoded.chosenChampion);
    expect(d.value.additionalLegends).toEqual(g.decoded.additionalLegends);
    expect(d.value.version).toBe(version(g.code));
  });
});

describe('oracle vectors', () => {
  it.each([...oracle.v5_sparse, ...oracle.sp_prefix].map((v) => [v.name, v] as const))(
    '%s: encode and decode',
    (_n, v) => {
      expect(encodePiltoverCode({ mainDeck: v.main, sideboard: v.side })).toMatchObject({
        ok: true,
        value: v.code,
      });
      const d = decodePiltoverCode(v.code);
      expect(d.ok && shape(d.value.mainDeck)).toEqual(shape(v.main));
      expect(d.ok && shape(d.value.sideboard)).toEqual(shape(v.side));
    },
  );
  it.each(oracle.version_selection.map((v, i) => [i, v] as const))(
    'version selection %i: the lowest version that fits',
    (_i, v) => {
      const code = encodePiltoverCode({ mainDeck: v.main, sideboard: v.side });
      expect(code.ok && version(code.value)).toBe(v.expectVersion);
    },
  );
  it.each(oracle.must_throw.map((v) => [v.why, v] as const))(
    'rejects (never throws): %s',
    (_w, v) => {
      const d = decodePiltoverCode(toBase32(v.bytes));
      expect(d.ok).toBe(false);
      if (!d.ok) expect(d.error.path).toMatch(/^@\d+-\d+$/);
    },
  );
  it('the rejected vectors carry the code of what is wrong', () => {
    const codes = oracle.must_throw.map((v) => {
      const d = decodePiltoverCode(toBase32(v.bytes));
      return d.ok ? 'ok' : d.error.code;
    });
    expect(codes).toEqual([
      // [0x16]: version 6 now exists, and the code ends before its deck prefix bit.
      DeckCodeErrors.truncated,
      DeckCodeErrors.unsupportedVersion,
      DeckCodeErrors.unknownPrefix,
      DeckCodeErrors.unknownPrefix,
    ]);
  });
  it('set model: VEN is 5, RAD is 6, and a VEN/RAD deck with a RAD champion round-trips', () => {
    expect(PILTOVER_SETS.VEN).toBe(oracle.set_model.SET_MAP_VEN);
    expect(PILTOVER_SETS.RAD).toBe(oracle.set_model.SET_MAP_RAD);
    const { main, side, champion } = oracle.set_model.roundtrip;
    const code = encodePiltoverCode({ mainDeck: main, sideboard: side, chosenChampion: champion });
    const d = code.ok ? decodePiltoverCode(code.value) : undefined;
    expect(d?.ok && shape(d.value.mainDeck)).toEqual(shape(main));
    expect(d?.ok && shape(d.value.sideboard)).toEqual(shape(side));
    expect(d?.ok && d.value.chosenChampion).toBe(champion);
  });
});

describe('versions 1 and 2 (decode only; built from the v3 vectors)', () => {
  it('a version 1 code is the main deck alone', () => {
    const g = golden.find((x) => x.name.startsWith('v3-basic'))!;
    const bytes = fromBase32(g.code);
    // v3 = version byte, 12 main counts, 3 sideboard counts, champion flag; v1 keeps the main deck.
    const v1 = [0x11, ...bytes.slice(1, bytes.length - 4)];
    const d = decodePiltoverCode(toBase32(v1));
    expect(d).toMatchObject({ ok: true, value: { version: 1, sideboard: [] } });
    expect(d.ok && shape(d.value.mainDeck)).toEqual(shape(g.decoded.mainDeck));
  });
  it('a version 2 code adds the sideboard and has no champion byte', () => {
    const g = golden.find((x) => x.name.startsWith('v3-sideboard'))!;
    const bytes = fromBase32(g.code);
    const v2 = [0x12, ...bytes.slice(1, bytes.length - 1)];
    const d = decodePiltoverCode(toBase32(v2));
    expect(d.ok && d.value.version).toBe(2);
    expect(d.ok && shape(d.value.sideboard)).toEqual(shape(g.decoded.sideboard));
    expect(d.ok && d.value.chosenChampion).toBeUndefined();
  });
});

describe('deck-builder.md: the Piltover Archive sample code', () => {
  const code =
    'CQAAAAAAAAAACAQFAAAQEAIFAAAACAYAAAACWABNABAAAAIFAAAABTIBACBQEAE2AIAKCAQAUUBAAAIBAAAAAMQAAA';
  it('decodes (version 4: Vendetta runes) and re-encodes to itself', () => {
    const d = decodePiltoverCode(code);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.value.version).toBe(4);
    expect(shape(d.value.mainDeck)).toEqual(
      shape([
        { cardCode: 'VEN-R02', count: 6 },
        { cardCode: 'VEN-R05', count: 6 },
        { cardCode: 'OGN-043', count: 3 },
        { cardCode: 'OGN-045', count: 3 },
        { cardCode: 'OGN-064', count: 3 },
        { cardCode: 'OGN-205', count: 1 },
        { cardCode: 'OGN-259', count: 1 },
        { cardCode: 'OGN-282', count: 1 },
        { cardCode: 'OGN-289', count: 1 },
        { cardCode: 'OGN-293', count: 1 },
      ]),
    );
    expect(d.value.sideboard).toEqual([{ cardCode: 'OGN-050', count: 2 }]);
    expect(encodePiltoverCode(d.value)).toMatchObject({ ok: true, value: code });
  });
  it('is lenient about case, spaces and dashes', () => {
    expect(decodePiltoverCode(code.toLowerCase()).ok).toBe(true);
    expect(decodePiltoverCode(`  ${code.slice(0, 20)}-${code.slice(20)}\n`).ok).toBe(true);
  });
});

describe('encoder details', () => {
  it('signed cards: s and * are the same variant; decoding writes s', () => {
    const a = encodePiltoverCode({ mainDeck: [{ cardCode: 'OGN-007*', count: 2 }], sideboard: [] });
    const b = encodePiltoverCode({ mainDeck: [{ cardCode: 'OGN-007s', count: 2 }], sideboard: [] });
    expect(a).toEqual(b);
    const d = a.ok ? decodePiltoverCode(a.value) : undefined;
    expect(d?.ok && d.value.mainDeck).toEqual([{ cardCode: 'OGN-007s', count: 2 }]);
  });
  it('rejects unknown sets, malformed card codes and bad counts with codes', () => {
    expect(
      encodePiltoverCode({ mainDeck: [{ cardCode: 'XYZ-001', count: 1 }], sideboard: [] }),
    ).toMatchObject({ ok: false, error: { code: DeckCodeErrors.badCardCode } });
    expect(
      encodePiltoverCode({ mainDeck: [{ cardCode: 'OGN001', count: 1 }], sideboard: [] }),
    ).toMatchObject({ ok: false, error: { code: DeckCodeErrors.badCardCode } });
    expect(
      encodePiltoverCode({ mainDeck: [{ cardCode: 'OGN-001', count: 0 }], sideboard: [] }),
    ).toMatchObject({ ok: false, error: { code: DeckCodeErrors.badCount } });
  });
  it('decoding errors: bad character, bad format, unknown set and variant, trailing bytes', () => {
    expect(decodePiltoverCode('CQAA!')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCharacter, path: '@4-5' },
    });
    expect(decodePiltoverCode(toBase32([0x23]))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badFormat },
    });
    const unknownSet = [0x13, ...Array(11).fill(0), 1, 1, 9, 0, 7, 0, 0, 0, 0];
    expect(decodePiltoverCode(toBase32(unknownSet))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.unknownSet },
    });
    const unknownVariant = [0x13, ...Array(11).fill(0), 1, 1, 0, 7, 7, 0, 0, 0, 0];
    expect(decodePiltoverCode(toBase32(unknownVariant))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.unknownVariant },
    });
    const g = fromBase32(golden[0]!.code);
    expect(decodePiltoverCode(toBase32([...g, 0, 0]))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.trailingBytes },
    });
  });
});

describe('properties', () => {
  const sets = Object.keys(PILTOVER_SETS);
  const cardArb = fc
    .record({
      set: fc.constantFrom(...sets),
      kind: fc.constantFrom('', '', '', 'R', 'SP'),
      number: fc.integer({ min: 1, max: 320 }),
      variant: fc.constantFrom('', '', 'a', 's', 'b'),
    })
    .map(({ set, kind, number, variant }) =>
      kind === 'R'
        ? `${set}-R${String(number % 100).padStart(2, '0')}${variant}`
        : kind === 'SP'
          ? `${set}-SP${number % 20}${variant}`
          : `${set}-${String(number).padStart(3, '0')}${variant}`,
    );
  const section = (max: number) =>
    fc.uniqueArray(fc.record({ cardCode: cardArb, count: fc.integer({ min: 1, max }) }), {
      selector: (c) => c.cardCode,
      maxLength: 25,
    });
  it('random decks (any version) round-trip', () => {
    fc.assert(
      fc.property(
        section(60),
        section(8),
        fc.option(cardArb, { nil: undefined }),
        fc.array(cardArb, { maxLength: 3 }),
        (main, side, champion, legends) => {
          const deck: PiltoverDeck = {
            mainDeck: main,
            sideboard: side,
            ...(champion === undefined ? {} : { chosenChampion: champion }),
            ...(legends.length > 0 ? { additionalLegends: legends } : {}),
          };
          const code = encodePiltoverCode(deck);
          if (!code.ok) return false;
          const d = decodePiltoverCode(code.value);
          if (!d.ok) return false;
          const norm = (c: string) => c.replace('*', 's');
          return (
            JSON.stringify(shape(d.value.mainDeck)) ===
              JSON.stringify(shape(main.map((c) => ({ ...c, cardCode: norm(c.cardCode) })))) &&
            JSON.stringify(shape(d.value.sideboard)) === JSON.stringify(shape(side)) &&
            d.value.chosenChampion === champion &&
            JSON.stringify(d.value.additionalLegends ?? []) === JSON.stringify(legends)
          );
        },
      ),
      { numRuns: 300 },
    );
  });
  it('random bytes, truncated codes and random text never throw', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 80 }),
        (b) => typeof decodePiltoverCode(toBase32([...b])).ok === 'boolean',
      ),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        (s) => typeof decodePiltoverCode(s).ok === 'boolean',
      ),
      { numRuns: 1000 },
    );
    for (const g of golden) {
      for (let n = 0; n < g.code.length; n++)
        expect(typeof decodePiltoverCode(g.code.slice(0, n)).ok).toBe('boolean');
    }
  });
  it('random bytes after a valid version byte decode or fail with a code, fast', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.uint8Array({ maxLength: 200 }), (v, b) => {
        const r = decodePiltoverCode(toBase32([0x10 | v, ...b]));
        return r.ok || typeof r.error.code === 'string';
      }),
      { numRuns: 2000 },
    );
  });
});
