// The builder model: piles, roles, layout, cards. Pure functions over plain data.
import { CARD_GAME_IDS, type CardGameId } from '@tcgkit/cards';
import { err, ok, parseGameId, type Result, unwrap } from '@tcgkit/core';
import { DeckbuilderErrors } from './errors.js';
import type {
  DeckBuilder,
  DeckLayout,
  Pile,
  PilePlacement,
  PileRole,
  PileViewOptions,
} from './types.js';

/** The view options a new pile starts with. */
export const DEFAULT_PILE_VIEW: PileViewOptions = { summary: true, curve: true, footer: true };

/** Options of {@link createBuilder}. */
export interface CreateBuilderOptions {
  /** The whole-deck (or deck set) rule. Default: the game's built-in deck rule, if any. */
  readonly layoutRuleId?: string | null;
  /** The card ruleset. Default: the game's built-in Standard card rule. */
  readonly cardRuleId?: string | null;
}

const DEFAULT_RULES: Readonly<Record<CardGameId, { layout: string | null; card: string | null }>> =
  {
    lor: { layout: 'lor/constructed', card: 'lor/standard' },
    pokemon: { layout: 'pokemon/standard-deck', card: 'pokemon/standard' },
    riftbound: { layout: 'riftbound/constructed', card: 'riftbound/standard' },
  };

/**
 * A new single-deck builder with one empty pile (`Deck`). Riftbound opens in Pile View with the
 * Constructed template instead: use `createBuilderFromTemplate(RIFTBOUND_CONSTRUCTED)`, as
 * {@link createDefaultBuilder} does.
 *
 * @example
 * ```ts
 * const builder = createBuilder('lor');
 * builder.piles[0]?.name; // 'Deck'
 * ```
 */
export function createBuilder(game: CardGameId, options: CreateBuilderOptions = {}): DeckBuilder {
  // A programmer error (the type allows only the card games): a TcgkitError coded
  // core/unknown-game whose message lists them, not a builder without rules.
  unwrap(parseGameId(game, CARD_GAME_IDS));
  return {
    schemaVersion: 1,
    game,
    layout: 'single',
    multiPile: false,
    pileView: false,
    piles: [
      {
        id: 'p1',
        name: 'Deck',
        deckRuleId: null,
        role: null,
        placement: { column: 0, order: 0 },
        view: DEFAULT_PILE_VIEW,
        cards: {},
      },
    ],
    activePileId: 'p1',
    layoutRuleId:
      options.layoutRuleId === undefined ? DEFAULT_RULES[game].layout : options.layoutRuleId,
    cardRuleId: options.cardRuleId === undefined ? DEFAULT_RULES[game].card : options.cardRuleId,
    cardRuleSource: options.cardRuleId === undefined ? 'default' : 'user',
    templateId: null,
    nextPileNumber: 2,
  };
}

