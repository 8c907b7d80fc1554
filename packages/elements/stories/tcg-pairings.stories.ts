import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { PairingsView } from '@tcgkit/core';
import { html } from 'lit';
import '../src/define/tcg-pairings.js';
import { pairingsView } from '../test/fixtures/views.js';

interface Args {
  view: PairingsView | undefined;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-pairings',
  component: 'tcg-pairings',
  args: { view: pairingsView, theme: '' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    view: { control: false },
  },
  render: ({ view, theme }) => html`<tcg-pairings .view=${view} theme=${theme}></tcg-pairings>`,
};
export default meta;
type Story = StoryObj<Args>;

/** One table reported, one in progress, one bye. */
export const InProgress: Story = {};
/** Every table reported. */
export const Finished: Story = {
  args: {
    view: {
      ...pairingsView,
      tables: pairingsView.tables.map((t) => ({
        ...t,
        status: 'completed',
        seats: [
          { ...t.seats[0], score: 2, outcome: 'win' },
          { ...t.seats[1], score: 0, outcome: 'loss' },
        ],
      })),
    },
  },
};
/** No pairings yet. */
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
/** 256 tables (512 players), none reported yet. */
export const Huge: Story = {
  args: {
    view: {
      kind: 'pairings',
      round: 1,
      tables: Array.from({ length: 256 }, (_, i) => ({
        table: i + 1,
        status: 'in-progress' as const,
        seats: [
          { participantId: `p${2 * i + 1}`, name: `Player ${2 * i + 1}`, points: 0 },
          { participantId: `p${2 * i + 2}`, name: `Player ${2 * i + 2}`, points: 0 },
        ] as const,
      })),
      byes: [],
    },
  },
};
