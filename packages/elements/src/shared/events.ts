/**
 * Typed, namespaced events of the tcgkit elements. Every event bubbles and is composed, so a
 * listener on `document` hears it from inside any shadow root.
 */

/** Fired when a person activates a player (a name in standings, a seat in pairings or a bracket slot). */
export class TcgPlayerSelectEvent extends Event {
  /** The event's type string. */
  static readonly eventType = 'tcg-player-select';
  /** The selected participant. */
  readonly participantId: string;

  constructor(participantId: string) {
    super(TcgPlayerSelectEvent.eventType, { bubbles: true, composed: true });
    this.participantId = participantId;
  }
}

/** Fired when a person activates a match (a bracket match or a pairings table). */
export class TcgMatchSelectEvent extends Event {
  /** The event's type string. */
  static readonly eventType = 'tcg-match-select';
  /** The match id (bracket) or `table-<n>` (pairings). */
  readonly matchId: string;

  constructor(matchId: string) {
    super(TcgMatchSelectEvent.eventType, { bubbles: true, composed: true });
    this.matchId = matchId;
  }
}

/** Fired when an element could not load or read its data (`src` or inline JSON). */
export class TcgDataErrorEvent extends Event {
  /** The event's type string. */
  static readonly eventType = 'tcg-data-error';
  /** A stable code: `elements/fetch-failed`, `elements/bad-json` or `elements/wrong-kind`. */
  readonly code: string;
  /** What went wrong, in words. */
  readonly message: string;

  constructor(code: string, message: string) {
    super(TcgDataErrorEvent.eventType, { bubbles: true, composed: true });
    this.code = code;
    this.message = message;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tcg-player-select': TcgPlayerSelectEvent;
    'tcg-match-select': TcgMatchSelectEvent;
    'tcg-data-error': TcgDataErrorEvent;
  }
}
