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
/** During the group stage: nobody is through yet. */
export const InProgress: Story = {
  args: {
    view: {
      ...groupsView,
      groups: groupsView.groups.map((g) => ({
        ...g,
        rows: g.rows.map((r) => ({
          ...r,
          record: {
            wins: Math.min(r.record.wins, 1),
            losses: 1 - Math.min(r.record.wins, 1),
            draws: 0,
          },
          points: Math.min(r.record.wins, 1) * 3,
          cells: { ...r.cells, knockout: { value: 0, display: '–' } },
        })),
      })),
    },
  },
};
/** Sixteen groups of four. */
export const Huge: Story = {
  args: {
    view: {
      ...groupsView,
      groups: Array.from({ length: 16 }, (_, i) => ({
        ...groupsView.groups[i % 2]!,
        title: `Group ${String.fromCharCode(65 + i)}`,
        rows: groupsView.groups[i % 2]!.rows.map((r) => ({
          ...r,
          participantId: `${r.participantId}${i}`,
          name: `${r.name} ${i + 1}`,
        })),
      })),
    },
  },
};
