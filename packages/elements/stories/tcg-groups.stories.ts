import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { GroupsView } from '@tcgkit/core';
import { html } from 'lit';
import '../src/define/tcg-groups.js';
import { groupsView } from '../test/fixtures/groups-view.js';

interface Args {
  view: GroupsView | undefined;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-groups',
  component: 'tcg-groups',
  args: { view: groupsView, theme: '' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    view: { control: false },
  },
  render: ({ view, theme }) => html`<tcg-groups .view=${view} theme=${theme}></tcg-groups>`,
};
export default meta;
type Story = StoryObj<Args>;

/** After the group stage: who goes to the knockout. */
export const Finished: Story = {};
/** No groups drawn yet. */
export const Empty: Story = { args: { view: undefined } };
/** Dark scheme, forced. */
export const Dark: Story = {
  args: { theme: 'dark' },
  decorators: [
    (story) => html`<div style="background:#0d1117;color:#e6edf3;padding:1rem">${story()}</div>`,
  ],
};
/** Right to left. */
export const Rtl: Story = {
  decorators: [(story) => html`<div dir="rtl" lang="ar">${story()}</div>`],
};
