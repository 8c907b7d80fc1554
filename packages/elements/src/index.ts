/**
 * Accessible Lit web components for tcgkit view models. This entry exports the element classes
 * and helpers without registering any tag: import `@tcgkit/elements/<tag>.js` to register one.
 *
 * @packageDocumentation
 */

export type { RecordStrings, ShowDraws } from './record/tcg-record.js';
export { defaultRecordStrings, parseRecord, TcgRecord } from './record/tcg-record.js';
export { defineElement } from './shared/define.js';
export type { PluralMessage } from './shared/i18n.js';
export { themeStyles } from './shared/theme.js';
