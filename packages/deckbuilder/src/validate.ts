// Validation at both levels: zone rules per pile, the whole-deck or deck set rule, the card
// ruleset (with direct bans). Every rule runs in the sandbox; one that cannot run makes the deck
// "not checked", never legal.
import { type CardGameId, type CatalogIndex, cardsById as cardsByIdOf } from '@tcgkit/cards';
import { gameOfCard } from '@tcgkit/cards/vocab';
import { checkCatalogGame } from '@tcgkit/core';
import { type CatalogInput, toIndex } from '@tcgkit/deck-codes';
import {
  type RulesetCheck,
  runCardRuleOverCards,
  runRulesetScript,
  type SandboxResult,
  type SandboxRunner,
} from '@tcgkit/sandbox';
import { countedPiles, deckSet, mergedDeck } from './builder.js';
import { DeckbuilderErrors } from './errors.js';
import type {
  BuilderValidation,
  CardMarker,
  DeckBuilder,
  Pile,
  PileValidation,
  RuleFailure,
  RuleScope,
  Ruleset,
  RulesetLibrary,
  ValidationMessage,
} from './types.js';

/** The message a direct ban shows on a card. */
export const DIRECT_BAN_MESSAGE = 'This card is directly banned by the selected ruleset.';

/** Options of {@link validateBuilder}. */
export interface ValidateOptions {
  /** The rulesets the builder's ids point at (built-ins plus the user's). */
  readonly rulesets: RulesetLibrary;
  /** The game's catalog (or its index). */
  readonly catalog: CatalogInput;
  /** Per-rule time limit in ms (default: the sandbox's 2 s check limit). */
  readonly timeoutMs?: number;
}

type Loaded =
  | { readonly ok: true; readonly ruleset: Ruleset }
  | { readonly ok: false; readonly failure: RuleFailure };

function load(
  library: RulesetLibrary,
  id: string,
  scope: RuleScope,
  game: CardGameId,
  pileId?: string,
): Loaded {
  const ruleset = library[id];
  const at = pileId === undefined ? {} : { pileId };
  if (ruleset === undefined) {
    return {
      ok: false,
      failure: {
        ruleId: id,
        scope,
        ...at,
        code: DeckbuilderErrors.ruleNotFound,
        message: `The rule "${id}" could not be loaded.`,
      },
    };
  }
  if (ruleset.scope !== scope || ruleset.game !== game) {
    return {
      ok: false,
      failure: {
        ruleId: id,
        scope,
        ...at,
        code: DeckbuilderErrors.wrongScope,
        message: `"${ruleset.name}" is a ${ruleset.game} ${ruleset.scope} rule and cannot check this as a ${scope} rule.`,
      },
    };
  }
  return { ok: true, ruleset };
}

function failureOf(
  result: SandboxResult<unknown>,
  ruleset: Ruleset,
  scope: RuleScope,
  pileId?: string,
): RuleFailure | undefined {
  if (result.ok) return undefined;
  return {
    ruleId: ruleset.id,
    scope,
    ...(pileId === undefined ? {} : { pileId }),
    code: result.error.code,
    message: `"${ruleset.name}" could not run: ${result.error.message}`,
  };
}

function refsOf(piles: readonly Pile[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const p of piles)
    for (const ref of Object.keys(p.cards)) {
      if (!seen.has(ref)) {
        seen.add(ref);
        out.push(ref);
      }
    }
  return out;
}

/**
 * Checks the builder at both levels, running every rule in the sandbox:
 *
 * - each counted pile's **zone rule** (its deck rule) on the pile alone;
 * - the **card ruleset** once per distinct card, plus its **direct bans** ({@link DIRECT_BAN_MESSAGE});
 * - the **whole-deck rule** on the merged deck (Single Deck; the Sideboard nested under
 *   `sideboard`) or the **deck set rule** on one deck per pile (Multi deck).
 *
 * The Maybeboard never counts. `list` is the builder's warning list: every pile's messages
 * prefixed with its name (no prefix while there is only one pile), then the whole-deck or deck set
 * messages without a prefix. A whole-deck message that repeats a zone message word for word is
 * shown once, under its pile. Any rule that cannot run (missing, wrong scope, unsafe, throws,
 * times out, no sandbox) makes the status `not-checked` and turns saving off.
 *
 * @example
 * ```ts
 * const runner = createNodeRunner({ size: 1 });
 * const report = await validateBuilder(runner, builder, {
 *   rulesets: rulesetLibrary(BUILT_IN_RULESETS),
 *   catalog: sampleCatalogs.riftbound,
 * });
 * report.status; // 'illegal'
 * report.list; // ['Main Deck: The main deck must contain exactly 40 cards.']
 * ```
 */
