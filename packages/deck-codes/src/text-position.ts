// Where an error or warning path points in the text as pasted, as an editor counts it.

/** A character range of a text, with 1-based line and column of both ends. */
export interface TextPosition {
  /** Offset of the first character (UTF-16 code units, from 0). */
  readonly start: number;
  /** Offset after the last character. */
  readonly end: number;
  /** 1-based line of `start` (lines end at `\n`, `\r\n` or `\r`). */
  readonly line: number;
  /** 1-based column of `start` in its line (UTF-16 code units). */
  readonly column: number;
  /** 1-based line of `end`. */
  readonly endLine: number;
  /** 1-based column of `end` in its line. */
  readonly endColumn: number;
}

const RANGE = /^@(\d{1,15})-(\d{1,15})$/;

/**
 * The line and column of an issue's `path` (`@start-end`, offsets in the text as pasted) in that
 * text, so an editor can underline the exact characters. `undefined` for a path that is not a
 * text range (or is outside the text).
 *
 * @example
 * ```ts
 * const r = decodeLorCode('CEAQ 2AIA AEDA SCYM CQKR!UJZN');
 * if (!r.ok) textPosition('CEAQ 2AIA AEDA SCYM CQKR!UJZN', r.error.path); // { start: 24, end: 25, line: 1, column: 25, ... }
 * ```
 */
export function textPosition(text: string, path: string | undefined): TextPosition | undefined {
  if (typeof text !== 'string' || typeof path !== 'string') return undefined;
  const m = RANGE.exec(path);
  if (m === null) return undefined;
  const start = Number(m[1]);
  const end = Number(m[2]);
  if (end < start || end > text.length) return undefined;
  let line = 1;
  let lineStart = 0;
  let startLine = 1;
  let startColumn = 1;
  for (let i = 0; i <= end; i++) {
    if (i === start) {
      startLine = line;
      startColumn = i - lineStart + 1;
    }
    if (i === end) break;
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return {
    start,
    end,
    line: startLine,
    column: startColumn,
    endLine: line,
    endColumn: end - lineStart + 1,
  };
}
