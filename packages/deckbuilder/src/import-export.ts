// Import into any pile (sorting Riftbound cards into zone piles by type) and export (the
// Maybeboard never goes out).
import { err, type Issue, issue, ok, type Result } from '@tcgkit/core';
import {
  type CatalogInput,
  type Deck,
  type DeckEntry,
  type DeckFormat,
  type ExportedDeck,
  type ExportOptions,
  exportDeck,
  importDeck,
  sortRiftboundPiles,
  toIndex,
} from '@tcgkit/deck-codes';
import {
  addCards,
  countedPiles,
  pileById,
  pilesInOrder,
  setCardRule,
  setLayoutRule,
} from './builder.js';
import { DeckbuilderErrors, DeckbuilderWarnings } from './errors.js';
import { createDefaultBuilder } from './templates.js';
import type { DeckBuilder, Pile } from './types.js';

/** A Riftbound zone a pile can hold. */
export type RiftboundZone = 'legend' | 'runes' | 'battlefields' | 'main' | 'sideboard';

const ZONE_BY_RULE: Readonly<Record<string, RiftboundZone>> = {
  'riftbound/legend': 'legend',
  'riftbound/rune-deck': 'runes',
  'riftbound/battlefields': 'battlefields',
  'riftbound/main-deck': 'main',
  'riftbound/sideboard': 'sideboard',
};

const ZONE_BY_NAME: Readonly<Record<string, RiftboundZone>> = {
  legend: 'legend',
  'rune deck': 'runes',
  runes: 'runes',
  battlefields: 'battlefields',
  'main deck': 'main',
  sideboard: 'sideboard',
};

/**
 * The zone a Riftbound pile holds: the Sideboard role, else its zone rule, else its name
 * (`Legend`, `Rune Deck`, `Battlefields`, `Main Deck`). `undefined` for other piles and the
 * Maybeboard.
 */
export function zoneOfPile(pile: Pile): RiftboundZone | undefined {
  if (pile.role === 'maybeboard') return undefined;
  if (pile.role === 'sideboard') return 'sideboard';
  const byRule = pile.deckRuleId === null ? undefined : ZONE_BY_RULE[pile.deckRuleId];
  return byRule ?? ZONE_BY_NAME[pile.name.trim().toLowerCase()];
}

function zonePile(builder: DeckBuilder, zone: RiftboundZone): Pile | undefined {
  return pilesInOrder(builder).find((p) => zoneOfPile(p) === zone);
}

function addAll(builder: DeckBuilder, pileId: string, entries: readonly DeckEntry[]): DeckBuilder {
  let out = builder;
  for (const e of entries) {
    const next = addCards(out, pileId, e.ref, e.count);
    if (next.ok) out = next.value;
  }
  return out;
}

/** What {@link importIntoPile} did. */
export interface PileImport {
  /** The builder with the cards added. */
  readonly builder: DeckBuilder;
  /** The format that read the text. */
  readonly format: DeckFormat;
  /** Copies added per pile id. */
  readonly added: Readonly<Record<string, number>>;
}

/**
 * **Import a deck** into any pile. The game's formats are tried in the spec's order (through
 * `@tcgkit/deck-codes`). For Riftbound the cards are sorted by type into the Legend, Rune Deck,
 * Battlefields, Main Deck and Sideboard piles, whichever pile was pasted into; a zone with no
 * pile lands in the target pile (warning `deckbuilder/unsorted-cards`). With no Sideboard pile
 * (single-deck layout) the sideboard is left out with a warning saying how many cards. For Legends
 * of Runeterra and Pokémon everything goes into the target pile. Cards are added to what the piles
 * already hold. Skipped lines and unknown cards come back as the importer's warnings.
 *
 * @example
 * ```ts
 * const done = importIntoPile(createDefaultBuilder('riftbound'), 'main', code, sampleCatalogs.riftbound);
 * if (done.ok) done.value.builder; // Legend, Rune Deck, Battlefields, Main Deck, Sideboard filled
 * ```
 */
export function importIntoPile(
  builder: DeckBuilder,
  pileId: string,
  text: string,
  catalog: CatalogInput,
): Result<PileImport> {
  const target = pileById(builder, pileId);
  if (target === undefined)
    return err(DeckbuilderErrors.unknownPile, `There is no pile "${pileId}".`, '/piles');
  const sideboardPile = builder.game === 'riftbound' ? zonePile(builder, 'sideboard') : undefined;
  const imported = importDeck(text, builder.game, catalog, {
    sideboard: builder.game !== 'riftbound' || sideboardPile !== undefined,
  });
  if (!imported.ok) {
    return err(DeckbuilderErrors.importFailed, imported.error.message);
  }
  const warnings: Issue[] = [...imported.warnings];
  const deck = imported.value;
  let out = builder;
  const added: Record<string, number> = {};
  const put = (id: string, entries: readonly DeckEntry[]) => {
    if (entries.length === 0) return;
    out = addAll(out, id, entries);
    added[id] = (added[id] ?? 0) + entries.reduce((s, e) => s + e.count, 0);
  };
  if (builder.game === 'riftbound' && deck.piles !== undefined) {
    const piles = deck.piles;
    const zones: readonly [RiftboundZone, readonly DeckEntry[]][] = [
      ['legend', piles.legend],
      ['runes', piles.runes],
      ['battlefields', piles.battlefields],
      ['main', piles.main],
      ['sideboard', piles.sideboard],
    ];
    let unsorted = 0;
    for (const [zone, entries] of zones) {
      const pile = zonePile(builder, zone);
      if (pile === undefined) unsorted += entries.reduce((s, e) => s + e.count, 0);
      put(pile?.id ?? target.id, entries);
    }
    if (unsorted > 0 && builder.piles.length > 1) {
      warnings.push(
        issue(
          DeckbuilderWarnings.unsortedCards,
          `${unsorted} card${unsorted === 1 ? '' : 's'} had no zone pile and went into "${target.name}".`,
        ),
      );
    }
  } else {
    put(target.id, [...deck.main, ...deck.sideboard]);
  }
  return ok({ builder: out, format: deck.format, added }, warnings);
}

