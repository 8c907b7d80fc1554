import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DeckCodeErrors,
  DeckCodeWarnings,
  decodeTurnyCode,
  encodeTurnyCode,
} from '../src/index.js';

const PTCG1 = 'PTCG1.me55:4x66,4x128.sv8:2x76.sv8pt5:4x105.sve:2x4,4x5';
const RIFT1 =
  'RIFT1.OGN:6x042-298,3x043-298,3x045-298,3x064-298,6x166-298,205-298,259-298,282-298,289-298,293-298.SB.OGN:2x050-298';

describe('deck-builder.md: the PTCG1 sample code', () => {
  it('decodes to printing refs <set>-<number>, 20 cards', () => {
    const d = decodeTurnyCode(PTCG1);
    expect(d).toMatchObject({ ok: true, warnings: [] });
    if (!d.ok) return;
    expect(d.value.main).toEqual([
      { ref: 'me55-66', count: 4 },
      { ref: 'me55-128', count: 4 },
      { ref: 'sv8-76', count: 2 },
      { ref: 'sv8pt5-105', count: 4 },
      { ref: 'sve-4', count: 2 },
      { ref: 'sve-5', count: 4 },
    ]);
    expect(d.value.sideboard).toEqual([]);
  });
  it('re-encodes to itself from any entry order', () => {
    const d = decodeTurnyCode(PTCG1);
    if (!d.ok) throw new Error('decode');
    expect(encodeTurnyCode('PTCG1', [...d.value.main].reverse())).toMatchObject({
      ok: true,
      value: PTCG1,
    });
  });
});

describe('deck-builder.md: the RIFT1 sample code', () => {
  it('decodes the main deck and the .SB. sideboard, refs lower case', () => {
    const d = decodeTurnyCode(RIFT1);
    expect(d.ok).toBe(true);
    if (!d.ok) return;
    expect(d.value.main.reduce((s, e) => s + e.count, 0)).toBe(26);
    expect(d.value.main[0]).toEqual({ ref: 'ogn-042-298', count: 6 });
    expect(d.value.main).toContainEqual({ ref: 'ogn-259-298', count: 1 });
    expect(d.value.sideboard).toEqual([{ ref: 'ogn-050-298', count: 2 }]);
    expect(encodeTurnyCode('RIFT1', [...d.value.main].reverse(), d.value.sideboard)).toMatchObject({
      ok: true,
      value: RIFT1,
    });
  });
  it('reads set codes and the tag in any case', () => {
    const d = decodeTurnyCode('rift1.ogn:2x042-298.sb.ogn:050-298');
    expect(d.ok && d.value).toEqual({
      tag: 'RIFT1',
      main: [{ ref: 'ogn-042-298', count: 2 }],
      sideboard: [{ ref: 'ogn-050-298', count: 1 }],
    });
  });
});

describe('grammar decisions', () => {
  it('the same card twice is added up, with a warning', () => {
    const d = decodeTurnyCode('PTCG1.sv1:2x196.sv1:196');
    expect(d).toMatchObject({ ok: true, value: { main: [{ ref: 'sv1-196', count: 3 }] } });
    expect(d.ok && d.warnings.map((w) => w.code)).toEqual([DeckCodeWarnings.mergedDuplicate]);
  });
  it('letter-bearing numbers are kept as written (with a PTCG1 warning)', () => {
    const d = decodeTurnyCode('PTCG1.swsh12tg:TG05,2xTG12');
    expect(d.ok && d.value.main).toEqual([
      { ref: 'swsh12tg-TG05', count: 1 },
      { ref: 'swsh12tg-TG12', count: 2 },
    ]);
    expect(d.ok && d.warnings.every((w) => w.code === DeckCodeWarnings.letterNumber)).toBe(true);
    expect(encodeTurnyCode('PTCG1', [{ ref: 'swsh12tg-TG05', count: 1 }])).toMatchObject({
      ok: true,
      value: 'PTCG1.swsh12tg:TG05',
    });
    const rb = decodeTurnyCode('RIFT1.VEN:6xR02,SP1-006.OGN:305-star-298');
    expect(rb.ok && rb.value.main.map((e) => e.ref)).toEqual([
      'ven-r02',
      'ven-sp1-006',
      'ogn-305-star-298',
    ]);
  });
  it('the encoder sorts sets and numbers naturally and leaves out 1x', () => {
    const code = encodeTurnyCode('PTCG1', [
      { ref: 'sv10-2', count: 1 },
      { ref: 'sv2-100', count: 2 },
      { ref: 'sv2-9', count: 3 },
    ]);
    expect(code).toMatchObject({ ok: true, value: 'PTCG1.sv2:3x9,2x100.sv10:2' });
  });
  it('a single copy of a number that starts like a count is written 1x, so it reads back as one card', () => {
    const code = encodeTurnyCode('PTCG1', [
      { ref: 'me55-6x6', count: 1 },
      { ref: 'me55-7', count: 1 },
    ]);
    expect(code).toMatchObject({ ok: true, value: 'PTCG1.me55:1x6x6,7' });
    const back = decodeTurnyCode(code.ok ? code.value : '');
    expect(back.ok && back.value.main).toEqual([
      { ref: 'me55-6x6', count: 1 },
      { ref: 'me55-7', count: 1 },
    ]);
    const rift = encodeTurnyCode('RIFT1', [{ ref: 'ogn-2X9', count: 1 }]);
    expect(rift).toMatchObject({ ok: true, value: 'RIFT1.OGN:1x2x9' });
    expect(decodeTurnyCode(rift.ok ? rift.value : '')).toMatchObject({
      ok: true,
      value: { main: [{ ref: 'ogn-2x9', count: 1 }] },
    });
  });
  it('errors carry a code and the character range', () => {
    expect(decodeTurnyCode('')).toMatchObject({ ok: false, error: { code: DeckCodeErrors.empty } });
    expect(decodeTurnyCode('XYZ1.a:1')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax, path: '@0-4' },
    });
    expect(decodeTurnyCode('PTCG1.')).toMatchObject({
      ok: true,
      value: { main: [], sideboard: [] },
    });
    expect(decodeTurnyCode('PTCG1')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax },
    });
    expect(encodeTurnyCode('RIFT1', [], [{ ref: 'ogn-050-298', count: 2 }])).toMatchObject({
      ok: true,
      value: 'RIFT1.SB.OGN:2x050-298',
    });
    expect(decodeTurnyCode('PTCG1.sv1196')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax, path: '@6-12' },
    });
    expect(decodeTurnyCode('PTCG1.sv1:4x196,,3')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax, path: '@16-16' },
    });
    expect(decodeTurnyCode('PTCG1.sv1:0x196')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCount, path: '@10-15' },
    });
    expect(decodeTurnyCode('PTCG1.sv1:4x196.SB.sv2:1')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax, path: '@16-18' },
    });
    expect(decodeTurnyCode('RIFT1.OGN:1.SB.OGN:2.SB.OGN:3')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax },
    });
    expect(encodeTurnyCode('PTCG1', [{ ref: 'nodash', count: 1 }])).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCardCode },
    });
    expect(encodeTurnyCode('PTCG1', [{ ref: 'sv1-1', count: 0 }])).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCount },
    });
    expect(encodeTurnyCode('PTCG1', [], [{ ref: 'sv1-1', count: 1 }])).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax },
    });
  });
});

