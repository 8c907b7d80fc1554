// Visual regression of <tcg-deck> and <tcg-card-search> (issue 21), with the sample catalogs of
// @tcgkit/cards: a deck of each game and a search with results and with an underlined error and
// did-you-mean buttons, at 1280 and 360 px, light and dark; the empty and error states at 1280 px
// light. Kept apart from the other elements' suite because these two elements change look more
// often: regenerate on purpose with
// `pnpm exec vitest run --project browser <this file> --update=true`.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { afterEach, describe, it } from 'vitest';
import '../src/define/tcg-card-search.js';
import '../src/define/tcg-deck.js';
import type { TcgCardSearch, TcgDeck } from '../src/index.js';
import { LOR_CODE, PTCG_LIVE, RIFTBOUND_LIST } from './fixtures/decks.js';
import { blankPage, matchScreenshot, THEMES, type Theme, WIDTHS } from './visual.js';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', location.pathname);
});

function deck(theme: Theme, setup: (el: TcgDeck) => void): TcgDeck {
  document.body.innerHTML = `<tcg-deck theme="${theme}" style="display:block;padding:8px"></tcg-deck>`;
  const el = document.querySelector('tcg-deck')!;
  setup(el);
  return el;
}

function search(theme: Theme, value: string): TcgCardSearch {
  document.body.innerHTML = `<tcg-card-search theme="${theme}" style="display:block;padding:8px"></tcg-card-search>`;
  const el = document.querySelector('tcg-card-search')!;
  el.catalog = sampleCatalogs.lor;
  el.value = value;
  return el;
}

interface Shot {
  readonly name: string;
  /** Data states are taken at both widths in both themes; empty and error at 1280 px light. */
  readonly everywhere: boolean;
  readonly mount: (theme: Theme) => Element;
}

const shots: readonly Shot[] = [
  {
    name: 'deck-lor',
    everywhere: true,
    mount: (theme) =>
      deck(theme, (el) => {
        el.game = 'lor';
        el.catalog = sampleCatalogs.lor;
        el.code = LOR_CODE;
      }),
  },
  {
    // The TCG Live list with one card no catalog has: the warning line shows too.
    name: 'deck-pokemon',
    everywhere: true,
    mount: (theme) =>
      deck(theme, (el) => {
        el.game = 'pokemon';
        el.catalog = sampleCatalogs.pokemon;
        el.code = PTCG_LIVE;
      }),
  },
  {
    name: 'deck-riftbound',
    everywhere: true,
    mount: (theme) =>
      deck(theme, (el) => {
        el.game = 'riftbound';
        el.catalog = sampleCatalogs.riftbound;
        el.code = RIFTBOUND_LIST;
      }),
  },
  {
    name: 'deck-empty',
    everywhere: false,
    mount: (theme) =>
      deck(theme, (el) => {
        el.game = 'lor';
        el.catalog = sampleCatalogs.lor;
      }),
  },
  {
    name: 'deck-error',
    everywhere: false,
    mount: (theme) =>
      deck(theme, (el) => {
        el.game = 'lor';
        el.catalog = sampleCatalogs.lor;
        el.code = 'not a deck code';
      }),
  },
  {
    name: 'card-search-results',
    everywhere: true,
    mount: (theme) => search(theme, 't:unit cost<=2 region:demacia'),
  },
  {
    // A misspelt field (warning, with did-you-mean buttons) and a missing value (error).
    name: 'card-search-error',
    everywhere: true,
    mount: (theme) => search(theme, 't:unit regoin:demacia cost<='),
  },
  { name: 'card-search-empty', everywhere: false, mount: (theme) => search(theme, '') },
];

describe('deck and card search screenshots', () => {
  for (const shot of shots) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        if (!shot.everywhere && (width !== 1280 || theme !== 'light')) continue;
        it(`${shot.name}, ${width} px, ${theme}`, async () => {
          await blankPage(width);
          await matchScreenshot(shot.mount(theme), `${shot.name}-${width}-${theme}`, width);
        });
      }
    }
  }
});
