/**
 * React wrappers for the tcgkit elements (React 18 and later), made with `@lit/react`: props set
 * the elements' properties, and `on*` props listen to their typed events. Importing this module
 * registers the tags it wraps.
 *
 * @example
 * ```tsx
 * import { Bracket } from '@tcgkit/elements/react';
 * <Bracket view={toBracketView(state)} onMatchSelect={(e) => open(e.matchId)} />;
 * ```
 * @module
 */
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { TcgBracket } from '../define/tcg-bracket.js';
import { TcgCalculatorDashboard } from '../define/tcg-calculator-dashboard.js';
import { TcgCardSearch } from '../define/tcg-card-search.js';
import { TcgDeck } from '../define/tcg-deck.js';
import { TcgGroups } from '../define/tcg-groups.js';
import { TcgLadder } from '../define/tcg-ladder.js';
import { TcgLobbies } from '../define/tcg-lobbies.js';
import { TcgPairings } from '../define/tcg-pairings.js';
import { TcgRecord } from '../define/tcg-record.js';
import { TcgStandings } from '../define/tcg-standings.js';
import type {
  TcgCardSelectEvent,
  TcgDataErrorEvent,
  TcgDeckCopyEvent,
  TcgMatchSelectEvent,
  TcgPlayerSelectEvent,
} from '../shared/events.js';

const cardSelect = 'tcg-card-select' as EventName<TcgCardSelectEvent>;
const deckCopy = 'tcg-deck-copy' as EventName<TcgDeckCopyEvent>;
const dataError = 'tcg-data-error' as EventName<TcgDataErrorEvent>;
const matchSelect = 'tcg-match-select' as EventName<TcgMatchSelectEvent>;
const playerSelect = 'tcg-player-select' as EventName<TcgPlayerSelectEvent>;

/** `<tcg-bracket>` as a React component. */
export const Bracket = createComponent({
  react: React,
  tagName: 'tcg-bracket',
  elementClass: TcgBracket,
  events: { onMatchSelect: matchSelect, onPlayerSelect: playerSelect, onDataError: dataError },
});

/** `<tcg-standings>` as a React component. */
export const Standings = createComponent({
  react: React,
  tagName: 'tcg-standings',
  elementClass: TcgStandings,
  events: { onPlayerSelect: playerSelect, onDataError: dataError },
});

/** `<tcg-pairings>` as a React component. */
export const Pairings = createComponent({
  react: React,
  tagName: 'tcg-pairings',
  elementClass: TcgPairings,
  events: { onMatchSelect: matchSelect, onDataError: dataError },
});

/** `<tcg-record>` as a React component. */
export const Record = createComponent({
  react: React,
  tagName: 'tcg-record',
  elementClass: TcgRecord,
});

/** `<tcg-calculator-dashboard>` as a React component. */
export const CalculatorDashboard = createComponent({
  react: React,
  tagName: 'tcg-calculator-dashboard',
  elementClass: TcgCalculatorDashboard,
  events: { onDataError: dataError },
});

/** `<tcg-groups>` as a React component. */
export const Groups = createComponent({
  react: React,
  tagName: 'tcg-groups',
  elementClass: TcgGroups,
  events: { onPlayerSelect: playerSelect, onDataError: dataError },
});

/** `<tcg-lobbies>` as a React component. */
export const Lobbies = createComponent({
  react: React,
  tagName: 'tcg-lobbies',
  elementClass: TcgLobbies,
  events: { onMatchSelect: matchSelect, onDataError: dataError },
});

/** `<tcg-ladder>` as a React component. */
export const Ladder = createComponent({
  react: React,
  tagName: 'tcg-ladder',
  elementClass: TcgLadder,
  events: { onPlayerSelect: playerSelect, onDataError: dataError },
});

/** `<tcg-deck>` as a React component. */
export const Deck = createComponent({
  react: React,
  tagName: 'tcg-deck',
  elementClass: TcgDeck,
  events: { onDeckCopy: deckCopy, onDataError: dataError },
});

/** `<tcg-card-search>` as a React component. */
export const CardSearch = createComponent({
  react: React,
  tagName: 'tcg-card-search',
  elementClass: TcgCardSearch,
  events: { onCardSelect: cardSelect },
});
