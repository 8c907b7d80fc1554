/**
 * Registers `<tcg-pairings>`.
 * @module
 */
import { TcgPairings } from '../pairings/tcg-pairings.js';
import { defineElement } from '../shared/define.js';

defineElement('tcg-pairings', TcgPairings);

export { TcgPairings };
