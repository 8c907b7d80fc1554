/** The general fold: decompose, drop the accents, lower-case. */
function foldSlow(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // The long s is an s (NFD keeps it): so a search for "s", with or without a regex, finds it.
      .replace(/\u017f/g, 's')
  );
}

/** The fold of each Latin-1 letter (U+00C0 to U+00FF), computed by the general fold itself. */
const LATIN1: readonly string[] = Array.from({ length: 64 }, (_, k) =>
  foldSlow(String.fromCharCode(0xc0 + k)),
);

/** Lower case with accents removed, so `Pokémon` and `pokemon` compare equal. */
export function fold(text: string): string {
  // Fast paths: plain ASCII needs no normalisation, and Latin-1 (Pokémon, Flabébé) folds by table,
  // with exactly the general fold's result (no Latin-1 character combines with its neighbours).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the Latin-1 range is the point
  if (/^[\x00-\xff]*$/.test(text)) {
    return text
      .toLowerCase()
      .replace(/[\u00c0-\u00ff]/g, (c) => LATIN1[c.charCodeAt(0) - 0xc0] as string);
  }
  return foldSlow(text);
}

/** The words of a (folded) text: runs of letters and digits. */
export function words(folded: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  const parts = /^[\x00-\x7f]*$/.test(folded)
    ? folded.split(/[^A-Za-z0-9]+/) // the same split, several times faster on ASCII
    : folded.split(/[^\p{L}\p{N}]+/u);
  return parts.filter((w) => w !== '');
}
