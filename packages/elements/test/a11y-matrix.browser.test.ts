// axe-core over every element in every state (empty, with data, failed to load), at 360 and 1280
// px, left to right and right to left, in the light scheme, in the user's dark scheme on a page
// that has no dark style of its own, and in forced-colors mode.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import '../src/bundle.js';
import { axeViolations } from './axe.js';
import { bracketFixture } from './fixtures/bracket-views.js';
import { dashboardView } from './fixtures/dashboard-view.js';
import { groupsView } from './fixtures/groups-view.js';
import { ladderView } from './fixtures/ladder-view.js';
import { lobbiesView } from './fixtures/lobbies-view.js';
import { pairingsView, standingsView } from './fixtures/views.js';

type Scheme = 'light' | 'dark' | 'forced';

// vitest's CDPSession type leaves out send(); playwright's session has it.
const session = cdp() as unknown as { send(method: string, params?: object): Promise<unknown> };
async function scheme(value: Scheme): Promise<void> {
  await session.send('Emulation.setEmulatedMedia', {
    features: [
      { name: 'prefers-color-scheme', value: value === 'dark' ? 'dark' : 'light' },
      { name: 'forced-colors', value: value === 'forced' ? 'active' : 'none' },
    ],
  });
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.dir = 'ltr';
});
afterAll(() => scheme('light'));

const views: Readonly<Record<string, unknown>> = {
  'tcg-bracket': bracketFixture(8, 'double-elimination', 3, { resetPlayed: true }),
  'tcg-standings': standingsView,
  'tcg-pairings': pairingsView,
  'tcg-groups': groupsView,
  'tcg-lobbies': lobbiesView,
  'tcg-ladder': ladderView,
  'tcg-calculator-dashboard': dashboardView,
};

type State = 'empty' | 'data' | 'error';

async function settle(root: Element | ShadowRoot): Promise<void> {
  for (const el of root.querySelectorAll('*')) {
    const lit = el as Element & { updateComplete?: Promise<unknown> };
    if (lit.updateComplete !== undefined) await lit.updateComplete;
    if (el.shadowRoot) await settle(el.shadowRoot);
  }
}

async function mount(tag: string, state: State): Promise<Element> {
  if (tag === 'tcg-record') {
    // No view model: a record, none, or one that cannot be read.
    const record = { empty: '', data: ' record="3-1-1"', error: ' record="n/a"' }[state];
    document.body.innerHTML = `<main><h1>Event</h1><p>Ana <tcg-record${record}></tcg-record></p></main>`;
    await settle(document.body);
    return document.querySelector(tag)!;
  }
  document.body.innerHTML = `<main><h1>Event</h1><${tag}></${tag}></main>`;
  const el = document.querySelector(tag)!;
  if (state === 'data') (el as Element & { view: unknown }).view = views[tag];
  if (state === 'error') {
    const failed = new Promise((resolve) => el.addEventListener('tcg-data-error', resolve));
    el.setAttribute('src', 'data:application/json,{"kind":"nothing"}');
    await failed;
  }
  await settle(document.body);
  return el;
}

describe('axe finds nothing in any element, state, width, direction and scheme', () => {
  for (const tag of [...Object.keys(views), 'tcg-record']) {
    for (const scheme_ of ['light', 'dark', 'forced'] as const) {
      it(`${tag}: empty, data and error; 360 and 1280 px; ltr and rtl; ${scheme_} scheme`, async () => {
        await scheme(scheme_);
        const found: string[] = [];
        for (const state of ['empty', 'data', 'error'] as const) {
          for (const width of [360, 1280]) {
            for (const dir of ['ltr', 'rtl']) {
              await page.viewport(width, 900);
              document.documentElement.dir = dir;
              const el = await mount(tag, state);
              for (const v of await axeViolations(el.closest('main')!)) {
                found.push(`${state} ${width} ${dir}: ${v}`);
              }
              if (document.documentElement.scrollWidth > width) {
                found.push(`${state} ${width} ${dir}: the page scrolls sideways`);
              }
            }
          }
        }
        expect(found).toEqual([]);
      });
    }
  }
});
