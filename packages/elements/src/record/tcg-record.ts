import type { WinLossDraw } from '@tcgkit/core';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { formatNumber, languageOf, type PluralMessage, plural } from '../shared/i18n.js';
import { LanguageController } from '../shared/language-controller.js';
import { themeStyles, visuallyHidden } from '../shared/theme.js';

/** The strings `<tcg-record>` speaks; override any of them through the `strings` property. */
export interface RecordStrings {
  /** Spoken wins, for example `{n} wins`. */
  readonly wins: PluralMessage;
  /** Spoken losses. */
  readonly losses: PluralMessage;
  /** Spoken draws. */
  readonly draws: PluralMessage;
  /** Spoken and shown when the record is missing or invalid. */
  readonly unavailable: string;
  /** The separator between spoken parts. */
  readonly separator: string;
}

/** The English defaults of {@link RecordStrings}. */
export const defaultRecordStrings: RecordStrings = {
  wins: { one: '{n} win', other: '{n} wins' },
  losses: { one: '{n} loss', other: '{n} losses' },
  draws: { one: '{n} draw', other: '{n} draws' },
  unavailable: 'No record',
  separator: ', ',
};

/** When `<tcg-record>` shows the draws: only when there are some (`auto`), `always` or `never`. */
export type ShowDraws = 'auto' | 'always' | 'never';

/**
 * Parses a record written as `W-L` or `W-L-D` (hyphen, en dash or slash; spaces allowed), for
 * example `3-1-0`. Returns `undefined` when the text is not a record of whole, non-negative numbers.
 *
 * @example
 * ```ts
 * parseRecord('5–2–1'); // { wins: 5, losses: 2, draws: 1 }
 * parseRecord('5-x');   // undefined
 * ```
 */
export function parseRecord(text: string): WinLossDraw | undefined {
  const match = /^\s*(\d{1,6})\s*[-–/]\s*(\d{1,6})\s*(?:[-–/]\s*(\d{1,6})\s*)?$/.exec(text);
  if (match === null) return undefined;
  return { wins: Number(match[1]), losses: Number(match[2]), draws: Number(match[3] ?? 0) };
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * `<tcg-record>`: a win–loss–draw record, shown compactly (`3–1–0`) and spoken in full
 * ("3 wins, 1 loss, 0 draws") in the element's language.
 *
 * Set `wins`, `losses` and `draws` as properties, or the `record` attribute (`record="3-1-0"`).
 * A missing or invalid record (negative, fractional, unparsable) shows a dash and is spoken as
 * "No record".
 *
 * @csspart record - The visible record.
 * @csspart wins - The wins number.
 * @csspart losses - The losses number.
 * @csspart draws - The draws number.
 * @csspart separator - Each dash between numbers.
 * @cssprop --tcg-win - Color of the wins number.
 * @cssprop --tcg-loss - Color of the losses number.
 * @cssprop --tcg-draw - Color of the draws number.
 *
 * @example
 * ```html
 * <script type="module" src="@tcgkit/elements/tcg-record.js"></script>
 * <tcg-record record="3-1-1"></tcg-record>
 * ```
 *
 * @tag tcg-record
 */
export class TcgRecord extends LitElement {
  /** Re-renders on a later `lang` change in the page. */
  protected readonly languageController = new LanguageController(this);

  /** Styles: the shared theme, plus the record's own layout. */
  static override styles = [
    themeStyles,
    visuallyHidden,
    css`
      :host {
        display: inline-block;
        font-variant-numeric: tabular-nums;
        background: none;
      }
      [part~='wins'] {
        color: var(--_win);
        font-weight: 600;
      }
      [part~='losses'] {
        color: var(--_loss);
        font-weight: 600;
      }
      [part~='draws'] {
        color: var(--_draw);
      }
      [part~='separator'] {
        color: var(--_muted);
        padding-inline: 0.1em;
      }
    `,
  ];

  /** Matches won. */
  @property({ type: Number }) wins?: number;
  /** Matches lost. */
  @property({ type: Number }) losses?: number;
  /** Matches drawn. */
  @property({ type: Number }) draws?: number;
  /** The record as text, `W-L` or `W-L-D`; sets `wins`, `losses` and `draws` when valid. */
  @property({ type: String }) record?: string;
  /** When to show draws. */
  @property({ type: String, attribute: 'show-draws' }) showDraws: ShowDraws = 'auto';
  /** Overrides for any of the spoken strings. */
  @property({ attribute: false }) strings: Partial<RecordStrings> = {};
  /** `light` or `dark` forces a color scheme; empty follows the user's preference. */
  @property({ type: String, reflect: true }) theme?: 'light' | 'dark';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('record') && this.record !== undefined) {
      const parsed = parseRecord(this.record);
      this.wins = parsed?.wins ?? Number.NaN;
      this.losses = parsed?.losses ?? Number.NaN;
      this.draws = parsed?.draws ?? Number.NaN;
    }
  }

  /** The record shown, or `undefined` when it is missing or invalid. */
  get value(): WinLossDraw | undefined {
    const draws = this.draws ?? 0;
    if (!isCount(this.wins) || !isCount(this.losses) || !isCount(draws)) return undefined;
    return { wins: this.wins, losses: this.losses, draws };
  }

  /** The full spoken form, for example "3 wins, 1 loss, 0 draws". */
  get spokenText(): string {
    const strings = { ...defaultRecordStrings, ...this.strings };
    const value = this.value;
    if (value === undefined) return strings.unavailable;
    const lang = languageOf(this);
    const parts = [
      plural(strings.wins, value.wins, lang),
      plural(strings.losses, value.losses, lang),
    ];
    if (this.#showsDraws(value)) parts.push(plural(strings.draws, value.draws, lang));
    return parts.join(strings.separator);
  }

  #showsDraws(value: WinLossDraw): boolean {
    return this.showDraws === 'always' || (this.showDraws === 'auto' && value.draws > 0);
  }

  protected override render() {
    const value = this.value;
    const spoken = this.spokenText;
    if (value === undefined) {
      return html`<span part="record" aria-hidden="true">–</span><span class="visually-hidden">${spoken}</span>`;
    }
    const lang = languageOf(this);
    const sep = html`<span part="separator">–</span>`;
    return html`<span part="record" aria-hidden="true"
        ><span part="wins">${formatNumber(value.wins, lang)}</span>${sep}<span part="losses"
          >${formatNumber(value.losses, lang)}</span
        >${this.#showsDraws(value) ? html`${sep}<span part="draws">${formatNumber(value.draws, lang)}</span>` : nothing}</span
      ><span class="visually-hidden">${spoken}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-record': TcgRecord;
  }
}
