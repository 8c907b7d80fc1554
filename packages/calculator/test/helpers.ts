// Shared test helpers: sample decks built from @tcgkit/cards' sample catalogs, the scripts quoted
// on the two spec pages (read from copies in fixtures/spec), and a trusted in-process evaluator
// used only to cross-check what the real sandbox returns.
import { readFileSync } from 'node:fs';
import { sampleCatalogs } from '@tcgkit/cards';

const here = new URL('./fixtures/spec/', import.meta.url);
const apiPage = readFileSync(new URL('script-calculators.md', here), 'utf8');
const guidePage = readFileSync(new URL('guide-calculators.md', here), 'utf8');

/** The `js [name]` code-group blocks of the calculator script API page, by name. */
export function apiScripts(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of apiPage.matchAll(/```js \[([^\]]+)\]\n([\s\S]*?)```/g))
    out[match[1]!] = match[2]!;
  return out;
}

/**
 * The cookbook blocks of the calculators guide, by name. The page's copy lost its line breaks,
 * so the leading `// ...` comment is put back on its own line (the rest has no line comments).
 */
export function cookbookScripts(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of guidePage.matchAll(
    /```js \[([^\]]+)\] (\/\/[^\n]*?) (export default[\s\S]*?)\n```/g,
  )) {
    out[match[1]!] = `${match[2]}\n${match[3]}\n`;
  }
  return out;
}

/** The guide's hand-written "Mulligan chance" block (tutorial step 2), with its comment on its own line. */
export function mulliganBlock(): string {
  const match = guidePage.match(
    /```js (\/\/ Mulligan chance \(hand-written\)) (\{[\s\S]*?\})\n```/,
  );
  if (match === null) throw new Error('Mulligan block not found in the guide');
  return `  ${match[1]}\n  ${match[2]}\n`;
}

/** The guide's smallest calculator ("Starting from scratch"). */
export function smallestCalculator(): string {
  const match = guidePage.match(
    /The smallest calculator that works is:\n```js (export default[\s\S]*?)\n```/,
  );
  if (match === null) throw new Error('smallest calculator not found in the guide');
  return `${match[1]}\n`;
}

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

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

/**
 * Runs a TRUSTED calculator script in this process (no sandbox), for cross-checking the
 * sandbox's output. Never use it for guest code.
 */
export function runInProcess(
  source: string,
  pile: unknown,
  cardsById: unknown,
  ctx?: unknown,
): unknown {
  const body = source.replace(/^export default /m, 'const __entry = ');
  const entry = `${body}\nreturn typeof __entry === "function" ? __entry : typeof compute === "function" ? compute : undefined;`;
  // Trusted test scripts only, to cross-check the sandbox.
  const compute = new Function(entry)() as (...args: unknown[]) => unknown;
  const copy = (value: unknown) =>
    value === undefined ? undefined : deepFreeze(structuredClone(value));
  return JSON.parse(JSON.stringify(compute(copy(pile), copy(cardsById), copy(ctx))));
}
