// resolvePoolFilters: the active pile's rule suggests the card pool filters.
import { type CatalogIndex, cardsById as cardsByIdOf } from '@tcgkit/cards';
import { type CatalogInput, toIndex } from '@tcgkit/deck-codes';
import {
  POOL_FILTER_KEYS,
  type PoolFiltersPatch,
  runPoolFilters,
  type SandboxResult,
  type SandboxRunner,
} from '@tcgkit/sandbox';
import { pileById, pilesInOrder } from './builder.js';
import type { DeckBuilder, RulesetLibrary } from './types.js';

/** Options of {@link suggestPoolFilters}. */
export interface PoolFilterOptions {
  /** The rulesets the builder's ids point at. */
  readonly rulesets: RulesetLibrary;
  /** The game's catalog (or its index). */
  readonly catalog: CatalogInput;
  /** The builder's current filter model. */
  readonly filters?: Readonly<Record<string, unknown>>;
}

/**
 * Asks the deck rules for the active pile's card-pool filters: the pile's own deck (zone) rule
 * first; when it has no `resolvePoolFilters` or answers `null`, the whole-deck rule (Single Deck
 * only: card and deck set rules are never asked). The answer is normalized to the game's filter
 * keys; `null` means no suggestion. A rule that cannot run answers its sandbox error.
 *
 * @example
 * ```ts
 * const patch = await suggestPoolFilters(runner, builder, { rulesets, catalog });
 * if (patch.ok) patch.value; // { regionRefs: ['Ionia', 'PiltoverZaun'] }
 * ```
 */
export async function suggestPoolFilters(
  runner: SandboxRunner,
  builder: DeckBuilder,
  options: PoolFilterOptions,
): Promise<SandboxResult<PoolFiltersPatch | null>> {
  const index = toIndex(options.catalog) as CatalogIndex;
  const active = pileById(builder, builder.activePileId);
  if (active === undefined) return { ok: true, value: null, warnings: [] };
  const lineup = pilesInOrder(builder).map((p) => ({
    pileId: p.id,
    name: p.name,
    role: p.role === null ? ('main' as const) : p.role,
    deckRuleId: p.deckRuleId,
    cards: { ...p.cards },
  }));
  const refs = new Set<string>();
  for (const p of builder.piles) for (const ref of Object.keys(p.cards)) refs.add(ref);
  const input = {
    lineup,
    activePileId: active.id,
    cardsById: cardsByIdOf(index, refs),
    filters: options.filters ?? {},
  };
  const filterKeys = POOL_FILTER_KEYS[builder.game];
  const context = { globals: index.catalog.globals ?? null };
  const candidates: string[] = [];
  if (active.deckRuleId !== null) candidates.push(active.deckRuleId);
  if (builder.layout === 'single' && builder.layoutRuleId !== null)
    candidates.push(builder.layoutRuleId);
  for (const id of candidates) {
    const ruleset = options.rulesets[id];
    if (ruleset === undefined || ruleset.scope !== 'deck') continue;
    const result = await runPoolFilters(runner, ruleset.source, input, { filterKeys, context });
    if (!result.ok || result.value !== null) return result;
  }
  return { ok: true, value: null, warnings: [] };
}
