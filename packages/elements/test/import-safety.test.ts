import { describe, expect, it } from 'vitest';

// Every entry a page or a build tool may import, in Node, where there is no window, document or
// customElements: importing must neither throw nor need them (server rendering, bundlers).
const entries = [
  '../src/index.js',
  '../src/define/tcg-bracket.js',
  '../src/define/tcg-standings.js',
  '../src/define/tcg-pairings.js',
  '../src/define/tcg-groups.js',
  '../src/define/tcg-lobbies.js',
  '../src/define/tcg-ladder.js',
  '../src/define/tcg-record.js',
  '../src/define/tcg-calculator-dashboard.js',
  '../src/define/tcg-card-search.js',
  '../src/define/tcg-deck.js',
  '../src/bundle.js',
  '../src/deck-model.js',
  '../src/react/index.js',
];

describe('every entry of @tcgkit/elements imports in Node without window', () => {
  for (const entry of entries) {
    it(`imports ${entry.slice(7)}`, async () => {
      const g = globalThis as { window?: unknown; document?: unknown };
      expect(g.window).toBeUndefined();
      expect(g.document).toBeUndefined();
      const mod = (await import(entry)) as Record<string, unknown>;
      expect(Object.keys(mod).length).toBeGreaterThan(0);
      expect(g.window).toBeUndefined();
    });
  }
});

describe('React wrappers under server rendering', () => {
  it('render to a string in Node without throwing (the tag, hydrated in the browser)', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { Bracket, Standings } = await import('../src/react/index.js');
    const html = renderToString(
      createElement('div', null, [
        createElement(Bracket, { key: 'b', layout: 'list' }),
        createElement(Standings, { key: 's' }),
      ]),
    );
    expect(html).toContain('<tcg-bracket');
    expect(html).toContain('<tcg-standings');
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
  });
});
