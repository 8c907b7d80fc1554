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
