/**
 * Registers `<tcg-lobbies>`.
 * @module
 */
import { TcgLobbies } from '../lobbies/tcg-lobbies.js';
import { defineElement } from '../shared/define.js';

defineElement('tcg-lobbies', TcgLobbies);

export { TcgLobbies };
