// Small helpers the element tests share.
import type { TcgDeck } from '../src/index.js';

/** An element's text with runs of whitespace as one space, trimmed ('' for no element). */
export const text = (n: Element | null | undefined): string =>
  n?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** A `<tcg-deck>` in a page with a main heading, set up by `setup` and rendered. */
export async function mountDeck(setup: (el: TcgDeck) => void): Promise<TcgDeck> {
  document.body.innerHTML = '<main><h1>Deck</h1><tcg-deck></tcg-deck></main>';
  const el = document.querySelector('tcg-deck')!;
  setup(el);
  await el.updateComplete;
  return el;
}
