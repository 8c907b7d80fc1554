// The sample decks, built from @tcgkit/cards' sample catalogs (no Node imports: the browser
// tests use them too).
import { sampleCatalogs } from '@tcgkit/cards/samples';

type Card = { id: string; printings?: { id: string }[] } & Record<string, unknown>;

function byRef(game: 'lor' | 'pokemon' | 'riftbound'): Map<string, Card> {
  const refs = new Map<string, Card>();
  for (const card of sampleCatalogs[game].cards as unknown as Card[]) {
    refs.set(card.id, card);
    for (const printing of card.printings ?? []) refs.set(printing.id, card);
  }
  return refs;
}

function deck(game: 'lor' | 'pokemon' | 'riftbound', pile: Record<string, number>) {
  const refs = byRef(game);
  const cardsById: Record<string, unknown> = {};
  for (const ref of Object.keys(pile)) {
    const card = refs.get(ref);
    if (card !== undefined) cardsById[ref] = card;
  }
  return { pile, cardsById };
}

/**
 * A 60-card Pokémon deck: Pikachu ex under two printings (2 + 2), Mew ex 3, Latias ex 2, Ultra
 * Ball 4, Crispin 4, 20 Lightning and 21 Psychic basic Energy, and 2 copies of a ref the catalog
 * does not know (a missing card).
 */
export const pokemonDeck = deck('pokemon', {
  'me2pt5-276': 2,
  'svp-106': 2,
  'me55-66': 3,
  'sv8-76': 2,
  'me55-128': 4,
  'sv8pt5-105': 4,
  'sve-4': 20,
  'sve-5': 21,
  'unknown-999': 2,
});

/** A 40-card Demacia deck from the LoR sample catalog: 31 units (6 champions) and 9 spells. */
export const lorDeck = deck('lor', {
  '01DE001': 3,
  '01DE006': 3,
  '01DE009': 3,
  '01DE011': 3,
  '01DE012': 3,
  '01DE020': 3,
  '01DE021': 3,
  '01DE026': 3,
  '01DE039': 3,
  '01DE045': 3,
  '01DE046': 3,
  '01DE053': 2,
  '01DE055': 2,
  '01DE007': 3,
});

/**
 * A Riftbound deck from the sample catalog: a legend, a battlefield, 12 runes (6 Fury, 6 Calm) and
 * a 40-card main deck of Fury and Calm units, spells and gear.
 */
export const riftboundDeck = deck('riftbound', {
  'ogn-251-298': 1, // Jinx - Loose Cannon (legend)
  'ogn-275-298': 1, // Altar to Unity (battlefield)
  'ogn-007-298': 6, // Fury Rune
  'ogn-042-298': 6, // Calm Rune
  'ogn-030-298': 3, // Jinx - Demolitionist (champion unit, energy 3, might 4)
  'ogn-003-298': 3, // Chemtech Enforcer (unit 2, might 2)
  'ogn-006-298': 3, // Flame Chompers (unit 3, might 3)
  'ogn-015-298': 3, // Captain Farron (unit 4, might 5)
  'ogn-001-298': 3, // Blazing Scorcher (unit 5, might 5)
  'ogn-038-298': 1, // Kadregrin the Infernal (unit 9, might 9)
  'ogn-044-298': 3, // Clockwork Keeper (calm unit 2, might 2)
  'ogn-004-298': 3, // Cleave (spell 1)
  'ogn-009-298': 3, // Hextech Ray (spell 1)
  'ogn-029-298': 3, // Falling Star (spell 2)
  'ogn-005-298': 3, // Disintegrate (spell 4)
  'ogn-043-298': 3, // Charm (calm spell 1)
  'ogn-248-298': 2, // Icathian Rain (fury + mind spell 7)
  'ogn-017-298': 3, // Iron Ballista (gear 3)
  'ogn-008-298': 1, // Get Excited! (spell 2)
});

/** The three sample decks by game. */
export const sampleDecks = {
  lor: lorDeck,
  pokemon: pokemonDeck,
  riftbound: riftboundDeck,
} as const;
