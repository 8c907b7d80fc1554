/**
 * Safe XML reading: a linear pre-scan that refuses hostile input (DOCTYPE and entity
 * declarations, huge values, deep nesting, oversized files) with coded errors, then
 * fast-xml-parser with entity expansion limited to the five predefined entities.
 * @module
 */
import { err, ok, type Result } from '@tcgkit/core';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { InteropErrors } from './errors.js';

/** The limits the XML reader enforces before parsing. */
export const XML_LIMITS = {
  /** Characters in the whole file (a 2,000-player TOM file is about 3 MB). */
  maxLength: 16_000_000,
  /** Element nesting depth (TOM files nest 8 deep). */
  maxDepth: 32,
  /** Characters in one attribute value or one text run. */
  maxValueLength: 10_000,
} as const;

/** `@line:column` (1-based) of `offset` in `text`, counted only when an error is reported. */
function where(text: string, offset: number): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `@${line}:${offset - lineStart + 1}`;
}

/** The five entities XML predefines, the only named references a TOM file may hold. */
const PREDEFINED: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/** True for a code point XML 1.0 allows in a document (`Char`): tab, LF, CR, U+0020 and up but no surrogates, U+FFFE or U+FFFF. */
export function isXmlChar(cp: number): boolean {
  return (
    cp === 9 ||
    cp === 10 ||
    cp === 13 ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

const hex4 = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The reference starting at `at` (text[at] is `&`): its decoded text and length, or a problem.
 * Only `&lt; &gt; &amp; &quot; &apos;` and numeric references to characters XML allows.
 */
function reference(
  text: string,
  at: number,
): { readonly value: string; readonly length: number } | string {
  const end = text.indexOf(';', at + 1);
  if (end < 0 || end - at > 12) {
    return 'A "&" that starts no reference: write it as &amp;.';
  }
  const body = text.slice(at + 1, end);
  const named = PREDEFINED[body];
  if (named !== undefined && Object.hasOwn(PREDEFINED, body))
    return { value: named, length: end - at + 1 };
  const numeric = /^#(?:([0-9]{1,7})|x([0-9a-fA-F]{1,6}))$/.exec(body);
  if (numeric === null) {
    return `The entity &${body}; is not declared (only &lt; &gt; &amp; &quot; &apos; and numeric references like &#233; are; TOM writes no others). Replace it with the character itself.`;
  }
  const cp =
    numeric[1] !== undefined ? Number(numeric[1]) : Number.parseInt(numeric[2] as string, 16);
  if (!isXmlChar(cp)) {
    return `&${body}; refers to ${hex4(cp)}, a character XML does not allow in a document.`;
  }
  return { value: String.fromCodePoint(cp), length: end - at + 1 };
}

/**
 * Decodes the references in a value the pre-scan has checked (every `&` starts a valid one).
 * Values without `&` come back unchanged, with no copy.
 */
export function decodeReferences(value: string): string {
  if (value.indexOf('&') < 0) return value;
  let out = '';
  let from = 0;
  for (let at = value.indexOf('&'); at >= 0; at = value.indexOf('&', from)) {
    const ref = reference(value, at);
    if (typeof ref === 'string') return value; // not reached after prescanXml
    out += value.slice(from, at) + ref.value;
    from = at + ref.length;
  }
  return out + value.slice(from);
}

/** The first character XML does not allow, as an error, or `undefined`. */
function badCharacter(text: string): Result<true> | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 && c < 0xd800) continue;
    if (c === 9 || c === 10 || c === 13) continue;
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    if (c >= 0xe000 && c <= 0xfffd) continue;
    const what =
      c >= 0xd800 && c <= 0xdfff ? `a lone surrogate (${hex4(c)})` : `the character ${hex4(c)}`;
    return err(
      InteropErrors.xmlMalformed,
      `The file holds ${what}, which XML does not allow anywhere in a document (a NUL or control character usually means the file was damaged or is not text). Remove it, or re-save the file from TOM.`,
      where(text, i),
    );
  }
  return undefined;
}

