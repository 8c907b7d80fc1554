import type { DashboardSegment, DashboardWidget } from '@tcgkit/core';
import { css, html, LitElement, nothing, svg, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { fill, languageOf } from '../shared/i18n.js';
import { LanguageController } from '../shared/language-controller.js';
import { themeStyles, visuallyHidden } from '../shared/theme.js';
import { formatPercent, formatRatio, formatValue, segmentColor } from './format.js';

/** Every string the widget elements show or speak; override any through `strings`. */
export interface WidgetStrings {
  readonly noData: string;
  readonly showData: string;
  readonly segment: string;
  readonly value: string;
  readonly bucket: string;
  readonly share: string;
  /** The headline of a hypergeometric widget; `{draws}`. */
  readonly atLeastOne: string;
  /** A P(X = k) row; `{k}`. */
  readonly exactly: string;
  readonly probability: string;
  /** The explanation under a hypergeometric headline; `{success}`, `{population}`, `{draws}`. */
  readonly drawOddsOf: string;
  /** Shown by `<tcg-calculator-dashboard>` before it has a dashboard. */
  readonly empty: string;
  /** Shown by `<tcg-calculator-dashboard>` while `src` loads. */
  readonly loading: string;
}

/** The English defaults of {@link WidgetStrings}. */
export const defaultWidgetStrings: WidgetStrings = {
  noData: 'No data',
  showData: 'Show data',
  segment: 'Segment',
  value: 'Value',
  bucket: 'Bucket',
  share: 'Share',
  atLeastOne: 'At least one in {draws} cards',
  exactly: 'Exactly {k}',
  probability: 'Chance',
  drawOddsOf: '{success} of {population} cards, {draws} drawn',
  empty: 'No dashboard yet.',
  loading: 'Loading dashboard…',
};

type Of<K extends DashboardWidget['kind']> = Extract<DashboardWidget, { kind: K }>;

/**
 * The base of the widget elements: a `widget` property of one kind, a card with its title, the
 * "No data" placeholder, and strings.
 */
export abstract class WidgetElement<W extends DashboardWidget> extends LitElement {
  /** Re-renders on a later `lang` change in the page. */
  protected readonly languageController = new LanguageController(this);

  /** Styles shared by every widget card. */
  static override styles = [
    themeStyles,
    visuallyHidden,
    css`
      :host {
        display: block;
        border: 1px solid var(--_border);
        border-radius: 8px;
        padding: 0.75rem 1rem;
        background: var(--_bg);
      }
      .title {
        font-weight: 600;
        margin: 0 0 0.5rem;
      }
      .nodata {
        color: var(--_muted);
        font-style: italic;
      }
      .big {
        font-size: 2rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .unit {
        color: var(--_muted);
        margin-inline-start: 0.25em;
      }
      svg {
        display: block;
        max-width: 100%;
        height: auto;
      }
      svg text {
        fill: var(--_fg);
        font-size: 11px;
      }
      table {
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
      }
      th,
      td {
        text-align: start;
        padding: 0.15rem 0.5rem;
        border-bottom: 1px solid var(--_border);
      }
      details {
        margin-top: 0.5rem;
        font-size: 0.875rem;
      }
      summary {
        cursor: pointer;
        color: var(--_accent);
      }
      summary:focus-visible {
        outline: 2px solid var(--_accent);
      }
      ul.legend {
        list-style: none;
        padding: 0;
        margin: 0.5rem 0 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 1rem;
        font-size: 0.875rem;
      }
      .swatch {
        display: inline-block;
        width: 0.8em;
        height: 0.8em;
        border-radius: 2px;
        margin-inline-end: 0.35em;
        vertical-align: -0.05em;
        forced-color-adjust: none;
      }
    `,
  ];

  /** The normalized widget to draw. */
  @property({ attribute: false }) widget?: W;
  /** Overrides for any string. */
  @property({ attribute: false }) strings: Partial<WidgetStrings> = {};
  /** `light` or `dark` forces a color scheme. */
  @property({ type: String, reflect: true }) theme?: 'light' | 'dark';

  /** The strings in effect. */
  protected get text(): WidgetStrings {
    return { ...defaultWidgetStrings, ...this.strings };
  }

  /** The language numbers are formatted in. */
  protected get language(): string {
    return languageOf(this);
  }

  /** Draws the widget's body (it has data). */
  protected abstract body(widget: W): TemplateResult;

  protected override render() {
    const w = this.widget;
    if (w === undefined) return nothing;
    return html`<p class="title" id="title">${w.label}</p>
      ${w.noData ? html`<p class="nodata">${this.text.noData}</p>` : this.body(w)}`;
  }

  /** A collapsible data table: the chart's numbers for everyone, and for screen readers. */
  protected dataTable(
    headers: readonly string[],
    rows: readonly (readonly string[])[],
  ): TemplateResult {
    return html`<details>
      <summary>${this.text.showData}</summary>
      <table>
        <thead><tr>${headers.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
        <tbody>${rows.map((r) => html`<tr>${r.map((c, i) => (i === 0 ? html`<th scope="row">${c}</th>` : html`<td>${c}</td>`))}</tr>`)}</tbody>
      </table>
    </details>`;
  }

  /** The legend and data table of a segment widget. */
  protected segmentsLegend(segments: readonly DashboardSegment[]): TemplateResult {
    const total = segments.reduce((s, x) => s + Math.max(0, x.value), 0);
    const lang = this.language;
    return html`<ul class="legend">
        ${segments.map(
          (s, i) =>
            html`<li><span class="swatch" style=${`background:${segmentColor(s.color, i)}`}></span>${s.label}: ${formatValue(s.value, lang)}</li>`,
        )}
      </ul>
      ${this.dataTable(
        [this.text.segment, this.text.value, this.text.share],
        segments.map((s) => [
          s.label,
          formatValue(s.value, lang),
          total > 0 ? formatPercent(Math.max(0, s.value) / total, lang) : '–',
        ]),
      )}`;
  }
}

/**
 * `<tcg-widget-stat>`: one headline value, with its unit.
 *
 * @tag tcg-widget-stat
 */
export class TcgWidgetStat extends WidgetElement<Of<'stat'>> {
  protected override body(w: Of<'stat'>) {
    const value = typeof w.value === 'number' ? formatValue(w.value, this.language) : w.value;
    return html`<p><span class="big">${value}</span>${w.unit ? html`<span class="unit">${w.unit}</span>` : nothing}</p>`;
  }
}

/**
 * `<tcg-widget-ratio>`: `numerator / denominator` in its format, as a stat tile.
 *
 * @tag tcg-widget-ratio
 */
export class TcgWidgetRatio extends WidgetElement<Of<'ratio'>> {
  protected override render() {
    const w = this.widget;
    if (w !== undefined && !w.noData && formatRatio(w, this.language) === undefined) {
      return html`<p class="title">${w.label}</p><p class="nodata">${this.text.noData}</p>`;
    }
    return super.render();
  }

  protected override body(w: Of<'ratio'>) {
    return html`<p><span class="big">${formatRatio(w, this.language)}</span></p>`;
  }
}

/**
 * `<tcg-widget-histogram>`: vertical bars over labelled buckets (a mana curve).
 *
 * @tag tcg-widget-histogram
 */
export class TcgWidgetHistogram extends WidgetElement<Of<'histogram'>> {
  protected override body(w: Of<'histogram'>) {
    const lang = this.language;
    const max = Math.max(...w.buckets, 0);
    const n = w.buckets.length;
    const bar = 28;
    const gap = 8;
    const height = 120;
    const width = n * (bar + gap);
    const summary = w.buckets
      .map((v, i) => `${w.labels[i] ?? i + 1}: ${formatValue(v, lang)}`)
      .join(', ');
    return html`<svg viewBox=${`0 0 ${width} ${height + 32}`} width=${width} role="img" aria-label=${`${w.label}: ${summary}`}>
        ${w.buckets.map((v, i) => {
          const h = max > 0 ? (Math.max(0, v) / max) * height : 0;
          const x = i * (bar + gap);
          return svg`<rect x=${x} y=${height - h + 14} width=${bar} height=${h} rx="2" fill=${segmentColor('', 0)}></rect>
            <text x=${x + bar / 2} y=${height - h + 10} text-anchor="middle">${formatValue(v, lang)}</text>
            <text x=${x + bar / 2} y=${height + 28} text-anchor="middle">${w.labels[i] ?? ''}</text>`;
        })}
      </svg>
      ${this.dataTable(
        [this.text.bucket, this.text.value],
        w.buckets.map((v, i) => [w.labels[i] ?? String(i + 1), formatValue(v, lang)]),
      )}`;
  }
}

/**
 * `<tcg-widget-donut>`: a donut of coloured segments, with a legend.
 *
 * @tag tcg-widget-donut
 */
export class TcgWidgetDonut extends WidgetElement<Of<'donut'>> {
  protected override body(w: Of<'donut'>) {
    const positive = w.segments.filter((s) => s.value > 0);
    const total = positive.reduce((s, x) => s + x.value, 0);
    const r = 40;
    const c = 2 * Math.PI * r;
    let offset = 0;
    const lang = this.language;
    const summary = positive
      .map((s) => `${s.label} ${formatPercent(s.value / total, lang)}`)
      .join(', ');
    return html`<svg viewBox="0 0 100 100" width="140" role="img" aria-label=${`${w.label}: ${summary}`}>
        ${w.segments.map((s, i) => {
          if (s.value <= 0) return nothing;
          const length = (s.value / total) * c;
          const node = svg`<circle cx="50" cy="50" r=${r} fill="none" stroke=${segmentColor(s.color, i)} stroke-width="16"
            stroke-dasharray=${`${length} ${c - length}`} stroke-dashoffset=${-offset} transform="rotate(-90 50 50)"></circle>`;
          offset += length;
          return node;
        })}
      </svg>
      ${this.segmentsLegend(w.segments)}`;
  }
}

/**
 * `<tcg-widget-gauge>`: a half-circle meter the segments fill in proportion.
 *
 * @tag tcg-widget-gauge
 */
export class TcgWidgetGauge extends WidgetElement<Of<'gauge'>> {
  protected override body(w: Of<'gauge'>) {
    const positive = w.segments.filter((s) => s.value > 0);
    const total = positive.reduce((s, x) => s + x.value, 0);
    let start = 0;
    const lang = this.language;
    const summary = positive
      .map((s) => `${s.label} ${formatPercent(s.value / total, lang)}`)
      .join(', ');
    return html`<svg viewBox="0 0 100 56" width="180" role="img" aria-label=${`${w.label}: ${summary}`}>
        ${w.segments.map((s, i) => {
          if (s.value <= 0) return nothing;
          const part = (s.value / total) * 100;
          const node = svg`<path d="M10 50 A40 40 0 0 1 90 50" pathLength="100" fill="none" stroke=${segmentColor(s.color, i)}
            stroke-width="12" stroke-dasharray=${`${part} ${100 - part}`} stroke-dashoffset=${-start}></path>`;
          start += part;
          return node;
        })}
      </svg>
      ${this.segmentsLegend(w.segments)}`;
  }
}

/**
 * `<tcg-widget-bars>`: horizontal bars, one per segment.
 *
 * @tag tcg-widget-bars
 */
export class TcgWidgetBars extends WidgetElement<Of<'bars'>> {
  protected override body(w: Of<'bars'>) {
    const max = Math.max(...w.segments.map((s) => s.value), 0);
    const row = 22;
    const lang = this.language;
    const summary = w.segments.map((s) => `${s.label}: ${formatValue(s.value, lang)}`).join(', ');
    return html`<svg viewBox=${`0 0 300 ${w.segments.length * row}`} width="300" role="img" aria-label=${`${w.label}: ${summary}`}>
        ${w.segments.map((s, i) => {
          const width = max > 0 ? (Math.max(0, s.value) / max) * 180 : 0;
          return svg`<text x="0" y=${i * row + 15}>${s.label}</text>
            <rect x="90" y=${i * row + 4} width=${width} height="14" rx="2" fill=${segmentColor(s.color, i)}></rect>
            <text x=${96 + width} y=${i * row + 15}>${formatValue(s.value, lang)}</text>`;
        })}
      </svg>
      ${this.dataTable(
        [this.text.segment, this.text.value],
        w.segments.map((s) => [s.label, formatValue(s.value, lang)]),
      )}`;
  }
}

/**
 * `<tcg-widget-table>`: rows under column headers.
 *
 * @tag tcg-widget-table
 */
export class TcgWidgetTable extends WidgetElement<Of<'table'>> {
  protected override body(w: Of<'table'>) {
    const lang = this.language;
    return html`<div style="overflow-x:auto">
      <table aria-labelledby="title">
        <thead><tr>${w.columns.map((c) => html`<th scope="col">${c}</th>`)}</tr></thead>
        <tbody>
          ${w.rows.map(
            (r) =>
              html`<tr>${w.columns.map((_, i) => {
                const cell = r[i];
                return html`<td>${cell === undefined ? '' : typeof cell === 'number' ? formatValue(cell, lang) : cell}</td>`;
              })}</tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

/**
 * `<tcg-widget-hypergeometric>`: P(at least one) as the headline, and P(exactly k) lines.
 *
 * @tag tcg-widget-hypergeometric
 */
export class TcgWidgetHypergeometric extends WidgetElement<Of<'hypergeometric'>> {
  protected override body(w: Of<'hypergeometric'>) {
    const lang = this.language;
    const t = this.text;
    return html`<p>
        <span class="big">${formatPercent(w.odds.atLeastOne, lang)}</span>
        <span class="unit">${fill(t.atLeastOne, { draws: formatValue(w.draws, lang) })}</span>
      </p>
      <p class="unit">
        ${fill(t.drawOddsOf, {
          success: formatValue(w.successCount, lang),
          population: formatValue(w.population, lang),
          draws: formatValue(w.draws, lang),
        })}
      </p>
      ${
        w.odds.exact.length > 0
          ? html`<table>
            <thead><tr><th scope="col">${t.value}</th><th scope="col">${t.probability}</th></tr></thead>
            <tbody>
              ${w.odds.exact.map(
                (e) =>
                  html`<tr><th scope="row">${fill(t.exactly, { k: formatValue(e.count, lang) })}</th><td>${formatPercent(e.probability, lang)}</td></tr>`,
              )}
            </tbody>
          </table>`
          : nothing
      }`;
  }
}

/** The widget element class for each kind, and its tag. */
export const WIDGET_ELEMENTS = {
  stat: ['tcg-widget-stat', TcgWidgetStat],
  histogram: ['tcg-widget-histogram', TcgWidgetHistogram],
  donut: ['tcg-widget-donut', TcgWidgetDonut],
  gauge: ['tcg-widget-gauge', TcgWidgetGauge],
  bars: ['tcg-widget-bars', TcgWidgetBars],
  table: ['tcg-widget-table', TcgWidgetTable],
  hypergeometric: ['tcg-widget-hypergeometric', TcgWidgetHypergeometric],
  ratio: ['tcg-widget-ratio', TcgWidgetRatio],
} as const;

declare global {
  interface HTMLElementTagNameMap {
    'tcg-widget-stat': TcgWidgetStat;
    'tcg-widget-histogram': TcgWidgetHistogram;
    'tcg-widget-donut': TcgWidgetDonut;
    'tcg-widget-gauge': TcgWidgetGauge;
    'tcg-widget-bars': TcgWidgetBars;
    'tcg-widget-table': TcgWidgetTable;
    'tcg-widget-hypergeometric': TcgWidgetHypergeometric;
    'tcg-widget-ratio': TcgWidgetRatio;
  }
}
