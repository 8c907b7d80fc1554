import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '@tcgkit/elements/tcg-bracket.js';
import type { TcgBracket } from '@tcgkit/elements';
import { bmBracketView, fromBracketsManager } from '../src/index.js';
import stage from './fixtures/brackets-manager/double-elimination-6.json' with { type: 'json' };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('an imported brackets-manager stage in <tcg-bracket>', () => {
  it('renders the double elimination with its three sections, every match and the names', async () => {
    const bracket = fromBracketsManager(stage);
    expect(bracket.ok).toBe(true);
    if (!bracket.ok) return;
    const view = bmBracketView(bracket.value);
    expect(view.ok).toBe(true);
    if (!view.ok) return;
    await page.viewport(1280, 900);
    document.body.insertAdjacentHTML('beforeend', '<main><tcg-bracket></tcg-bracket></main>');
    const el = document.querySelector('tcg-bracket') as TcgBracket;
    el.view = view.value;
    await el.updateComplete;
    await el.updateComplete;
    const root = el.shadowRoot!;
    // every match but the grand final reset, which the element shows only once it is needed
    const shown = view.value.rounds
      .flatMap((r) => r.matches)
      .filter((m) => !(m.conditional && m.status === 'pending'));
    expect(shown).toHaveLength(bracket.value.matches.length - 1);
    expect(root.querySelectorAll('[part~="match"]')).toHaveLength(shown.length);
    expect([...root.querySelectorAll('.heading')].map((h) => h.textContent!.trim()).length).toBe(3);
    const text = root.textContent ?? '';
    for (const name of ['Ash', 'Misty', 'Brock', 'Gary', 'May', 'Dawn'])
      expect(text).toContain(name);
    // connectors are drawn from the winner links
    expect(root.querySelectorAll('path').length).toBeGreaterThan(0);
  });
});
