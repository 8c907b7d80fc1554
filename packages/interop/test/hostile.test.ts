import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InteropErrors, importTom, XML_LIMITS } from '../src/index.js';

const FIXTURE = readFileSync(
  new URL('./fixtures/tom/round-rock-summer-2026-06-20.xml', import.meta.url),
  'utf8',
);
const codeOf = (input: unknown): string | undefined => {
  const r = importTom(input);
  return r.ok ? undefined : r.error.code;
};
const CODES = new Set<string>(Object.values(InteropErrors));

describe('hostile XML is refused with a coded error', () => {
  it('billion laughs (nested entity expansion) → interop/xml-doctype, before any expansion', () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [',
      ' <!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
      ),
      ']>',
      '<tournament><data><name>&lol9;</name></data></tournament>',
    ].join('\n');
    const r = importTom(lol);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(InteropErrors.xmlDoctype);
    expect(r.error.path).toBe('@2:1');
  });
  it('an external entity (XXE) → interop/xml-doctype', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE t [<!ENTITY x SYSTEM "file:///etc/passwd">]><tournament>&x;</tournament>';
    expect(codeOf(xxe)).toBe(InteropErrors.xmlDoctype);
  });
  it('the five predefined entities and numeric references are decoded', () => {
    const r = importTom(
      FIXTURE.replace(
        '2025-2026 Summer Tournament',
        '&amp; &lt;b&gt; O&apos;Neil &quot;Jos&#233;&quot; &#x1F600;',
      ),
    );
    expect(r.ok && r.value.name).toBe('& <b> O\'Neil "José" 😀');
  });
  it('a 1,000,000-character attribute → interop/xml-value-too-long with its position', () => {
    const r = importTom(`<tournament type="${'x'.repeat(1_000_000)}"></tournament>`);
    expect(r.ok || r.error).toEqual({
      code: InteropErrors.xmlValueTooLong,
      message: expect.stringContaining('attribute'),
      path: '@1:18',
    });
  });
  it('an unterminated huge attribute → interop/xml-value-too-long', () => {
    expect(codeOf(`<tournament type="${'x'.repeat(XML_LIMITS.maxValueLength + 1)}`)).toBe(
      InteropErrors.xmlValueTooLong,
    );
  });
  it('a 1,000,000-character text run → interop/xml-value-too-long', () => {
    expect(
      codeOf(`<tournament><data><name>${'a'.repeat(1_000_000)}</name></data></tournament>`),
    ).toBe(InteropErrors.xmlValueTooLong);
  });
  it('a huge CDATA section → interop/xml-value-too-long', () => {
    expect(codeOf(`<tournament><![CDATA[${'a'.repeat(20_000)}]]></tournament>`)).toBe(
      InteropErrors.xmlValueTooLong,
    );
  });
  it('100,000 nested elements → interop/xml-too-deep (no recursion blows the stack)', () => {
    const r = importTom(`${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`);
    expect(r.ok || r.error).toEqual({
      code: InteropErrors.xmlTooDeep,
      message: expect.any(String),
      path: `@1:${3 * XML_LIMITS.maxDepth + 1}`,
    });
  });
  it('nesting exactly at the limit is read (and is then not a TOM file)', () => {
    const ok = `${'<a>'.repeat(XML_LIMITS.maxDepth)}${'</a>'.repeat(XML_LIMITS.maxDepth)}`;
    expect(codeOf(ok)).toBe(InteropErrors.tomInvalid);
  });
  it('a file over the size limit → interop/xml-too-large', () => {
    expect(codeOf(' '.repeat(XML_LIMITS.maxLength + 1))).toBe(InteropErrors.xmlTooLarge);
  });
  it('malformed XML → interop/xml-malformed with a line and column', () => {
    const r = importTom('<tournament>\n  <data>\n</tournament>');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(InteropErrors.xmlMalformed);
    expect(r.error.path).toMatch(/^@\d+:\d+$/);
  });
  it('anything but a string → interop/not-text', () => {
    for (const bad of [undefined, null, 1, {}, [], new Uint8Array(3)])
      expect(codeOf(bad)).toBe(InteropErrors.notText);
  });
});

