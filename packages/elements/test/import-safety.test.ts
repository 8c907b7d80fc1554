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
  '../src/define/tcg-record.js',
  '../src/define/tcg-calculator-dashboard.js',
  '../src/bundle.js',
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
