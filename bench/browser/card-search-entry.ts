// Bundled by elements-card-search.bench.ts for the page it measures: registers <tcg-card-search>,
// builds a 20,000-card catalog from the sample LoR catalog, and exposes two keystroke timings:
// the element (compile, search, explain, render of the windowed list, paint) and a plain filter
// loop that renders the first 50 names (the floor: no query language at all).
import type { LorCatalog } from '@tcgkit/cards';
import { sampleLorCatalog } from '@tcgkit/cards/samples';
import '@tcgkit/elements/tcg-card-search.js';

declare global {
  interface Window {
    setupSearch(size: number): void;
    keystroke(
      before: string,
      after: string,
    ): Promise<{ ms: number; busyMs: number; scriptMs: number; searchMs: number; found: number }>;
    plainKeystroke(
      before: string,
      after: string,
    ): Promise<{ ms: number; busyMs: number; found: number }>;
  }
}

const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Waits for the next painted frame and says when its animation-frame callbacks began and when
 * the frame was done (a task queued from requestAnimationFrame runs after that frame's style,
 * layout and paint). The time between the update and the frame's start is only the wait for the
 * display's next refresh (up to 16.7 ms at 60 Hz), not work.
 */
const paintedFrame = () =>
  new Promise<{ frameStart: number; painted: number }>((resolve) =>
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      setTimeout(() => resolve({ frameStart, painted: performance.now() }), 0);
    }),
  );

let catalog: LorCatalog;
const el = document.createElement('tcg-card-search');
const plain = document.createElement('ul');

window.setupSearch = (size) => {
  const base = sampleLorCatalog.cards;
  const cards = Array.from({ length: size }, (_, i) => {
    const c = base[i % base.length]!;
    return { ...c, id: `${c.id}-${i}`, name: i < base.length ? c.name : `${c.name} ${i}` };
  });
  catalog = { ...sampleLorCatalog, cards };
  el.catalog = catalog;
  document.body.append(el, plain);
};

window.keystroke = async (before, after) => {
  el.value = before;
  await el.updateComplete;
  await frame();
  const start = performance.now();
  el.value = after;
  await el.updateComplete;
  const scriptMs = performance.now() - start;
  const { frameStart, painted } = await paintedFrame();
  const ms = painted - start;
  // The work of the keystroke: the element's script, then that frame's style, layout and paint.
  const busyMs = scriptMs + (painted - frameStart);
  // The engine's share, measured apart after the frame: the same compile() and search() the
  // element ran, from the chunk the element loaded (import() gives the same module).
  const { compile } = await import('@tcgkit/card-search');
  const t = performance.now();
  compile(after, 'lor').search(catalog.cards);
  const searchMs = performance.now() - t;
  return { ms, busyMs, scriptMs, searchMs, found: el.results.length };
};

// The floor: a lower-cased substring filter on names, the first 50 drawn as list items.
window.plainKeystroke = async (before, after) => {
  const draw = (q: string) => {
    const word = q.toLowerCase();
    const found = catalog.cards.filter((c) => c.name.toLowerCase().includes(word));
    plain.replaceChildren(
      ...found
        .slice(0, 50)
        .map((c) => Object.assign(document.createElement('li'), { textContent: c.name })),
    );
    return found.length;
  };
  draw(before);
  await frame();
  const start = performance.now();
  const found = draw(after);
  const scriptMs = performance.now() - start;
  const { frameStart, painted } = await paintedFrame();
  return { ms: painted - start, busyMs: scriptMs + (painted - frameStart), found };
};
