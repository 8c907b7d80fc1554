import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define/tcg-record.js';

interface Args {
  record: string;
  showDraws: 'auto' | 'always' | 'never';
  theme: '' | 'light' | 'dark';
  lang: string;
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-record',
  component: 'tcg-record',
  args: { record: '3-1-1', showDraws: 'auto', theme: '', lang: 'en' },
  argTypes: {
    showDraws: { control: 'inline-radio', options: ['auto', 'always', 'never'] },
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
  },
  render: ({ record, showDraws, theme, lang }) =>
    html`<div lang=${lang}><tcg-record record=${record} show-draws=${showDraws} theme=${theme || ''}></tcg-record></div>`,
};
export default meta;

type Story = StoryObj<Args>;

/** A record with draws. */
export const WithDraws: Story = {};
/** Draws hidden when there are none (the default `auto`). */
export const NoDraws: Story = { args: { record: '4-0' } };
/** Draws always shown. */
export const AlwaysDraws: Story = { args: { record: '4-0', showDraws: 'always' } };
/** A missing or invalid record shows a dash and is spoken as "No record". */
export const Invalid: Story = { args: { record: 'n/a' } };
/** Dark scheme, forced. */
export const Dark: Story = {
  args: { theme: 'dark' },
  decorators: [(story) => html`<div style="background:#0d1117;padding:1rem">${story()}</div>`],
};
/** Arabic digits and right-to-left. */
export const ArabicRtl: Story = {
  args: { lang: 'ar-EG', record: '12-3-1' },
  decorators: [(story) => html`<div dir="rtl">${story()}</div>`],
};
