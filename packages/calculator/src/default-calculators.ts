import { LOR_DECK_BREAKDOWN_SCRIPT } from './defaults/lor.js';
import { POKEMON_DECK_BREAKDOWN_SCRIPT } from './defaults/pokemon.js';
import { RIFTBOUND_DECK_BREAKDOWN_SCRIPT } from './defaults/riftbound.js';
import type { CalculatorGame } from './spec-types.js';

/** A calculator a game ships with: read-only, on for everyone until switched off. */
export interface DefaultCalculator {
  /** Stable id (`lor.deck-breakdown`). */
  readonly id: string;
  readonly game: CalculatorGame;
  /** Name in the calculator picker. */
  readonly name: string;
  /** Calculator script source. */
  readonly script: string;
}

/**
 * The default calculators, one **Deck breakdown** per launched game, as calculator scripts
 * (verbatim from the calculator script API page).
 *
 * @example
 * ```ts
 * import { DEFAULT_CALCULATORS, runCalculator } from '@tcgkit/calculator';
 * const breakdown = DEFAULT_CALCULATORS.find((calculator) => calculator.game === 'riftbound')!;
 * const dashboard = await runCalculator(breakdown.script, pile, cardsById);
 * ```
 */
export const DEFAULT_CALCULATORS: readonly DefaultCalculator[] = [
  {
    id: 'lor.deck-breakdown',
    game: 'lor',
    name: 'Deck breakdown',
    script: LOR_DECK_BREAKDOWN_SCRIPT,
  },
  {
    id: 'pokemon.deck-breakdown',
    game: 'pokemon',
    name: 'Deck breakdown',
    script: POKEMON_DECK_BREAKDOWN_SCRIPT,
  },
  {
    id: 'riftbound.deck-breakdown',
    game: 'riftbound',
    name: 'Deck breakdown',
    script: RIFTBOUND_DECK_BREAKDOWN_SCRIPT,
  },
];

/** The default calculator of a game. */
export function defaultCalculator(game: CalculatorGame): DefaultCalculator {
  return DEFAULT_CALCULATORS.find((calculator) => calculator.game === game)!;
}
