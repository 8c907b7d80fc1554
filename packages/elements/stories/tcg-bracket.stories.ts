import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { BracketView } from '@tcgkit/core';
import { html } from 'lit';
import '../src/define/tcg-bracket.js';
import type { BracketLayout } from '../src/index.js';
import { bracketFixture } from '../test/fixtures/bracket-views.js';

interface Args {
  view: BracketView | undefined;
  layout: BracketLayout;
  density: 'compact' | 'comfortable';
  theme: '' | 'light' | 'dark';
  player: string;
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-bracket',
  component: 'tcg-bracket',
  args: {
    view: bracketFixture(8, 'single-elimination', 1),
    layout: 'auto',
    density: 'compact',
    theme: '',
    player: '',
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['auto', 'tree', 'rounds', 'list'] },
    density: { control: 'inline-radio', options: ['compact', 'comfortable'] },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    view: { control: false },
  },
  render: ({ view, layout, density, theme, player }) =>
    html`<tcg-bracket .view=${view} layout=${layout} density=${density} theme=${theme} player=${player || undefined}></tcg-bracket>`,
};
export default meta;
type Story = StoryObj<Args>;

/** A top 8 after the quarterfinals. */
export const TopEightInProgress: Story = {};
/** Not started: every later slot says where its player comes from. */
export const NotStarted: Story = { args: { view: bracketFixture(8, 'single-elimination', 0) } };
/** A finished top 8. */
export const Finished: Story = { args: { view: bracketFixture(8, 'single-elimination', 3) } };
/** Double elimination, grand final won by the winners-bracket player (no reset). */
export const DoubleElimination: Story = {
  args: { view: bracketFixture(16, 'double-elimination', 9) },
};
/** Double elimination with the bracket reset played. */
export const DoubleWithReset: Story = {
  args: { view: bracketFixture(8, 'double-elimination', 9, { resetPlayed: true }) },
};
/** 256 players, double elimination. */
export const Huge: Story = { args: { view: bracketFixture(256, 'double-elimination', 3) } };
/** One round at a time, for phones. */
export const Rounds: Story = {
  args: { layout: 'rounds', view: bracketFixture(16, 'double-elimination', 2) },
};
/** "My matches": the list layout filtered to one player. */
export const MyMatches: Story = {
  args: { layout: 'list', player: 'p3', view: bracketFixture(16, 'double-elimination', 9) },
};
/** Nothing yet. */
export const Empty: Story = { args: { view: undefined } };
/** Dark scheme, forced. */
export const Dark: Story = {
  args: { theme: 'dark', view: bracketFixture(8, 'double-elimination', 3) },
  decorators: [
    (story) => html`<div style="background:#0d1117;color:#e6edf3;padding:1rem">${story()}</div>`,
  ],
};
/** Right to left. */
export const Rtl: Story = {
  args: { layout: 'tree' },
  decorators: [(story) => html`<div dir="rtl" lang="ar">${story()}</div>`],
};
