// Bundled by elements-card-search.bench.ts for the page it measures: registers <tcg-card-search>,
// builds a 20,000-card catalog from the sample LoR catalog, and exposes two keystroke timings:
// the element (compile, search, explain, render, paint) and a plain filter loop that renders the
// same number of names (the floor: no query language at all).
import type { LorCatalog } from '@tcgkit/cards';
import { sampleLorCatalog } from '@tcgkit/cards/samples';
import '@tcgkit/elements/tcg-card-search.js';

declare global {
  interface Window {
    setupSearch(size: number): void;
    keystroke(
      before: string,
      after: string,
    ): Promise<{ ms: number; scriptMs: number; found: number }>;
    plainKeystroke(before: string, after: string): Promise<{ ms: number; found: number }>;
  }
}

const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

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
  await frame();
  return { ms: performance.now() - start, scriptMs, found: el.results.length };
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
  await frame();
  return { ms: performance.now() - start, found };
};
