import type { CardGameId } from '@tcgkit/cards';

/**
 * A pile's role: at most one per pile, `null` for an ordinary pile.
 *
 * - `sideboard`: the side deck; checked as the sideboard, out of the main deck count, exported in
 *   the code's sideboard where the format has one.
 * - `maybeboard`: a scratch pile; never counts toward any rule and is never exported.
 * - `commander`: the command zone (only for games with a commander; none of ours has one).
 */
export type PileRole = 'sideboard' | 'maybeboard' | 'commander' | null;

/** What the piles are: zones of one deck (`single`) or separate decks of a deck set (`multi`). */
export type DeckLayout = 'single' | 'multi';

/** Where a pile sits: its column and its order in that column (both from 0). */
export interface PilePlacement {
  /** Column, from 0. */
  readonly column: number;
  /** Order inside the column, from 0. */
  readonly order: number;
}

/** A pile's view options (its panel menu). */
export interface PileViewOptions {
  /** Show the summary strip. */
  readonly summary: boolean;
  /** Show the curve. */
  readonly curve: boolean;
  /** Show the footer. */
  readonly footer: boolean;
}

/** One pile of the builder: plain data. */
export interface Pile {
  /** Stable id inside the builder. */
  readonly id: string;
  /** The pile's name (its optional "Deck name" label; `Main Deck`, `Legend`...). */
  readonly name: string;
  /** The deck rule that checks this pile on its own (a ruleset id), or `null`. */
  readonly deckRuleId: string | null;
  /** The pile's role. */
  readonly role: PileRole;
  /** Column and order. */
  readonly placement: PilePlacement;
  /** View options. */
  readonly view: PileViewOptions;
  /** Card ref to copies, in the order cards were added. */
  readonly cards: Readonly<Record<string, number>>;
  /** **Use a saved deck**: the saved deck this pile was loaded from, and whether Sync is on. */
  readonly link?: PileLink;
}

/** A pile's link to a saved deck. */
export interface PileLink {
  /** The saved deck's id. */
  readonly deckId: string;
  /** Sync on: the pile follows the saved deck, and saving the deck set writes the pile back. */
  readonly sync: boolean;
}

/** A deck saved on the user's account. */
export interface SavedDeck {
  /** Version of this shape. */
  readonly schemaVersion: 1;
  /** Id. */
  readonly id: string;
  /** Name, unique on the account (saving with an existing name replaces that deck). */
  readonly name: string;
  /** Private decks stay out of public areas until shared. */
  readonly private: boolean;
  /** The builder as saved (piles, layout, rules). */
  readonly builder: DeckBuilder;
  /** The rule warnings the deck still had when saved (the save dialog lists them). */
  readonly warnings: readonly string[];
}

/** How the builder's card ruleset was chosen (a template's recommendation yields to the user's choice). */
export type CardRulesetSource = 'template-recommended' | 'template-pinned' | 'user' | 'default';

/** The deck builder: every pile, the rules and the layout, as plain JSON. */
export interface DeckBuilder {
  /** Version of this shape. */
  readonly schemaVersion: 1;
  /** The game. */
  readonly game: CardGameId;
  /** Single Deck (zones of one deck) or Multi deck (a deck set). */
  readonly layout: DeckLayout;
  /** Multi Pile: several piles (off: one simple list). */
  readonly multiPile: boolean;
  /** Pile View: piles side by side in columns. */
  readonly pileView: boolean;
  /** Every pile (order is not meaningful: see {@link pilesInOrder}). */
  readonly piles: readonly Pile[];
  /** The pile being edited. */
  readonly activePileId: string;
  /** The whole-deck rule (Single Deck) or deck set rule (Multi deck), or `null`. */
  readonly layoutRuleId: string | null;
  /** The card ruleset, or `null`. */
  readonly cardRuleId: string | null;
  /** How `cardRuleId` was chosen. */
  readonly cardRuleSource: CardRulesetSource;
  /** The template the layout came from, if any. */
  readonly templateId: string | null;
  /** Counter for new pile ids. */
  readonly nextPileNumber: number;
}

/** One pile of a template: everything but cards. */
export interface TemplatePile {
  /** Pile id the builder uses. */
  readonly id: string;
  /** Pile name. */
  readonly name: string;
  /** Its deck (zone) rule. */
  readonly deckRuleId: string | null;
  /** Its role. */
  readonly role: PileRole;
  /** Where it sits. */
  readonly placement: PilePlacement;
  /** What it shows. */
  readonly view: PileViewOptions;
}

/** A template's card ruleset: recommended (yields to the user's choice) or pinned. */
export interface TemplateCardRuleset {
  /** Ruleset id. */
  readonly id: string;
  /** `recommended`: used until the user picks one; `pinned`: applies every time. */
  readonly mode: 'recommended' | 'pinned';
}

/** A saved builder layout. Never holds cards. */
export interface Template {
  /** Version of this shape. */
  readonly schemaVersion: 1;
  /** Template id. */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Its game. */
  readonly game: CardGameId;
  /** Built in (a Turny template) or the user's own. */
  readonly builtIn: boolean;
  /** Public (on the profile) or private. */
  readonly public: boolean;
  /** Single Deck or Multi deck. */
  readonly layout: DeckLayout;
  /** Pile View on. */
  readonly pileView: boolean;
  /** The whole-deck or deck set rule the template was built for. */
  readonly layoutRuleId: string | null;
  /** The piles. */
  readonly piles: readonly TemplatePile[];
  /** The pile the builder opens on. */
  readonly openPileId: string;
  /** The card ruleset, recommended or pinned, or `null`. */
  readonly cardRuleset: TemplateCardRuleset | null;
}

