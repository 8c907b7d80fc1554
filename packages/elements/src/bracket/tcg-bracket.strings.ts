// Every word <tcg-bracket> shows or speaks, beside the element (tcg-bracket.ts): the strings' type
// and their English defaults.
import type { BracketMatch, BracketSection } from '@tcgkit/core';
import type { PluralMessage } from '../shared/i18n.js';

/** Every string `<tcg-bracket>` shows or speaks; override any through `strings`. */
export interface BracketStrings {
  readonly sections: Readonly<Record<BracketSection, string>>;
  /** Heading of the winners section of a single-elimination bracket. */
  readonly singleSection: string;
  /** A round without a `name` in the view, double elimination; `{section}` and `{n}`. */
  readonly roundSpoken: string;
  /** A round without a `name` in the view, single elimination; `{n}`. */
  readonly singleRoundSpoken: string;
  /** The round switcher of the `rounds` layout: `{n}` of `{total}`. */
  readonly roundOf: string;
  /** Accessible name of the round switcher's previous button. */
  readonly previousRound: string;
  /** Accessible name of the round switcher's next button. */
  readonly nextRound: string;
  /** A match's accessible name: `{round}`, `{n}`, `{a}`, `{score}`, `{b}`, `{status}`. */
  readonly matchSpoken: string;
  readonly versus: string;
  readonly bye: string;
  readonly toBeDecided: string;
  readonly status: Readonly<Record<BracketMatch['status'] | 'conditional' | 'skipped', string>>;
  /** Section words used inside {@link BracketStrings.roundSpoken}. */
  readonly sectionSpoken: Readonly<Record<BracketSection, string>>;
  readonly empty: string;
  readonly loading: string;
  /** A player's games in a match, in a slot's accessible name; `{n}`. */
  readonly gamesWon: PluralMessage;
  /** A won slot, in its accessible name. */
  readonly won: string;
  /** A lost slot, in its accessible name. */
  readonly lost: string;
  /** Heading of the `list` layout when filtered to one player; `{name}`. */
  readonly matchesOf: string;
}

/** The English defaults of {@link BracketStrings}. */
export const defaultBracketStrings: BracketStrings = {
  sections: {
    winners: 'Winners bracket',
    losers: 'Losers bracket',
    'grand-final': 'Grand final',
    'third-place': 'Third-place match',
  },
  singleSection: 'Bracket',
  roundSpoken: '{section} round {n}',
  singleRoundSpoken: 'Round {n}',
  roundOf: 'Round {n} of {total}',
  previousRound: 'Previous round',
  nextRound: 'Next round',
  matchSpoken: '{round}, match {n}: {a} {score} {b}, {status}',
  versus: 'versus',
  bye: 'Bye',
  toBeDecided: 'to be decided',
  status: {
    pending: 'not started',
    ready: 'ready to play',
    'in-progress': 'in progress',
    completed: 'final',
    bye: 'bye',
    conditional: 'played only if needed',
    skipped: 'not needed',
  },
  sectionSpoken: {
    winners: 'Winners',
    losers: 'Losers',
    'grand-final': 'Grand final',
    'third-place': 'Third place',
  },
  empty: 'No bracket yet.',
  loading: 'Loading bracket…',
  gamesWon: { one: '{n} game', other: '{n} games' },
  won: 'won',
  lost: 'lost',
  matchesOf: 'Matches of {name}',
};
