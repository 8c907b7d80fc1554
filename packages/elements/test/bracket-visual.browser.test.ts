// Visual regression for <tcg-bracket>: reference images live in __screenshots__/ next to this
// file (regenerate on purpose with `vitest run --project browser -u <this file>`); the README
// gallery shows the same images. Compared by pixels with a small tolerance for anti-aliasing
// (test/visual.ts, shared with the other elements' suites).
import { afterEach, describe, expect, it } from 'vitest';
import '../src/define/tcg-bracket.js';
import type { TcgBracket } from '../src/index.js';
import { bracketFixture } from './fixtures/bracket-views.js';
import { blankPage, matchScreenshot, THEMES, type Theme, WIDTHS } from './visual.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const LONG = 'Maximilian Alexander Worthington-Smythe!';

const states = {
  'double-elimination-reset': () =>
    bracketFixture(16, 'double-elimination', 9, { resetPlayed: true, names: { p1: LONG } }),
  'double-elimination-in-progress': () => bracketFixture(16, 'double-elimination', 2),
  'single-elimination-top-8': () => bracketFixture(8, 'single-elimination', 2),
} as const;

function mount(theme: Theme): TcgBracket {
  document.body.innerHTML = `<tcg-bracket theme="${theme}" style="padding:8px"></tcg-bracket>`;
  return document.querySelector('tcg-bracket') as TcgBracket;
}

describe('<tcg-bracket> screenshots', () => {
  for (const [name, view] of Object.entries(states)) {
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        it(`${name}, ${width} px, ${theme}`, async () => {
          await blankPage(width);
          const el = mount(theme);
          el.view = view();
          await el.updateComplete;
          // The phone layout (one round under a switcher) takes over once the width is known.
          if (width === 360)
            await expect.poll(() => el.shadowRoot!.querySelector('.rounds') !== null).toBe(true);
          await matchScreenshot(el, `bracket-${name}-${width}-${theme}`, width);
        });
      }
    }
  }

  it('empty, 1280 px, light', async () => {
    await blankPage(1280);
    await matchScreenshot(mount('light'), 'bracket-empty-1280-light', 1280);
  });

  it('error, 1280 px, light', async () => {
    await blankPage(1280);
    const el = mount('light');
    const failed = new Promise((resolve) => el.addEventListener('tcg-data-error', resolve));
    el.src = 'data:application/json,{"kind":"nothing"}';
    await failed;
    await matchScreenshot(el, 'bracket-error-1280-light', 1280);
  });
});
