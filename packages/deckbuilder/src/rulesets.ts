// Rulesets: built-in scripts, the user's own, downloaded copies, versions, and the pinned copies
// a tournament keeps.
import { type CardGameId, stableHash20 } from '@tcgkit/cards';
import { err, ok, type Result } from '@tcgkit/core';
import { checkScriptSafety, type SafetyIssue } from '@tcgkit/sandbox';
import { DeckbuilderErrors } from './errors.js';
import {
  LOR_CONSTRUCTED_RULE,
  LOR_ETERNAL_RULE,
  LOR_LOCK_RULE,
  LOR_STANDARD_RULE,
} from './rules/lor.js';
import { POKEMON_STANDARD_DECK_RULE, POKEMON_STANDARD_RULE } from './rules/pokemon.js';
import {
  RIFTBOUND_BATTLEFIELDS_RULE,
  RIFTBOUND_CONSTRUCTED_RULE,
  RIFTBOUND_LEGEND_RULE,
  RIFTBOUND_MAIN_DECK_RULE,
  RIFTBOUND_RUNE_DECK_RULE,
  RIFTBOUND_SIDEBOARD_RULE,
  RIFTBOUND_STANDARD_RULE,
} from './rules/riftbound.js';
import type {
  PinnedRuleset,
  RuleScope,
  Ruleset,
  RulesetLibrary,
  TournamentRules,
} from './types.js';

/**
 * The content hash of a script (`h` + 20 hex digits of three 32-bit FNV-style passes). It
 * detects that a source moved on; it is not a cryptographic signature.
 */
export function rulesetHash(source: string): string {
  return `h${stableHash20(source)}`;
}

const builtIn = (
  id: string,
  name: string,
  game: CardGameId,
  scope: RuleScope,
  source: string,
): Ruleset => ({
  id,
  name,
  game,
  scope,
  source,
  version: 1,
  hash: rulesetHash(source),
  origin: 'built-in',
});

/** Ids of the built-in rulesets. */
export const BuiltInRuleIds = {
  riftboundConstructed: 'riftbound/constructed',
  riftboundLegend: 'riftbound/legend',
  riftboundRuneDeck: 'riftbound/rune-deck',
  riftboundBattlefields: 'riftbound/battlefields',
  riftboundMainDeck: 'riftbound/main-deck',
  riftboundSideboard: 'riftbound/sideboard',
  riftboundStandard: 'riftbound/standard',
  lorStandard: 'lor/standard',
  lorEternal: 'lor/eternal',
  lorConstructed: 'lor/constructed',
  lorLock: 'lor/lock',
  pokemonStandard: 'pokemon/standard',
  pokemonStandardDeck: 'pokemon/standard-deck',
} as const;

/** Every built-in ruleset (read-only; Duplicate one to edit a copy). */
export const BUILT_IN_RULESETS: readonly Ruleset[] = [
  builtIn(
    'riftbound/constructed',
    'Riftbound constructed',
    'riftbound',
    'deck',
    RIFTBOUND_CONSTRUCTED_RULE,
  ),
  builtIn('riftbound/legend', 'Legend', 'riftbound', 'deck', RIFTBOUND_LEGEND_RULE),
  builtIn('riftbound/rune-deck', 'Rune Deck', 'riftbound', 'deck', RIFTBOUND_RUNE_DECK_RULE),
  builtIn(
    'riftbound/battlefields',
    'Battlefields',
    'riftbound',
    'deck',
    RIFTBOUND_BATTLEFIELDS_RULE,
  ),
  builtIn('riftbound/main-deck', 'Main Deck', 'riftbound', 'deck', RIFTBOUND_MAIN_DECK_RULE),
  builtIn('riftbound/sideboard', 'Sideboard', 'riftbound', 'deck', RIFTBOUND_SIDEBOARD_RULE),
  builtIn('riftbound/standard', 'Standard', 'riftbound', 'card', RIFTBOUND_STANDARD_RULE),
  builtIn('lor/standard', 'Standard', 'lor', 'card', LOR_STANDARD_RULE),
  builtIn('lor/eternal', 'Eternal', 'lor', 'card', LOR_ETERNAL_RULE),
  builtIn('lor/constructed', 'Riot constructed', 'lor', 'deck', LOR_CONSTRUCTED_RULE),
  builtIn('lor/lock', 'Riot lock', 'lor', 'deckset', LOR_LOCK_RULE),
  builtIn('pokemon/standard', 'Standard', 'pokemon', 'card', POKEMON_STANDARD_RULE),
  builtIn('pokemon/standard-deck', 'Standard deck', 'pokemon', 'deck', POKEMON_STANDARD_DECK_RULE),
];

/**
 * A library (id to ruleset) from lists of rulesets; later lists win on the same id.
 *
 * @example
 * ```ts
 * const library = rulesetLibrary(BUILT_IN_RULESETS, myRulesets);
 * ```
 */