/** A ruleset's scope. */
export type RuleScope = 'card' | 'deck' | 'deckset';

/** Where a ruleset came from. */
export type RulesetOrigin = 'built-in' | 'own' | 'tournament-copy' | 'profile-copy';

/** One ruleset script with its metadata. */
export interface Ruleset {
  /** Id (built-ins: `riftbound/constructed`, `lor/standard`...). */
  readonly id: string;
  /** Display name. */
  readonly name: string;
  /** Its game. */
  readonly game: CardGameId;
  /** Its scope. */
  readonly scope: RuleScope;
  /** The script source (passes `checkScriptSafety`). */
  readonly source: string;
  /** Version, from 1, raised by every edit. */
  readonly version: number;
  /** Content hash of `source` ({@link rulesetHash}). */
  readonly hash: string;
  /** Built in, the user's own, or a downloaded copy (read-only). */
  readonly origin: RulesetOrigin;
  /** Card rules: refs banned on top of whatever the script allows (the Direct bans picker). */
  readonly directBans?: readonly string[];
  /** For a downloaded copy: the source ruleset's id. */
  readonly copiedFrom?: string;
}

/** The rulesets the builder can pick from, by id. */
export type RulesetLibrary = Readonly<Record<string, Ruleset>>;

/** A ruleset a tournament saved: a copy of the script, pinned by its hash. */
export interface PinnedRuleset {
  /** The source ruleset's id. */
  readonly rulesetId: string;
  /** Name at the time of the copy. */
  readonly name: string;
  /** Scope. */
  readonly scope: RuleScope;
  /** The copied source. */
  readonly source: string;
  /** Hash of `source`. */
  readonly hash: string;
  /** The source version copied. */
  readonly version: number;
}

/** The rules a tournament keeps: one pinned copy per scope (or none). */
export interface TournamentRules {
  /** Card rule. */
  readonly card: PinnedRuleset | null;
  /** Deck rule. */
  readonly deck: PinnedRuleset | null;
  /** Deck set rule. */
  readonly deckset: PinnedRuleset | null;
}

/** Where a validation message came from. */
export type MessageSource = 'zone' | 'card' | 'deck' | 'deckset';

/** One validation message. */
export interface ValidationMessage {
  /** The text to show (without any pile prefix). */
  readonly text: string;
  /** The rule's issue code, when it gave one. */
  readonly code?: string;
  /** Which level raised it: a pile's zone rule, the card ruleset, the whole-deck or deck set rule. */
  readonly source: MessageSource;
  /** The rule that raised it (`null` for direct bans without a rule). */
  readonly ruleId: string | null;
  /** The pile it belongs to (zone and card messages). */
  readonly pileId?: string;
  /** The card it names (card messages). */
  readonly ref?: string;
}

/** A rule that could not run: the deck is "not checked". */
export interface RuleFailure {
  /** The rule (or `null` when the id itself was missing). */
  readonly ruleId: string | null;
  /** Its scope. */
  readonly scope: RuleScope;
  /** The pile whose zone rule failed. */
  readonly pileId?: string;
  /** Error code (`deckbuilder/rule-not-found`, `sandbox/timeout`...). */
  readonly code: string;
  /** What to show. */
  readonly message: string;
}

/** The builder's legality: a rule that could not run is `not-checked`, never `legal`. */
export type DeckStatus = 'legal' | 'illegal' | 'not-checked';

/** A pile's warning icon. */
export interface PileValidation {
  /** Pile id. */
  readonly pileId: string;
  /** Pile name (the prefix in the whole-deck list). */
  readonly name: string;
  /** Its zone rule's messages, then card-level issues in it (`Card name: message`). */
  readonly messages: readonly ValidationMessage[];
}

/** A warning marker on a card. */
export interface CardMarker {
  /** Pile holding the card. */
  readonly pileId: string;
  /** Card ref. */
  readonly ref: string;
  /** What is wrong with the card. */
  readonly messages: readonly string[];
}

/** What {@link validateBuilder} reports. */
export interface BuilderValidation {
  /** `legal`, `illegal`, or `not-checked` when any rule could not run. */
  readonly status: DeckStatus;
  /** False while any rule cannot run (saving is turned off). */
  readonly canSave: boolean;
  /** Per pile, in placement order (the Maybeboard has none: it never counts). */
  readonly piles: readonly PileValidation[];
  /** The whole-deck or deck set rule's messages. */
  readonly deck: readonly ValidationMessage[];
  /** Card markers. */
  readonly cards: readonly CardMarker[];
  /**
   * The builder's warning list: every pile's messages prefixed with its name (`Main Deck: ...`;
   * no prefix while there is a single pile), then the whole-deck or deck set messages.
   */
  readonly list: readonly string[];
  /** Rules that could not run. */
  readonly failures: readonly RuleFailure[];
}
