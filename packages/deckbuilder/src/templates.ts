// Templates: saved builder layouts (piles, rules, roles, placement, view, opening pile, card
// ruleset). Never cards.
import { err, ok, type Result } from '@tcgkit/core';
import { createBuilder as createBuilderFor, DEFAULT_PILE_VIEW, pilesInOrder } from './builder.js';
import { DeckbuilderErrors } from './errors.js';
import type { DeckBuilder, Pile, Template, TemplatePile } from './types.js';

const pile = (
  id: string,
  name: string,
  deckRuleId: string | null,
  role: TemplatePile['role'],
  column: number,
  order: number,
): TemplatePile => ({
  id,
  name,
  deckRuleId,
  role,
  placement: { column, order },
  view: DEFAULT_PILE_VIEW,
});

/**
 * The built-in Riftbound **Constructed** template: Legend, Rune Deck, Battlefields, Main Deck,
 * Sideboard and Maybeboard, Single Deck with the "Riftbound constructed" whole-deck rule, opens
 * on the Legend pile, recommends the Standard card ruleset.
 */
export const RIFTBOUND_CONSTRUCTED: Template = {
  schemaVersion: 1,
  id: 'riftbound/constructed',
  name: 'Constructed',
  game: 'riftbound',
  builtIn: true,
  public: true,
  layout: 'single',
  pileView: true,
  layoutRuleId: 'riftbound/constructed',
  piles: [
    pile('legend', 'Legend', 'riftbound/legend', null, 0, 0),
    pile('runes', 'Rune Deck', 'riftbound/rune-deck', null, 0, 1),
    pile('battlefields', 'Battlefields', 'riftbound/battlefields', null, 0, 2),
    pile('main', 'Main Deck', 'riftbound/main-deck', null, 1, 0),
    pile('sideboard', 'Sideboard', 'riftbound/sideboard', 'sideboard', 2, 0),
    pile('maybeboard', 'Maybeboard', null, 'maybeboard', 2, 1),
  ],
  openPileId: 'legend',
  cardRuleset: { id: 'riftbound/standard', mode: 'recommended' },
};

/** Every built-in (Turny) template. Legends of Runeterra and Pokémon have none yet. */
export const BUILT_IN_TEMPLATES: readonly Template[] = [RIFTBOUND_CONSTRUCTED];

function cardRuleAfter(
  builder: DeckBuilder,
  template: Template,
): Pick<DeckBuilder, 'cardRuleId' | 'cardRuleSource'> {
  const card = template.cardRuleset;
  if (card === null)
    return { cardRuleId: builder.cardRuleId, cardRuleSource: builder.cardRuleSource };
  if (card.mode === 'pinned') return { cardRuleId: card.id, cardRuleSource: 'template-pinned' };
  // Recommended: used until the user picks a card ruleset for that game, then left alone.
  if (builder.cardRuleSource === 'user')
    return { cardRuleId: builder.cardRuleId, cardRuleSource: 'user' };
  return { cardRuleId: card.id, cardRuleSource: 'template-recommended' };
}

/**
 * **Switch template**: replaces every pile, cards included, with the template's empty piles,
 * rules, layout and opening pile. A recommended card ruleset applies only while the user has not
 * picked one; a pinned one always applies.
 *
 * @example
 * ```ts
 * const builder = applyTemplate(createBuilder('riftbound'), RIFTBOUND_CONSTRUCTED);
 * if (builder.ok) builder.value.activePileId; // 'legend'
 * ```
 */
export function applyTemplate(builder: DeckBuilder, template: Template): Result<DeckBuilder> {
  if (template.game !== builder.game) {
    return err(
      DeckbuilderErrors.wrongGame,
      `"${template.name}" is a ${template.game} template; the builder is ${builder.game}.`,
    );
  }
  const piles: Pile[] = template.piles.map((p) => ({ ...p, cards: {} }));
  return ok({
    ...builder,
    layout: template.layout,
    multiPile: piles.length > 1,
    pileView: template.pileView,
    piles,
    activePileId: piles.some((p) => p.id === template.openPileId)
      ? template.openPileId
      : (piles[0]?.id ?? builder.activePileId),
    layoutRuleId: template.layoutRuleId,
    templateId: template.id,
    nextPileNumber: Math.max(builder.nextPileNumber, piles.length + 1),
    ...cardRuleAfter(builder, template),
  });
}

/** Options of {@link saveAsTemplate}. */
export interface SaveTemplateOptions {
  /** Template id (saving again with the same name should reuse the id: {@link saveTemplateInto}). */
  readonly id: string;
  /** Template name. */
  readonly name: string;
  /** **Also save the card ruleset**: pins the builder's current card ruleset to the template. */
  readonly alsoSaveCardRuleset?: boolean;
  /** Public (on your profile). Default false. */
  readonly public?: boolean;
}