export function rulesetLibrary(...lists: readonly (readonly Ruleset[])[]): RulesetLibrary {
  const out: Record<string, Ruleset> = {};
  for (const list of lists) for (const r of list) out[r.id] = r;
  return out;
}

/** A new ruleset of the user's own, or what is wrong with it. */
export interface NewRuleset {
  /** Id. */
  readonly id: string;
  /** Name. */
  readonly name: string;
  /** Game. */
  readonly game: CardGameId;
  /** Scope. */
  readonly scope: RuleScope;
  /** Source. */
  readonly source: string;
  /** Card rules: direct bans. */
  readonly directBans?: readonly string[];
}

function checkSource(source: string): Result<string> {
  const verdict = checkScriptSafety(source);
  if (verdict.safe) return ok(source);
  const error = err(
    DeckbuilderErrors.unsafeScript,
    'This ruleset script uses APIs or syntax that are not allowed.',
  );
  return { ...error, error: { ...error.error, safetyIssues: verdict.issues } } as Result<string>;
}

/**
 * Creates the user's own ruleset (version 1). The script is checked for unsafe code when saved:
 * an unsafe script cannot be saved (`deckbuilder/unsafe-script`, with the safety issues in
 * `error.safetyIssues`).
 *
 * @example
 * ```ts
 * const rule = createRuleset({ id: 'two-of', name: 'Two-of Standard', game: 'lor', scope: 'deck', source });
 * ```
 */
export function createRuleset(input: NewRuleset): Result<Ruleset> {
  const checked = checkSource(input.source);
  if (!checked.ok) return checked as Result<Ruleset>;
  return ok({
    id: input.id,
    name: input.name,
    game: input.game,
    scope: input.scope,
    source: input.source,
    version: 1,
    hash: rulesetHash(input.source),
    origin: 'own',
    ...(input.directBans === undefined ? {} : { directBans: [...input.directBans] }),
  });
}

/** The safety issues attached to a `deckbuilder/unsafe-script` error. */
export function safetyIssuesOf(result: Result<unknown>): readonly SafetyIssue[] {
  if (result.ok) return [];
  const issues = (result.error as { safetyIssues?: readonly SafetyIssue[] }).safetyIssues;
  return issues ?? [];
}

/**
 * Edits the user's own ruleset: a new source (checked again) or name or direct bans. A source
 * change raises the version and the hash. Built-in and downloaded copies are read-only.
 */
export function editRuleset(
  ruleset: Ruleset,
  changes: {
    readonly name?: string;
    readonly source?: string;
    readonly directBans?: readonly string[];
  },
): Result<Ruleset> {
  if (ruleset.origin !== 'own') {
    return err(
      DeckbuilderErrors.readOnlyRuleset,
      `"${ruleset.name}" is read-only: Duplicate it to edit a copy.`,
    );
  }
  const source = changes.source ?? ruleset.source;
  if (changes.source !== undefined) {
    const checked = checkSource(source);
    if (!checked.ok) return checked as Result<Ruleset>;
  }
  const moved = source !== ruleset.source;
  return ok({
    ...ruleset,
    name: changes.name ?? ruleset.name,
    source,
    version: moved ? ruleset.version + 1 : ruleset.version,
    hash: rulesetHash(source),
    ...(changes.directBans === undefined ? {} : { directBans: [...changes.directBans] }),
  });
}

/** Duplicate: an editable copy of any ruleset (built-in ones included). */
export function duplicateRuleset(
  ruleset: Ruleset,
  id: string,
  name = `${ruleset.name} (copy)`,
): Ruleset {
  return {
    ...ruleset,
    id,
    name,
    version: 1,
    origin: 'own',
    ...(ruleset.directBans === undefined ? {} : { directBans: [...ruleset.directBans] }),
  };
}

/**
 * A pinned copy of a ruleset's current version (what a tournament keeps when saved, or what
 * **Add to saved rulesets** stores).
 */
export function pinRuleset(ruleset: Ruleset): PinnedRuleset {
  return {
    rulesetId: ruleset.id,
    name: ruleset.name,
    scope: ruleset.scope,
    source: ruleset.source,
    hash: rulesetHash(ruleset.source),
    version: ruleset.version,
  };
}

/** Whether a pinned copy still matches its source ruleset. */
export type PinnedStatus = 'up-to-date' | 'update-available' | 'source-removed' | 'tampered';

/**
 * Compares a pinned copy with the current source ruleset: `update-available` when the author's
 * script moved on (its hash differs), `source-removed` when it is gone, `tampered` when the copy's
 * own source no longer matches its pinned hash.
 *
 * @example
 * ```ts
 * pinnedStatus(tournament.rules.deck, library[tournament.rules.deck.rulesetId]); // 'update-available'
 * ```
 */
