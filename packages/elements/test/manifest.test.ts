import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WIDGET_ELEMENTS } from '../src/index.js';

// The manifest is generated (and git-ignored): regenerate it from the source as it is now, with
// the package's own `manifest` script, so the test never reads a stale or missing file.
execFileSync('pnpm', ['run', '--silent', 'manifest'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'ignore',
});

interface Declaration {
  readonly name: string;
  readonly tagName?: string;
  readonly events?: readonly { readonly name: string }[];
  readonly cssParts?: readonly { readonly name: string }[];
}
const manifest = JSON.parse(
  readFileSync(new URL('../custom-elements.json', import.meta.url), 'utf8'),
) as { modules: { declarations?: Declaration[] }[] };
const declared = new Map(
  manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.tagName !== undefined)
    .map((d) => [d.tagName!, d]),
);

// The tags the entry modules register, read from their source.
const registered = [
  'tcg-bracket',
  'tcg-calculator-dashboard',
  'tcg-card-search',
  'tcg-deck',
  'tcg-groups',
  'tcg-ladder',
  'tcg-lobbies',
  'tcg-pairings',
  'tcg-record',
  'tcg-standings',
].flatMap((entry) => {
  const source = readFileSync(new URL(`../src/define/${entry}.ts`, import.meta.url), 'utf8');
  return [...source.matchAll(/defineElement\('([a-z-]+)'/g)].map((m) => m[1]!);
});

describe('custom-elements.json', () => {
  it('declares every tag the entry modules register, with its class', () => {
    const tags = [...registered, ...Object.values(WIDGET_ELEMENTS).map(([tag]) => tag)].sort();
    expect(tags).toHaveLength(18);
    expect([...declared.keys()].sort()).toEqual(tags);
    expect(declared.get('tcg-bracket')!.name).toBe('TcgBracket');
  });

  it('lists the events of the deck and card search elements', () => {
    expect((declared.get('tcg-deck')!.events ?? []).map((e) => e.name)).toContain('tcg-deck-copy');
    expect(declared.get('tcg-deck')!.name).toBe('TcgDeck');
    expect((declared.get('tcg-card-search')!.events ?? []).map((e) => e.name)).toContain(
      'tcg-card-select',
    );
    expect(declared.get('tcg-card-search')!.name).toBe('TcgCardSearch');
  });

  it("lists only the events elements fire (tcg-*), not the analyzer's guesses from constructor arguments", () => {
    expect((declared.get('tcg-card-search')!.events ?? []).map((e) => e.name).sort()).toEqual([
      'tcg-card-select',
      'tcg-data-error',
    ]);
    for (const [tag, d] of declared)
      for (const e of d.events ?? []) expect(e.name, tag).toMatch(/^tcg-[a-z-]+$/);
  });

  it('lists the events and parts of the bracket', () => {
    const bracket = declared.get('tcg-bracket')!;
    const events = (bracket.events ?? []).map((e) => e.name);
    for (const name of ['tcg-match-select', 'tcg-player-select', 'tcg-data-error']) {
      expect(events).toContain(name);
    }
    expect((bracket.cssParts ?? []).map((p) => p.name).sort()).toEqual([
      'connectors',
      'match',
      'section',
      'slot',
    ]);
  });
});
