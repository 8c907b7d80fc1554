// Issue 18's examples, one test each: cards run together on a line, names that disagree with
// the card their set and number find, positions in the text as pasted, and issue 16's message
// for text that is no deck at all.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DeckCodeErrors,
  DeckCodeWarnings,
  decodeLorCode,
  decodeTurnyCode,
  importDeck,
  parsePiltoverList,
  parsePtcgLiveList,
  parseTurnyList,
  textPosition,
} from '../src/index.js';
import { fixture, liveCatalog } from './helpers.js';

const W = DeckCodeWarnings;
const pokemon = sampleCatalogs.pokemon;
const riftbound = sampleCatalogs.riftbound;
const codes = (r: { ok: boolean; warnings?: readonly { code: string }[] }) =>
  r.ok ? (r.warnings ?? []).map((w) => w.code) : [];
/** The text an issue's path points at. */
const pointed = (text: string, path: string | undefined) => {
  const p = textPosition(text, path);
  return p === undefined ? undefined : text.slice(p.start, p.end);
};

describe('issue 18: cards run together on one line', () => {
  it('the Psychic Energy no longer vanish, and the Lightning Energy keep their own count', () => {
    const text = '4 Mew ex 30C 66\n4 Basic {P} Energy SVE 5 2 Basic {L} Energy SVE 4';
    const r = importDeck(text, 'pokemon', pokemon);
    expect(r.ok && r.value.main).toEqual([
      { ref: 'me55-66', count: 4 },
      { ref: 'sve-5', count: 4 },
      { ref: 'sve-4', count: 2 },
    ]);
    expect(codes(r)).toEqual([W.resplitLines]);
    if (r.ok) {
      expect(r.warnings[0]!.message).toBe(
        'Line 2 held 2 cards run together; it was split back into 2 lines.',
      );
      expect(pointed(text, r.warnings[0]!.path)).toBe(
        '4 Basic {P} Energy SVE 5 2 Basic {L} Energy SVE 4',
      );
    }
  });

  it('a line with one card that cannot be found is split all the same: that card alone is skipped (issue 35)', () => {
    const text = '4 Mew ex 30C 66 4 Nobody ex SVI 999 2 Latias ex SSP 76';
    const r = importDeck(text, 'pokemon', pokemon);
    expect(r.ok && r.value.main).toEqual([
      { ref: 'me55-66', count: 4 },
      { ref: 'sv8-76', count: 2 },
    ]);
    expect(codes(r)).toEqual([W.resplitLines, W.unknownCard]);
    if (r.ok) {
      expect(r.warnings[0]!.message).toBe(
        'Line 1 held 3 cards run together; it was split back into 3 lines.',
      );
      expect(pointed(text, r.warnings[1]!.path)).toBe('4 Nobody ex SVI 999');
      expect(r.warnings[1]!.message).toBe(
        '4 Nobody ex (SVI 999) is not in the catalog; it was skipped.',
      );
    }
  });

  it('two neighbours not found are two warnings, each with its own range', () => {
    const text = 'Pokémon: 3 1 Nobody ex SVI 998 2 Somebody SVI 999 Trainer: 4 4 Crispin PRE 105';
    const r = parsePtcgLiveList(text, pokemon);
    expect(r.ok && r.value.main).toEqual([{ ref: 'sv8pt5-105', count: 4 }]);
    expect(r.ok && r.warnings.map((w) => [w.code, pointed(text, w.path)])).toEqual([
      [W.resplitLines, text],
      [W.unknownCard, '1 Nobody ex SVI 998'],
      [W.unknownCard, '2 Somebody SVI 999'],
    ]);
  });

  it('one lost break in a longer list is repaired, wherever it is', () => {
    const list = fixture('pokemon-tcg-live/00-seed-turny-docs.txt').trimEnd();
    const lines = list.split('\n');
    for (let i = 1; i < lines.length; i++) {
      const text = [
        ...lines.slice(0, i - 1),
        `${lines[i - 1]} ${lines[i]}`,
        ...lines.slice(i + 1),
      ].join('\n');
      const r = parsePtcgLiveList(text, pokemon);
      expect(r.ok && r.value.main.reduce((s, e) => s + e.count, 0), text).toBe(20);
    }
  });

  it('a printed suffix (PH) does not stop the split', () => {
    const r = parsePtcgLiveList(
      '1 Gallade ASR 62 PH 1 Gallade ASR 62 4 Ralts ASR 60',
      liveCatalog(),
    );
    expect(r.ok && r.value.main).toEqual([
      { ref: 'swsh10-62', count: 2 },
      { ref: 'swsh10-60', count: 4 },
    ]);
    expect(codes(r)).toEqual([W.resplitLines, W.ignoredSuffix, W.mergedDuplicate]);
  });

  it('headers and footers run together with cards are read as headers (any language)', () => {
    const r = parsePtcgLiveList(
      'Pokémon: 6 4 Mew ex 30C 66 2 Latias ex SSP 76 Entrenador: 4 4 Crispin PRE 105 Karten insgesamt: 10',
      pokemon,
    );
    expect(r.ok && r.value.main.map((e) => e.count)).toEqual([4, 2, 4]);
    expect(codes(r)).toEqual([W.resplitLines]);
  });

  it('Turny.gg list: Defy is no longer lost and Yasuo keeps 1 copy', () => {
    const r = importDeck(
      '3 Charm OGN 43\n3 Defy OGN 45 1 Yasuo - Windrider OGN 205',
      'riftbound',
      riftbound,
    );
    expect(r.ok && r.value.format).toBe('turny-list');
    expect(r.ok && r.value.main).toEqual([
      { ref: 'ogn-043-298', count: 3 },
      { ref: 'ogn-045-298', count: 3 },
      { ref: 'ogn-205-298', count: 1 },
    ]);
  });

  it('Piltover Archive list on one line: sections still sort the sideboard', () => {
    const r = parsePiltoverList(
      'Legend: 1 Yasuo, Unforgiven MainDeck: 3 Charm 3 Defy Sideboard: 2 Rune Prison',
      riftbound,
    );
    expect(r.ok && r.value.main).toEqual([
      { ref: 'ogn-259-298', count: 1 },
      { ref: 'ogn-043-298', count: 3 },
      { ref: 'ogn-045-298', count: 3 },
    ]);
    expect(r.ok && r.value.sideboard).toEqual([{ ref: 'ogn-050-298', count: 2 }]);
  });

  it('Piltover Archive list: a run-together line with an unknown name loses that name alone, headers kept', () => {
    const text = 'MainDeck: 3 Charm 3 Nobody Sideboard:\n2 Rune Prison';
    const r = parsePiltoverList(text, riftbound);
    expect(r.ok && r.value.main).toEqual([{ ref: 'ogn-043-298', count: 3 }]);
    expect(r.ok && r.value.sideboard).toEqual([{ ref: 'ogn-050-298', count: 2 }]);
    expect(r.ok && r.warnings.map((w) => [w.code, pointed(text, w.path)])).toEqual([
      [W.resplitLines, 'MainDeck: 3 Charm 3 Nobody Sideboard:'],
      [W.unknownCard, '3 Nobody'],
    ]);
  });

  it('Turny.gg list: the same', () => {
    const text = 'Main Deck (9) 3 Charm OGN 43 3 Nobody OGN 999 3 Defy OGN 45';
    const r = parseTurnyList(text, riftbound);
    expect(r.ok && r.value.main).toEqual([
      { ref: 'ogn-043-298', count: 3 },
      { ref: 'ogn-045-298', count: 3 },
    ]);
    expect(r.ok && r.warnings.map((w) => [w.code, pointed(text, w.path)])).toEqual([
      [W.resplitLines, text],
      [W.unknownCard, '3 Nobody OGN 999'],
    ]);
  });

  it('a card with other words on its line loads; the other words are named with their range', () => {
    const text = '4 Mew ex 30C 66\nsee you 2 Latias ex SSP 76';
    const r = parsePtcgLiveList(text, pokemon);
    expect(r.ok && r.value.main).toEqual([
      { ref: 'me55-66', count: 4 },
      { ref: 'sv8-76', count: 2 },
    ]);
    expect(codes(r)).toEqual([W.mergedLine]);
    expect(r.ok && pointed(text, r.warnings[0]!.path)).toBe('see you');
    expect(r.ok && r.warnings[0]!.message).toBe(
      'Line 2: "see you" is not a card that is found among the cards run together on this line; it was skipped.',
    );
  });

  it('other words next to a card not found are one warning over both (where they part is a guess)', () => {
    const text = '4 Mew ex 30C 66 hello 2 Nobody ex SVI 999 1 Crispin PRE 105';
    const r = parsePtcgLiveList(text, pokemon);
    expect(r.ok && r.value.main).toEqual([
      { ref: 'me55-66', count: 4 },
      { ref: 'sv8pt5-105', count: 1 },
    ]);
    expect(r.ok && r.warnings.map((w) => [w.code, pointed(text, w.path)])).toEqual([
      [W.resplitLines, text],
      [W.mergedLine, 'hello 2 Nobody ex SVI 999'],
    ]);
    expect(r.ok && r.warnings[1]!.message).toContain('Line 1, column 17');
  });
});

