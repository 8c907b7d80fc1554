// A site that installed @tcgkit/elements without its optional engine peers: a production bundler
// puts an empty module (`export default {}`, what Vite builds for a missing optional peer) where
// @tcgkit/deck-codes and @tcgkit/card-search would be. The elements say which package to install,
// in an alert and a tcg-data-error event, instead of failing silently or throwing.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/define/tcg-card-search.js';
import '../src/define/tcg-deck.js';
import type { TcgDataErrorEvent } from '../src/index.js';

vi.mock('@tcgkit/deck-codes', () => ({ default: {} }));
vi.mock('@tcgkit/card-search', () => ({ default: {} }));

afterEach(() => {
  document.body.innerHTML = '';
});

function collect(): TcgDataErrorEvent[] {
  const errors: TcgDataErrorEvent[] = [];
  document.body.addEventListener('tcg-data-error', (e) => errors.push(e));
  return errors;
}

/** Puts `tag` on the page with a LoR catalog and `input`, and waits for what it shows. */
async function mount<K extends 'tcg-deck' | 'tcg-card-search'>(
  tag: K,
  input: Partial<HTMLElementTagNameMap[K]>,
): Promise<{ el: HTMLElementTagNameMap[K]; errors: TcgDataErrorEvent[] }> {
  document.body.innerHTML = `<main><h1>Page</h1><${tag}></${tag}></main>`;
  const errors = collect();
  const el = document.querySelector(tag)!;
  Object.assign(el, { catalog: sampleCatalogs.lor, ...input });
  await el.updateComplete;
  return { el, errors };
}

/** Checks the element's alert and the one event: `elements/missing-engine` with `sentence`. */
function expectMissing(root: ShadowRoot, errors: readonly TcgDataErrorEvent[], sentence: string) {
  const alert = root.querySelector('[role="alert"]')!;
  expect(alert.querySelector('code')!.textContent).toBe('elements/missing-engine');
  expect(alert.textContent).toContain(sentence);
  expect(errors.map((e) => e.code)).toEqual(['elements/missing-engine']);
  expect(errors[0]!.message).toContain(sentence);
}

describe('elements whose engine package is not installed', () => {
  it('<tcg-deck> shows elements/missing-engine naming @tcgkit/deck-codes, fires it once per input, and keeps no half state', async () => {
    const { el, errors } = await mount('tcg-deck', {
      code: 'CEAQ2AIAAEDASCYMCQKRUJZNFY2TOAABAEAQABY',
    });
    expectMissing(
      el.shadowRoot!,
      errors,
      '<tcg-deck> needs @tcgkit/deck-codes to read and show a deck, and @tcgkit/deck-codes is not installed: add it to the site (npm i @tcgkit/deck-codes)',
    );
    expect(el.shownDeck).toBeUndefined();
    expect(el.copyFormats).toEqual([]);
    expect(el.shadowRoot!.querySelector('[aria-busy]')).toBeNull();
    // A render without new input does not ask again (no loop of errors).
    el.requestUpdate();
    await el.updateComplete;
    expect(errors).toHaveLength(1);
    // New input asks again, and says the same.
    el.code = `${el.code}\n`;
    await el.updateComplete;
    expect(errors.map((e) => e.code)).toEqual([
      'elements/missing-engine',
      'elements/missing-engine',
    ]);
  });

  it('<tcg-card-search> shows elements/missing-engine naming @tcgkit/card-search and keeps the box usable', async () => {
    const { el, errors } = await mount('tcg-card-search', { value: 'region:demacia' });
    expectMissing(
      el.shadowRoot!,
      errors,
      '<tcg-card-search> needs @tcgkit/card-search to search, and @tcgkit/card-search is not installed: add it to the site (npm i @tcgkit/card-search)',
    );
    expect(el.results).toEqual([]);
    expect(el.shadowRoot!.querySelector('input')!.disabled).toBe(false);
    el.requestUpdate();
    await el.updateComplete;
    expect(errors).toHaveLength(1);
  });
});
