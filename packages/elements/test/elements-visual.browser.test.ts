// Visual regression of the event elements (issue 21): every element with data at 1280 and 360 px,
// light and dark, and its empty and error states at 1280 px light. Reference images live in
// __screenshots__/elements-visual.browser.test.ts/ (the README gallery shows them); regenerate on
// purpose with `pnpm exec vitest run --project browser <this file> --update=true`. The bracket has
// its own suite (bracket-visual.browser.test.ts), the deck and card search theirs
// (deck-search-visual.browser.test.ts).
import { afterEach, describe, it } from 'vitest';
import { cdp } from 'vitest/browser';
import '../src/define/tcg-calculator-dashboard.js';
import '../src/define/tcg-groups.js';
import '../src/define/tcg-ladder.js';
import '../src/define/tcg-lobbies.js';
import '../src/define/tcg-pairings.js';
import '../src/define/tcg-record.js';
import '../src/define/tcg-standings.js';
import { dashboardView } from './fixtures/dashboard-view.js';
import { groupsView } from './fixtures/groups-view.js';
import { ladderView } from './fixtures/ladder-view.js';
import { lobbiesView } from './fixtures/lobbies-view.js';
import { pairingsView, standingsView } from './fixtures/views.js';
import { blankPage, matchScreenshot, THEMES, type Theme, WIDTHS } from './visual.js';

// vitest's CDPSession type leaves out send(); playwright's session has it.
const session = cdp() as unknown as { send(method: string, params?: object): Promise<unknown> };

afterEach(async () => {
  document.body.innerHTML = '';
});

type Tag =
  | 'tcg-standings'
  | 'tcg-pairings'
  | 'tcg-groups'
  | 'tcg-lobbies'
  | 'tcg-ladder'
  | 'tcg-calculator-dashboard';

/** Mounts a view element with padding (painted in its own background, as a page would show it). */
function mount(tag: Tag, theme: Theme, attributes = ''): HTMLElement & { view?: unknown } {
  document.body.innerHTML = `<${tag} theme="${theme}" ${attributes} style="display:block;padding:8px"></${tag}>`;
  return document.querySelector(tag)!;
}

/** A view element that failed to read its data: the alert line. */
async function failed(tag: Tag, theme: Theme): Promise<Element> {
  const el = mount(tag, theme);
  const done = new Promise((resolve) => el.addEventListener('tcg-data-error', resolve));
  el.setAttribute('src', 'data:application/json,{"kind":"nothing"}');
  await done;
  return el;
}

/** A line of records, as a page shows them beside names (the record is an inline element). */
function records(theme: Theme, markup: string): Element {
  const page = theme === 'dark' ? 'background:#0d1117;color:#e6edf3;' : '';
  document.body.innerHTML = `<p style="${page}margin:0;padding:8px;width:max-content">${markup.replaceAll('<tcg-record', `<tcg-record theme="${theme}"`)}</p>`;
  return document.querySelector('p')!;
}

interface Shot {
  readonly name: string;
  /** Data states are taken at both widths in both themes; empty and error at 1280 px light. */
  readonly everywhere: boolean;
  readonly mount: (theme: Theme) => Promise<Element> | Element;
  /** Undoes what `mount` changed outside the element. */
  readonly after?: () => Promise<void>;
}

