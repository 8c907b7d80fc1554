// What <tcg-card-search> does when its engine cannot be fetched (a chunk the network did not
// deliver): the shared loader's load() is swapped for one that fails, then given back. This file
// must not import @tcgkit/card-search itself, so the engine is not loaded before the test.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { describe, expect, it } from 'vitest';
import { searchEngine } from '../src/card-search/engine.js';
import '../src/define/tcg-card-search.js';
import type { TcgDataErrorEvent } from '../src/index.js';

describe('<tcg-card-search> when its engine cannot be fetched', () => {
  it('shows why in an alert, fires tcg-data-error with elements/engine-load-failed, and tries again on the next query', async () => {
    expect(searchEngine.loaded).toBeUndefined();
    const realLoad = searchEngine.load;
    let attempts = 0;
    searchEngine.load = () => {
      attempts++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    const errors: TcgDataErrorEvent[] = [];
    document.addEventListener('tcg-data-error', (e) => errors.push(e));
    try {
      document.body.innerHTML = '<main><h1>Cards</h1><tcg-card-search></tcg-card-search></main>';
      const el = document.querySelector('tcg-card-search')!;
      el.catalog = sampleCatalogs.lor;
      el.value = 'region:demacia';
      await el.updateComplete;
      expect(attempts).toBe(1);
      expect(errors.map((e) => e.code)).toEqual(['elements/engine-load-failed']);
      const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
      expect(alert.textContent!.trim()).toBe(
        'The search could not be loaded (Failed to fetch dynamically imported module). Type again to retry.',
      );
      expect(errors[0]!.message).toBe(alert.textContent!.trim());
      expect(el.results).toEqual([]);
      expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim()).toBe('');
      // The box still takes input; a re-render that changes neither query nor catalog does not
      // ask again (no loop of failures).
      expect(el.shadowRoot!.querySelector('input')!.disabled).toBe(false);
      el.requestUpdate();
      await el.updateComplete;
      expect(attempts).toBe(1);

      // The network is back: the next query asks again, and searches.
      searchEngine.load = realLoad;
      el.value = 'region:demacia t:unit';
      await el.updateComplete;
      expect(el.results.length).toBeGreaterThan(0);
      expect(el.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
      expect(errors).toHaveLength(1);
    } finally {
      searchEngine.load = realLoad;
    }
  });
});
