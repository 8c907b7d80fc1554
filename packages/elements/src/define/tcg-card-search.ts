/**
 * Registers `<tcg-card-search>`.
 * @module
 */
import { TcgCardSearch } from '../card-search/tcg-card-search.js';
import { defineElement } from '../shared/define.js';

defineElement('tcg-card-search', TcgCardSearch);

export { TcgCardSearch };