/**
 * **Save as Template**: the builder's layout without cards. Offered only while every pile is
 * empty (`deckbuilder/template-has-cards`) and with a whole-deck or deck set rule chosen
 * (`deckbuilder/template-needs-rule`).
 */
export function saveAsTemplate(
  builder: DeckBuilder,
  options: SaveTemplateOptions,
): Result<Template> {
  const full = builder.piles.find((p) => Object.keys(p.cards).length > 0);
  if (full !== undefined) {
    return err(
      DeckbuilderErrors.templateHasCards,
      `Empty every pile before saving a template ("${full.name}" holds cards).`,
    );
  }
  if (builder.layoutRuleId === null) {
    return err(
      DeckbuilderErrors.templateNeedsRule,
      `Choose a ${builder.layout === 'multi' ? 'deck set' : 'whole-deck'} rule before saving a template.`,
    );
  }
  return ok({
    schemaVersion: 1,
    id: options.id,
    name: options.name,
    game: builder.game,
    builtIn: false,
    public: options.public ?? false,
    layout: builder.layout,
    pileView: builder.pileView,
    layoutRuleId: builder.layoutRuleId,
    piles: pilesInOrder(builder).map(({ cards: _cards, link: _link, ...rest }) => rest),
    openPileId: builder.activePileId,
    cardRuleset:
      options.alsoSaveCardRuleset === true && builder.cardRuleId !== null
        ? { id: builder.cardRuleId, mode: 'pinned' }
        : null,
  });
}

/** Saving again with the same name updates that template (same id); otherwise it is added. */
export function saveTemplateInto(
  templates: readonly Template[],
  builder: DeckBuilder,
  options: Omit<SaveTemplateOptions, 'id'> & { readonly id?: string },
): Result<readonly Template[]> {
  const existing = templates.find(
    (t) => !t.builtIn && t.name === options.name && t.game === builder.game,
  );
  const id = existing?.id ?? options.id ?? `template-${templates.length + 1}`;
  const saved = saveAsTemplate(builder, { ...options, id });
  if (!saved.ok) return saved;
  return ok(
    existing === undefined
      ? [...templates, saved.value]
      : templates.map((t) => (t.id === existing.id ? saved.value : t)),
  );
}

/** Templates built for a deck set (or whole-deck) rule: picking that rule offers to switch. */
export function templatesForRule(
  templates: readonly Template[],
  ruleId: string,
): readonly Template[] {
  return templates.filter((t) => t.layoutRuleId === ruleId);
}

/**
 * The builder a game opens with: Riftbound in Pile View with the Constructed template, Legends of
 * Runeterra and Pokémon as a single deck.
 *
 * @example
 * ```ts
 * createDefaultBuilder('riftbound').piles.map((p) => p.name);
 * // ['Legend', 'Rune Deck', 'Battlefields', 'Main Deck', 'Sideboard', 'Maybeboard']
 * ```
 */
export function createDefaultBuilder(game: DeckBuilder['game']): DeckBuilder {
  const base = createBuilderFor(game);
  if (game !== 'riftbound') return base;
  const applied = applyTemplate(base, RIFTBOUND_CONSTRUCTED);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value;
}

function ownTemplate(templates: readonly Template[], id: string): Result<Template> {
  const t = templates.find((x) => x.id === id);
  if (t === undefined)
    return err(DeckbuilderErrors.unknownTemplate, `There is no template "${id}".`);
  if (t.builtIn) {
    return err(
      DeckbuilderErrors.builtInTemplate,
      `"${t.name}" is a Turny template: it can be hidden, not changed or deleted.`,
    );
  }
  return ok(t);
}

/**
 * **Settings, Templates**: rename one of your templates, make it public or private, or delete it.
 * Turny templates can only be hidden ({@link visibleTemplates}).
 *
 * @example
 * ```ts
 * const next = manageTemplate(templates, 't1', { name: 'Bo3 lineup', public: true });
 * ```
 */
export function manageTemplate(
  templates: readonly Template[],
  id: string,
  change: { readonly name?: string; readonly public?: boolean } | 'delete',
): Result<readonly Template[]> {
  const found = ownTemplate(templates, id);
  if (!found.ok) return found;
  if (change === 'delete') return ok(templates.filter((t) => t.id !== id));
  const updated: Template = {
    ...found.value,
    name: change.name ?? found.value.name,
    public: change.public ?? found.value.public,
  };
  return ok(templates.map((t) => (t.id === id ? updated : t)));
}

/** The templates a picker shows: every template of the game but the Turny templates the user hid. */
export function visibleTemplates(
  templates: readonly Template[],
  game: DeckBuilder['game'],
  hiddenIds: readonly string[] = [],
): readonly Template[] {
  return templates.filter((t) => t.game === game && !(t.builtIn && hiddenIds.includes(t.id)));
}