export async function validateBuilder(
  runner: SandboxRunner,
  builder: DeckBuilder,
  options: ValidateOptions,
): Promise<BuilderValidation> {
  // A catalog of another game (or a mix) is not checked at all: every card would be unknown.
  const catalogInput = options.catalog;
  const wrongCatalog = checkCatalogGame(
    typeof catalogInput === 'object' && catalogInput !== null && 'byRef' in catalogInput
      ? catalogInput.catalog
      : catalogInput,
    builder.game,
    gameOfCard,
  );
  if (wrongCatalog !== undefined) {
    const failure: RuleFailure = {
      ruleId: null,
      scope: builder.layout === 'multi' ? 'deckset' : 'deck',
      code: wrongCatalog.code,
      message: wrongCatalog.message,
    };
    return {
      status: 'not-checked',
      canSave: false,
      piles: [],
      deck: [],
      cards: [],
      list: [wrongCatalog.message],
      failures: [failure],
    };
  }
  const index = toIndex(catalogInput) as CatalogIndex;
  const context = { globals: index.catalog.globals ?? null };
  const run = options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs };
  const piles = countedPiles(builder);
  const failures: RuleFailure[] = [];
  let invalid = false;
  const byId = cardsByIdOf(index, refsOf(piles));

  // Zone rules, one per pile.
  const zoneJobs = piles.map(async (pile): Promise<ValidationMessage[]> => {
    if (pile.deckRuleId === null) return [];
    const loaded = load(options.rulesets, pile.deckRuleId, 'deck', builder.game, pile.id);
    if (!loaded.ok) {
      failures.push(loaded.failure);
      return [];
    }
    const result = await runRulesetScript(
      runner,
      loaded.ruleset.source,
      {
        scope: 'deck',
        deck: { ...pile.cards },
        cardsById: cardsByIdOf(index, pile.cards),
        context,
      },
      run,
    );
    const failure = failureOf(result, loaded.ruleset, 'deck', pile.id);
    if (failure !== undefined || !result.ok) {
      if (failure !== undefined) failures.push(failure);
      return [];
    }
    if (!result.value.valid) invalid = true;
    return result.value.issues.map((i) => ({
      text: i.message,
      ...(i.code === undefined ? {} : { code: i.code }),
      source: 'zone',
      ruleId: loaded.ruleset.id,
      pileId: pile.id,
    }));
  });

  // Card ruleset, once per distinct card, plus direct bans.
  const cardJob = (async (): Promise<
    Map<string, { code?: string; text: string; ruleId: string | null }[]>
  > => {
    const out = new Map<string, { code?: string; text: string; ruleId: string | null }[]>();
    if (builder.cardRuleId === null) return out;
    const loaded = load(options.rulesets, builder.cardRuleId, 'card', builder.game);
    if (!loaded.ok) {
      failures.push(loaded.failure);
      return out;
    }
    const refs = refsOf(piles);
    const bans = new Set(loaded.ruleset.directBans ?? []);
    for (const ref of refs) {
      const identity = index.byRef.get(ref)?.card.id;
      if (bans.has(ref) || (identity !== undefined && bans.has(identity))) {
        invalid = true;
        out.set(ref, [{ code: 'direct_ban', text: DIRECT_BAN_MESSAGE, ruleId: loaded.ruleset.id }]);
      }
    }
    if (refs.length === 0) return out;
    const cards = refs.map((ref) => byId[ref] ?? { id: ref });
    const result = await runCardRuleOverCards(runner, loaded.ruleset.source, cards, {
      context,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    const failure = failureOf(result, loaded.ruleset, 'card');
    if (failure !== undefined || !result.ok) {
      if (failure !== undefined) failures.push(failure);
      return out;
    }
    result.value.forEach((outcome, i) => {
      const ref = refs[i]!;
      if (outcome.error !== undefined) {
        failures.push({
          ruleId: loaded.ruleset.id,
          scope: 'card',
          code: DeckbuilderErrors.ruleCouldNotRun,
          message: `"${loaded.ruleset.name}" could not check ${byId[ref]?.name ?? ref}: ${outcome.error}`,
        });
        return;
      }
      if (!outcome.valid) invalid = true;
      const list = out.get(ref) ?? [];
      for (const i of outcome.issues)
        list.push({
          ...(i.code === undefined ? {} : { code: i.code }),
          text: i.message,
          ruleId: loaded.ruleset.id,
        });
      if (list.length > 0) out.set(ref, list);
    });
    return out;
  })();

  // The whole-deck rule (Single Deck) or the deck set rule (Multi deck).
  const layoutJob = (async (): Promise<ValidationMessage[]> => {
    if (builder.layoutRuleId === null) return [];
    const scope: RuleScope = builder.layout === 'multi' ? 'deckset' : 'deck';
    const loaded = load(options.rulesets, builder.layoutRuleId, scope, builder.game);
    if (!loaded.ok) {
      failures.push(loaded.failure);
      return [];
    }
    const result: SandboxResult<RulesetCheck> =
      scope === 'deck'
        ? await runRulesetScript(
            runner,
            loaded.ruleset.source,
            { scope: 'deck', deck: mergedDeck(builder), cardsById: byId, context },
            run,
          )
        : await runRulesetScript(
            runner,
            loaded.ruleset.source,
            { scope: 'deckset', decks: deckSet(builder), cardsById: byId, context },
            run,
          );
    const failure = failureOf(result, loaded.ruleset, scope);
    if (failure !== undefined || !result.ok) {
      if (failure !== undefined) failures.push(failure);
      return [];
    }
    if (!result.value.valid) invalid = true;
    return result.value.issues.map((i) => ({
      text: i.message,
      ...(i.code === undefined ? {} : { code: i.code }),
      source: scope,
      ruleId: loaded.ruleset.id,
    }));
  })();

  const [zoneMessages, cardIssues, layoutMessages] = await Promise.all([
    Promise.all(zoneJobs),
    cardJob,
    layoutJob,
  ]);

  const pileReports: PileValidation[] = [];
  const markers: CardMarker[] = [];
  piles.forEach((pile, i) => {
    const messages: ValidationMessage[] = [...(zoneMessages[i] ?? [])];
    for (const ref of Object.keys(pile.cards)) {
      const issues = cardIssues.get(ref);
      if (issues === undefined) continue;
      markers.push({ pileId: pile.id, ref, messages: issues.map((x) => x.text) });
      const name = byId[ref]?.name ?? ref;
      for (const x of issues) {
        messages.push({
          text: `${name}: ${x.text}`,
          ...(x.code === undefined ? {} : { code: x.code }),
          source: 'card',
          ruleId: x.ruleId,
          pileId: pile.id,
          ref,
        });
      }
    }
    pileReports.push({ pileId: pile.id, name: pile.name, messages });
  });

  const zoneTexts = new Set(
    pileReports.flatMap((p) => p.messages.filter((m) => m.source === 'zone').map((m) => m.text)),
  );
  const deck = layoutMessages.filter((m) => !zoneTexts.has(m.text));
  const prefixed = builder.piles.length > 1;
  // The Deck name is optional: a pile without one is named by its place ("Deck 2"), as on
  // submission, so a prefix is never empty.
  const label = (p: PileValidation, i: number) => (p.name.trim() === '' ? `Deck ${i + 1}` : p.name);
  const list = [
    ...pileReports.flatMap((p, i) =>
      p.messages.map((m) => (prefixed ? `${label(p, i)}: ${m.text}` : m.text)),
    ),
    ...deck.map((m) => m.text),
  ];
  const status = failures.length > 0 ? 'not-checked' : invalid ? 'illegal' : 'legal';
  return {
    status,
    canSave: failures.length === 0,
    piles: pileReports,
    deck,
    cards: markers,
    list,
    failures,
  };
}
