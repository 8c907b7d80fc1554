/**
 * Registers `<tcg-ladder>` (and the `<tcg-standings>` it renders).
 * @module
 */
import { TcgLadder } from '../ladder/tcg-ladder.js';
import { defineElement } from '../shared/define.js';
import './tcg-standings.js';

defineElement('tcg-ladder', TcgLadder);

export { TcgLadder };