describe('properties', () => {
  const pokemonRef = fc
    .tuple(
      fc.constantFrom('sv1', 'sv2', 'me55', 'sv8pt5', 'swsh12tg', 'sve', 'svp'),
      fc.oneof(
        fc.integer({ min: 1, max: 300 }).map(String),
        fc.constantFrom('TG05', 'GG12', 'SV001'),
      ),
    )
    .map(([s, n]) => `${s}-${n}`);
  const rbRef = fc
    .tuple(
      fc.constantFrom('ogn', 'sfd', 'unl', 'ven'),
      fc.integer({ min: 1, max: 310 }),
      fc.constantFrom('', 'a', '-star'),
    )
    .map(
      ([s, n, t]) =>
        `${s}-${String(n).padStart(3, '0')}${t === 'a' ? 'a' : ''}${t === '-star' ? '-star' : ''}-298`,
    );
  const entries = (ref: fc.Arbitrary<string>) =>
    fc.uniqueArray(fc.record({ ref, count: fc.integer({ min: 1, max: 60 }) }), {
      selector: (e) => e.ref,
      maxLength: 30,
    });
  const sorted = (e: readonly { ref: string; count: number }[]) =>
    [...e].map((x) => `${x.count}:${x.ref}`).sort();
  it('PTCG1: encode then decode gives the same deck; decode then encode gives the same code', () => {
    fc.assert(
      fc.property(entries(pokemonRef), (main) => {
        const code = encodeTurnyCode('PTCG1', main);
        const d = code.ok ? decodeTurnyCode(code.value) : undefined;
        const again = d?.ok ? encodeTurnyCode('PTCG1', d.value.main) : undefined;
        return (
          d?.ok === true &&
          JSON.stringify(sorted(d.value.main)) === JSON.stringify(sorted(main)) &&
          again?.ok === true &&
          code.ok &&
          again.value === code.value
        );
      }),
      { numRuns: 300 },
    );
  });
  it('RIFT1 with a sideboard round-trips', () => {
    fc.assert(
      fc.property(entries(rbRef), entries(rbRef), (main, side) => {
        const code = encodeTurnyCode('RIFT1', main, side);
        const d = code.ok ? decodeTurnyCode(code.value) : undefined;
        return (
          d?.ok === true &&
          JSON.stringify(sorted(d.value.main)) === JSON.stringify(sorted(main)) &&
          JSON.stringify(sorted(d.value.sideboard)) === JSON.stringify(sorted(side))
        );
      }),
      { numRuns: 300 },
    );
  });
  it('random text and truncated codes never throw', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        (s) =>
          typeof decodeTurnyCode(`PTCG1.${s}`).ok === 'boolean' &&
          typeof decodeTurnyCode(s).ok === 'boolean',
      ),
      { numRuns: 2000 },
    );
    for (const code of [PTCG1, RIFT1])
      for (let n = 0; n <= code.length; n++)
        expect(typeof decodeTurnyCode(code.slice(0, n)).ok).toBe('boolean');
  });
});