/** Checks every `&` in `text[from, to)`: each must start a reference XML knows. */
function checkReferences(text: string, from: number, to: number): Result<true> | undefined {
  for (let at = text.indexOf('&', from); at >= 0 && at < to; at = text.indexOf('&', at + 1)) {
    const ref = reference(text, at);
    if (typeof ref === 'string') return err(InteropErrors.xmlMalformed, ref, where(text, at));
  }
  return undefined;
}

/**
 * One pass over the text: every character is looked at a bounded number of times, so it is
 * linear whatever the input. Refuses what XML or TOM never holds: characters XML does not
 * allow (NUL, control characters), references other than the five predefined entities and
 * numeric ones, DOCTYPE and entity declarations, over-long values, deep nesting, an empty
 * document, text outside the root and a second root element.
 */
export function prescanXml(text: string): Result<true> {
  const n = text.length;
  if (n > XML_LIMITS.maxLength) {
    return err(
      InteropErrors.xmlTooLarge,
      `The file is ${n} characters long; files over ${XML_LIMITS.maxLength} characters are refused.`,
      '@1:1',
    );
  }
  if (text.trim() === '') {
    return err(
      InteropErrors.xmlMalformed,
      'The text is empty: a TOM file starts with <?xml version="1.0" encoding="UTF-8"?> and holds one <tournament> element. Give importTom the whole file.',
      '@1:1',
    );
  }
  const bad = badCharacter(text);
  if (bad !== undefined) return bad;
  let depth = 0;
  let roots = 0;
  let i = 0;
  let textRun = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c !== 60 /* < */) {
      textRun++;
      if (textRun > XML_LIMITS.maxValueLength) {
        return err(
          InteropErrors.xmlValueTooLong,
          `A text run is longer than ${XML_LIMITS.maxValueLength} characters; no TOM field is that long.`,
          where(text, i),
        );
      }
      if (c === 38 /* & */) {
        const ref = reference(text, i);
        if (typeof ref === 'string') return err(InteropErrors.xmlMalformed, ref, where(text, i));
      } else if (depth === 0 && c !== 32 && c !== 9 && c !== 10 && c !== 13 && c !== 0xfeff) {
        return err(
          InteropErrors.xmlMalformed,
          roots === 0
            ? 'Text before the root element: a TOM file starts with <?xml ...?> or <tournament>.'
            : 'Text after the root element has closed: a TOM file ends with </tournament>.',
          where(text, i),
        );
      }
      i++;
      continue;
    }
    textRun = 0;
    const next = text.charCodeAt(i + 1);
    if (next === 33 /* ! */) {
      if (text.startsWith('<!--', i)) {
        const end = text.indexOf('-->', i + 4);
        i = end < 0 ? n : end + 3;
        continue;
      }
      if (text.startsWith('<![CDATA[', i)) {
        const end = text.indexOf(']]>', i + 9);
        const stop = end < 0 ? n : end;
        if (stop - i - 9 > XML_LIMITS.maxValueLength) {
          return err(
            InteropErrors.xmlValueTooLong,
            `A CDATA section is longer than ${XML_LIMITS.maxValueLength} characters.`,
            where(text, i),
          );
        }
        i = end < 0 ? n : end + 3;
        continue;
      }
      return err(
        InteropErrors.xmlDoctype,
        'The file declares a DOCTYPE or entities (<!...>); TOM files never do, and entity expansion is refused.',
        where(text, i),
      );
    }
    if (next === 63 /* ? */) {
      const end = text.indexOf('?>', i + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    const closing = next === 47; /* / */
    if (!closing && depth === 0) {
      roots++;
      if (roots > 1) {
        const name = /^[^\s/>]{0,40}/.exec(text.slice(i + 1, i + 41))?.[0] ?? '';
        return err(
          InteropErrors.xmlMalformed,
          `A second root element <${name}> after the first one closed: an XML document has exactly one root, and a TOM file's is <tournament>. Two files pasted together? Import each one on its own.`,
          where(text, i),
        );
      }
    }
    // Walk the tag to its `>`, skipping quoted attribute values (which may hold `>`).
    let j = i + 1;
    let selfClosing = false;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d === 34 || d === 39) {
        const end = text.indexOf(d === 34 ? '"' : "'", j + 1);
        const stop = end < 0 ? n : end;
        if (stop - j - 1 > XML_LIMITS.maxValueLength) {
          return err(
            InteropErrors.xmlValueTooLong,
            `An attribute value is longer than ${XML_LIMITS.maxValueLength} characters; no TOM attribute is that long.`,
            where(text, j),
          );
        }
        const refs = checkReferences(text, j + 1, stop);
        if (refs !== undefined) return refs;
        j = stop + 1;
        continue;
      }
      if (d === 62 /* > */) {
        selfClosing = text.charCodeAt(j - 1) === 47;
        break;
      }
      j++;
    }
    if (j - i > XML_LIMITS.maxValueLength) {
      return err(
        InteropErrors.xmlValueTooLong,
        `A tag is longer than ${XML_LIMITS.maxValueLength} characters.`,
        where(text, i),
      );
    }
    if (closing) depth--;
    else if (!selfClosing) {
      depth++;
      if (depth > XML_LIMITS.maxDepth) {
        return err(
          InteropErrors.xmlTooDeep,
          `Elements nest more than ${XML_LIMITS.maxDepth} deep; TOM files nest about 8 deep.`,
          where(text, i),
        );
      }
    }
    i = j + 1;
  }
  return ok(true);
}

