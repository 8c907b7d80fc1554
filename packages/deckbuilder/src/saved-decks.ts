// Saving decks and reusing a saved deck in a pile (with Sync). Pure functions over the account's
// list of saved decks; storage is the caller's.
import { err, ok, type Result } from '@tcgkit/core';
import { pilesInOrder } from './builder.js';
import { DeckbuilderErrors } from './errors.js';
import type { BuilderValidation, DeckBuilder, Pile, SavedDeck } from './types.js';

/** Options of {@link saveDeck}. */
export interface SaveDeckOptions {
  /** The deck name (unique on the account: an existing name is replaced). */
  readonly name: string;
  /** Id for a new deck (an existing name keeps its id). */
  readonly id: string;
  /** Private (default true): stays out of public areas until shared. */
  readonly private?: boolean;
  /** The builder's latest validation: saving is off while rules cannot run. */
  readonly validation: BuilderValidation;
}

/** What {@link saveDeck} did. */
export interface SavedDecks {
  /** The account's decks after saving. */
  readonly decks: readonly SavedDeck[];
  /** The deck saved. */
  readonly saved: SavedDeck;
  /** Whether an existing deck of that name was replaced. */
  readonly replaced: boolean;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * **Save**: deck names are unique on the account, so saving with an existing name (compared
 * without case and outer spaces) replaces that deck. Saving is refused while any rule cannot run
 * (`deckbuilder/rules-cannot-run`); the rule warnings the deck still has are kept with it (the
 * save dialog lists them). In a Multi deck layout, piles linked to a saved deck with Sync on are
 * written back to those decks ({@link writeBackLinkedPiles}).
 *
 * @example
 * ```ts
 * const saved = saveDeck(myDecks, builder, { id: 'd1', name: 'Yasuo', validation: report });
 * if (saved.ok) saved.value.saved.warnings; // ['Main Deck: The main deck must contain exactly 40 cards.']
 * ```
 */
export function saveDeck(
  decks: readonly SavedDeck[],
  builder: DeckBuilder,
  options: SaveDeckOptions,
): Result<SavedDecks> {
  if (options.name.trim() === '')
    return err(DeckbuilderErrors.invalidName, 'A saved deck needs a name.');
  if (!options.validation.canSave) {
    return err(
      DeckbuilderErrors.rulesCannotRun,
      'The rules could not run, so the deck is not checked and cannot be saved.',
    );
  }
  const written = builder.layout === 'multi' ? writeBackLinkedPiles(decks, builder) : ok(decks);
  if (!written.ok) return written;
  const existing = written.value.find((d) => sameName(d.name, options.name));
  const saved: SavedDeck = {
    schemaVersion: 1,
    id: existing?.id ?? options.id,
    name: options.name.trim(),
    private: options.private ?? existing?.private ?? true,
    builder,
    warnings: [...options.validation.list],
  };
  return ok({
    decks:
      existing === undefined
        ? [...written.value, saved]
        : written.value.map((d) => (d.id === existing.id ? saved : d)),
    saved,
    replaced: existing !== undefined,
  });
}

function mainPiles(builder: DeckBuilder): readonly Pile[] {
  return pilesInOrder(builder).filter((p) => p.role === null);
}

/** The main cards of a saved deck: every pile without a role, merged (no sideboard, no Maybeboard). */
export function savedDeckCards(deck: SavedDeck): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const pile of mainPiles(deck.builder))
    for (const [ref, n] of Object.entries(pile.cards)) out[ref] = (out[ref] ?? 0) + n;
  return out;
}

/**
 * **Use a saved deck**: loads one of the account's saved decks into a pile (replacing its
 * cards). With `sync` on, the pile stays linked: {@link syncLinkedPiles} brings the saved deck's
 * changes in, and saving the deck set writes the pile back.
 */
export function useSavedDeck(
  builder: DeckBuilder,
  pileId: string,
  deck: SavedDeck,
  options: { readonly sync: boolean },
): Result<DeckBuilder> {
  const pile = builder.piles.find((p) => p.id === pileId);
  if (pile === undefined)
    return err(DeckbuilderErrors.unknownPile, `There is no pile "${pileId}".`, '/piles');
  if (options.sync && mainPiles(deck.builder).length > 1) {
    return err(
      DeckbuilderErrors.syncUnsupported,
      `"${deck.name}" keeps its cards in several zones, so a pile cannot stay in sync with it.`,
    );
  }
  const loaded: Pile = {
    ...pile,
    cards: { ...savedDeckCards(deck) },
    link: { deckId: deck.id, sync: options.sync },
  };
  return ok({ ...builder, piles: builder.piles.map((p) => (p.id === pileId ? loaded : p)) });
}

/** Brings every synced pile up to date with its saved deck (a deck no longer saved unlinks the pile). */
export function syncLinkedPiles(builder: DeckBuilder, decks: readonly SavedDeck[]): DeckBuilder {
  return {
    ...builder,
    piles: builder.piles.map((p) => {
      if (p.link === undefined || !p.link.sync) return p;
      const deck = decks.find((d) => d.id === p.link?.deckId);
      if (deck === undefined) {
        const { link: _link, ...rest } = p;
        return rest;
      }
      return { ...p, cards: { ...savedDeckCards(deck) } };
    }),
  };
}

/**
 * Writes every synced pile back to its saved deck (what saving the deck set does). A linked deck
 * that is no longer saved fails with `deckbuilder/unknown-deck`.
 */
export function writeBackLinkedPiles(
  decks: readonly SavedDeck[],
  builder: DeckBuilder,
): Result<readonly SavedDeck[]> {
  let out = decks;
  for (const pile of builder.piles) {
    if (pile.link === undefined || !pile.link.sync) continue;
    const deckId = pile.link.deckId;
    const deck = out.find((d) => d.id === deckId);
    if (deck === undefined)
      return err(DeckbuilderErrors.unknownDeck, `The saved deck "${deckId}" is gone.`);
    const target = mainPiles(deck.builder)[0];
    if (target === undefined || mainPiles(deck.builder).length > 1) {
      return err(
        DeckbuilderErrors.syncUnsupported,
        `"${deck.name}" keeps its cards in several zones, so "${pile.name}" cannot be written back.`,
      );
    }
    const updated: SavedDeck = {
      ...deck,
      builder: {
        ...deck.builder,
        piles: deck.builder.piles.map((p) =>
          p.id === target.id ? { ...p, cards: { ...pile.cards } } : p,
        ),
      },
    };
    out = out.map((d) => (d.id === deckId ? updated : d));
  }
  return ok(out);
}
