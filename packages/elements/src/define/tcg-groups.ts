/**
 * Registers `<tcg-groups>` (and `<tcg-standings>`, which it uses).
 * @module
 */
import { TcgGroups } from '../groups/tcg-groups.js';
import { defineElement } from '../shared/define.js';
import './tcg-standings.js';

defineElement('tcg-groups', TcgGroups);

export { TcgGroups };
