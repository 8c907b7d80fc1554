// Bundled by elements-bracket.bench.ts for the page it measures: registers <tcg-bracket> and
// exposes one function that renders a view and resolves after the first frame is painted.
import type { BracketView } from '@tcgkit/core';
import '@tcgkit/elements/tcg-bracket.js';

declare global {
  interface Window {
    renderTcgBracket(view: BracketView): Promise<{ ms: number; nodes: number; scriptMs: number }>;
    /** The data of the next render, handed over before the clock starts. */
    benchData: unknown;
  }
}

// Resolves right after the next frame is painted (rAF, then a task after the paint).
const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

window.renderTcgBracket = async (view) => {
  const start = performance.now();
  const el = document.createElement('tcg-bracket');
  el.layout = 'tree';
  el.view = view;
  document.body.append(el);
  await el.updateComplete;
  const scriptMs = performance.now() - start;
  await frame();
  const ms = performance.now() - start;
  return { ms, scriptMs, nodes: 1 + el.shadowRoot!.querySelectorAll('*').length };
};
