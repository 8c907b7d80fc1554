import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { CardCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import type { Deck } from '@tcgkit/deck-codes';
import { html } from 'lit';
import '../src/define/tcg-deck.js';
import { LOR_CODE, PTCG_LIVE, RIFTBOUND_LIST } from '../test/fixtures/decks.js';

interface Args {
  code: string;
  deck: Deck | undefined;
  catalog: CardCatalog | undefined;
  theme: '' | 'light' | 'dark';
}

const meta: Meta<Args> = {
  title: 'Elements/tcg-deck',
  component: 'tcg-deck',
  args: { code: LOR_CODE, deck: undefined, catalog: sampleCatalogs.lor, theme: '' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    deck: { control: false },
    catalog: { control: false },
  },
  render: ({ code, deck, catalog, theme }) =>
    html`<tcg-deck code=${code} .deck=${deck} .catalog=${catalog} theme=${theme}></tcg-deck>`,
};
export default meta;
type Story = StoryObj<Args>;

/** A Legends of Runeterra code: champions, units, spells by cost, regions, the cost curve. */
export const LegendsOfRuneterra: Story = {};
/** A Pokémon TCG Live list with one card no catalog has: the warning is shown. */
export const PokemonWithWarning: Story = {
  args: { code: PTCG_LIVE, catalog: sampleCatalogs.pokemon },
};
/** A Riftbound list: legend, champion, battlefields, runes, main deck, sideboard. */
export const Riftbound: Story = {
  args: { code: RIFTBOUND_LIST, catalog: sampleCatalogs.riftbound },
};
/** A deck given as data (`deck` property) with a ref the catalog does not know. */
export const DeckProperty: Story = {
  args: {
    code: '',
    catalog: sampleCatalogs.pokemon,
    deck: {
      game: 'pokemon',
      main: [
        { ref: 'me55-66', count: 4 },
        { ref: 'zz-1', count: 2 },
      ],
      sideboard: [],
    },
  },
};
/** A code that cannot be read: the error and its code. */
export const Unreadable: Story = {
  args: { code: 'PTCG1.me55:4x', catalog: sampleCatalogs.pokemon },
};
/** No catalog yet. */
export const NoCatalog: Story = { args: { catalog: undefined } };
/** Nothing to show. */
export const Empty: Story = { args: { code: '' } };
/** A phone-width column. */
export const Phone: Story = {
  decorators: [(story) => html`<div style="max-width:360px">${story()}</div>`],
};
/** Dark scheme, forced. */
export const Dark: Story = {
  args: { theme: 'dark' },
  decorators: [
    (story) => html`<div style="background:#0d1117;color:#e6edf3;padding:1rem">${story()}</div>`,
  ],
};
