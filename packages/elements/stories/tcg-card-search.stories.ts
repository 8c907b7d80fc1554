import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { CardCatalog, LorCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { html } from 'lit';
import '../src/define/tcg-card-search.js';

interface Args {
  value: string;
  catalog: CardCatalog | undefined;
  theme: '' | 'light' | 'dark';
}

/** The sample LoR catalog repeated to 20,000 cards (numbered, so each row differs). */
function twentyThousand(): LorCatalog {
  const base = sampleCatalogs.lor.cards;
  const cards = Array.from({ length: 20_000 }, (_, i) => {
    const c = base[i % base.length]!;
    return { ...c, id: `${c.id}-${i}`, name: `${c.name} ${i + 1}` };
  });
  return { ...sampleCatalogs.lor, cards };
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-card-search',
  component: 'tcg-card-search',
  args: {
    value: 't:unit cost<=2 region:demacia',
    catalog: sampleCatalogs.lor,
    theme: '',
  },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    catalog: { control: false },
  },
  render: ({ value, catalog, theme }) =>
    html`<tcg-card-search .value=${value} .catalog=${catalog} theme=${theme}></tcg-card-search>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Results and the explain() sentence. */
export const Results: Story = {};
/** A syntax error underlined at its characters. */
export const QueryError: Story = { args: { value: 't:unit cost<=' } };
/** A misspelt field with a did-you-mean button. */
export const DidYouMean: Story = { args: { value: 't:unit regoin:demacia' } };
/** Nothing typed yet. */
export const Empty: Story = { args: { value: '' } };
/**
 * 20,000 results in one scrolling list: only the rows near the visible part are in the DOM;
 * scroll, or press Down then End, Page Up/Down, Home.
 */
export const TwentyThousandResults: Story = {
  args: { value: 'cost>=0', catalog: twentyThousand() },
};
/** Pokémon search. */
export const Pokemon: Story = { args: { value: 'is:ex hp>=200', catalog: sampleCatalogs.pokemon } };
/** Riftbound search. */
export const Riftbound: Story = { args: { value: 'rune', catalog: sampleCatalogs.riftbound } };
/** No catalog yet. */
export const NoCatalog: Story = { args: { catalog: undefined } };
/** Dark scheme, forced. */
export const Dark: Story = {
  args: { theme: 'dark' },
  decorators: [
    (story) => html`<div style="background:#0d1117;color:#e6edf3;padding:1rem">${story()}</div>`,
  ],
};
