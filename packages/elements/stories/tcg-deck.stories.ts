import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { CardCatalog } from '@tcgkit/cards';
import { sampleCatalogs } from '@tcgkit/cards/samples';
import type { Deck } from '@tcgkit/deck-codes';
import { createBrowserRunner, type SandboxRunner } from '@tcgkit/sandbox';
import { html, nothing } from 'lit';
import '../src/define/tcg-deck.js';
import type { FormatLegality } from '@tcgkit/deckbuilder';
import { LOR_CODE, PTCG_LIVE, RIFTBOUND_LIST } from '../test/fixtures/decks.js';

interface Args {
  code: string;
  deck: Deck | undefined;
  catalog: CardCatalog | undefined;
  theme: '' | 'light' | 'dark';
  legality: readonly FormatLegality[] | undefined;
  imageTemplate: string;
  printLayout: string;
  playerName: string;
}

let runner: SandboxRunner | undefined;
/** One sandbox runner for the stories that check legality themselves. */
const sharedRunner = (): SandboxRunner => {
  runner ??= createBrowserRunner({ size: 1 });
  return runner;
};

// A placeholder image drawn from the template's own values, so no story hot-links card art.
const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='160' height='223' viewBox='0 0 160 223'%3E%3Crect width='160' height='223' rx='8' fill='%23888'/%3E%3Ctext x='80' y='112' font-size='14' text-anchor='middle' fill='white'%3E{set} {number}%3C/text%3E%3C/svg%3E";

const meta: Meta<Args> = {
  title: 'Elements/tcg-deck',
  component: 'tcg-deck',
  args: {
    code: LOR_CODE,
    deck: undefined,
    catalog: sampleCatalogs.lor,
    theme: '',
    legality: undefined,
    imageTemplate: '',
    printLayout: '',
    playerName: '',
  },
  argTypes: {
    theme: { control: 'inline-radio', options: ['', 'light', 'dark'] },
    deck: { control: false },
    catalog: { control: false },
    legality: { control: false },
  },
  render: ({ code, deck, catalog, theme, legality, imageTemplate, printLayout, playerName }) =>
    html`<tcg-deck
      code=${code}
      .deck=${deck}
      .catalog=${catalog}
      theme=${theme}
      .legality=${legality}
      image-template=${imageTemplate || nothing}
      print-layout=${printLayout || nothing}
      player-name=${playerName || nothing}
    ></tcg-deck>`,
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
/** Legality per format as the page computed it: legal, not legal with the deck builder's messages, not checked. */
export const Legality: Story = {
  args: {
    code: PTCG_LIVE,
    catalog: sampleCatalogs.pokemon,
    legality: [
      {
        format: 'Standard',
        status: 'illegal',
        messages: ['Decks need exactly 60 cards (found 20).'],
      },
      {
        format: 'Club rules',
        status: 'not-checked',
        messages: ['There is no rule "club/rules" in the library.'],
      },
      { format: 'Casual', status: 'legal', messages: [] },
    ],
  },
};
/** Legality checked by the element itself: a sandbox runner, the deck builder's built-in formats. */
export const LegalityCheckedByTheElement: Story = {
  args: { code: RIFTBOUND_LIST, catalog: sampleCatalogs.riftbound },
  render: ({ code, catalog }) =>
    html`<tcg-deck code=${code} .catalog=${catalog} .runner=${sharedRunner()}></tcg-deck>`,
};
/** Card images from an image URL template (a placeholder drawn from `{set}` and `{number}`): focus or hover a card. */
export const CardImages: Story = {
  args: { code: PTCG_LIVE, catalog: sampleCatalogs.pokemon, imageTemplate: PLACEHOLDER_IMAGE },
};
/**
 * The Pokémon deck registration sheet, which `print-layout="registration"` prints (open the
 * browser's print preview); shown on screen here through `::part(registration)`.
 */
export const RegistrationSheet: Story = {
  args: {
    code: PTCG_LIVE,
    catalog: sampleCatalogs.pokemon,
    printLayout: 'registration',
    playerName: 'Ash Ketchum',
  },
  decorators: [
    (story) =>
      html`<style>
          tcg-deck::part(registration) {
            display: block;
            margin-block-end: 2rem;
          }
        </style>
        ${story()}`,
  ],
};
