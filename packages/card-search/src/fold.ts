// The search compares folded text: the one fold of tcgkit, from @tcgkit/cards/vocab (the card-name
// lookup and the elements fold the same way). The word split is the search's own.
export { fold } from '@tcgkit/cards/vocab';

/** The words of a (folded) text: runs of letters and digits. */
export function words(folded: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  const parts = /^[\x00-\x7f]*$/.test(folded)
    ? folded.split(/[^A-Za-z0-9]+/) // the same split, several times faster on ASCII
    : folded.split(/[^\p{L}\p{N}]+/u);
  return parts.filter((w) => w !== '');
}
