// <tcg-card-search> fetches its engine (@tcgkit/card-search and re2js) only when it has something
// to search. This file must not import @tcgkit/card-search itself, nor anything that does: the
// element is imported inside the test, after the request log has started.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { describe, expect, it } from 'vitest';
import type { TcgCardSearch } from '../src/index.js';

/** Every URL this page has requested since `start()`, as the browser's resource timing saw them. */
function requestLog() {
  const urls: string[] = [];
  performance.setResourceTimingBufferSize(100_000);
  const seen = (list: PerformanceEntryList) => {
    for (const e of list) urls.push(e.name);
  };
  seen(performance.getEntriesByType('resource'));
  const observer = new PerformanceObserver((list) => seen(list.getEntries()));
  observer.observe({ type: 'resource' });
  return {
    /** The engine's requests so far: card-search's own modules and re2js. */
    engine: () => {
      seen(observer.takeRecords());
      return [...new Set(urls)].filter((u) => /\/card-search\/src\/|re2js/.test(u));
    },
    stop: () => observer.disconnect(),
  };
}

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
    step(n);
  });
const status = (el: TcgCardSearch) =>
  el.shadowRoot!.querySelector('[role="status"]')!.textContent!.replace(/\s+/g, ' ').trim();

describe('<tcg-card-search> loads its engine on demand', () => {
  it('requests nothing of the engine until it has a catalog or a query, then fetches it once and searches', async () => {
    const log = requestLog();
    await import('../src/define/tcg-card-search.js');
    // Registering the element, rendering it empty and focusing its box need no engine.
    document.body.innerHTML = '<main><h1>Cards</h1><tcg-card-search></tcg-card-search></main>';
    const el = document.querySelector('tcg-card-search')!;
    await el.updateComplete;
    el.shadowRoot!.querySelector('input')!.focus();
    await frames(3);
    expect(customElements.get('tcg-card-search')).toBeDefined();
    expect(log.engine()).toEqual([]);

    // A catalog (or a query) asks for it. Until it arrives the box is usable and the status
    // says so; the render right after the change cannot have the engine yet (fetching it takes
    // network round trips, the render only microtasks).
    el.catalog = sampleCatalogs.lor;
    el.value = 'region:demacia';
    await Promise.resolve();
    await Promise.resolve();
    const box = el.shadowRoot!.querySelector('input')!;
    expect(box.disabled).toBe(false);
    expect(box.value).toBe('region:demacia');
    expect(status(el)).toBe('Loading the search…');
    expect(el.results).toEqual([]);

    // updateComplete waits for the engine and the results it gives.
    await el.updateComplete;
    expect(el.results.length).toBeGreaterThan(0);
    expect(el.shadowRoot!.querySelectorAll('[role="option"]').length).toBeGreaterThan(0);
    expect(status(el)).toBe(`${el.results.length} cards found`);
    const fetched = log.engine();
    expect(fetched.some((u) => /\/card-search\/src\/index\.ts/.test(u))).toBe(true);
    expect(fetched.some((u) => /re2js/.test(u))).toBe(true);

    // A second element on the page uses the engine already loaded: its first render has results.
    const second = document.createElement('tcg-card-search');
    second.catalog = sampleCatalogs.lor;
    second.value = 'garen';
    document.querySelector('main')!.append(second);
    await Promise.resolve();
    await Promise.resolve();
    expect(second.results.length).toBeGreaterThan(0);
    log.stop();
  });
});
