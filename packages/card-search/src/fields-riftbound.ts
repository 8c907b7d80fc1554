import { RIFTBOUND_CARD_TYPES, RIFTBOUND_DOMAINS, RIFTBOUND_RARITIES } from '@tcgkit/cards/vocab';
import type { RiftboundSearchCard } from './card-shapes.js';
import type { GameSearchDefinition } from './field-types.js';
import { nameField, rulesTextField, setField } from './fields-common.js';

/** The supertype, in any case (a test, not a lower-cased copy: it runs on every card of a search). */
const CHAMPION = /^champion$/i;
const isChampion = (c: RiftboundSearchCard): boolean => {
  const supertype: unknown = c.game?.supertype;
  return typeof supertype === 'string' && CHAMPION.test(supertype);
};
/** The card types, with `champion` (a unit with the Champion supertype) after `unit`. */
const SEARCH_TYPES: readonly string[] = RIFTBOUND_CARD_TYPES.flatMap((t) =>
  t === 'unit' ? [t, 'champion'] : [t],
);
const stripHtml = (s: string): string => s.replace(/<[^>]*>/g, '');

/**
 * The Riftbound search language (spec `search-riftbound.md`). `type:champion` finds champion units
 * (units with the Champion supertype), since champions have no type of their own in the data.
 */
export const riftboundSearch: GameSearchDefinition<RiftboundSearchCard> = {
  game: 'riftbound',
  fields: [
    nameField(),
    rulesTextField('Rules text.', (c) => {
      const g = c.game;
      const t = g?.textPlain ?? (g?.text === undefined ? undefined : stripHtml(g.text));
      return t ? [t] : [];
    }),
    {
      name: 'type',
      aliases: ['t'],
      kind: 'value',
      description: 'Card type: unit, spell, gear, rune, legend or battlefield.',
      values: SEARCH_TYPES,
      read: (c) => {
        const t = c.game?.type;
        if (t === undefined) return [];
        return t === 'unit' && isChampion(c) ? [t, 'champion'] : [t];
      },
    },
    {
      name: 'rarity',
      aliases: ['r'],
      kind: 'value',
      description: 'Rarity. Comparisons use the order of the allowed values.',
      values: RIFTBOUND_RARITIES,
      read: (c) => (c.game?.rarity === undefined ? [] : [c.game.rarity]),
    },
    setField('OGN or SFD'),
    {
      name: 'cost',
      aliases: ['mv', 'cmc', 'energy'],
      kind: 'number',
      description: 'Energy cost.',
      read: (c) => c.game?.energy,
    },
    {
      name: 'domain',
      aliases: [],
      kind: 'value',
      description: 'Domain. A card with two domains matches both.',
      values: RIFTBOUND_DOMAINS,
      read: (c) => c.game?.domains ?? [],
    },
    {
      name: 'supertype',
      aliases: [],
      kind: 'text',
      description: 'Supertype, such as Champion, Signature, Basic or Token.',
      read: (c) => (c.game?.supertype === undefined ? [] : [c.game.supertype]),
    },
    {
      name: 'tag',
      aliases: [],
      kind: 'value',
      description: 'Tags, such as a region (Demacia) or a champion (Yasuo).',
      read: (c) => c.game?.tags ?? [],
    },
    {
      name: 'keyword',
      aliases: ['kw'],
      kind: 'value',
      description: 'Keyword, in lowercase with _ for spaces, such as deflect or quick_draw.',
      read: (c) => c.game?.keywordRefs ?? [],
    },
    {
      name: 'might',
      aliases: [],
      kind: 'number',
      description: "Might, a unit's combat strength.",
      read: (c) => c.game?.might,
    },
    {
      name: 'power',
      aliases: ['pow'],
      kind: 'number',
      description:
        "Power cost: the domain-colored part of a card's cost, paid on top of its Energy cost.",
      read: (c) => c.game?.power,
    },
  ],
  shortcuts: [
    {
      name: 'champion',
      description: 'Cards with the Champion supertype: champion units and legends.',
      test: isChampion,
    },
  ],
};