/** The piles in placement order: by column, then order in the column, then id. */
export function pilesInOrder(builder: DeckBuilder): readonly Pile[] {
  return [...builder.piles].sort(
    (a, b) =>
      a.placement.column - b.placement.column ||
      a.placement.order - b.placement.order ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The pile with this id, or `undefined`. */
export function pileById(builder: DeckBuilder, pileId: string): Pile | undefined {
  return builder.piles.find((p) => p.id === pileId);
}

function replacePile(builder: DeckBuilder, pile: Pile): DeckBuilder {
  return { ...builder, piles: builder.piles.map((p) => (p.id === pile.id ? pile : p)) };
}

function findPile(builder: DeckBuilder, pileId: string): Result<Pile> {
  const pile = pileById(builder, pileId);
  return pile === undefined
    ? err(DeckbuilderErrors.unknownPile, `There is no pile "${pileId}".`, '/piles')
    : ok(pile);
}

function checkCount(count: number): Result<number> {
  return Number.isInteger(count) && count > 0
    ? ok(count)
    : err(
        DeckbuilderErrors.invalidCount,
        `A copy count must be a positive whole number (got ${count}).`,
      );
}

function checkRole(builder: DeckBuilder, role: PileRole, exceptId?: string): Result<PileRole> {
  if (role === null) return ok(role);
  if (role === 'commander') {
    return err(
      DeckbuilderErrors.invalidRole,
      'Command zone is only for games with a commander, and this game has none.',
    );
  }
  const other = builder.piles.find((p) => p.role === role && p.id !== exceptId);
  if (other !== undefined) {
    return err(
      DeckbuilderErrors.invalidRole,
      `"${other.name}" is already the ${role === 'sideboard' ? 'Sideboard' : 'Maybeboard'}.`,
    );
  }
  return ok(role);
}

/** Settings of a new pile ({@link addPile}); every field optional. */
export interface NewPile {
  /** Name (default `Deck <n>`). */
  readonly name?: string;
  /** Deck rule. */
  readonly deckRuleId?: string | null;
  /** Role. */
  readonly role?: PileRole;
  /** Placement (default: a new column to the right). */
  readonly placement?: PilePlacement;
  /** View options. */
  readonly view?: PileViewOptions;
}

/**
 * Adds an empty pile and turns Multi Pile on. In a Multi deck layout a new pile gets the game's
 * built-in deck rule unless one is given. Fails for a second Sideboard or Maybeboard, or a
 * command zone (no game here has a commander).
 *
 * @example
 * ```ts
 * const next = addPile(createBuilder('lor'), { name: 'Deck 2' });
 * if (next.ok) next.value.piles.length; // 2
 * ```
 */
export function addPile(builder: DeckBuilder, settings: NewPile = {}): Result<DeckBuilder> {
  const role = checkRole(builder, settings.role ?? null);
  if (!role.ok) return role;
  const id = `p${builder.nextPileNumber}`;
  const lastColumn = Math.max(-1, ...builder.piles.map((p) => p.placement.column));
  const pile: Pile = {
    id,
    name: settings.name ?? `Deck ${builder.piles.length + 1}`,
    deckRuleId:
      settings.deckRuleId !== undefined
        ? settings.deckRuleId
        : builder.layout === 'multi' && role.value !== 'maybeboard'
          ? DEFAULT_RULES[builder.game].layout
          : null,
    role: role.value,
    placement: settings.placement ?? { column: lastColumn + 1, order: 0 },
    view: settings.view ?? DEFAULT_PILE_VIEW,
    cards: {},
  };
  return ok({
    ...builder,
    multiPile: true,
    piles: [...builder.piles, pile],
    nextPileNumber: builder.nextPileNumber + 1,
  });
}

/** Removes a pile and its cards. The last pile cannot be removed. */
export function removePile(builder: DeckBuilder, pileId: string): Result<DeckBuilder> {
  const found = findPile(builder, pileId);
  if (!found.ok) return found;
  if (builder.piles.length === 1)
    return err(DeckbuilderErrors.lastPile, 'A deck keeps at least one pile.');
  const piles = builder.piles.filter((p) => p.id !== pileId);
  const active =
    builder.activePileId === pileId
      ? (pilesInOrder({ ...builder, piles })[0]?.id ?? '')
      : builder.activePileId;
  return ok({
    ...builder,
    piles,
    activePileId: active,
    multiPile: piles.length > 1 || builder.multiPile,
  });
}

/** The pile settings (the gear): name, deck rule, role and placement, and view options. */
export type PileSettings = NewPile;

/** Changes a pile's settings; cards stay. */
export function updatePile(
  builder: DeckBuilder,
  pileId: string,
  settings: PileSettings,
): Result<DeckBuilder> {
  const found = findPile(builder, pileId);
  if (!found.ok) return found;
  const pile = found.value;
  const role =
    settings.role === undefined ? ok(pile.role) : checkRole(builder, settings.role, pileId);
  if (!role.ok) return role;
  return ok(
    replacePile(builder, {
      ...pile,
      name: settings.name ?? pile.name,
      deckRuleId: settings.deckRuleId === undefined ? pile.deckRuleId : settings.deckRuleId,
      role: role.value,
      placement: settings.placement ?? pile.placement,
      view: settings.view ?? pile.view,
    }),
  );
}

const DEFAULT_DECKSET_RULE: Readonly<Record<CardGameId, string | null>> = {
  lor: 'lor/lock',
  pokemon: null,
  riftbound: null,
};

/**
 * Single Deck (zones of one deck, one whole-deck rule) or Multi deck (a deck set, one deck set
 * rule). When the layout changes and no rule is given, the rule next to the toggle becomes the
 * game's default for that layout (Legends of Runeterra: Riot lock for a deck set, Riot
 * constructed for a deck); switching to Multi deck also gives every pile without a deck rule the
 * game's built-in deck rule, since each pile is now a deck of its own.
 *
 * @example
 * ```ts
 * const lineup = setLayout(createBuilder('lor'), 'multi');
 * lineup.layoutRuleId; // 'lor/lock'
 * lineup.piles[0]?.deckRuleId; // 'lor/constructed'
 * ```
 */
export function setLayout(
  builder: DeckBuilder,
  layout: DeckLayout,
  layoutRuleId?: string | null,
): DeckBuilder {
  if (layout === builder.layout) {
    return layoutRuleId === undefined ? builder : { ...builder, layoutRuleId };
  }
  const rule =
    layoutRuleId !== undefined
      ? layoutRuleId
      : layout === 'multi'
        ? DEFAULT_DECKSET_RULE[builder.game]
        : DEFAULT_RULES[builder.game].layout;
  const piles =
    layout === 'multi'
      ? builder.piles.map((p) =>
          p.deckRuleId === null && p.role !== 'maybeboard'
            ? { ...p, deckRuleId: DEFAULT_RULES[builder.game].layout }
            : p,
        )
      : builder.piles;
  return { ...builder, layout, layoutRuleId: rule, piles };
}

/** Pile View on or off. */
export function setPileView(builder: DeckBuilder, pileView: boolean): DeckBuilder {
  return { ...builder, pileView };
}

/** Chooses the whole-deck rule (Single Deck) or deck set rule (Multi deck). */
export function setLayoutRule(builder: DeckBuilder, ruleId: string | null): DeckBuilder {
  return { ...builder, layoutRuleId: ruleId };
}

/** The user picks a card ruleset: from now on a template's recommendation leaves it alone. */
export function setCardRule(builder: DeckBuilder, ruleId: string | null): DeckBuilder {
  return { ...builder, cardRuleId: ruleId, cardRuleSource: 'user' };
}

/** Makes a pile the active one (it steers the card pool filters). */
export function setActivePile(builder: DeckBuilder, pileId: string): Result<DeckBuilder> {
  const found = findPile(builder, pileId);
  if (!found.ok) return found;
  return ok({ ...builder, activePileId: pileId });
}

function withCount(cards: Readonly<Record<string, number>>, ref: string, count: number) {
  const out: Record<string, number> = {};
  let seen = false;
  for (const [r, c] of Object.entries(cards)) {
    if (r === ref) {
      seen = true;
      if (count > 0) out[r] = count;
    } else out[r] = c;
  }
  if (!seen && count > 0) out[ref] = count;
  return out;
}

/**
 * Adds copies of a card to a pile.
 *
 * @example
 * ```ts
 * const next = addCards(createBuilder('lor'), 'p1', '01IO009', 2);
 * if (next.ok) next.value.piles[0]?.cards; // { '01IO009': 2 }
 * ```
 */
export function addCards(
  builder: DeckBuilder,
  pileId: string,
  ref: string,
  count = 1,
): Result<DeckBuilder> {
  const found = findPile(builder, pileId);
  if (!found.ok) return found;
  const n = checkCount(count);
  if (!n.ok) return n;
  const pile = found.value;
  return ok(
    replacePile(builder, {
      ...pile,
      cards: withCount(pile.cards, ref, (pile.cards[ref] ?? 0) + n.value),
    }),
  );
}

/** Removes copies of a card from a pile (fails when the pile holds fewer). */
export function removeCards(
  builder: DeckBuilder,
  pileId: string,
  ref: string,
  count = 1,
): Result<DeckBuilder> {
  const found = findPile(builder, pileId);
  if (!found.ok) return found;
  const n = checkCount(count);
  if (!n.ok) return n;
  const pile = found.value;
  const have = pile.cards[ref] ?? 0;
  if (have < n.value) {
    return err(
      DeckbuilderErrors.notEnoughCopies,
      `"${pile.name}" holds ${have} cop${have === 1 ? 'y' : 'ies'} of ${ref}, not ${n.value}.`,
    );
  }
  return ok(replacePile(builder, { ...pile, cards: withCount(pile.cards, ref, have - n.value) }));
}

/** Moves copies of a card from one pile to another. */
export function moveCards(
  builder: DeckBuilder,
  fromPileId: string,
  toPileId: string,
  ref: string,
  count = 1,
): Result<DeckBuilder> {
  const to = findPile(builder, toPileId);
  if (!to.ok) return to;
  const removed = removeCards(builder, fromPileId, ref, count);
  if (!removed.ok) return removed;
  return addCards(removed.value, toPileId, ref, count);
}

/** Empties a pile. */
export function clearPile(builder: DeckBuilder, pileId: string): Result<DeckBuilder> {
  const found = findPile(builder, pileId);
  if (!found.ok) return found;
  return ok(replacePile(builder, { ...found.value, cards: {} }));
}

/** Total copies in a set of cards. */
export function copiesIn(cards: Readonly<Record<string, number>>): number {
  let total = 0;
  for (const c of Object.values(cards)) total += c;
  return total;
}

function mergeInto(target: Record<string, number>, cards: Readonly<Record<string, number>>): void {
  for (const [ref, c] of Object.entries(cards)) target[ref] = (target[ref] ?? 0) + c;
}

/**
 * The deck the whole-deck rule sees in a Single Deck layout: every counted pile merged into one
 * flat map, with the Sideboard pile nested under `sideboard` (the spec's flat-map shape). The
 * Maybeboard never counts.
 */
export function mergedDeck(builder: DeckBuilder): Readonly<Record<string, unknown>> {
  const main: Record<string, number> = {};
  const side: Record<string, number> = {};
  let hasSideboard = false;
  for (const pile of pilesInOrder(builder)) {
    if (pile.role === 'maybeboard') continue;
    if (pile.role === 'sideboard') {
      hasSideboard = true;
      mergeInto(side, pile.cards);
    } else mergeInto(main, pile.cards);
  }
  return hasSideboard ? { ...main, sideboard: side } : main;
}

/** The piles that count toward rules (every pile but the Maybeboard), in placement order. */
export function countedPiles(builder: DeckBuilder): readonly Pile[] {
  return pilesInOrder(builder).filter((p) => p.role !== 'maybeboard');
}

/**
 * The decks a deck set rule sees in a Multi deck layout: one flat map per counted pile, in
 * placement order (deck 1 is the first pile).
 */
export function deckSet(builder: DeckBuilder): readonly Readonly<Record<string, number>>[] {
  return countedPiles(builder).map((p) => ({ ...p.cards }));
}