describe('invalid XML is refused, never read or written (issue 31, defect 5)', () => {
  const at = (xml: string) => {
    const r = importTom(xml);
    return r.ok ? r : { code: r.error.code, path: r.error.path, message: r.error.message };
  };
  it('a NUL character → interop/xml-malformed at its line and column', () => {
    const bad = FIXTURE.replace('<city>Pflugerville</city>', '<city>Pfluger\u0000ville</city>');
    expect(at(bad)).toEqual({
      code: InteropErrors.xmlMalformed,
      path: '@6:16',
      message: expect.stringContaining('U+0000'),
    });
  });
  it('every other control character (U+0001-U+001F but tab, LF, CR), U+FFFE and a lone surrogate', () => {
    const allowed = new Set([9, 10, 13]);
    for (let c = 1; c < 0x20; c++) {
      const bad = FIXTURE.replace('Pflugerville', `Pf${String.fromCharCode(c)}lugerville`);
      expect(codeOf(bad), `U+${c.toString(16)}`).toBe(
        allowed.has(c) ? undefined : InteropErrors.xmlMalformed,
      );
    }
    for (const ch of ['\uFFFE', '\uFFFF', '\uD800', '\uDC00x'])
      expect(codeOf(FIXTURE.replace('Pflugerville', `P${ch}`))).toBe(InteropErrors.xmlMalformed);
    // a pair of surrogates is one character, and is read
    expect(codeOf(FIXTURE.replace('Pflugerville', 'P\uD83D\uDE00'))).toBeUndefined();
  });
  it('a control character written as a reference (&#0;, &#x1B;) → interop/xml-malformed', () => {
    for (const ref of ['&#0;', '&#x1B;', '&#xFFFE;', '&#1114112;'])
      expect(codeOf(FIXTURE.replace('Pflugerville', ref)), ref).toBe(InteropErrors.xmlMalformed);
  });
  it('an undeclared entity (&nbsp;, &lol;) → interop/xml-malformed naming it, in text and attributes', () => {
    expect(at(FIXTURE.replace('Pflugerville', 'a&nbsp;b'))).toEqual({
      code: InteropErrors.xmlMalformed,
      path: '@6:10',
      message: expect.stringContaining('&nbsp;'),
    });
    expect(codeOf(FIXTURE.replace('name="Test Organizer"', 'name="a&lol;"'))).toBe(
      InteropErrors.xmlMalformed,
    );
    expect(codeOf(FIXTURE.replace('Pflugerville', 'Tom & Jerry'))).toBe(InteropErrors.xmlMalformed);
  });
  it('the empty string (or only whitespace) → interop/xml-malformed at @1:1, saying what a file holds', () => {
    for (const empty of ['', '  \n\t'])
      expect(at(empty)).toEqual({
        code: InteropErrors.xmlMalformed,
        path: '@1:1',
        message: expect.stringContaining('The text is empty'),
      });
  });
  it('two root elements → interop/xml-malformed with its own message, at the second root', () => {
    expect(at(`${FIXTURE}<tournament/>`)).toEqual({
      code: InteropErrors.xmlMalformed,
      path: expect.stringMatching(/^@\d+:1$/),
      message: expect.stringContaining('A second root element <tournament>'),
    });
    expect(at('<a/><b/>')).toMatchObject({ path: '@1:5', message: expect.stringContaining('<b>') });
    expect(at('<a/>text')).toMatchObject({ message: expect.stringContaining('after the root') });
  });
});

