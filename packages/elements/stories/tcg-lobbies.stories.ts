import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { LobbiesView } from '@tcgkit/core';
import { html } from 'lit';
import '../src/define/tcg-lobbies.js';
import { lobbiesView } from '../test/fixtures/lobbies-view.js';

interface Args {
  view: LobbiesView | undefined;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-lobbies',
  component: 'tcg-lobbies',
  args: { view: lobbiesView, theme: '' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    view: { control: false },
  },
  render: ({ view, theme }) => html`<tcg-lobbies .view=${view} theme=${theme}></tcg-lobbies>`,
};
export default meta;
type Story = StoryObj<Args>;

/** One lobby finished (with a tie), one in progress. */
export const InProgress: Story = {};
/** Nothing yet. */
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
/** Every lobby reported. */
export const Finished: Story = {
  args: {
    view: { ...lobbiesView, lobbies: lobbiesView.lobbies.filter((l) => l.status === 'completed') },
  },
};
/** 64 players in 16 lobbies, none reported yet. */
export const Huge: Story = {
  args: {
    view: {
      kind: 'lobbies',
      match: 1,
      lobbies: Array.from({ length: 16 }, (_, i) => ({
        id: `m1-l${i + 1}`,
        number: i + 1,
        status: 'in-progress' as const,
        seats: Array.from({ length: 4 }, (_, j) => ({
          participantId: `p${4 * i + j + 1}`,
          name: `Player ${4 * i + j + 1}`,
          pointsBefore: 0,
        })),
      })),
    },
  },
};
