import {
  LOR_CARD_TYPES,
  LOR_RANKED_RARITIES,
  LOR_REGIONS,
  LOR_SUPERTYPES,
} from '@tcgkit/cards/vocab';
import type { LorSearchCard } from './card-shapes.js';
import type { GameSearchDefinition } from './field-types.js';
import { nameField, rulesTextField, setField } from './fields-common.js';

const stripMarkup = (s: string): string => s.replace(/<[^>]*>/g, '');
const list = (v: readonly string[] | undefined): readonly string[] => v ?? [];
const one = (v: string | undefined): readonly string[] => (v === undefined ? [] : [v]);

/** Legends of Runeterra regions, in the order of the spec's fields table (from `@tcgkit/cards/vocab`). */
export { LOR_REGIONS };

const typeIs = (card: LorSearchCard, type: string): boolean => card.game?.typeRef === type;

/**
 * The Legends of Runeterra search language (spec `search-lor.md`): fields read from `card.game`
 * (`typeRef`, `rarityRef`, `regionRefs`, `keywordRefs`, `supertypeRef`, `cost`, the raw rules and
 * level-up text) and the `is:` shortcuts.
 */
export const lorSearch: GameSearchDefinition<LorSearchCard> = {
  game: 'lor',
  fields: [
    nameField(),
    rulesTextField("Rules text, including a champion's level-up text.", (c) => {
      const g = c.game;
      if (!g) return [];
      const out: string[] = [];
      const rules =
        g.descriptionRaw ?? (g.description === undefined ? undefined : stripMarkup(g.description));
      if (rules) out.push(rules);
      const levelUp =
        g.levelupDescriptionRaw ??
        (g.levelupDescription === undefined ? undefined : stripMarkup(g.levelupDescription));
      if (levelUp) out.push(levelUp);
      return out;
    }),
    {
      name: 'type',
      aliases: ['t'],
      kind: 'value',
      description: 'Card type: Unit, Spell, Landmark, Ability, Equipment and so on.',
      values: LOR_CARD_TYPES,
      read: (c) => one(c.game?.typeRef),
    },
    {
      name: 'rarity',
      aliases: ['r'],
      kind: 'value',
      description: 'Rarity. Comparisons use the order Common, Rare, Epic, Champion.',
      values: LOR_RANKED_RARITIES,
      read: (c) => one(c.game?.rarityRef),
    },
    setField('set1 or set6cde'),
    {
      name: 'cost',
      aliases: ['mv', 'cmc'],
      kind: 'number',
      description: 'Mana cost.',
      read: (c) => c.game?.cost,
    },
    {
      name: 'region',
      aliases: ['c', 'color'],
      kind: 'value',
      description: 'Region, such as Demacia or ShadowIsles.',
      values: LOR_REGIONS,
      read: (c) => list(c.game?.regionRefs),
    },
    {
      name: 'keyword',
      aliases: ['kw'],
      kind: 'value',
      description:
        'Keyword, written as one word with no spaces, such as QuickStrike or LastBreath.',
      read: (c) => list(c.game?.keywordRefs),
    },
    {
      name: 'supertype',
      aliases: [],
      kind: 'value',
      description: 'Supertype. Champion is the only one in use.',
      values: LOR_SUPERTYPES,
      read: (c) => one(c.game?.supertypeRef),
    },
  ],
  shortcuts: [
    {
      name: 'champion',
      description: 'Champion units (not their spells or abilities).',
      test: (c) => c.game?.supertypeRef === 'Champion' && typeIs(c, 'Unit'),
    },
    { name: 'landmark', description: 'Landmarks.', test: (c) => typeIs(c, 'Landmark') },
    { name: 'unit', description: 'Units, champions included.', test: (c) => typeIs(c, 'Unit') },
    { name: 'spell', description: 'Spells.', test: (c) => typeIs(c, 'Spell') },
    { name: 'equipment', description: 'Equipment.', test: (c) => typeIs(c, 'Equipment') },
    {
      name: 'collectible',
      description: 'Cards you can put in a deck (leaves out tokens, abilities and level-ups).',
      test: (c) => c.collectible !== false,
    },
    {
      name: 'runeterra',
      description: 'Cards whose region is Runeterra.',
      test: (c) => (c.game?.regionRefs ?? []).includes('Runeterra'),
    },
  ],
};