describe('issue 18: a name that is not the card its set and number find', () => {
  it('TCG Live: the card of the set and number loads, the warning names both', () => {
    const r = parsePtcgLiveList('4 Mew ex SSP 76', pokemon);
    expect(r.ok && r.value.main).toEqual([{ ref: 'sv8-76', count: 4 }]);
    expect(codes(r)).toEqual([W.nameMismatch]);
    expect(r.ok && r.warnings[0]!.message).toBe(
      'The list says "Mew ex" but SSP 76 is "Latias ex"; SSP 76 was loaded.',
    );
  });
  it('TCG Live: Basic Energy spelled with a symbol or a type name is the same name', () => {
    const r = parsePtcgLiveList('4 Basic {P} Energy SVE 5\n2 Psychic Energy SVE 5', pokemon);
    expect(codes(r)).toEqual([W.mergedDuplicate]);
  });
  it('Turny.gg list: the same', () => {
    const r = parseTurnyList('3 Defy OGN 43', riftbound);
    expect(r.ok && r.value.main).toEqual([{ ref: 'ogn-043-298', count: 3 }]);
    expect(r.ok && r.warnings.map((w) => w.message)).toEqual([
      'The list says "Defy" but OGN 43 is "Charm"; OGN 43 was loaded.',
    ]);
  });
  it('a mismatched name holding a count is cards run together: skipped, not loaded', () => {
    // Read whole, the line is one card named "Mew ex hello 2 Nobody ex" at SSP 76 (Latias ex):
    // loading it would give Latias the first card's 4 copies, and the cut finds no card either.
    const text = '4 Mew ex hello 2 Nobody ex SSP 76';
    const r = parsePtcgLiveList(text, pokemon);
    expect(r.ok && r.value.main).toEqual([]);
    expect(r.ok && r.warnings.map((w) => [w.code, w.path])).toEqual([[W.mergedLine, '@0-33']]);
  });
  it('cut by structure, two found cards and words between them load as the two cards', () => {
    const r = parsePtcgLiveList('4 Mew ex 30C 66 hello 2 Latias ex SSP 76', pokemon);
    expect(r.ok && r.value.main).toEqual([
      { ref: 'me55-66', count: 4 },
      { ref: 'sv8-76', count: 2 },
    ]);
    expect(codes(r)).toEqual([W.resplitLines, W.mergedLine]);
  });
});

