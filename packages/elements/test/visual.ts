// Shared by the visual regression suites (*-visual.browser.test.ts): mount an element in a pinned
// page (lang="en", no margin, the theme's default font stack), wait for behaviour (every Lit
// update and the measurements taken in the next frames), stop anything that moves, size the test
// frame to the element, and compare the element's screenshot with its committed reference.
import { expect } from 'vitest';
import { page } from 'vitest/browser';

export type Theme = 'light' | 'dark';

/** The two widths of every data state, the wide first (the only one of empty and error states). */
export const WIDTHS = [1280, 360] as const;
export const THEMES = ['light', 'dark'] as const;

/** Height of the test frame before it grows to fit a taller element. */
const HEIGHT = 900;

/** Same comparison as the bracket's suite: pixelmatch, tolerant of anti-aliasing only. */
const matchOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
  // Time to find two identical screenshots in a row: generous for a loaded machine.
  timeout: 30_000,
} as const;

/** Starts a test: the frame at `width`, an English page with no margin and nothing in it. */
export async function blankPage(width: number): Promise<void> {
  await page.viewport(width, HEIGHT);
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.body.style.margin = '0';
  document.body.innerHTML = '';
  // Before anything is drawn, so nothing is hovered even for a frame (shadow trees inherit it).
  holdStill(document.body);
}

/** Resolves after the next frame has been painted. */
const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Waits for every Lit element under `root` (through shadow roots) to finish updating. */
export async function settle(root: Element | ShadowRoot = document.body): Promise<void> {
  for (const el of root.querySelectorAll('*')) {
    const lit = el as Element & { updateComplete?: Promise<unknown> };
    if (lit.updateComplete !== undefined) await lit.updateComplete;
    if (el.shadowRoot) await settle(el.shadowRoot);
  }
}

// Nothing moves in a reference image: no transition or animation mid-way, no blinking caret, and
// no hover: the mouse stays wherever an earlier test left it, and an element drawn under it would
// show that card's tooltip or that match's highlighted path (tests set state from code, not the
// mouse).
const STILL =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; pointer-events: none !important; }';
const still = new CSSStyleSheet();
still.replaceSync(STILL);
function holdStill(root: Element | ShadowRoot): void {
  if (root === document.body && !document.adoptedStyleSheets.includes(still))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot === null) continue;
    if (!el.shadowRoot.adoptedStyleSheets.includes(still))
      el.shadowRoot.adoptedStyleSheets = [...el.shadowRoot.adoptedStyleSheets, still];
    holdStill(el.shadowRoot);
  }
}

/**
 * Compares `el`'s screenshot with the reference `name` (the file is
 * `__screenshots__/<test file>/<name>-chromium-linux.png`), once the element has settled: Lit
 * updates done, two frames for what elements measure after rendering (the sticky column's
 * offset, a window of rows), fonts loaded, and the frame tall enough for the whole element.
 */
export async function matchScreenshot(el: Element, name: string, width: number): Promise<void> {
  await settle();
  holdStill(document.body);
  await document.fonts.ready;
  await frame();
  await settle();
  await frame();
  const bottom = Math.ceil(el.getBoundingClientRect().bottom);
  if (bottom > HEIGHT) {
    await page.viewport(width, bottom);
    await frame();
    await settle();
  }
  await expect.element(page.elementLocator(el)).toMatchScreenshot(name, matchOptions);
}
