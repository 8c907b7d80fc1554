import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { LadderView } from '@tcgkit/core';
import { html } from 'lit';
import '../src/define/tcg-ladder.js';
import { eloLadderView, ladderView } from '../test/fixtures/ladder-view.js';

interface Args {
  view: LadderView | undefined;
  theme: '' | 'light' | 'dark';
  selectablePlayers: boolean;
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-ladder',
  component: 'tcg-ladder',
  args: { view: ladderView, theme: '', selectablePlayers: false },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    view: { control: false },
  },
  render: ({ view, theme, selectablePlayers }) =>
    html`<tcg-ladder .view=${view} theme=${theme} ?selectable-players=${selectablePlayers}></tcg-ladder>`,
};
export default meta;
type Story = StoryObj<Args>;

/** A Glicko-2 ladder: a shared 2nd place, a newcomer, a deviation to open. */
export const Glicko2: Story = {};
/** An Elo ladder has no deviation column. */
export const Elo: Story = { args: { view: eloLadderView } };
/** Nothing rated yet. */
export const Empty: Story = { args: { view: undefined } };
/** Player names as buttons (`tcg-player-select`). */
export const SelectablePlayers: Story = { args: { selectablePlayers: true } };
/** Dark scheme, forced. */
export const Dark: Story = {
  args: { theme: 'dark' },
  decorators: [
    (story) => html`<div style="background:#0d1117;color:#e6edf3;padding:1rem">${story()}</div>`,
  ],
};
/** Right to left, Arabic digits. */
export const Rtl: Story = {
  decorators: [(story) => html`<div dir="rtl" lang="ar">${story()}</div>`],
};
