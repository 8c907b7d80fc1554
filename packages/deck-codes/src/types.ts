import type { CardGameId } from '@tcgkit/cards';

/** One line of a deck: a card ref and its copies. */
export interface DeckEntry {
  /**
   * The card ref: a LoR card code (`01DE012`), a Pokémon printing id (`sv8-76`), a Riftbound
   * printing id (`ogn-042-298`), or, from a catalog-free decoder, the format's own code
   * (`OGN-042a`).
   */
  readonly ref: string;
  /** Copies, at least 1. */
  readonly count: number;
}

/**
 * A deck as every format reads and writes it: plain JSON. `main` holds every card that is not in
 * the sideboard (for Riftbound that includes the Legend, runes and battlefields; see
 * `sortRiftboundPiles`).
 */
export interface Deck {
  /** The game. */
  readonly game: CardGameId;
  /** Every card outside the sideboard, in the order read. */
  readonly main: readonly DeckEntry[];
  /** The sideboard (empty when there is none). */
  readonly sideboard: readonly DeckEntry[];
  /** The Maybeboard: kept in the deck, never exported. */
  readonly maybeboard?: readonly DeckEntry[];
  /** Riftbound: the chosen champion's ref, when the format names one. */
  readonly champion?: string;
  /** Riftbound: extra Legends (Piltover Archive code version 6). */
  readonly additionalLegends?: readonly string[];
}

/** Every deck format this package reads or writes. */
export type DeckFormat =
  | 'lor-code'
  | 'ptcg1'
  | 'ptcg-live'
  | 'rift1'
  | 'piltover-code'
  | 'piltover-list'
  | 'turny-list';

/** The formats each game's importer tries, in the spec's order. */
export const FORMATS_BY_GAME: Readonly<Record<CardGameId, readonly DeckFormat[]>> = {
  lor: ['lor-code'],
  pokemon: ['ptcg1', 'ptcg-live'],
  riftbound: ['rift1', 'piltover-code', 'piltover-list', 'turny-list'],
};

/** A deck read from text, with the format that read it. */
export interface ImportedDeck extends Deck {
  /** The format that read the text. */
  readonly format: DeckFormat;
}