/** A parsed element: attributes as strings, children by name, text in `#text`. */
export type XmlNode = { readonly [name: string]: XmlValue };
/** A value in a parsed document. */
export type XmlValue = string | XmlNode | readonly XmlValue[];

/** Where TOM repeats an element: those are always lists, even with one item. */
const LIST_PATHS = new Set([
  'tournament.players.player',
  'tournament.pods.pod',
  'tournament.pods.pod.subgroups.subgroup',
  'tournament.pods.pod.subgroups.subgroup.players.player',
  'tournament.pods.pod.rounds.round',
  'tournament.pods.pod.rounds.round.matches.match',
  'tournament.standings.pod',
  'tournament.standings.pod.player',
  'tournament.finalsoptions.categorycut',
  'tournament.finalsoptions.categorycut.options.value',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // The parser expands nothing: the pre-scan has checked every reference (the five predefined
  // entities and numeric ones only) and a DOCTYPE never reaches here; values are decoded here.
  processEntities: false,
  htmlEntities: false,
  tagValueProcessor: (_name: string, value: string) => decodeReferences(value),
  attributeValueProcessor: (_name: string, value: string) => decodeReferences(value),
  maxNestedTags: XML_LIMITS.maxDepth + 1,
  isArray: (_name, jpath) => LIST_PATHS.has(String(jpath)),
});

/**
 * Parses XML text after {@link prescanXml}. Total: any string gives a value or a coded error,
 * never an exception.
 */
export function parseXml(text: unknown): Result<XmlNode> {
  if (typeof text !== 'string') {
    return err(
      InteropErrors.notText,
      `importTom takes the XML text of a TOM file (a string), not ${text === null ? 'null' : typeof text}.`,
      '',
    );
  }
  const scanned = prescanXml(text);
  if (!scanned.ok) return scanned;
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return err(
      InteropErrors.xmlMalformed,
      `The XML is not well formed: ${valid.err.msg}`,
      `@${valid.err.line ?? 1}:${valid.err.col ?? 1}`,
    );
  }
  try {
    return ok(parser.parse(text) as XmlNode);
  } catch (e) {
    return err(
      InteropErrors.xmlMalformed,
      `The XML could not be read: ${e instanceof Error ? e.message : String(e)}`,
      '@1:1',
    );
  }
}
