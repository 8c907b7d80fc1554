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

/**
 * Fired when an element could not load or read its data (`src`, `catalog-src` or inline JSON), or
 * `<tcg-deck>` or `<tcg-card-search>` could not load an engine.
 */
export class TcgDataErrorEvent extends Event {
  /** The event's type string. */
  static readonly eventType = 'tcg-data-error';
  /**
   * A stable code: `elements/fetch-failed`, `elements/bad-json`, `elements/wrong-kind`,
   * `elements/bad-catalog`, `elements/bad-deck`, `elements/missing-engine` (an engine package is
   * not installed; the message names it) or `elements/engine-load-failed` (see the README).
   */
  readonly code: string;
  /** What went wrong, in words. */
  readonly message: string;

  constructor(code: string, message: string) {
    super(TcgDataErrorEvent.eventType, { bubbles: true, composed: true });
    this.code = code;
    this.message = message;
  }
}

/** Fired when `<tcg-deck>` copies the deck; call `preventDefault()` to copy it yourself. */
export class TcgDeckCopyEvent extends Event {
  /** The event's type string. */
  static readonly eventType = 'tcg-deck-copy';
  /** What was copied: a deck format (`lor-code`, `ptcg-live`, ...) or `text` for the plain list. */
  readonly format: string;
  /** The copied text. */
  readonly text: string;

  constructor(format: string, text: string) {
    super(TcgDeckCopyEvent.eventType, { bubbles: true, composed: true, cancelable: true });
    this.format = format;
    this.text = text;
  }
}

/** Fired when a person picks a card in `<tcg-card-search>` (Enter on the active result, or a click). */
export class TcgCardSelectEvent extends Event {
  /** The event's type string. */
  static readonly eventType = 'tcg-card-select';
  /** The picked card, as the catalog has it. */
  readonly card: { readonly id: string; readonly name: string };

  constructor(card: { readonly id: string; readonly name: string }) {
    super(TcgCardSelectEvent.eventType, { bubbles: true, composed: true });
    this.card = card;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tcg-player-select': TcgPlayerSelectEvent;
    'tcg-match-select': TcgMatchSelectEvent;
    'tcg-data-error': TcgDataErrorEvent;
    'tcg-deck-copy': TcgDeckCopyEvent;
    'tcg-card-select': TcgCardSelectEvent;
  }
}
