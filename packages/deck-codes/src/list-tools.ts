// Small helpers shared by the text list parsers.
import { type Issue, issue } from '@tcgkit/core';
import { DeckCodeWarnings } from './errors.js';
import type { DeckEntry } from './types.js';

/** A line of input with its character range. */
export interface Line {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** Splits text into trimmed lines, keeping each line's character range for warnings. */
export function splitLines(text: string): Line[] {
  const out: Line[] = [];
  const re = /[^\r\n]*(\r\n|\r|\n|$)/g;
  let m: RegExpExecArray | null = re.exec(text);
  while (m !== null && m[0] !== '') {
    const raw = m[0].replace(/[\r\n]+$/, '');
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    out.push({ text: trimmed, start: m.index + lead, end: m.index + lead + trimmed.length });
    if (re.lastIndex >= text.length) break;
    m = re.exec(text);
  }
  return out;
}

/** `@start-end` for a line. */
export const at = (line: Line): string => `@${line.start}-${line.end}`;

/** Adds copies of a ref to an ordered list, warning when the ref is already there. */
export function addEntry(
  entries: DeckEntry[],
  ref: string,
  count: number,
  warnings: Issue[],
  where: string,
): void {
  const i = entries.findIndex((e) => e.ref === ref);
  if (i === -1) {
    entries.push({ ref, count });
    return;
  }
  entries[i] = { ref, count: entries[i]!.count + count };
  warnings.push(
    issue(
      DeckCodeWarnings.mergedDuplicate,
      `${ref} appears more than once; the copies are added up.`,
      where,
    ),
  );
}

/** Total copies. */
export const totalCopies = (entries: readonly DeckEntry[]): number =>
  entries.reduce((sum, e) => sum + e.count, 0);
