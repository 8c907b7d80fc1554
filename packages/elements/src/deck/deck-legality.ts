// Legality of a deck per format, with the deck builder's own rules and messages: the deck goes
// into a @tcgkit/deckbuilder builder (Riftbound into its zone piles) with the format's card
// ruleset and whole-deck rule, and validateBuilder runs them in the sandbox. <tcg-deck> loads
// this module (and the deck builder with it) only when it is given a sandbox runner.
import type { CardCatalog, CardGameId } from '@tcgkit/cards';
import type { Deck } from '@tcgkit/deck-codes';
import { sortRiftboundPiles, toIndex } from '@tcgkit/deck-codes';
import {
  addCards,
  BUILT_IN_RULESETS,
  createDefaultBuilder,
  type DeckBuilder,
  type Ruleset,
  rulesetLibrary,
  setCardRule,
  setLayoutRule,
  validateBuilder,
} from '@tcgkit/deckbuilder';
import type { SandboxRunner } from '@tcgkit/sandbox';

/** A format to check a deck against: a name to show and the deck builder's rule ids. */
export interface LegalityFormat {
  /** What the page calls the format ("Standard", "Eternal"). */
  readonly name: string;
  /** The card ruleset (which cards are legal at all), e.g. `lor/standard`; `null` for none. */
  readonly cardRuleId: string | null;
  /** The whole-deck rule (size, copies, ...), e.g. `lor/constructed`; `null` for none. */
  readonly layoutRuleId: string | null;
}

/** A deck's legality in one format, as `<tcg-deck>` shows it (its `legality` property). */
export interface FormatLegality {
  /** The format's name, as shown. */
  readonly format: string;
  /** `legal`, `illegal`, or `not-checked` when a rule could not run (never shown as legal). */
  readonly status: 'legal' | 'illegal' | 'not-checked';
  /** The deck builder's messages, verbatim (its warning list, then why a rule could not run). */
  readonly messages: readonly string[];
}

/**
 * The formats of each game's built-in rules in @tcgkit/deckbuilder: Legends of Runeterra
 * Standard and Eternal (Riot constructed), Pokémon Standard, Riftbound Standard (constructed).
 */
export const DEFAULT_LEGALITY_FORMATS: Readonly<Record<CardGameId, readonly LegalityFormat[]>> = {
  lor: [
    { name: 'Standard', cardRuleId: 'lor/standard', layoutRuleId: 'lor/constructed' },
    { name: 'Eternal', cardRuleId: 'lor/eternal', layoutRuleId: 'lor/constructed' },
  ],
  pokemon: [
    { name: 'Standard', cardRuleId: 'pokemon/standard', layoutRuleId: 'pokemon/standard-deck' },
  ],
  riftbound: [
    { name: 'Standard', cardRuleId: 'riftbound/standard', layoutRuleId: 'riftbound/constructed' },
  ],
};

/** Options of {@link deckLegality}. */
export interface DeckLegalityOptions {
  /** The formats to check (default: {@link DEFAULT_LEGALITY_FORMATS} of the deck's game). */
  readonly formats?: readonly LegalityFormat[];
  /** Rulesets beside the built-ins (same id: yours wins), for custom formats. */
  readonly rulesets?: readonly Ruleset[];
  /** Per-rule time limit in ms (default: the sandbox's). */
  readonly timeoutMs?: number;
}

/** The deck as the deck builder holds it: Riftbound in its zone piles, other games in one pile. */
function builderOf(deck: Deck, catalog: CardCatalog, format: LegalityFormat): DeckBuilder {
  let b = setCardRule(
    setLayoutRule(createDefaultBuilder(deck.game), format.layoutRuleId),
    format.cardRuleId,
  );
  const put = (pileId: string, entries: readonly { ref: string; count: number }[]) => {
    for (const e of entries) {
      const next = addCards(b, pileId, e.ref, e.count);
      if (next.ok) b = next.value;
    }
  };
  if (deck.game === 'riftbound') {
    const piles = sortRiftboundPiles(
      { main: deck.main, sideboard: deck.sideboard },
      toIndex(catalog),
    );
    put('legend', piles.legend);
    put('runes', piles.runes);
    put('battlefields', piles.battlefields);
    put('main', piles.main);
    put('sideboard', piles.sideboard);
  } else {
    put(b.activePileId, [...deck.main, ...deck.sideboard]);
  }
  return b;
}

/**
 * Checks a deck in each format with the deck builder's rules (`validateBuilder` of
 * @tcgkit/deckbuilder, run by a sandbox runner), giving what `<tcg-deck>`'s `legality` property
 * shows. A rule that cannot run makes the format `not-checked`, never `legal`.
 *
 * @example
 * ```ts
 * import { createBrowserRunner } from '@tcgkit/sandbox';
 * const runner = createBrowserRunner({ size: 1 });
 * deckEl.legality = await deckLegality(runner, deckEl.shownDeck!, catalog);
 * // [{ format: 'Standard', status: 'illegal', messages: ['The deck must contain exactly 60 cards.'] }]
 * ```
 */
export async function deckLegality(
  runner: SandboxRunner,
  deck: Deck,
  catalog: CardCatalog,
  options: DeckLegalityOptions = {},
): Promise<FormatLegality[]> {
  const rulesets = rulesetLibrary(BUILT_IN_RULESETS, options.rulesets ?? []);
  const formats = options.formats ?? DEFAULT_LEGALITY_FORMATS[deck.game] ?? [];
  const out: FormatLegality[] = [];
  for (const format of formats) {
    const report = await validateBuilder(runner, builderOf(deck, catalog, format), {
      rulesets,
      catalog,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    const messages = [...report.list];
    for (const f of report.failures) if (!messages.includes(f.message)) messages.push(f.message);
    out.push({ format: format.name, status: report.status, messages });
  }
  return out;
}