const shots: readonly Shot[] = [
  {
    name: 'record-data',
    everywhere: true,
    mount: (theme) =>
      records(
        theme,
        'Ana <tcg-record record="3-1-1"></tcg-record> · Ben <tcg-record record="5-0"></tcg-record> · Cy <tcg-record wins="2" losses="2" show-draws="always"></tcg-record>',
      ),
  },
  {
    name: 'record-empty',
    everywhere: false,
    mount: (theme) => records(theme, 'Ana <tcg-record></tcg-record>'),
  },
  {
    name: 'record-error',
    everywhere: false,
    mount: (theme) => records(theme, 'Ana <tcg-record record="n/a"></tcg-record>'),
  },
  {
    // Shared ranks, a dropped player, the find box, and one explanation opened.
    name: 'standings-data',
    everywhere: true,
    mount: async (theme) => {
      const el = mount('tcg-standings', theme, 'search="on" selectable-players');
      el.view = standingsView;
      await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-expanded]')!.click();
      return el;
    },
  },
  { name: 'standings-empty', everywhere: false, mount: (theme) => mount('tcg-standings', theme) },
  { name: 'standings-error', everywhere: false, mount: (theme) => failed('tcg-standings', theme) },
  {
    // A reported table, one in progress, a bye, the find box.
    name: 'pairings-data',
    everywhere: true,
    mount: (theme) => {
      const el = mount('tcg-pairings', theme, 'search="on" selectable-tables');
      el.view = pairingsView;
      return el;
    },
  },
  {
    // As printed: the list by table, then every player alphabetically with table and opponent.
    name: 'pairings-print-by-player',
    everywhere: true,
    mount: async (theme) => {
      await session.send('Emulation.setEmulatedMedia', { media: 'print' });
      const el = mount('tcg-pairings', theme);
      el.view = pairingsView;
      dispatchEvent(new Event('beforeprint'));
      return el;
    },
    after: async () => {
      dispatchEvent(new Event('afterprint'));
      await session.send('Emulation.setEmulatedMedia', { media: '' });
    },
  },
  { name: 'pairings-empty', everywhere: false, mount: (theme) => mount('tcg-pairings', theme) },
  { name: 'pairings-error', everywhere: false, mount: (theme) => failed('tcg-pairings', theme) },
  {
    name: 'groups-data',
    everywhere: true,
    mount: (theme) => {
      const el = mount('tcg-groups', theme);
      el.view = groupsView;
      return el;
    },
  },
  { name: 'groups-empty', everywhere: false, mount: (theme) => mount('tcg-groups', theme) },
  { name: 'groups-error', everywhere: false, mount: (theme) => failed('tcg-groups', theme) },
  {
    name: 'lobbies-data',
    everywhere: true,
    mount: (theme) => {
      const el = mount('tcg-lobbies', theme);
      el.view = lobbiesView;
      return el;
    },
  },
  { name: 'lobbies-empty', everywhere: false, mount: (theme) => mount('tcg-lobbies', theme) },
  { name: 'lobbies-error', everywhere: false, mount: (theme) => failed('tcg-lobbies', theme) },
  {
    name: 'ladder-data',
    everywhere: true,
    mount: (theme) => {
      const el = mount('tcg-ladder', theme);
      el.view = ladderView;
      return el;
    },
  },
  { name: 'ladder-empty', everywhere: false, mount: (theme) => mount('tcg-ladder', theme) },
  { name: 'ladder-error', everywhere: false, mount: (theme) => failed('tcg-ladder', theme) },
  {
    // Every widget kind once, and the "No data" placeholders.
    name: 'dashboard-data',
    everywhere: true,
    mount: (theme) => {
      const el = mount('tcg-calculator-dashboard', theme);
      el.view = dashboardView;
      return el;
    },
  },
  {
    name: 'dashboard-empty',
    everywhere: false,
    mount: (theme) => mount('tcg-calculator-dashboard', theme),
  },
  {
    name: 'dashboard-error',
    everywhere: false,
    mount: (theme) => failed('tcg-calculator-dashboard', theme),
  },
];

describe('element screenshots', () => {
  for (const shot of shots) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        if (!shot.everywhere && (width !== 1280 || theme !== 'light')) continue;
        it(`${shot.name}, ${width} px, ${theme}`, async () => {
          await blankPage(width);
          try {
            const el = await shot.mount(theme);
            await matchScreenshot(el, `${shot.name}-${width}-${theme}`, width);
          } finally {
            await shot.after?.();
          }
        });
      }
    }
  }
});
