/**
 * `exportTom`: a {@link TomEvent} (or just its file) back to TOM XML.
 * @module
 */
import { err, ok, type Result } from '@tcgkit/core';
import { InteropErrors } from './errors.js';
import type { TomEvent, TomField, TomFile, TomMatch } from './tom-types.js';
import { isXmlChar } from './xml.js';

/** Thrown by {@link esc} for a character XML cannot hold; `exportTom` turns it into an `Err`. */
class NotXmlText {
  constructor(
    readonly value: string,
    readonly codePoint: number,
  ) {}
}

/**
 * Escapes a text or attribute value as TOM writes it: the five predefined entities, and every
 * character outside printable ASCII as a decimal character reference (`José` → `Jos&#233;`).
 * A character XML does not allow (NUL, other control characters, a lone surrogate) cannot be
 * written at all.
 */
function esc(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    switch (ch) {
      case '&':
        out += '&amp;';
        break;
      case '<':
        out += '&lt;';
        break;
      case '>':
        out += '&gt;';
        break;
      case '"':
        out += '&quot;';
        break;
      case "'":
        out += '&apos;';
        break;
      default:
        if (cp >= 0x20 && cp < 0x7f) out += ch;
        else if (!isXmlChar(cp) || cp === 9 || cp === 10 || cp === 13) {
          // Tabs and line breaks inside a value would not survive TOM's whitespace trimming.
          if (cp === 9 || cp === 10 || cp === 13) out += `&#${cp};`;
          else throw new NotXmlText(s, cp);
        } else out += `&#${cp};`;
    }
  }
  return out;
}

const PLAYER_DATES = new Set(['creationdate', 'lastmodifieddate']);
const tabs = (n: number): string => '\t'.repeat(n);
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

function leaf(lines: string[], depth: number, f: TomField): void {
  lines.push(`${tabs(depth)}<${f.name}>${esc(f.value)}</${f.name}>`);
}

function matchLines(lines: string[], m: TomMatch): void {
  lines.push(`${tabs(5)}<match outcome="${m.outcome}">`);
  if (m.players.length === 1) lines.push(`${tabs(6)}<player userid="${esc(m.players[0])}"/>`);
  else {
    lines.push(`${tabs(6)}<player1 userid="${esc(m.players[0])}"/>`);
    lines.push(`${tabs(6)}<player2 userid="${esc(m.players[1])}"/>`);
  }
  for (const f of m.fields) leaf(lines, 6, f);
  lines.push(`${tabs(6)}<tablenumber>${m.table}</tablenumber>`);
  lines.push(`${tabs(5)}</match>`);
}

/** Every element name in the file is a valid XML name (fields come from outside too). */
function badName(file: TomFile): string | undefined {
  const all: TomField[][] = [
    [...file.attributes],
    [...file.data],
    [...file.fields],
    ...file.players.map((p) => [...p.fields]),
    ...file.pods.flatMap((p) => [
      [...p.podData],
      ...p.rounds.map((r) => [...r.fields]),
      ...p.rounds.flatMap((r) => r.matches.map((m) => [...m.fields])),
    ]),
    ...file.finalsOptions.map((c) => [...c.fields]),
  ];
  for (const fields of all) for (const f of fields) if (!NAME.test(f.name)) return f.name;
  return undefined;
}

/**
 * Writes a TOM file. TOM needs, and this writes: the `<tournament>` attributes (`type`, `stage`,
 * `version`, `gametype`, `mode`), `<data>` (`name`, `id`, dates, organizer), every `<player>`
 * with `userid`, names and `<dropped><round>`, every pod with its subgroups and rounds
 * (`number`, `type`, `stage`), each match's `outcome`, players and `<tablenumber>`, then
 * `<standings>` and `<finalsoptions>`. Every other field read from a file is written back in its
 * place, so {@link importTom} of the output gives the same event.
 *
 * @example
 * ```ts
 * const xml = exportTom(importTom(original).value);
 * ```
 */
export function exportTom(event: TomEvent | TomFile): Result<string> {
  const file: TomFile | undefined =
    typeof event === 'object' && event !== null && 'file' in event
      ? (event as TomEvent).file
      : (event as TomFile);
  if (
    typeof file !== 'object' ||
    file === null ||
    !Array.isArray(file.players) ||
    !Array.isArray(file.pods)
  ) {
    return err(
      InteropErrors.tomExportInvalid,
      'exportTom takes what importTom returned (or its `file`).',
      '',
    );
  }
  const bad = badName(file);
  if (bad !== undefined) {
    return err(
      InteropErrors.tomExportInvalid,
      `Field name ${JSON.stringify(bad)} is not a valid XML element name.`,
      '/file',
    );
  }
  try {
    return ok(writeFile(file));
  } catch (e) {
    if (!(e instanceof NotXmlText)) throw e;
    return err(
      InteropErrors.tomExportInvalid,
      `The value ${JSON.stringify(e.value.slice(0, 60))} holds ${`U+${e.codePoint.toString(16).toUpperCase().padStart(4, '0')}`}, a character XML cannot hold (TOM could not open the file): remove it from the value.`,
      '/file',
    );
  }
}

