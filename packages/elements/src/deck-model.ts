/**
 * The deck model of `<tcg-deck>` for pages that draw a deck themselves: `deckModel` groups a deck
 * the way each game's players read it, with its size and cost curve, and `textList` writes it as
 * a plain list. This entry imports @tcgkit/deck-codes (an optional peer dependency of
 * @tcgkit/elements): install it beside the elements to use it.
 *
 * @example
 * ```ts
 * import { importDeck } from '@tcgkit/deck-codes';
 * import { deckModel, textList } from '@tcgkit/elements/deck-model.js';
 * const read = importDeck(code, 'lor', catalog);
 * if (read.ok) console.log(textList(deckModel(read.value, catalog), { unit: 'Units' }));
 * ```
 *
 * @module
 */
import type { CardCatalog, CatalogIndex } from '@tcgkit/cards';
import type { Deck, RiftboundPiles } from '@tcgkit/deck-codes';
import { sortRiftboundPiles, toIndex } from '@tcgkit/deck-codes';
import { type DeckModel, deckModelWith } from './deck/deck-model.js';

export type { DeckGroup, DeckLine, DeckModel } from './deck/deck-model.js';
export { CURVE_TOP, textList } from './deck/deck-model.js';

const engine = { toIndex, sortRiftboundPiles };

/**
 * Groups a deck the way the game's players read it: LoR champion / unit / spell / landmark /
 * other by cost then name; Pokémon Pokémon / Trainer / Energy in TCG Live order (cards in the
 * order read); Riftbound legend, champion, battlefields, runes, main deck and sideboard (`piles`:
 * the piles `importDeck` read, else worked out from the catalog).
 */
export function deckModel(
  deck: Deck,
  catalog: CardCatalog | CatalogIndex,
  piles?: RiftboundPiles,
): DeckModel {
  return deckModelWith(engine, deck, catalog, piles);
}
