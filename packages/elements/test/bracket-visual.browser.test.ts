// Visual regression for <tcg-bracket>: reference images live in __screenshots__/ next to this
// file (regenerate on purpose with `vitest run --project browser -u <this file>`); the README
// gallery shows the same images. Compared by pixels with a small tolerance for anti-aliasing.
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '../src/define/tcg-bracket.js';
import type { TcgBracket } from '../src/index.js';
import { bracketFixture } from './fixtures/bracket-views.js';

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

describe('<tcg-bracket> screenshots', () => {
  for (const [name, view] of Object.entries(states)) {
    for (const width of [1280, 360]) {
      for (const theme of ['light', 'dark'] as const) {
        if (width === 360 && name !== 'double-elimination-reset') continue;
        it(`${name}, ${width} px, ${theme}`, async () => {
          await page.viewport(width, width === 360 ? 1500 : 900);
          document.body.style.margin = '0';
          document.body.innerHTML = `<tcg-bracket theme="${theme}" style="padding:8px"></tcg-bracket>`;
          const el = document.querySelector('tcg-bracket') as TcgBracket;
          el.view = view();
          await el.updateComplete;
          if (width === 360)
            await expect.poll(() => el.shadowRoot!.querySelector('.rounds') !== null).toBe(true);
          await el.updateComplete;
          await expect
            .element(page.elementLocator(el))
            .toMatchScreenshot(`bracket-${name}-${width}-${theme}`, {
              comparatorName: 'pixelmatch',
              comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
            });
        });
      }
    }
  }
});
