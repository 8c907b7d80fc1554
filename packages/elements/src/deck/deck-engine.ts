// What <tcg-deck> needs from @tcgkit/deck-codes and @tcgkit/cards, in one module that the element
// loads with a dynamic import() the first time it has a deck to read. A page that shows no deck,
// or has not given one yet, never downloads the engines; a bundler puts this module and the
// engines in a chunk of their own.
export { exportDeck, FORMATS_BY_GAME, importDeck } from '@tcgkit/deck-codes';
export { deckModel, textList } from './deck-model.js';
