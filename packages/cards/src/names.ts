// Text normalization shared by every lookup: card names and collector numbers as people type them.
import { fold } from './vocab.js';

/**
 * The lookup key of a card name: case and accents (the one {@link fold}), curly quotes and
 * spacing are ignored, and both Riftbound subtitle separators (`"Yasuo, Unforgiven"`, `"Yasuo - Unforgiven"`) give the same key.
 *
 * @example
 * ```ts
 * normalizeCardName('Yasuo, Unforgiven') === normalizeCardName('yasuo - unforgiven'); // true
 * ```
 */
export function normalizeCardName(name: string): string {
  // Spaces are collapsed before the separators are matched, so every pattern here matches a
  // bounded run at each position: linear time however long the whitespace runs are (matching
  // `\s*,\s+` on raw text backtracked quadratically through long runs of spaces).
  return fold(name)
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/ ?, | - | ?\| ?/g, ' | ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * The lookup key of a collector number: upper case, leading zeros of the digit run dropped
 * (`"030"` → `"30"`, `"R02"` → `"R2"`, `"tg05"` → `"TG5"`, `"030a"` → `"30A"`).
 *
 * @example
 * ```ts
 * normalizeCollectorNumber('007') === normalizeCollectorNumber('7'); // true
 * ```
 */
export function normalizeCollectorNumber(number: string): string {
  const upper = number.trim().toUpperCase();
  const match = /^([A-Z]*)0*(\d+)(.*)$/.exec(upper);
  return match === null ? upper : `${match[1]}${match[2]}${match[3]}`;
}
