// Legality of a finished deck per format, with the builder's own rules and messages: the deck is
// rebuilt into a builder (deckBuilderOf, the inverse of builderDeck) with the format's card
// ruleset and whole-deck rule, and validateBuilder runs them in the sandbox. <tcg-deck> of
// @tcgkit/elements shows what this gives.
import type { CardGameId } from '@tcgkit/cards';
import type { CatalogInput, Deck } from '@tcgkit/deck-codes';
import type { SandboxRunner } from '@tcgkit/sandbox';
import { type BuilderRules, deckBuilderOf } from './import-export.js';
import { BUILT_IN_RULESETS, rulesetLibrary } from './rulesets.js';
import type { Ruleset } from './types.js';
import { validateBuilder } from './validate.js';

/** A format to check a deck against: a name to show and the builder's rule ids. */
export interface LegalityFormat extends BuilderRules {
  /** What the page calls the format ("Standard", "Eternal"). */
  readonly name: string;
}

/** A deck's legality in one format. */
export interface FormatLegality {
  /** The format's name, as given. */
  readonly format: string;
  /** `legal`, `illegal`, or `not-checked` when a rule could not run (never shown as legal). */
  readonly status: 'legal' | 'illegal' | 'not-checked';
  /** The builder's messages, verbatim (its warning list, then why a rule could not run). */
  readonly messages: readonly string[];
}

/**
 * The formats of each game's built-in rules: Legends of Runeterra Standard and Eternal (Riot
 * constructed), Pokémon Standard (the standard deck rule), Riftbound Standard (constructed).
 *
 * @example
 * ```ts
 * DEFAULT_LEGALITY_FORMATS.lor.map((f) => f.name); // ['Standard', 'Eternal']
 * ```
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
  /** Rulesets beside the built-ins (same id: yours wins), for formats of your own. */
  readonly rulesets?: readonly Ruleset[];
  /** Per-rule time limit in ms (default: the sandbox's). */
  readonly timeoutMs?: number;
}

/**
 * Checks a deck in each format with the builder's rules: the deck rebuilt with
 * {@link deckBuilderOf}, then {@link validateBuilder} run by a sandbox runner. `messages` is the
 * builder's warning list verbatim, then the message of any rule that could not run; such a format
 * is `not-checked`, never `legal`.
 *
 * @example
 * ```ts
 * import { createNodeRunner } from '@tcgkit/sandbox/node';
 * const runner = createNodeRunner({ size: 1 });
 * await deckLegality(runner, deck, sampleCatalogs.pokemon);
 * // [{ format: 'Standard', status: 'illegal', messages: ['Decks need exactly 60 cards (found 20).'] }]
 * runner.close();
 * ```
 */
export async function deckLegality(
  runner: SandboxRunner,
  deck: Deck,
  catalog: CatalogInput,
  options: DeckLegalityOptions = {},
): Promise<FormatLegality[]> {
  const rulesets = rulesetLibrary(BUILT_IN_RULESETS, options.rulesets ?? []);
  const formats = options.formats ?? DEFAULT_LEGALITY_FORMATS[deck.game] ?? [];
  const out: FormatLegality[] = [];
  for (const format of formats) {
    const report = await validateBuilder(runner, deckBuilderOf(deck, catalog, format), {
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
