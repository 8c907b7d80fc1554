// A site with @tcgkit/deck-codes but without @tcgkit/deckbuilder that gives <tcg-deck> a sandbox
// runner: the deck shows, and the legality section says which package to install (an alert and
// a tcg-data-error event), as a production bundler's empty stand-in for the missing optional
// peer (`export default {}`) leaves it.
import { sampleCatalogs } from '@tcgkit/cards/samples';
import type { SandboxRunner } from '@tcgkit/sandbox';
import { describe, expect, it, vi } from 'vitest';
import '../src/define/tcg-deck.js';
import type { TcgDataErrorEvent } from '../src/index.js';

vi.mock('@tcgkit/deckbuilder', () => ({ default: {} }));

describe('<tcg-deck> with a runner and no @tcgkit/deckbuilder', () => {
  it('shows the deck, marks legality not checked and names the package to install', async () => {
    document.body.innerHTML = '<main><h1>Deck</h1><tcg-deck></tcg-deck></main>';
    const errors: TcgDataErrorEvent[] = [];
    document.body.addEventListener('tcg-data-error', (e) => errors.push(e));
    const el = document.querySelector('tcg-deck')!;
    el.catalog = sampleCatalogs.lor;
    el.code = 'CEAQ2AIAAEDASCYMCQKRUJZNFY2TOAABAEAQABY';
    // Never called: the deck builder that would use it is not there.
    el.runner = {} as SandboxRunner;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.size')?.textContent).toBe('40 cards');
    const legality = el.shadowRoot!.querySelector('[part="legality"]')!;
    expect(legality.querySelector('.format')?.getAttribute('data-status')).toBe('not-checked');
    const alert = legality.querySelector('[role="alert"]')!;
    expect(alert.querySelector('code')!.textContent).toBe('elements/missing-engine');
    expect(alert.textContent).toContain(
      '<tcg-deck> needs @tcgkit/deckbuilder to check a deck with a sandbox runner, and @tcgkit/deckbuilder is not installed: add it to the site (npm i @tcgkit/deckbuilder)',
    );
    expect(errors.map((e) => e.code)).toEqual(['elements/missing-engine']);
    // The page takes the runner away: no check, no alert.
    el.runner = undefined;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="legality"]')).toBeNull();
  });
});