describe('bad TOM content gets a coded error with its element path', () => {
  it('another root element → interop/tom-invalid at /', () => {
    expect(importTom('<event/>')).toMatchObject({
      ok: false,
      error: { code: InteropErrors.tomInvalid, path: '/' },
    });
  });
  it('no <players> → interop/tom-invalid', () => {
    expect(importTom('<tournament><data><name>x</name></data></tournament>')).toMatchObject({
      ok: false,
      error: { code: InteropErrors.tomInvalid, path: '/tournament/players' },
    });
  });
  it('a match naming an unknown player → interop/tom-unknown-player with the match path', () => {
    const bad = FIXTURE.replace('<player1 userid="6049957"/>', '<player1 userid="999"/>');
    expect(importTom(bad)).toMatchObject({
      ok: false,
      error: {
        code: InteropErrors.tomUnknownPlayer,
        path: '/tournament/pods/pod/0/rounds/round/0/matches/match/1/player1',
      },
    });
  });
  it('a round number that is not a number → interop/tom-bad-number', () => {
    const bad = FIXTURE.replace('<round number="2"', '<round number="two"');
    expect(importTom(bad)).toMatchObject({
      ok: false,
      error: {
        code: InteropErrors.tomBadNumber,
        path: '/tournament/pods/pod/0/rounds/round/1/@number',
      },
    });
  });
  it('a player listed twice → interop/tom-invalid', () => {
    const bad = FIXTURE.replace('<player userid="6071929">', '<player userid="5829173">');
    expect(importTom(bad)).toMatchObject({
      ok: false,
      error: { code: InteropErrors.tomInvalid, path: '/tournament/players/player/1' },
    });
  });
  it('a player paired twice in one round → interop/tom-invalid (not a valid Swiss stage)', () => {
    const bad = FIXTURE.replace('<player2 userid="6056297"/>', '<player2 userid="5739819"/>');
    expect(importTom(bad)).toMatchObject({
      ok: false,
      error: { code: InteropErrors.tomInvalid, path: '/tournament/pods/pod/0' },
    });
  });
  it('an unknown outcome → interop/tom-unknown-outcome with its path', () => {
    expect(importTom(FIXTURE.replace('<match outcome="2">', '<match outcome="7">'))).toMatchObject({
      ok: false,
      error: {
        code: InteropErrors.tomUnknownOutcome,
        path: '/tournament/pods/pod/0/rounds/round/0/matches/match/1/@outcome',
      },
    });
  });
  it('a match pairing a player with themselves → interop/tom-invalid', () => {
    const bad = FIXTURE.replace('<player2 userid="6056297"/>', '<player2 userid="6049957"/>');
    expect(importTom(bad)).toMatchObject({
      ok: false,
      error: {
        code: InteropErrors.tomInvalid,
        message: 'The match pairs player 6049957 with themselves.',
        path: '/tournament/pods/pod/0/rounds/round/0/matches/match/1',
      },
    });
  });
  it('element names that would pollute prototypes (__proto__, constructor) are refused, coded', () => {
    for (const name of ['__proto__', 'constructor']) {
      const bad = FIXTURE.replace('<timeelapsed>', `<${name}>1</${name}><timeelapsed>`);
      expect(codeOf(bad)).toBe(InteropErrors.xmlMalformed);
    }
  });
  it('a player in two pods → interop/tom-invalid (each player is paired in one pod)', () => {
    const pod = FIXTURE.slice(
      FIXTURE.indexOf('<pod category="0" stage="2">'),
      FIXTURE.indexOf('</pod>') + 6,
    );
    const bad = FIXTURE.replace('</pods>', `${pod.replace('category="0"', 'category="1"')}</pods>`);
    expect(importTom(bad)).toMatchObject({
      ok: false,
      error: { code: InteropErrors.tomInvalid, path: '/tournament/pods/pod/1' },
    });
  });
  it('a player with no userid → interop/tom-invalid with its path', () => {
    expect(importTom('<tournament><data/><players><player/></players></tournament>')).toMatchObject(
      {
        ok: false,
        error: { code: InteropErrors.tomInvalid, path: '/tournament/players/player/0' },
      },
    );
  });
  it('an element it does not read is a warning naming it', () => {
    const r = importTom(FIXTURE.replace('<timeelapsed>', '<extra><x>1</x></extra><timeelapsed>'));
    expect(r.ok && r.warnings.map((w) => [w.code, w.path])).toEqual([
      [InteropErrors.tomIgnored, '/tournament/extra'],
    ]);
  });
});

describe('importTom is total', () => {
  it('never throws on any string; every failure has a known code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = importTom(s);
        if (!r.ok) expect(CODES.has(r.error.code)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it('never throws on a real file cut, or with text spliced in, anywhere', () => {
    fc.assert(
      fc.property(
        fc.nat(FIXTURE.length),
        fc.nat(FIXTURE.length),
        fc.constantFrom(
          '',
          '<',
          '>',
          '"',
          '&',
          '<!--',
          '<a>',
          '</pod>',
          '<player userid="1"/>',
          '<![CDATA[',
          'outcome="9"',
        ),
        (cut, at, insert) => {
          for (const text of [
            FIXTURE.slice(0, cut),
            FIXTURE.slice(0, at) + insert + FIXTURE.slice(at),
          ]) {
            const r = importTom(text);
            if (!r.ok) expect(CODES.has(r.error.code)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(importTom(v).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
