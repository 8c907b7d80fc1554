import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { DashboardView } from '@tcgkit/core';
import { html } from 'lit';
import '../src/define/tcg-calculator-dashboard.js';
import { dashboardView } from '../test/fixtures/dashboard-view.js';

interface Args {
  view: DashboardView | undefined;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-calculator-dashboard',
  component: 'tcg-calculator-dashboard',
  args: { view: dashboardView, theme: '' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    view: { control: false },
  },
  render: ({ view, theme }) =>
    html`<tcg-calculator-dashboard .view=${view} theme=${theme}></tcg-calculator-dashboard>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Every widget kind, with two "No data" widgets at the end. */
export const EveryWidget: Story = {};
/** Only placeholders. */
export const NoData: Story = {
  args: { view: { kind: 'dashboard', widgets: dashboardView.widgets.filter((w) => w.noData) } },
};
/** Dark scheme, forced. */
export const Dark: Story = {
  args: { theme: 'dark' },
  decorators: [
    (story) => html`<div style="background:#0d1117;color:#e6edf3;padding:1rem">${story()}</div>`,
  ],
};
/** German number formatting. */
export const German: Story = { decorators: [(story) => html`<div lang="de">${story()}</div>`] };
/** No dashboard yet (no deck read). */
export const Empty: Story = { args: { view: undefined } };
/** Right to left, Arabic digits. */
export const ArabicRtl: Story = {
  decorators: [(story) => html`<div dir="rtl" lang="ar-EG">${story()}</div>`],
};
/** Each widget element alone, outside a dashboard, with its `widget` property. */
export const WidgetElementsAlone: Story = {
  render: () =>
    html`<div style="display:grid;gap:0.75rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))">
      ${dashboardView.widgets.map((w) => {
        switch (w.kind) {
          case 'stat':
            return html`<tcg-widget-stat .widget=${w}></tcg-widget-stat>`;
          case 'ratio':
            return html`<tcg-widget-ratio .widget=${w}></tcg-widget-ratio>`;
          case 'histogram':
            return html`<tcg-widget-histogram .widget=${w}></tcg-widget-histogram>`;
          case 'donut':
            return html`<tcg-widget-donut .widget=${w}></tcg-widget-donut>`;
          case 'gauge':
            return html`<tcg-widget-gauge .widget=${w}></tcg-widget-gauge>`;
          case 'bars':
            return html`<tcg-widget-bars .widget=${w}></tcg-widget-bars>`;
          case 'table':
            return html`<tcg-widget-table .widget=${w}></tcg-widget-table>`;
          default:
            return html`<tcg-widget-hypergeometric .widget=${w}></tcg-widget-hypergeometric>`;
        }
      })}
    </div>`,
};
