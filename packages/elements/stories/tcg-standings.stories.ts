import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { StandingsView } from '@tcgkit/core';
import { html } from 'lit';
import '../src/define/tcg-standings.js';
import { standingsView } from '../test/fixtures/views.js';

interface Args {
  view: StandingsView | undefined;
  theme: '' | 'light' | 'dark';
  selectablePlayers: boolean;
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-standings',
  component: 'tcg-standings',
  args: { view: standingsView, theme: '', selectablePlayers: false },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    view: { control: false },
  },
  render: ({ view, theme, selectablePlayers }) =>
    html`<tcg-standings .view=${view} theme=${theme} ?selectable-players=${selectablePlayers}></tcg-standings>`,
};
export default meta;
type Story = StoryObj<Args>;

function huge(players: number): StandingsView {
  return {
    kind: 'standings',
    afterRound: 9,
    columns: standingsView.columns,
    rows: Array.from({ length: players }, (_, i) => {
      const wins = Math.max(0, 9 - Math.floor(Math.log2(i + 1)) - (i % 2));
      return {
        participantId: `p${i + 1}`,
        name: `Player ${i + 1}`,
        rank: i + 1,
        shared: false,
        record: { wins, losses: 9 - wins, draws: 0 },
        points: wins * 3,
        cells: {
          opponent_match_win_percentage: {
            value: 0.6 - i / (players * 4),
            display: `${(60 - (i * 25) / players).toFixed(2)}%`,
          },
          game_win_percentage: { value: 0.5, display: '50.00%' },
        },
      };
    }),
  };
}

/** After round 3, with a shared placement, a dropped player and explainable OMW% cells. */
export const InProgress: Story = {};
/** Nothing reported yet. */
export const Empty: Story = { args: { view: undefined } };
/** Names as buttons firing `tcg-player-select`. */
export const SelectablePlayers: Story = { args: { selectablePlayers: true } };
/** 512 players. */
export const Huge: Story = { args: { view: huge(512) } };
/** Dark scheme, forced. */
export const Dark: Story = {
  args: { theme: 'dark' },
  decorators: [
    (story) => html`<div style="background:#0d1117;color:#e6edf3;padding:1rem">${story()}</div>`,
  ],
};
/** Right to left, Arabic digits. */
export const ArabicRtl: Story = {
  decorators: [(story) => html`<div dir="rtl" lang="ar-EG">${story()}</div>`],
};
/** The final standings of a finished event, under its own title. */
export const Finished: Story = {
  args: { view: { ...huge(16), afterRound: undefined, title: 'Final standings' } },
};
