import { boundedEditDistance } from './edit-distance.js';
import { fold } from './fold.js';

/**
 * "Did you mean" candidates for a misspelt name: those within 2 edits (a swapped pair counts as
 * one) or sharing a prefix of 3+ letters, closest first, at most 3.
 */
export function suggest(typed: string, candidates: readonly string[]): string[] {
  const t = fold(typed);
  const scored: { c: string; d: number }[] = [];
  for (const c of candidates) {
    const f = fold(c);
    const d = boundedEditDistance(t, f, 2);
    const prefix = t.length >= 3 && (f.startsWith(t) || t.startsWith(f));
    if (d <= 2 || prefix) scored.push({ c, d: prefix ? Math.min(d, 1.5) : d });
  }
  scored.sort((a, b) => a.d - b.d);
  const out: string[] = [];
  for (const s of scored) if (!out.includes(s.c)) out.push(s.c);
  return out.slice(0, 3);
}

/** `Did you mean "a" or "b"?`, or an empty string. */
export function didYouMean(suggestions: readonly string[], prefix = ''): string {
  if (suggestions.length === 0) return '';
  const quoted = suggestions.map((s) => `"${prefix}${s}"`);
  const list =
    quoted.length === 1
      ? quoted[0]
      : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
  return ` Did you mean ${list}?`;
}
