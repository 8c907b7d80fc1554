/**
 * What an event does with decks (`@tcgkit/deckbuilder/events`): registering lists with a content
 * hash that locks after a deadline, a judge's deck check, and open decklists after the cut. A separate entry, so a page that only
 * shows decks (`<tcg-deck>`) does not load it.
 *
 * @packageDocumentation
 */
export type {
  CardFinding,
  CopyFinding,
  DeckCheck,
  DeckCheckFinding,
  DeckPlace,
  DeckZone,
  PrintingNote,
  TotalFinding,
} from './deck-check.js';
export { deckCheck } from './deck-check.js';
export type { OpenDecklist, OpenDecklistPlayer } from './open-decklists.js';
export { OPEN_DECKLIST_FORMATS, openDecklists, openDecklistsPage } from './open-decklists.js';
export type {
  DeckRegistered,
  DeckRegistration,
  DeckRegistrationInput,
  DeckRegistrationSettings,
  DeckRegistry,
  NormalizedDeck,
  RegisteredBy,
} from './registration.js';
export {
  createDeckRegistry,
  deckHash,
  deckStatus,
  normalizeDeck,
  registerDeck,
} from './registration.js';
