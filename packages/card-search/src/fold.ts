/** Lower case with accents removed, so `Pokémon` and `pokemon` compare equal. */
export function fold(text: string): string {
  // Fast path: plain ASCII needs no normalisation.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return /^[\x00-\x7f]*$/.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        // The long s is an s (NFD keeps it): so a search for "s", with or without a regex, finds it.
        .replace(/\u017f/g, 's');
}

/** The words of a (folded) text: runs of letters and digits. */
export function words(folded: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  const parts = /^[\x00-\x7f]*$/.test(folded)
    ? folded.split(/[^A-Za-z0-9]+/) // the same split, several times faster on ASCII
    : folded.split(/[^\p{L}\p{N}]+/u);
  return parts.filter((w) => w !== '');
}
