/**
 * Registers `<tcg-deck>`.
 * @module
 */
import { TcgDeck } from '../deck/tcg-deck.js';
import { defineElement } from '../shared/define.js';

defineElement('tcg-deck', TcgDeck);

export { TcgDeck };