/** The XML text of a checked file (throws {@link NotXmlText} for a value XML cannot hold). */
function writeFile(file: TomFile): string {
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const attrs = file.attributes.map((a) => ` ${a.name}="${esc(a.value)}"`).join('');
  lines.push(`<tournament${attrs}>`);
  lines.push(`${tabs(1)}<data>`);
  let organizerWritten = file.organizer === undefined;
  for (const f of file.data) {
    leaf(lines, 2, f);
    if (!organizerWritten && f.name === 'finalsroundtime') {
      lines.push(
        `${tabs(2)}<organizer popid="${esc(file.organizer!.popid)}" name="${esc(file.organizer!.name)}"/>`,
      );
      organizerWritten = true;
    }
  }
  if (!organizerWritten) {
    lines.push(
      `${tabs(2)}<organizer popid="${esc(file.organizer!.popid)}" name="${esc(file.organizer!.name)}"/>`,
    );
  }
  lines.push(`${tabs(1)}</data>`);
  for (const f of file.fields) leaf(lines, 1, f);
  lines.push(`${tabs(1)}<players>`);
  for (const p of file.players) {
    lines.push(`${tabs(2)}<player userid="${esc(p.id)}">`);
    lines.push(`${tabs(3)}<firstname>${esc(p.firstName)}</firstname>`);
    lines.push(`${tabs(3)}<lastname>${esc(p.lastName)}</lastname>`);
    // TOM writes <dropped> after the player's own fields and before its record dates.
    const datesAt = p.fields.findIndex((f) => PLAYER_DATES.has(f.name));
    const before = datesAt < 0 ? p.fields : p.fields.slice(0, datesAt);
    for (const f of before) leaf(lines, 3, f);
    if (p.dropped !== undefined) {
      lines.push(`${tabs(3)}<dropped>`);
      lines.push(`${tabs(4)}<status>${esc(p.dropped.status)}</status>`);
      lines.push(`${tabs(4)}<round>${p.dropped.round}</round>`);
      if (p.dropped.timestamp !== undefined)
        lines.push(`${tabs(4)}<timestamp>${esc(p.dropped.timestamp)}</timestamp>`);
      lines.push(`${tabs(3)}</dropped>`);
    }
    if (datesAt >= 0) for (const f of p.fields.slice(datesAt)) leaf(lines, 3, f);
    lines.push(`${tabs(2)}</player>`);
  }
  lines.push(`${tabs(1)}</players>`);
  lines.push(`${tabs(1)}<pods>`);
  for (const pod of file.pods) {
    lines.push(`${tabs(2)}<pod category="${esc(pod.category)}" stage="${esc(pod.stage)}">`);
    lines.push(`${tabs(3)}<poddata>`);
    for (const f of pod.podData) leaf(lines, 4, f);
    lines.push(`${tabs(3)}</poddata>`);
    lines.push(`${tabs(3)}<subgroups>`);
    for (const sg of pod.subgroups) {
      lines.push(`${tabs(4)}<subgroup number="${esc(sg.number)}">`);
      lines.push(`${tabs(5)}<players>`);
      for (const id of sg.players) lines.push(`${tabs(6)}<player userid="${esc(id)}" />`);
      lines.push(`${tabs(5)}</players>`);
      lines.push(`${tabs(4)}</subgroup>`);
    }
    lines.push(`${tabs(3)}</subgroups>`);
    lines.push(`${tabs(3)}<rounds>`);
    for (const round of pod.rounds) {
      lines.push(
        `${tabs(3)}<round number="${round.number}" type="${round.type}" stage="${esc(round.stage)}" >`,
      );
      for (const f of round.fields) leaf(lines, 4, f);
      lines.push(`${tabs(4)}<matches>`);
      for (const m of round.matches) matchLines(lines, m);
      lines.push(`${tabs(4)}</matches>`);
      lines.push(`${tabs(3)}</round>`);
    }
    lines.push(`${tabs(3)}</rounds>`);
    lines.push(`${tabs(2)}</pod>`);
  }
  lines.push(`${tabs(1)}</pods>`);
  if (file.standings !== undefined) {
    lines.push(`${tabs(1)}<standings>`);
    for (const s of file.standings) {
      lines.push(`${tabs(2)}<pod category="${esc(s.category)}" type="${esc(s.type)}">`);
      for (const p of s.places)
        lines.push(`${tabs(3)}<player id="${esc(p.id)}" place="${p.place}" />`);
      lines.push(`${tabs(2)}</pod>`);
    }
    lines.push(`${tabs(1)}</standings>`);
  }
  lines.push(`${tabs(1)}<finalsoptions>`);
  for (const c of file.finalsOptions) {
    lines.push(`${tabs(2)}<categorycut key="${esc(c.key)}">`);
    lines.push(`${tabs(3)}<options>`);
    for (const v of c.options) lines.push(`${tabs(4)}<value>${v}</value>`);
    lines.push(`${tabs(3)}</options>`);
    lines.push(`${tabs(3)}<cut>${c.cut}</cut>`);
    for (const f of c.fields) leaf(lines, 3, f);
    lines.push(`${tabs(2)}</categorycut>`);
  }
  lines.push(`${tabs(1)}</finalsoptions>`);
  lines.push('</tournament>');
  return `${lines.join('\n')}\n`;
}
