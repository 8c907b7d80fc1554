/**
 * What an event does with decks (`@tcgkit/deckbuilder/events`): registering lists with a content
 * hash that locks after a deadline, and a judge's deck check. A separate entry, so a page that only
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
