import { LOR_REGION_CODES, LOR_REGION_NAMES, LOR_REGIONS } from '@tcgkit/cards/vocab';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeckCodeErrors, decodeLorCode, encodeLorCode, LOR_FACTIONS } from '../src/index.js';
import { fixture, fromBase32, json, shape, toBase32 } from './helpers.js';

interface Vector {
  code: string;
  cards: string[];
}
const riot: Vector[] = fixture('lor/DeckCodesTestData.txt')
  .trim()
  .split(/\r?\n\s*\r?\n/)
  .map((block) => {
    const [code, ...cards] = block
      .trim()
      .split(/\r?\n/)
      .map((l) => l.trim());
    return { code: code!, cards };
  });
const runeterra = json<Vector[]>('lor/runeterra-deckCodesTestData.json');
const entries = (cards: string[]) =>
  cards.map((line) => {
    const [count, ref] = line.split(':');
    return { ref: ref!, count: Number(count) };
  });

describe("Riot's LoRDeckCodes vectors", () => {
  it('there are 21 of them', () => expect(riot).toHaveLength(21));

  it.each(riot.map((v, i) => [i + 1, v] as const))('vector %i decodes to its cards', (_i, v) => {
    const decoded = decodeLorCode(v.code);
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(shape(decoded.value.cards)).toEqual(shape(entries(v.cards)));
  });

  it.each(riot.map((v, i) => [i + 1, v] as const))(
    'vector %i re-encodes byte for byte',
    (_i, v) => {
      expect(encodeLorCode(entries(v.cards))).toMatchObject({ ok: true, value: v.code });
    },
  );
});

describe('the runeterra package vectors (another group order)', () => {
  it.each(runeterra.map((v, i) => [i + 1, v] as const))(
    'vector %i decodes, and our code decodes to the same deck',
    (_i, v) => {
      const decoded = decodeLorCode(v.code);
      expect(decoded.ok && shape(decoded.value.cards)).toEqual(shape(entries(v.cards)));
      const ours = encodeLorCode(entries(v.cards));
      const again = ours.ok ? decodeLorCode(ours.value) : undefined;
      expect(again?.ok && shape(again.value.cards)).toEqual(shape(entries(v.cards)));
    },
  );
});

describe('deck-builder.md: Legends of Runeterra sample code', () => {
  const code = 'CEAQ2AIAAEDASCYMCQKRUJZNFY2TOAABAEAQABY';
  it('decodes to 13 Demacia cards x3 and one x1 (40 cards), and re-encodes to itself', () => {
    const decoded = decodeLorCode(code);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.version).toBe(1);
    expect(decoded.value.cards.reduce((s, c) => s + c.count, 0)).toBe(40);
    expect(decoded.value.cards).toContainEqual({ ref: '01DE012', count: 3 });
    expect(decoded.value.cards).toContainEqual({ ref: '01DE007', count: 1 });
    expect(encodeLorCode(decoded.value.cards)).toMatchObject({ ok: true, value: code });
  });

  it('is lenient: lower case, spaces, dashes and padding', () => {
    for (const text of [
      code.toLowerCase(),
      ` ${code.slice(0, 10)} ${code.slice(10)} \n`,
      code.replace(/(.{8})/g, '$1-'),
      `${code}====`,
    ]) {
      const decoded = decodeLorCode(text);
      expect(decoded.ok && decoded.value.cards.length).toBe(14);
    }
  });
});

describe('versions, factions and the 4+ section', () => {
  it('has one faction for every region of @tcgkit/cards/vocab, with its code and name', () => {
    expect(LOR_FACTIONS.map((f) => f.code).sort()).toEqual(
      LOR_REGIONS.map((r) => LOR_REGION_CODES[r]).sort(),
    );
    expect(LOR_FACTIONS.map((f) => f.name).sort()).toEqual(
      LOR_REGIONS.map((r) => LOR_REGION_NAMES[r]).sort(),
    );
    expect(new Set(LOR_FACTIONS.map((f) => f.id)).size).toBe(LOR_FACTIONS.length);
  });

  it('writes the lowest version that holds every faction', () => {
    const version = (ref: string) => {
      const code = encodeLorCode([{ ref, count: 1 }]);
      return code.ok ? fromBase32(code.value)[0]! & 0x0f : -1;
    };
    for (const f of LOR_FACTIONS) expect(version(`01${f.code}001`)).toBe(f.version);
    const mixed = encodeLorCode([
      { ref: '01DE001', count: 3 },
      { ref: '04SH020', count: 2 },
    ]);
    expect(mixed.ok && fromBase32(mixed.value)[0]).toBe(0x13);
  });

  it('round-trips every faction and cards with 4 to 40 copies', () => {
    const deck = [
      ...LOR_FACTIONS.map((f, i) => ({
        ref: `0${1 + (i % 7)}${f.code}${String(10 + i).padStart(3, '0')}`,
        count: 1 + (i % 3),
      })),
      { ref: '01DE005', count: 4 },
      { ref: '02BW010', count: 40 },
    ];
    const code = encodeLorCode(deck);
    const back = code.ok ? decodeLorCode(code.value) : undefined;
    expect(back?.ok && shape(back.value.cards)).toEqual(shape(deck));
  });

  it('adds up duplicate refs and accepts lower-case refs', () => {
    const a = encodeLorCode([
      { ref: '01de012', count: 1 },
      { ref: '01DE012', count: 2 },
    ]);
    expect(a).toEqual(encodeLorCode([{ ref: '01DE012', count: 3 }]));
    const back = a.ok ? decodeLorCode(a.value) : undefined;
    expect(back?.ok && back.value.cards).toEqual([{ ref: '01DE012', count: 3 }]);
  });

  it('rejects refs that are not card codes and bad counts', () => {
    expect(encodeLorCode([{ ref: 'Garen', count: 1 }])).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCardCode },
    });
    expect(encodeLorCode([{ ref: '01XX001', count: 1 }])).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCardCode },
    });
    expect(encodeLorCode([{ ref: '01DE001', count: 0 }])).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCount },
    });
    expect(encodeLorCode([{ ref: '01DE001', count: 1.5 }])).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCount },
    });
  });
});

