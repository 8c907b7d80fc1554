/**
 * React wrappers for the tcgkit elements (React 18 and later), made with `@lit/react`: props set
 * the elements' properties, and `on*` props listen to their typed events. Importing this module
 * registers the tags it wraps.
 *
 * Each wrapper takes the element's properties as props (`view`, `src`, `layout`... as the
 * element's page lists them), `on*` props for its events (`onMatchSelect`, `onPlayerSelect`,
 * `onCardSelect`, `onDeckCopy`, `onDataError`, each typed with the event's `detail`), and the
 * usual `className`, `style`, `id`. The theme's custom properties go through `style` with
 * {@link tcgTheme}, typed, without a cast.
 *
 * @example
 * ```tsx
 * import { Bracket, tcgTheme } from '@tcgkit/elements/react';
 * <Bracket
 *   view={toBracketView(state)}
 *   onMatchSelect={(e) => open(e.matchId)}
 *   style={tcgTheme({ '--tcg-accent': '#b45309' }, { maxWidth: 960 })}
 * />;
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

/**
 * The custom properties every tcgkit element reads (see Theming in the package README). Values are
 * CSS values: colors for the colors, a font stack for `--tcg-font` and `--tcg-mono`.
 */
export interface TcgThemeProperties {
  /** The font of the text (default: the page's). */
  readonly '--tcg-font'?: string;
  /** The font of codes and queries (`<tcg-card-search>`), monospace by default. */
  readonly '--tcg-mono'?: string;
  /** Text color. */
  readonly '--tcg-fg'?: string;
  /** Background; transparent in the light scheme, `#0d1117` in the dark one. */
  readonly '--tcg-bg'?: string;
  /** Secondary text: captions, tiebreakers, headers. */
  readonly '--tcg-muted'?: string;
  /** Lines and outlines. */
  readonly '--tcg-border'?: string;
  /** Links, focus rings, the selected match or player. */
  readonly '--tcg-accent'?: string;
  /** A won match or game. */
  readonly '--tcg-win'?: string;
  /** A lost match or game. */
  readonly '--tcg-loss'?: string;
  /** A drawn match. */
  readonly '--tcg-draw'?: string;
  /** The background of a bracket's match box (`<tcg-bracket>`). */
  readonly '--tcg-match-bg'?: string;
  /** The background of a card tooltip (`<tcg-deck>`). */
  readonly '--tcg-tooltip-bg'?: string;
}

/**
 * A `style` prop for any wrapper from the theme's custom properties (checked by name, so a
 * misspelt `--tcg-acent` is a type error) and, optionally, other styles. React's `CSSProperties`
 * has no custom properties, which is why a plain `style={{ '--tcg-accent': ... }}` needs a cast.
 *
 * @example
 * ```ts
 * import { createElement } from 'react';
 * import { renderToStaticMarkup } from 'react-dom/server';
 * import { Record, tcgTheme } from '@tcgkit/elements/react';
 *
 * const style = tcgTheme({ '--tcg-accent': '#b45309', '--tcg-win': '#15803d' }, { fontSize: 14 });
 * console.log(renderToStaticMarkup(createElement(Record, { record: '3-1-0', style })));
 * // <tcg-record style="font-size:14px;--tcg-accent:#b45309;--tcg-win:#15803d"></tcg-record>
 * ```
 */
export function tcgTheme(
  theme: TcgThemeProperties,
  style: React.CSSProperties = {},
): React.CSSProperties {
  return { ...style, ...theme } as React.CSSProperties;
}

const cardSelect = 'tcg-card-select' as EventName<TcgCardSelectEvent>;
const deckCopy = 'tcg-deck-copy' as EventName<TcgDeckCopyEvent>;
const dataError = 'tcg-data-error' as EventName<TcgDataErrorEvent>;
const matchSelect = 'tcg-match-select' as EventName<TcgMatchSelectEvent>;
const playerSelect = 'tcg-player-select' as EventName<TcgPlayerSelectEvent>;

/**
 * `<tcg-bracket>` as a React component: every property of the element is a prop.
 * Props: `view` (a `BracketView`: `toBracketView` of `@tcgkit/elimination`, or `stageView` of `@tcgkit/tournament`), `src`, `layout` (`auto` follows the container width, `list`...), `density`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onMatchSelect` (`e.matchId`), `onPlayerSelect` (`e.participantId`), `onDataError` (`e.code`, `e.message`).
 *
 * @example
 * ```tsx
 * import { Bracket } from '@tcgkit/elements/react';
 * <Bracket view={view} onMatchSelect={(e) => openMatch(e.matchId)} />;
 * ```
 */
export const Bracket = createComponent({
  react: React,
  tagName: 'tcg-bracket',
  elementClass: TcgBracket,
  events: { onMatchSelect: matchSelect, onPlayerSelect: playerSelect, onDataError: dataError },
});

/**
 * `<tcg-standings>` as a React component: every property of the element is a prop.
 * Props: `view` (a `StandingsView`: `stageView` of `@tcgkit/tournament`, `toSwissStandingsView` of `@tcgkit/swiss`), `src`, `hiddenColumns`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onPlayerSelect` (`e.participantId`), `onDataError` (`e.code`, `e.message`).
 *
 * @example
 * ```tsx
 * import { Standings } from '@tcgkit/elements/react';
 * <Standings view={stageView(event, 'swiss')} onPlayerSelect={(e) => showPlayer(e.participantId)} />;
 * ```
 */