export function pinnedStatus(pinned: PinnedRuleset, current: Ruleset | undefined): PinnedStatus {
  if (rulesetHash(pinned.source) !== pinned.hash) return 'tampered';
  if (current === undefined) return 'source-removed';
  return rulesetHash(current.source) === pinned.hash ? 'up-to-date' : 'update-available';
}

/** **Update**: the pinned copy switches to the latest version and takes the author's current name. */
export function updatePinned(pinned: PinnedRuleset, current: Ruleset): PinnedRuleset {
  return { ...pinRuleset(current), rulesetId: pinned.rulesetId };
}

/**
 * A saved copy of another player's ruleset: read-only, pinned to this version.
 * `from: 'tournament'` copies show "update available" ({@link downloadedStatus}); profile copies
 * do not (yet), as the guide says.
 */
export function downloadRuleset(
  ruleset: Ruleset | PinnedRuleset,
  id: string,
  from: 'tournament' | 'profile',
  game: CardGameId,
): Ruleset {
  const source = ruleset.source;
  const rulesetId = 'rulesetId' in ruleset ? ruleset.rulesetId : ruleset.id;
  return {
    id,
    name: ruleset.name,
    game: 'game' in ruleset ? ruleset.game : game,
    scope: ruleset.scope,
    source,
    version: ruleset.version,
    hash: rulesetHash(source),
    origin: from === 'tournament' ? 'tournament-copy' : 'profile-copy',
    copiedFrom: rulesetId,
  };
}

/** A downloaded copy's status: tournament copies compare with the source; profile copies never show updates. */
export function downloadedStatus(copy: Ruleset, current: Ruleset | undefined): PinnedStatus {
  if (copy.origin !== 'tournament-copy') return 'up-to-date';
  return pinnedStatus(
    {
      rulesetId: copy.copiedFrom ?? copy.id,
      name: copy.name,
      scope: copy.scope,
      source: copy.source,
      hash: copy.hash,
      version: copy.version,
    },
    current,
  );
}

/** Update a tournament copy to the author's latest version (and current name). */
export function updateDownloaded(copy: Ruleset, current: Ruleset): Ruleset {
  return {
    ...copy,
    name: current.name,
    source: current.source,
    version: current.version,
    hash: rulesetHash(current.source),
  };
}

/** Which ruleset a tournament uses per scope (ids), or `null`. */
export interface RuleSelection {
  /** Card rule id. */
  readonly card: string | null;
  /** Deck rule id. */
  readonly deck: string | null;
  /** Deck set rule id. */
  readonly deckset: string | null;
}

/**
 * Saving a tournament stores a copy of each selected script. Saving again reloads the current
 * code of every ruleset it uses. Fails when an id is missing or has the wrong scope.
 *
 * @example
 * ```ts
 * const rules = saveTournamentRules({ card: 'lor/eternal', deck: 'two-of', deckset: 'no-shared' }, library);
 * ```
 */
export function saveTournamentRules(
  selection: RuleSelection,
  library: RulesetLibrary,
): Result<TournamentRules> {
  const out: Record<RuleScope, PinnedRuleset | null> = { card: null, deck: null, deckset: null };
  for (const scope of ['card', 'deck', 'deckset'] as const) {
    const id = selection[scope];
    if (id === null) continue;
    const ruleset = library[id];
    if (ruleset === undefined)
      return err(DeckbuilderErrors.ruleNotFound, `There is no ruleset "${id}".`, `/${scope}`);
    if (ruleset.scope !== scope) {
      return err(
        DeckbuilderErrors.wrongScope,
        `"${ruleset.name}" is a ${ruleset.scope} rule, not a ${scope} rule.`,
        `/${scope}`,
      );
    }
    out[scope] = pinRuleset(ruleset);
  }
  return ok(out);
}

/** The status of each of a tournament's pinned rules against the library. */
export function tournamentRulesStatus(
  rules: TournamentRules,
  library: RulesetLibrary,
): Readonly<Record<RuleScope, PinnedStatus | null>> {
  const status = (p: PinnedRuleset | null) =>
    p === null ? null : pinnedStatus(p, library[p.rulesetId]);
  return { card: status(rules.card), deck: status(rules.deck), deckset: status(rules.deckset) };
}

/** A library in which a tournament's pinned copies stand in for the rulesets they copied. */
export function libraryWithPinned(
  library: RulesetLibrary,
  rules: TournamentRules,
  game: CardGameId,
): RulesetLibrary {
  const out: Record<string, Ruleset> = { ...library };
  for (const pinned of [rules.card, rules.deck, rules.deckset]) {
    if (pinned === null) continue;
    out[pinned.rulesetId] = {
      id: pinned.rulesetId,
      name: pinned.name,
      game,
      scope: pinned.scope,
      source: pinned.source,
      version: pinned.version,
      hash: pinned.hash,
      origin: 'tournament-copy',
      ...(library[pinned.rulesetId]?.directBans === undefined
        ? {}
        : { directBans: library[pinned.rulesetId]!.directBans! }),
    };
  }
  return out;
}