describe('malformed codes: an error with a code and where reading failed', () => {
  it('an empty code', () => {
    expect(decodeLorCode('  ')).toMatchObject({ ok: false, error: { code: DeckCodeErrors.empty } });
  });
  it('a character outside base32, with its offset', () => {
    expect(decodeLorCode('CEAQ2AIA1EDA')).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCharacter, path: '@8-9' },
    });
  });
  it('a wrong format nibble and an unknown version', () => {
    expect(decodeLorCode(toBase32([0x21, 0, 0, 0]))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badFormat, path: '@0-2' },
    });
    expect(decodeLorCode(toBase32([0x16, 0, 0, 0]))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.unsupportedVersion },
    });
    expect(decodeLorCode(toBase32([0x10, 0, 0, 0]))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.unsupportedVersion },
    });
  });
  it('an unknown faction (8) with the position of its byte', () => {
    const decoded = decodeLorCode(toBase32([0x11, 1, 1, 1, 8, 12, 0, 0]));
    expect(decoded).toMatchObject({ ok: false, error: { code: DeckCodeErrors.unknownFaction } });
    if (!decoded.ok) expect(decoded.error.path).toMatch(/^@\d+-\d+$/);
  });
  it('a group that announces more cards than the code holds', () => {
    expect(decodeLorCode(toBase32([0x11, 1, 100, 1, 0, 5]))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.truncated },
    });
  });
  it('a varint longer than 4 bytes', () => {
    expect(decodeLorCode(toBase32([0x11, 0xff, 0xff, 0xff, 0xff, 0x01]))).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badVarint },
    });
  });
  it('every truncation of every Riot vector returns a result, never throws', () => {
    for (const v of riot) {
      for (let n = 0; n < v.code.length; n++) {
        const r = decodeLorCode(v.code.slice(0, n));
        expect(typeof r.ok).toBe('boolean');
      }
    }
  });
});

describe('properties', () => {
  const cardArb = fc.record({
    set: fc.integer({ min: 1, max: 99 }),
    faction: fc.constantFrom(...LOR_FACTIONS.map((f) => f.code)),
    number: fc.integer({ min: 0, max: 999 }),
    count: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 4, max: 300 })),
  });
  it('encode then decode gives the same deck', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(cardArb, {
          selector: (c) => `${c.set}${c.faction}${c.number}`,
          maxLength: 40,
        }),
        (cards) => {
          const deck = cards.map((c) => ({
            ref: `${String(c.set).padStart(2, '0')}${c.faction}${String(c.number).padStart(3, '0')}`,
            count: c.count,
          }));
          const code = encodeLorCode(deck);
          if (!code.ok) return false;
          const back = decodeLorCode(code.value);
          return back.ok && JSON.stringify(shape(back.value.cards)) === JSON.stringify(shape(deck));
        },
      ),
      { numRuns: 300 },
    );
  });
  it('decode then encode gives the same code for every code we write', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(cardArb, {
          selector: (c) => `${c.set}${c.faction}${c.number}`,
          maxLength: 30,
        }),
        (cards) => {
          const deck = cards.map((c) => ({
            ref: `${String(c.set).padStart(2, '0')}${c.faction}${String(c.number).padStart(3, '0')}`,
            count: c.count,
          }));
          const code = encodeLorCode(deck);
          const back = code.ok ? decodeLorCode(code.value) : undefined;
          const again = back?.ok ? encodeLorCode(back.value.cards) : undefined;
          return code.ok && again?.ok === true && again.value === code.value;
        },
      ),
      { numRuns: 200 },
    );
  });
  it('random bytes and random text never throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const r = decodeLorCode(toBase32([...bytes]));
        return typeof r.ok === 'boolean';
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => typeof decodeLorCode(s).ok === 'boolean'),
      { numRuns: 1000 },
    );
  });
});
