/**
 * Registers `<tcg-bracket>`.
 * @module
 */
import { TcgBracket } from '../bracket/tcg-bracket.js';
import { defineElement } from '../shared/define.js';

defineElement('tcg-bracket', TcgBracket);

export { TcgBracket };
