/**
 * Registers `<tcg-record>`. Import this module (or load it with a script tag) to use the tag;
 * importing the class from `@tcgkit/elements` never defines a tag.
 * @module
 */
import { TcgRecord } from '../record/tcg-record.js';
import { defineElement } from '../shared/define.js';

defineElement('tcg-record', TcgRecord);

export { TcgRecord };