function entriesOf(cards: Readonly<Record<string, number>>): DeckEntry[] {
  return Object.entries(cards).map(([ref, count]) => ({ ref, count }));
}

/**
 * The builder as one deck for `@tcgkit/deck-codes`: every counted pile in `main` (for Riftbound
 * the Legend, runes and battlefields too), Sideboard piles in `sideboard`, the Maybeboard kept
 * apart in `maybeboard` (which the exporters never write).
 */
export function builderDeck(builder: DeckBuilder): Deck {
  const main: DeckEntry[] = [];
  const sideboard: DeckEntry[] = [];
  const maybeboard: DeckEntry[] = [];
  for (const pile of pilesInOrder(builder)) {
    const list =
      pile.role === 'sideboard' ? sideboard : pile.role === 'maybeboard' ? maybeboard : main;
    list.push(...entriesOf(pile.cards));
  }
  return { game: builder.game, main, sideboard, maybeboard };
}

/** The card rules a rebuilt builder is set to: the ids of a format's card ruleset and whole-deck rule. */
export interface BuilderRules {
  /** The card ruleset (which cards are legal at all), e.g. `lor/standard`; `null` for none. */
  readonly cardRuleId: string | null;
  /** The whole-deck rule (size, copies, ...), e.g. `lor/constructed`; `null` for none. */
  readonly layoutRuleId: string | null;
}

/**
 * The inverse of {@link builderDeck}: a deck (as `@tcgkit/deck-codes` reads it) rebuilt into the
 * builder the game opens with (`createDefaultBuilder`), the way the builder's own import puts it:
 * Riftbound sorted by type into the Legend, Rune Deck, Battlefields, Main Deck and Sideboard piles
 * (`sortRiftboundPiles` with the catalog), other games' main deck and sideboard in one pile. The
 * builder gets the given card ruleset and whole-deck rule. A card that cannot be added (a count
 * below 1) is left out; validation names what the deck lacks.
 *
 * @example
 * ```ts
 * const builder = deckBuilderOf(deck, sampleCatalogs.lor, {
 *   cardRuleId: 'lor/standard',
 *   layoutRuleId: 'lor/constructed',
 * });
 * builderDeck(builder).main; // the deck's cards again
 * ```
 */
export function deckBuilderOf(deck: Deck, catalog: CatalogInput, rules: BuilderRules): DeckBuilder {
  const builder = setCardRule(
    setLayoutRule(createDefaultBuilder(deck.game), rules.layoutRuleId),
    rules.cardRuleId,
  );
  if (deck.game !== 'riftbound')
    return addAll(builder, builder.activePileId, [...deck.main, ...deck.sideboard]);
  const piles = sortRiftboundPiles(
    { main: deck.main, sideboard: deck.sideboard },
    toIndex(catalog),
  );
  let out = builder;
  for (const zone of ['legend', 'runes', 'battlefields', 'main', 'sideboard'] as const)
    out = addAll(out, zonePile(builder, zone)?.id ?? builder.activePileId, piles[zone]);
  return out;
}

/**
 * Exports the deck in one format. The Maybeboard is never exported; the sideboard goes where the
 * format carries one. A Multi deck layout has no single deck: export each pile with
 * {@link exportPile} (`deckbuilder/multi-deck-export`).
 *
 * @example
 * ```ts
 * const out = exportBuilder(builder, 'rift1', sampleCatalogs.riftbound);
 * if (out.ok) out.value.text; // 'RIFT1.OGN:...'
 * ```
 */
export function exportBuilder(
  builder: DeckBuilder,
  format: DeckFormat,
  catalog: CatalogInput,
  options: ExportOptions = {},
): Result<ExportedDeck> {
  if (builder.layout === 'multi' && countedPiles(builder).length > 1) {
    return err(
      DeckbuilderErrors.multiDeckExport,
      'A deck set has one deck per pile: export each pile on its own.',
    );
  }
  const out = exportDeck(builderDeck(builder), format, catalog, options);
  if (!out.ok) return err(DeckbuilderErrors.exportFailed, out.error.message);
  return out;
}

/** Exports one pile as a deck (Multi deck layouts). A Maybeboard pile exports nothing. */
export function exportPile(
  builder: DeckBuilder,
  pileId: string,
  format: DeckFormat,
  catalog: CatalogInput,
): Result<ExportedDeck> {
  const pile = pileById(builder, pileId);
  if (pile === undefined)
    return err(DeckbuilderErrors.unknownPile, `There is no pile "${pileId}".`, '/piles');
  const deck: Deck = {
    game: builder.game,
    main: pile.role === 'maybeboard' ? [] : entriesOf(pile.cards),
    sideboard: [],
    maybeboard: pile.role === 'maybeboard' ? entriesOf(pile.cards) : [],
  };
  const out = exportDeck(deck, format, catalog);
  if (!out.ok) return err(DeckbuilderErrors.exportFailed, out.error.message);
  return out;
}