describe('issue 18: positions refer to the text as pasted', () => {
  it("decodeLorCode('CEAQ 2AIA AEDA SCYM CQKR!UJZN') reports the ! at 24", () => {
    const text = 'CEAQ 2AIA AEDA SCYM CQKR!UJZN';
    const r = decodeLorCode(text);
    expect(r).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCharacter, path: '@24-25' },
    });
    expect(!r.ok && r.error.message).toBe(
      'Deck code has "!" at character 25, which is not a base32 letter or digit.',
    );
    expect(textPosition(text, r.ok ? undefined : r.error.path)).toEqual({
      start: 24,
      end: 25,
      line: 1,
      column: 25,
      endLine: 1,
      endColumn: 26,
    });
  });
  it('a code pasted over two lines: the error points at the line and column', () => {
    const text = 'CEAQ2AIA\r\n  AEDA8SCYM';
    const r = decodeLorCode(text);
    const path = r.ok ? undefined : r.error.path;
    expect(pointed(text, path)).toBe('8');
    expect(textPosition(text, path)).toMatchObject({ line: 2, column: 7 });
  });
  it('byte errors (truncated code) point into the pasted text too', () => {
    const text = '  CEAQ-2AIA';
    const r = decodeLorCode(text);
    expect(r.ok).toBe(false);
    const p = textPosition(text, r.ok ? undefined : r.error.path);
    expect(p?.start).toBeGreaterThanOrEqual(2);
    expect(p?.end).toBeLessThanOrEqual(text.length);
  });
  it('PTCG1/RIFT1 errors count the blanks before the code', () => {
    const r = decodeTurnyCode('  PTCG1.me55:4x');
    expect(r).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badSyntax, path: '@13-15' },
    });
    expect(pointed('  PTCG1.me55:4x', r.ok ? undefined : r.error.path)).toBe('4x');
  });
  it('list warnings underline the exact characters, with CRLF, tabs and indentation', () => {
    const text = 'Pokémon: 2\r\n\t4 Mew ex 30C 66\r\n   2  Nobody ex\tSSP 999\r\n';
    const r = parsePtcgLiveList(text, pokemon);
    expect(codes(r)).toEqual([W.unknownCard]);
    const path = r.ok ? r.warnings[0]!.path : undefined;
    expect(pointed(text, path)).toBe('2  Nobody ex\tSSP 999');
    expect(textPosition(text, path)).toMatchObject({ line: 3, column: 4 });
  });
  it('textPosition refuses paths that are not ranges of the text', () => {
    expect(textPosition('abc', '/cards/0')).toBeUndefined();
    expect(textPosition('abc', '@2-9')).toBeUndefined();
    expect(textPosition('abc', undefined)).toBeUndefined();
  });
});

