/**
 * Registers `<tcg-standings>`.
 * @module
 */
import { defineElement } from '../shared/define.js';
import { TcgStandings } from '../standings/tcg-standings.js';

defineElement('tcg-standings', TcgStandings);

export { TcgStandings };
