// What <tcg-deck> needs from @tcgkit/deckbuilder to check a deck's legality itself, in one module
// that the element loads with a dynamic import() only when the page gives it a sandbox runner: a
// bundler puts this module and the deck builder in a chunk of their own, and a page that never
// gives a runner needs neither (nor @tcgkit/deckbuilder installed).
export { deckLegality } from '@tcgkit/deckbuilder';