describe('issue 16 point 7: text that is no deck at all', () => {
  it.each([
    ['riftbound', 'Riftbound'],
    ['lor', 'Legends of Runeterra'],
    ['pokemon', 'Pokémon TCG'],
  ] as const)('%s says the text is not a deck code or list of that game', (game, name) => {
    const r = importDeck('hello world this is text', game, sampleCatalogs[game]);
    expect(r).toMatchObject({ ok: false, error: { code: DeckCodeErrors.unrecognized } });
    expect(!r.ok && r.error.message).toMatch(
      new RegExp(`^The text is not a deck code or deck list of ${name} \\(tried: `),
    );
    expect(!r.ok && r.error.message).not.toContain('format is');
  });
  it('a damaged code keeps its own error and position', () => {
    expect(importDeck('CEAQ2AIA1EDA', 'lor', sampleCatalogs.lor)).toMatchObject({
      ok: false,
      error: { code: DeckCodeErrors.badCharacter, path: '@8-9' },
    });
  });
});

describe('noise', () => {
  it('many unreadable lines: 200 warnings one by one, then one that counts the rest', () => {
    const text = ['4 Mew ex 30C 66', ...Array.from({ length: 300 }, (_, i) => `chat ${i}`)].join(
      '\n',
    );
    const r = parsePtcgLiveList(text, pokemon);
    expect(r.ok && r.warnings.length).toBe(201);
    expect(r.ok && r.warnings[200]!.message).toBe(
      '100 more lines (lines 202 to 301) are not card lines; they were skipped.',
    );
  });
  it('text without a letter is no list, whatever its length', () => {
    for (const text of ['1 2 3', '\n'.repeat(10_000), '.,;'.repeat(10_000)])
      expect(parsePiltoverList(text, riftbound)).toMatchObject({ ok: false });
  });
});

describe('token soup', () => {
  it('every list reader returns a result, and every path is a range of the text', () => {
    const word = fc.constantFrom(
      '4',
      '4x',
      '0',
      '1000',
      'Mew',
      'ex',
      '30C',
      '66',
      'SSP',
      'PH',
      'Energy',
      '{P}',
      'Basic',
      'Charm',
      'OGN',
      '43',
      'Legend:',
      'MainDeck:',
      'Sideboard:',
      'Main',
      'Deck',
      '(10)',
      'Trainer:',
      ':',
      'Total',
      'Cards:',
      'x',
      'Yasuo,',
      '-',
      'Unforgiven',
      '\n',
      '\r\n',
      '\t',
    );
    const readers = [
      (t: string) => parsePtcgLiveList(t, pokemon),
      (t: string) => parsePiltoverList(t, riftbound),
      (t: string) => parseTurnyList(t, riftbound),
      (t: string) => importDeck(t, 'pokemon', pokemon),
      (t: string) => importDeck(t, 'riftbound', riftbound),
    ];
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), fc.nat(4), (words, k) => {
        const text = words.join(' ');
        const r = readers[k]!(text);
        const issues = r.ok ? r.warnings : [r.error];
        for (const i of issues) {
          if (i.path === undefined) continue;
          expect(textPosition(text, i.path), i.path).toBeDefined();
        }
      }),
      { numRuns: 400 },
    );
  });
});
