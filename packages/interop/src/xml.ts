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

/**
 * One pass over the text: every character is looked at a bounded number of times, so it is
 * linear whatever the input. Returns the first problem, or `undefined`.
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
  let depth = 0;
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
  // Only the five predefined entities and character references are decoded; a DOCTYPE never
  // reaches the parser (the pre-scan refuses it), and these limits are a second line.
  processEntities: { enabled: true, maxEntityCount: 0, maxEntitySize: 0 },
  htmlEntities: false,
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
      `@${valid.err.line}:${valid.err.col}`,
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