export const Standings = createComponent({
  react: React,
  tagName: 'tcg-standings',
  elementClass: TcgStandings,
  events: { onPlayerSelect: playerSelect, onDataError: dataError },
});

/**
 * `<tcg-pairings>` as a React component: every property of the element is a prop.
 * Props: `view` (a `PairingsView`: `stagePairingsView` of `@tcgkit/tournament`, `toPairingsView` of `@tcgkit/swiss`), `src`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onMatchSelect` (`e.matchId`), `onDataError` (`e.code`, `e.message`).
 *
 * @example
 * ```tsx
 * import { Pairings } from '@tcgkit/elements/react';
 * <Pairings view={stagePairingsView(event, 'swiss')} onMatchSelect={(e) => report(e.matchId)} />;
 * ```
 */
export const Pairings = createComponent({
  react: React,
  tagName: 'tcg-pairings',
  elementClass: TcgPairings,
  events: { onMatchSelect: matchSelect, onDataError: dataError },
});

/**
 * `<tcg-record>` as a React component: every property of the element is a prop.
 * Props: `record` (`'3-1-1'`, wins-losses-draws); `className`, `style` (see {@link tcgTheme}).
 * Events: none.
 *
 * @example
 * ```tsx
 * import { Record } from '@tcgkit/elements/react';
 * <p>Ana <Record record="3-1-1" /></p>;
 * ```
 */
export const Record = createComponent({
  react: React,
  tagName: 'tcg-record',
  elementClass: TcgRecord,
});

/**
 * `<tcg-calculator-dashboard>` as a React component: every property of the element is a prop.
 * Props: `view` (a dashboard view: `runCalculator` of `@tcgkit/calculator`), `src`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onDataError` (`e.code`, `e.message`).
 *
 * @example
 * ```tsx
 * import { CalculatorDashboard } from '@tcgkit/elements/react';
 * <CalculatorDashboard view={dashboard} onDataError={(e) => console.warn(e.code, e.message)} />;
 * ```
 */
export const CalculatorDashboard = createComponent({
  react: React,
  tagName: 'tcg-calculator-dashboard',
  elementClass: TcgCalculatorDashboard,
  events: { onDataError: dataError },
});

/**
 * `<tcg-groups>` as a React component: every property of the element is a prop.
 * Props: `view` (a `GroupsView`: `stageView` of a round-robin group stage), `src`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onPlayerSelect` (`e.participantId`), `onDataError` (`e.code`, `e.message`).
 *
 * @example
 * ```tsx
 * import { Groups } from '@tcgkit/elements/react';
 * <Groups view={stageView(event, 'groups')} />;
 * ```
 */
export const Groups = createComponent({
  react: React,
  tagName: 'tcg-groups',
  elementClass: TcgGroups,
  events: { onPlayerSelect: playerSelect, onDataError: dataError },
});

/**
 * `<tcg-lobbies>` as a React component: every property of the element is a prop.
 * Props: `view` (a `LobbiesView`: `stageLobbiesView` of `@tcgkit/tournament`), `src`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onMatchSelect` (`e.matchId`), `onDataError` (`e.code`, `e.message`).
 *
 * @example
 * ```tsx
 * import { Lobbies } from '@tcgkit/elements/react';
 * <Lobbies view={stageLobbiesView(event, 'pods')} />;
 * ```
 */
export const Lobbies = createComponent({
  react: React,
  tagName: 'tcg-lobbies',
  elementClass: TcgLobbies,
  events: { onMatchSelect: matchSelect, onDataError: dataError },
});

/**
 * `<tcg-ladder>` as a React component: every property of the element is a prop.
 * Props: `view` (a `LadderView`: `toLadderView` of `@tcgkit/rating`), `src`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onPlayerSelect` (`e.participantId`), `onDataError` (`e.code`, `e.message`).
 *
 * @example
 * ```tsx
 * import { Ladder } from '@tcgkit/elements/react';
 * <Ladder view={unwrap(toLadderView(ladder, { names }))} />;
 * ```
 */
export const Ladder = createComponent({
  react: React,
  tagName: 'tcg-ladder',
  elementClass: TcgLadder,
  events: { onPlayerSelect: playerSelect, onDataError: dataError },
});

/**
 * `<tcg-deck>` as a React component: every property of the element is a prop.
 * Props: `code` (a deck code or list) or `deck` (the deck as data), `game`, `catalog` (card data) or `catalogSrc`, `theme`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onDeckCopy` (`e.format`, `e.text`), `onDataError` (`e.code`, `e.message`).
 *
 * @example
 * ```tsx
 * import { Deck } from '@tcgkit/elements/react';
 * <Deck game="lor" code={deckCode} onDeckCopy={() => toast('Copied')} />;
 * ```
 */
export const Deck = createComponent({
  react: React,
  tagName: 'tcg-deck',
  elementClass: TcgDeck,
  events: { onDeckCopy: deckCopy, onDataError: dataError },
});

/**
 * `<tcg-card-search>` as a React component: every property of the element is a prop.
 * Props: `catalog` (card data) or `catalogSrc`, `query`, `theme`; `className`, `style` (see {@link tcgTheme}).
 * Events: `onCardSelect` (`e.card`: its `id` and `name`).
 *
 * @example
 * ```tsx
 * import { CardSearch } from '@tcgkit/elements/react';
 * <CardSearch catalog={catalog} onCardSelect={(e) => addCard(e.card.id)} />;
 * ```
 */
export const CardSearch = createComponent({
  react: React,
  tagName: 'tcg-card-search',
  elementClass: TcgCardSearch,
  events: { onCardSelect: cardSelect },
});
