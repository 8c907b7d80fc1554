import type { DashboardView, DashboardWidget } from '@tcgkit/core';
import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { themeStyles } from '../shared/theme.js';
import { ViewElement } from '../shared/view-element.js';
import { defaultWidgetStrings, type WidgetStrings } from './widgets.js';

/**
 * `<tcg-calculator-dashboard>`: a deck calculator's normalized dashboard (see
 * `normalizeCalculatorResult` in @tcgkit/calculator), one widget element per widget, in order,
 * in a responsive grid. Register the widget elements too (the `tcg-calculator-dashboard.js`
 * entry does).
 *
 * Data: the `view` property, a `src` URL, or an inline `<script type="application/json">` child.
 *
 * @fires tcg-data-error - `src` or inline JSON could not be read.
 * @csspart grid - The grid of widgets.
 *
 * @tag tcg-calculator-dashboard
 */
export class TcgCalculatorDashboard extends ViewElement<DashboardView> {
  /** Styles: the shared theme and the grid. */
  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
      }
      .grid {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
        gap: 0.75rem;
      }
      .wide {
        grid-column: 1 / -1;
      }
    `,
  ];

  protected readonly viewKind = 'dashboard' as const;

  /** Overrides for the widgets' strings. */
  @property({ attribute: false }) strings: Partial<WidgetStrings> = {};

  #widget(w: DashboardWidget) {
    const s = this.strings;
    const t = this.theme;
    switch (w.kind) {
      case 'stat':
        return html`<tcg-widget-stat .widget=${w} .strings=${s} theme=${t ?? nothing}></tcg-widget-stat>`;
      case 'ratio':
        return html`<tcg-widget-ratio .widget=${w} .strings=${s} theme=${t ?? nothing}></tcg-widget-ratio>`;
      case 'histogram':
        return html`<tcg-widget-histogram .widget=${w} .strings=${s} theme=${t ?? nothing}></tcg-widget-histogram>`;
      case 'donut':
        return html`<tcg-widget-donut .widget=${w} .strings=${s} theme=${t ?? nothing}></tcg-widget-donut>`;
      case 'gauge':
        return html`<tcg-widget-gauge .widget=${w} .strings=${s} theme=${t ?? nothing}></tcg-widget-gauge>`;
      case 'bars':
        return html`<tcg-widget-bars .widget=${w} .strings=${s} theme=${t ?? nothing}></tcg-widget-bars>`;
      case 'table':
        return html`<tcg-widget-table class="wide" .widget=${w} .strings=${s} theme=${t ?? nothing}></tcg-widget-table>`;
      case 'hypergeometric':
        return html`<tcg-widget-hypergeometric .widget=${w} .strings=${s} theme=${t ?? nothing}></tcg-widget-hypergeometric>`;
      default: {
        // A widget kind from a newer calculator (JSON from `src`): skipped, not a broken element.
        const unknown: never = w;
        void unknown;
        return nothing;
      }
    }
  }

  protected override render() {
    if (this.loadState === 'error') return html`<p role="alert">${this.loadError}</p>`;
    const view = this.view;
    if (view === undefined) {
      const s = { ...defaultWidgetStrings, ...this.strings };
      return html`<p role="status">${this.loadState === 'loading' ? s.loading : s.empty}</p>`;
    }
    return html`${view.title ? html`<p><strong>${view.title}</strong></p>` : nothing}
      <div class="grid" part="grid">${view.widgets.map((w) => this.#widget(w))}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tcg-calculator-dashboard': TcgCalculatorDashboard;
  }
}
